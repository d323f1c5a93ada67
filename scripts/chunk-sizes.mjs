#!/usr/bin/env node
// Per-route gzipped JavaScript after `vite build` (reads dist/.vite/manifest.json). A route loads the
// entry chunk with its static imports, plus the lazy chunks (and their static imports) the route opens.
// Fails when /login exceeds its budget (issue 3: at most 250 KB gzipped, no grid/chart/editor code).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const manifestFile = path.join(dist, '.vite/manifest.json');
export const LOGIN_BUDGET_KB = 250;

if (!existsSync(manifestFile)) {
  console.error(`chunk-sizes: ${manifestFile} is missing; run the web build first`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const gz = new Map();
const size = (file) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gz.get(file);
};
/** the chunk files a module key loads: itself and its static imports, transitively */
const closure = (key, seen = new Set()) => {
  const m = manifest[key];
  if (!m || seen.has(key)) return seen;
  seen.add(key);
  for (const i of m.imports ?? []) closure(i, seen);
  return seen;
};
const files = (keys) => new Set([...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js')));
const kb = (n) => (n / 1024).toFixed(1);

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const findKey = (suffix) => Object.keys(manifest).find((k) => k.endsWith(suffix));
const entry = closure(entryKey);
const routes = [
  ['/login', ['src/features/shell/login/login-page.tsx']],
  ['/ (layout + landing)', ['src/features/shell/layout/app-layout.tsx']],
];
// every lazily loaded page module (page registry) on top of the layout
for (const k of Object.keys(manifest)) {
  if (manifest[k].isDynamicEntry && /src\/(features\/(?!shell\/)|lib\/resource\/)/.test(k)) routes.push([`page ${k.replace(/^src\/(features\/)?/, '')}`, ['src/features/shell/layout/app-layout.tsx', k]]);
}

const rows = [];
let loginKb = 0;
for (const [name, keys] of routes) {
  const all = new Set(entry);
  for (const s of keys) {
    const k = findKey(s);
    if (k) closure(k, all);
  }
  const js = files(all);
  const total = [...js].reduce((a, f) => a + size(f), 0);
  if (name === '/login') loginKb = total / 1024;
  rows.push([name, js.size, kb(total)]);
}
// `--json`: the rows for the benchmark's table (npm run bench), nothing else on stdout
if (process.argv.includes('--json')) {
  console.log(JSON.stringify(rows.map(([route, chunks, gzKb]) => ({ route, chunks, gzKb: Number(gzKb) }))));
  process.exit(0);
}
console.log('\nroute                                      chunks   gzipped KB');
for (const [n, c, k] of rows) console.log(`${n.padEnd(42)} ${String(c).padStart(6)}   ${k.padStart(10)}`);
const loginFiles = [...files(closure(findKey('src/features/shell/login/login-page.tsx') ?? entryKey, new Set(entry)))];
const forbidden = loginFiles.filter((f) => /(ag-grid|echarts|chart|editor|quill|tiptap|monaco|exceljs)/i.test(f));
if (loginKb > LOGIN_BUDGET_KB || forbidden.length) {
  console.error(`\n/login loads ${loginKb.toFixed(1)} KB gzipped JS (budget ${LOGIN_BUDGET_KB} KB)${forbidden.length ? `; forbidden chunks: ${forbidden.join(', ')}` : ''}`);
  process.exit(1);
}
console.log(`\n/login: ${loginKb.toFixed(1)} KB gzipped JS, within the ${LOGIN_BUDGET_KB} KB budget`);
