import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/errors.js';

// PostgreSQL text cannot hold NUL, and no field of ours has a use for it: refuse it at the door
// (otherwise it surfaces as a database error).
const hasNul = (v: unknown): boolean => {
  if (typeof v === 'string') return v.includes('\u0000');
  if (Array.isArray(v)) return v.some(hasNul);
  if (v && typeof v === 'object') return Object.entries(v).some(([k, x]) => k.includes('\u0000') || hasNul(x));
  return false;
};

// JSON nesting deeper than this is refused before JSON.parse and before any recursive walk (hasNul, zod):
// no payload of ours nests beyond a handful of levels, and a 20,000-deep array would overflow the stack.
export const MAX_JSON_DEPTH = 32;

/** true when the JSON text nests objects/arrays deeper than max (brackets inside strings do not count) */
export function jsonTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i += 1; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth -= 1;
  }
  return false;
}

/** JSON only (plus multipart where a module registers it); everything else is 415 */
export const bodyParserPlugin = fp(async (app: FastifyInstance) => {
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: app.config.bodyLimitBytes }, (_req, body, done) => {
    const text = body as string;
    if (text.length === 0) return done(badRequest(), undefined);
    // invalid UTF-8 arrives as U+FFFD: refuse rather than store mangled text
    if (text.includes('\uFFFD')) return done(badRequest(), undefined);
    if (jsonTooDeep(text)) return done(badRequest(), undefined);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return done(badRequest(), undefined);
    }
    if (hasNul(parsed)) return done(badRequest(), undefined);
    done(null, parsed);
  });
  app.addHook('onRequest', async (req) => {
    if (req.url.includes('%00') || req.url.includes('\u0000')) throw badRequest();
  });
});
