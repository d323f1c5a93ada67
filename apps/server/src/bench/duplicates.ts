import type { FastifyInstance } from 'fastify';
import { mountedResources } from '../lib/resource/resource.references.js';

/**
 * Duplicate keys (issue 25): for every resource mounted with list, get and create, the first record the caller sees,
 * read by its key and posted again as a new record. A unique key, a code or a once-per-period row must answer 409 (or
 * be accepted when nothing is unique), never 500. Used by `npm run reliability` and by the route test
 * `plugins/errors.constraints.test.ts`.
 */
export async function duplicateRequests(app: FastifyInstance, token: string): Promise<{ url: string; body: Record<string, unknown> }[]> {
  const headers = { 'x-authorization': token };
  const has = (method: string, url: string) => app.routeRules.some((r) => r.method === method && r.url === url);
  const out: { url: string; body: Record<string, unknown> }[] = [];
  for (const def of mountedResources()) {
    const base = def.basePath;
    if (!has('POST', base) || !has('GET', base) || !has('GET', `${base}/:key`)) continue;
    const list = await app.inject({ url: `${base}?limit=20`, headers });
    const first = list.statusCode === 200 ? (list.json() as { list: Record<string, unknown>[] }).list[0] : undefined;
    if (!first) continue;
    const one = await app.inject({ url: `${base}/${encodeURIComponent(String(first[def.key.name]))}`, headers });
    if (one.statusCode !== 200) continue;
    const { version: _v, createDt: _c, updateDt: _u, allowedActions: _a, ...body } = one.json() as Record<string, unknown>;
    out.push({ url: base, body });
  }
  return out;
}
