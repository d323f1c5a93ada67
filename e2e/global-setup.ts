import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

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

/** starts the built server on a free port with a fresh DATA_DIR (PGlite + demo seed); returns the teardown */
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
  const proc = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDist,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      JWT_SECRET: E2E_JWT_SECRET,
      APP_ENV: 'test',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitReady(url, proc, 360_000);
  process.env.E2E_BASE_URL = url;
  console.log(`e2e: server ${url} (DATA_DIR ${dataDir}); screenshots in ${path.join(root, 'test-results/screenshots')}`);
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
  };
}
