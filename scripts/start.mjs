#!/usr/bin/env node
// `npm start`: build what is not built yet (or is older than its sources), then run the server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const newest = (dir) => {
  let t = 0;
  const walk = (d) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.name === 'node_modules' || e.name === 'dist') continue;
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else t = Math.max(t, statSync(p).mtimeMs);
    }
  };
  if (existsSync(dir)) walk(dir);
  return t;
};
const stale = (src, marker) => !existsSync(marker) || statSync(marker).mtimeMs < newest(src);
const sh = (args) => {
  const r = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

const sharedStale = stale(path.join(root, 'packages/shared/src'), path.join(root, 'packages/shared/dist/index.js'));
if (sharedStale) sh(['run', 'build', '-w', '@jikim/shared']);
if (existsSync(path.join(root, 'apps/web/index.html')) && (sharedStale || stale(path.join(root, 'apps/web/src'), path.join(root, 'apps/web/dist/index.html')))) {
  sh(['run', 'build', '-w', '@jikim/web']);
}
if (sharedStale || stale(path.join(root, 'apps/server/src'), path.join(root, 'apps/server/dist/main.js'))) sh(['run', 'build', '-w', '@jikim/server']);

const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], { cwd: root, stdio: 'inherit' });
// the server closes its database cleanly on these signals; pass them on and wait for it
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
