#!/usr/bin/env node
// `npm run db:generate -- --name <what>`: drizzle-kit imports drizzle-orm from its own location, and npm
// may install drizzle-orm inside this workspace instead of the root. Link it where drizzle-kit looks for
// the duration of the command.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.resolve(here, '..');
// node's resolution order for this workspace: its own node_modules, then the root's
const find = (pkg) => {
  const dir = [path.join(serverDir, 'node_modules', pkg), path.join(serverDir, '../../node_modules', pkg)].find((d) => existsSync(path.join(d, 'package.json')));
  if (!dir) throw new Error(`${pkg} is not installed: run npm ci`);
  return dir;
};
const kitDir = find('drizzle-kit');
const ormDir = find('drizzle-orm');
const expected = path.join(path.dirname(kitDir), 'drizzle-orm');
let linked = false;
if (!existsSync(expected)) {
  symlinkSync(ormDir, expected, 'dir');
  linked = true;
}
try {
  const r = spawnSync(process.execPath, [path.join(kitDir, 'bin.cjs'), 'generate', ...process.argv.slice(2)], { cwd: serverDir, stdio: 'inherit' });
  process.exitCode = r.status ?? 1;
} finally {
  if (linked) rmSync(expected);
}
