import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ensurePrivateDir, privatizeTree } from './private-dir.js';

const root = mkdtempSync(path.join(tmpdir(), 'jikim-private-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** every entry under dir whose mode gives group or others any bit */
function openEntries(dir: string): string[] {
  const bad: string[] = [];
  const walk = (p: string) => {
    const st = statSync(p);
    if ((st.mode & 0o077) !== 0) bad.push(`${path.relative(root, p)} ${(st.mode & 0o777).toString(8)}`);
    if (st.isDirectory()) for (const e of readdirSync(p)) walk(path.join(p, e));
  };
  walk(dir);
  return bad;
}
const count = (dir: string): number => readdirSync(dir, { recursive: true }).length;

describe('private directories', () => {
  it('ensurePrivateDir creates 0700 (parents too) and tightens an existing dir; privatizeTree fixes a tree', () => {
    const old = process.umask(0o022);
    try {
      const d = path.join(root, 'unit', 'a', 'b');
      ensurePrivateDir(d);
      expect(statSync(d).mode & 0o777).toBe(0o700);
      expect(statSync(path.join(root, 'unit', 'a')).mode & 0o777).toBe(0o700);
      chmodSync(d, 0o755);
      ensurePrivateDir(d);
      expect(statSync(d).mode & 0o777).toBe(0o700);
      mkdirSync(path.join(d, 'x', 'y'), { recursive: true, mode: 0o755 });
      writeFileSync(path.join(d, 'x', 'y', 'f'), 'secret', { mode: 0o644 });
      writeFileSync(path.join(d, 'g'), 'secret', { mode: 0o755 });
      expect(openEntries(d).length).toBeGreaterThan(0);
      privatizeTree(d);
      expect(openEntries(d)).toEqual([]);
      expect(statSync(path.join(d, 'x', 'y', 'f')).mode & 0o777).toBe(0o600);
      expect(statSync(path.join(d, 'g')).mode & 0o777).toBe(0o700);
    } finally {
      process.umask(old);
    }
  });

  // the real server (src/main.ts through tsx) on the embedded database, started with the usual umask 022
  it.each([
    ['a DATA_DIR the server creates', false],
    ['a DATA_DIR left world-readable by an older install', true],
  ])('after start, %s and everything under it are private', async (_name, preexisting) => {
    const dataDir = path.join(root, preexisting ? 'old' : 'new', 'data');
    if (preexisting) {
      mkdirSync(path.join(dataDir, 'pglite'), { recursive: true, mode: 0o755 });
      chmodSync(dataDir, 0o755);
      chmodSync(path.join(dataDir, 'pglite'), 0o755);
      writeFileSync(path.join(dataDir, 'pglite', 'stale-file'), 'x', { mode: 0o644 });
      // secrets an older install wrote readable by all
      writeFileSync(path.join(dataDir, 'jwt-secret'), 'an-older-install-secret-of-at-least-32-chars', { mode: 0o644 });
      writeFileSync(path.join(dataDir, 'file-key'), Buffer.alloc(32, 7).toString('base64'), { mode: 0o644 });
      mkdirSync(path.join(dataDir, 'files'), { mode: 0o755 });
      chmodSync(path.join(dataDir, 'files'), 0o755);
    }
    const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: '', SCRYPT_N: '1024', LOG_LEVEL: 'warn', ATTACH_CLEANUP_INTERVAL: '0', WEB_DIST_DIR: '/nonexistent-web-dist' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      child.stdout.setEncoding('utf8');
      child.stderr.setEncoding('utf8');
      let out = '';
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), 170_000);
        const onData = (s: string) => {
          out += s;
          if (out.includes('is running at')) {
            clearTimeout(timer);
            resolve();
          }
        };
        child.stdout.on('data', onData);
        child.stderr.on('data', (s: string) => (out += s));
        child.on('exit', (code) => {
          clearTimeout(timer);
          reject(new Error(`server exited ${code}: ${out}`));
        });
      });
      expect(count(path.join(dataDir, 'pglite'))).toBeGreaterThan(50); // a real database was written
      expect(statSync(path.join(dataDir, 'jwt-secret')).isFile()).toBe(true);
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      expect(openEntries(dataDir)).toEqual([]);
    } finally {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
    }
    // files written while the server ran and at its clean shutdown are private too
    expect(openEntries(dataDir)).toEqual([]);
  }, 200_000);
});
