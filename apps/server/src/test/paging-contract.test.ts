// One paging contract everywhere (issue 13): a paged list takes `page` and `limit` (spec names) and answers
// { list, totalCount, page, limit }. Walks the OpenAPI document so a new route cannot bring back page/size → {total, rows}.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, login, type TestApp } from './helpers.js';

type Param = { in: string; name: string };
type Op = { parameters?: Param[]; responses?: Record<string, { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }> };

let t: TestApp;
let paths: Record<string, Record<string, Op>>;
beforeAll(async () => {
  t = await createTestApp();
  paths = (await t.app.inject({ url: '/api/docs/json' })).json().paths;
});
afterAll(async () => {
  await t?.close();
});

const pagedGets = () => Object.entries(paths).flatMap(([url, ops]) => {
  const op = ops.get;
  const names = (op?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  return op && names.includes('page') ? [{ url, op, names }] : [];
});

describe('paging contract', () => {
  it('every GET with a page parameter also takes limit, never size, and answers list + totalCount + page + limit', () => {
    const found = pagedGets();
    // the administration lists and the resource lists are all in the walk
    expect(found.map((f) => f.url)).toEqual(expect.arrayContaining(['/api/manage/user', '/api/manage/auditlog', '/api/manage/authgrp', '/api/manage/codegroups', '/api/manage/userauthgrp']));
    expect(found.length).toBeGreaterThan(10);
    const bad: string[] = [];
    for (const { url, op, names } of found) {
      if (!names.includes('limit')) bad.push(`${url}: no limit`);
      if (names.includes('size')) bad.push(`${url}: size`);
      // file downloads (Excel) take the list's filters, paging included, and answer a file: no JSON answer to check
      const json = op.responses?.['200']?.content?.['application/json']?.schema;
      if (!json) {
        if (!url.endsWith('excel') && !url.endsWith('exceldownload')) bad.push(`${url}: no JSON answer`);
        continue;
      }
      const props = json.properties ?? {};
      for (const k of ['list', 'totalCount', 'page', 'limit']) if (!(k in props)) bad.push(`${url}: answer without ${k}`);
      for (const k of ['rows', 'total', 'size']) if (k in props) bad.push(`${url}: answer with ${k}`);
    }
    expect(bad).toEqual([]);
  });

  it('the administration lists page by limit and refuse the old size parameter as an unknown page size', async () => {
    const admin = await login(t.app, 'admin');
    const get = (url: string) => t.app.inject({ url, headers: auth(admin) });
    const p1 = (await get('/api/manage/user?page=1&limit=20')).json();
    const p2 = (await get('/api/manage/user?page=2&limit=20')).json();
    expect(Object.keys(p1).sort()).toEqual(['limit', 'list', 'page', 'totalCount']);
    expect(p1).toMatchObject({ page: 1, limit: 20 });
    expect(p1.list).toHaveLength(20);
    expect(p2.totalCount).toBe(p1.totalCount);
    const ids1 = new Set(p1.list.map((u: { userId: string }) => u.userId));
    expect(p2.list.some((u: { userId: string }) => ids1.has(u.userId))).toBe(false);
    const big = (await get('/api/manage/user?limit=50')).json();
    expect(big.limit).toBe(50);
    expect(big.list.length).toBe(Math.min(50, big.totalCount));
    expect((await get('/api/manage/user?limit=7')).statusCode).toBe(400);
    for (const url of ['/api/manage/auditlog', '/api/manage/authgrp', '/api/manage/codegroups', '/api/manage/depts', '/api/manage/process', '/api/manage/userauthgrp?authGrpCd=WORKER']) {
      const body = (await get(url)).json();
      expect({ url, keys: Object.keys(body).sort() }).toEqual({ url, keys: ['limit', 'list', 'page', 'totalCount'] });
    }
  });
});
