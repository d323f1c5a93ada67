import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.js';
import type { AppConfig } from '../config.js';
import { openDatabase, queryRows, type DbHandle } from '../db/client.js';
import { sql, type SQL } from 'drizzle-orm';
import { testConfig } from './config.js';
import { sha256Hex } from '../lib/password.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate: string;
    pgliteDump: string;
  }
}

export const DEMO_PASSWORD = 'demo1234!';

export type TestApp = {
  app: FastifyInstance;
  db: DbHandle;
  close(): Promise<void>;
  /** run a raw query against the test database */
  rows<T = Record<string, unknown>>(q: SQL): Promise<T[]>;
};

/**
 * A server on its own copy of the seeded demo database: in-memory PGlite by default, or a fresh
 * PostgreSQL database cloned from the run's template when TEST_DATABASE_URL is set.
 */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  /** register extra (test-only) routes before the app is ready */
  extend?: (app: FastifyInstance) => void | Promise<void>,
): Promise<TestApp> {
  const base = process.env.TEST_DATABASE_URL;
  let db: DbHandle;
  let drop: (() => Promise<void>) | undefined;
  if (base) {
    const template = inject('pgTemplate');
    const name = `${template.replace('tpl', 't')}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    const url = new URL(base);
    url.pathname = `/${name}`;
    db = await openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
    drop = async () => {
      const a = new pg.Client({ connectionString: base });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    };
  } else {
    const dump = readFileSync(inject('pgliteDump'));
    db = await openDatabase({ loadDataDir: new Blob([dump], { type: 'application/x-gzip' }) });
  }
  const config = testConfig({ ...overrides });
  const app = await buildApp({ config, dbHandle: db, logger: false });
  await extend?.(app);
  await app.ready();
  return {
    app,
    db,
    rows: <T>(q: SQL) => queryRows<T>(db.db, q),
    async close() {
      await app.close();
      await db.close();
      await drop?.();
    },
  };
}

export type Tokens = { userId: string; accessToken: string; refreshToken: string };

export async function login(app: FastifyInstance, username: string, password = DEMO_PASSWORD): Promise<Tokens> {
  const res = await app.inject({ method: 'POST', url: '/login/login', payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** a contractor's login (/api/auth/vendorlogin: the client sends the password's SHA-256) */
export async function vendorLogin(app: FastifyInstance, userId: string, password = DEMO_PASSWORD): Promise<Tokens> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/vendorlogin', payload: { userId, userPwdSHA: sha256Hex(password) } });
  if (res.statusCode !== 200) throw new Error(`vendor login ${userId} failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

export const auth = (t: Tokens | string) => ({ 'x-authorization': typeof t === 'string' ? t : t.accessToken });

export function expectError(res: LightMyRequestResponse, status: number, message?: string) {
  if (res.statusCode !== status) throw new Error(`expected ${status}, got ${res.statusCode}: ${res.body}`);
  const body = res.json();
  if (message !== undefined && body.message !== message) throw new Error(`expected message ${message}, got ${body.message}`);
  if (typeof body.timestamp !== 'string' || !('logNo' in body)) throw new Error(`not an error detail: ${res.body}`);
  if (/at .*\.(ts|js):\d+|select |insert /i.test(res.body)) throw new Error(`internals leaked: ${res.body}`);
  return body;
}

/** an .xlsx of one sheet: the column titles in row 1, then the rows (an upload's test file) */
export async function xlsxOf(head: string[], rows: (string | number | null)[][]): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sheet1');
  ws.addRow(head);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** POST a file as the multipart field `file` (an Excel upload route) */
export function injectUpload(app: FastifyInstance, tok: Tokens, url: string, buf: Buffer, filename = 'upload.xlsx') {
  const boundary = '----jikimtest';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), buf, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return app.inject({ method: 'POST', url, headers: { ...auth(tok), 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
}

/** counts of the tables a bad request must not touch */
export async function writeFingerprint(t: TestApp): Promise<string> {
  const r = await t.rows<{ n: string }>(sql`
    select concat_ws(',', (select count(*) from com_user), (select count(*) from auth_session), (select count(*) from auth_refresh_token),
      (select count(*) from com_audit_log), (select coalesce(sum(version), 0) from com_user), (select count(*) from com_menu)) as n`);
  return r[0]!.n;
}
