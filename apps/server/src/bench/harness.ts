import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
export const SERVER_MAIN = path.join(ROOT, 'apps/server/dist/main.js');
export const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

export type Server = { proc: ChildProcess; url: string; ms: number };

/** the built server as a child process on loopback; resolves when /healthz answers */
export async function startServer(env: Record<string, string>, timeoutMs = 120_000): Promise<Server> {
  const port = await freePort();
  const t0 = performance.now();
  const proc = spawn(process.execPath, [SERVER_MAIN], {
    env: {
      ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', APP_ENV: 'bench', JWT_SECRET,
      SEED_DEMO: 'true', LOGIN_RATE_LIMIT_PER_MINUTE: '100000000', ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (proc.exitCode !== null) throw new Error('server exited during start');
    if (performance.now() - t0 > timeoutMs) {
      proc.kill('SIGKILL');
      throw new Error('server did not start in time');
    }
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { proc, url, ms: performance.now() - t0 };
}

export async function stopServer(proc: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  const done = new Promise((r) => proc.once('exit', r));
  proc.kill(signal);
  await done;
}

export async function loginAs(url: string, username = 'admin', password = 'demo1234!'): Promise<{ accessToken: string; refreshToken: string }> {
  const res = await fetch(`${url}/login/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  return (await res.json()) as { accessToken: string; refreshToken: string };
}

/** a fresh database on a PostgreSQL server; returns its URL and a drop function */
export async function freshDatabase(baseUrl: string, prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(baseUrl);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      const a = new pg.Client({ connectionString: baseUrl });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}
