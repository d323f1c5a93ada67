import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { MESSAGES } from '@jikim/shared';
import { openDatabase, queryRows } from '../../db/client.js';
import { authPlugin } from '../../plugins/auth.js';
import { publicRoute } from '../../lib/route-auth.js';
import { createTestApp, expectError, type TestApp } from '../../test/helpers.js';
import { testConfig } from '../../test/config.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    app.get('/api/test/boom', { config: publicRoute }, async () => {
      throw new Error('select secret from internals at db.ts:12');
    });
  });
});
afterAll(async () => {
  await t?.close();
});

describe('operations', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().status).toBe('ok');
  });

  it('reports unready when the database is gone', async () => {
    const other = await createTestApp();
    await other.db.close();
    const res = await other.app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(503);
    await other.app.close();
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))('survives PostgreSQL ending its connections in the middle of a transaction', async () => {
    const other = await createTestApp();
    try {
      const pending = other.db.db
        .transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          await new Promise((r) => setTimeout(r, 400));
          await tx.execute(sql`select 1`);
        })
        .then(() => null, (e: unknown) => e);
      await new Promise((r) => setTimeout(r, 100));
      // what a database restart does to every session
      await other.rows(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`);
      expect(await pending).toBeInstanceOf(Error);
      let status = 0;
      for (let i = 0; i < 20 && status !== 200; i += 1) status = (await other.app.inject({ url: '/readyz' })).statusCode;
      expect(status).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('sends security headers with a content security policy', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('serves an OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/login/login', '/api/manage/wokerinfo', '/api/manage/password', '/api/auth/refresh']));
    expect(doc.paths['/login/login'].post.requestBody.content['application/json'].schema.required).toEqual(['username', 'password']);
  });

  it('answers an unknown API route with a 404 error detail', async () => {
    const res = await t.app.inject({ url: '/api/no/such/thing?x=1' });
    const body = expectError(res, 404, MESSAGES.notFound);
    expect(body.url).toBe('/api/no/such/thing');
    expect(body.queryString).toBe('x=1');
  });
});

describe('error contract', () => {
  it('turns an unexpected error into a 500 with a persisted logNo and no internals', async () => {
    const res = await t.app.inject({ url: '/api/test/boom' });
    const body = expectError(res, 500, MESSAGES.genericError);
    expect(body.logNo).toBeGreaterThan(0);
    expect(res.body).not.toContain('secret');
    const logged = await t.rows<{ message: string; stack: string }>(sql`select message, stack from com_error_log where log_no = ${body.logNo}`);
    expect(logged[0]!.message).toContain('select secret');
    expect(logged[0]!.stack.length).toBeGreaterThan(0);
  });
});

describe('route rules', () => {
  it('refuses to register an API route that declares no auth rule', async () => {
    const app = Fastify({ logger: false });
    app.decorate('db', {} as never);
    app.decorate('config', testConfig());
    await app.register(authPlugin);
    await expect(
      app.register(async (a) => {
        a.get('/api/forgotten', async () => 'x');
      }).ready(),
    ).rejects.toThrow(/declares no auth rule/);
  });

  it('lists every /api and /login route with its rule', () => {
    const urls = t.app.routeRules.map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(expect.arrayContaining(['POST /login/login', 'GET /api/manage/wokerinfo', 'PATCH /api/manage/password']));
    expect(t.app.routeRules.find((r) => r.url === '/api/manage/wokerinfo')!.auth.kind).toBe('self');
  });
});

describe('embedded database', () => {
  it('keeps data across a restart of the same data directory', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'jikim-pglite-'));
    try {
      const a = await openDatabase({ dataDir: dir });
      await a.migrate();
      await a.db.execute(sql`insert into com_app_setting (setting_key, setting_value) values ('restart-check', '지킴')`);
      await a.close();
      const b = await openDatabase({ dataDir: dir });
      await b.migrate();
      const rows = await queryRows<{ setting_value: string }>(b.db, sql`select setting_value from com_app_setting where setting_key = 'restart-check'`);
      expect(rows[0]?.setting_value).toBe('지킴');
      await b.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    // two full migrations of an embedded database: minutes on a loaded 2-core machine
  }, 300_000);
});
