import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The in-process OpenID provider's accounts (issue 32, tests/sso.spec.ts): the server under test offers "SSO로 로그인"
 * against it; the password login stays on, so the other tests are unaffected.
 */
export const E2E_SSO_ACCOUNTS: Record<string, Record<string, unknown>> = {
  'e2e.new': { preferred_username: 'sso_e2e_new', name: '최통합', email: 'e2e.new@example.com', dept_cd: 'D1310' },
  'e2e.safety': { preferred_username: 'safety01', name: '김안전' },
  'e2e.nomap': { preferred_username: 'sso_e2e_nomap', name: '소속없음' },
};

/** fixed so tests can forge an expired access token (helpers.forgeExpiredAccessToken) */
export const E2E_JWT_SECRET = 'e2e-only-secret-0123456789-abcdefghijklmnopqrstuvwxyz';
const root = path.resolve(import.meta.dirname, '..');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.unref();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => (typeof a === 'object' && a ? resolve(a.port) : reject(new Error('no port'))));
    });
  });

async function waitReady(url: string, proc: ChildProcess, ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode}`);
    try {
      const r = await fetch(`${url}/readyz`);
      if (r.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server not ready after ${ms} ms`);
}

type PgClient = { connect(): Promise<void>; query(sql: string): Promise<unknown>; end(): Promise<void> };
type PgModule = { Client: new (o: { connectionString: string }) => PgClient };

/**
 * With DATABASE_URL set (CI gives one), the server under test runs on a fresh database of that PostgreSQL server,
 * created here and dropped at teardown: its queries then leave the server's event loop free, where the embedded
 * PGlite runs them on it. Without it (a newcomer's `npm test`), the embedded PGlite of a fresh DATA_DIR.
 */
async function freshDatabase(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const base = process.env.E2E_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!base || process.env.E2E_PGLITE === 'true') return null;
  const pg = createRequire(path.join(root, 'apps/server/package.json'))('pg') as PgModule;
  const name = `jikim_e2e_${Date.now()}_${process.pid}`;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`).catch(() => undefined) };
}

/** starts the built server on a free port with a fresh database (see freshDatabase) and the demo seed; returns the teardown */
export default async function globalSetup() {
  mkdirSync(path.join(root, 'test-results/screenshots'), { recursive: true });
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'jikim-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  // a private copy of the built web app: another build of apps/web/dist during the run cannot break it
  const webDist = path.join(dataDir, 'web');
  const builtWeb = path.join(root, 'apps/web/dist');
  if (!existsSync(path.join(builtWeb, 'index.html'))) throw new Error('apps/web/dist is not built: run npm run build -w @jikim/web');
  cpSync(builtWeb, webDist, { recursive: true });
  const db = await freshDatabase();
  // imported here, not at the top: the test workers import this file for E2E_JWT_SECRET
  const { startTestProvider } = await import('../apps/server/src/test/oidc-provider');
  const idp = await startTestProvider({
    clients: [{ clientId: 'jikim-e2e', clientSecret: 'e2e-only-oidc-secret-0123456789', redirectUri: `${url}/login/sso/callback`, postLogoutRedirectUri: `${url}/login` }],
    accounts: E2E_SSO_ACCOUNTS,
  });
  const proc = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDist,
      DATABASE_URL: db?.url ?? '',
      SEED_DEMO: 'true',
      JWT_SECRET: E2E_JWT_SECRET,
      APP_ENV: 'test',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: 'jikim-e2e',
      OIDC_CLIENT_SECRET: 'e2e-only-oidc-secret-0123456789',
      PUBLIC_URL: url,
      OIDC_PLANT_CLAIM: 'plant_cd',
      OIDC_DEPT_CLAIM: 'dept_cd',
      OIDC_DEFAULT_AUTH_GRP: 'WORKER',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitReady(url, proc, 360_000);
  process.env.E2E_BASE_URL = url;
  process.env.E2E_IDP_URL = idp.issuer;
  console.log(`e2e: server ${url} (${db ? 'PostgreSQL' : 'PGlite'}, DATA_DIR ${dataDir}, OpenID provider ${idp.issuer}); screenshots in ${path.join(root, 'test-results/screenshots')}`);
  return async () => {
    proc.kill('SIGTERM');
    await new Promise<void>((r) => {
      if (proc.exitCode !== null) return r();
      const t = setTimeout(() => {
        proc.kill('SIGKILL');
        r();
      }, 10_000);
      proc.on('exit', () => {
        clearTimeout(t);
        r();
      });
    });
    rmSync(dataDir, { recursive: true, force: true });
    await db?.drop();
    await idp.close();
  };
}
