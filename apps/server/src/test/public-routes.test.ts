// Public pages cannot be walked (issue 25 finding 5): every route without a login (`config.auth: 'public'`) that takes
// a key takes an unguessable token (`zPublicToken`, ≥ 22 url-safe characters ≈ 128 bits), never a sequential number.
// Walks the route rules and the OpenAPI document, so a new public route with `/:permitNo` fails here.
import { PUBLIC_TOKEN_MIN_LENGTH } from '@jikim/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.js';

type Schema = { type?: string | string[]; minLength?: number; pattern?: string; enum?: unknown[]; anyOf?: Schema[] };
type Param = { in: string; name: string; schema?: Schema };
type Op = { parameters?: Param[] };

let t: TestApp;
let paths: Record<string, Record<string, Op>>;
beforeAll(async () => {
  t = await createTestApp();
  paths = (await t.app.inject({ url: '/api/docs/json' })).json().paths;
}, 180_000);
afterAll(async () => {
  await t?.close();
});

/** `/api/public/wkod/:token` → `/api/public/wkod/{token}` (the OpenAPI spelling) */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
const types = (s: Schema | undefined): string[] => (s ? [...(Array.isArray(s.type) ? s.type : s.type ? [s.type] : []), ...(s.anyOf ?? []).flatMap(types)] : []);
/** a record key a person could count through: a number, digits only, or too short to be a random token */
function sequentialLooking(s: Schema | undefined): string | null {
  if (!s) return 'no schema';
  if (s.enum) return null;
  const ty = types(s);
  if (ty.includes('integer') || ty.includes('number')) return 'a number';
  if (s.pattern && /^\^?\\d|\[0-9\]/.test(s.pattern) && !/[A-Za-z]-?[A-Za-z]/.test(s.pattern)) return 'digits only';
  if ((s.minLength ?? 0) < PUBLIC_TOKEN_MIN_LENGTH) return `shorter than ${PUBLIC_TOKEN_MIN_LENGTH} characters`;
  return null;
}
/** query names that select one record (a public list filter such as plantType is not one) */
const KEY_NAME = /(No|Id|Seq|Key|Token)$/;

/** the public routes that answer or change a record, with the key they take */
function publicKeyProblems(rules: readonly { method: string; url: string; auth: { kind: string } }[], doc: Record<string, Record<string, Op>>): string[] {
  const bad: string[] = [];
  for (const r of rules.filter((x) => x.auth.kind === 'public')) {
    const op = doc[openApiPath(r.url)]?.[r.method.toLowerCase()];
    if (!op) continue;
    for (const p of op.parameters ?? []) {
      const isKey = p.in === 'path' || (p.in === 'query' && (KEY_NAME.test(p.name) || types(p.schema).some((x) => x === 'integer' || x === 'number')));
      if (!isKey) continue;
      // a signed, expiring credential (the file download's `t`) is not a record key
      if (p.in === 'query' && p.name === 't') continue;
      const why = sequentialLooking(p.schema);
      if (why) bad.push(`${r.method} ${r.url}: ${p.in} ${p.name} is ${why}`);
    }
  }
  return bad;
}

describe('public routes are keyed by unguessable tokens', () => {
  it('no public route takes a sequential-looking key', () => {
    const rules = t.app.routeRules.map((r) => ({ method: r.method, url: r.url, auth: r.auth }));
    const pub = rules.filter((r) => r.auth.kind === 'public');
    // the walk sees the public record pages
    expect(pub.map((r) => r.url)).toEqual(expect.arrayContaining(['/api/public/wkod/:token', '/api/public/entry-pass/:token']));
    expect(publicKeyProblems(rules, paths)).toEqual([]);
  });

  it('would refuse the old `/api/public/wkod/:permitNo` (the check can fail)', () => {
    const doc = { '/api/public/wkod/{permitNo}': { get: { parameters: [{ in: 'path', name: 'permitNo', schema: { type: 'integer', minimum: 1 } }] } } };
    expect(publicKeyProblems([{ method: 'GET', url: '/api/public/wkod/:permitNo', auth: { kind: 'public' } }], doc)).toEqual(['GET /api/public/wkod/:permitNo: path permitNo is a number']);
    const short = { '/x/{no}': { get: { parameters: [{ in: 'path', name: 'no', schema: { type: 'string', pattern: '^\\d+$' } }] } } };
    expect(publicKeyProblems([{ method: 'GET', url: '/x/:no', auth: { kind: 'public' } }], short)).toHaveLength(1);
    const q = { '/y': { get: { parameters: [{ in: 'query', name: 'entryNo', schema: { type: 'string', minLength: 1 } }] } } };
    expect(publicKeyProblems([{ method: 'GET', url: '/y', auth: { kind: 'public' } }], q)).toHaveLength(1);
    // a route behind a login is not this test's business
    expect(publicKeyProblems([{ method: 'GET', url: '/api/public/wkod/:permitNo', auth: { kind: 'menu' } }], doc)).toEqual([]);
  });
});
