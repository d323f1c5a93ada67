#!/usr/bin/env node
// Per-route JavaScript after `vite build`, as the server sends it: the brotli variant the build wrote beside each
// chunk (apps/web/vite.config.ts), in kB of 1000 bytes. Reads dist/.vite/manifest.json. A route loads the entry
// chunk with its static imports, plus the lazy chunks (and their static imports) the route opens.
// Fails the build when /login or the shell with the landing page exceeds its budget (apps/web/budgets.json, issue 13)
// or /login loads grid/Excel/chart code; a page over its budget is a warning here (an estimate that cannot see what a
// page loads at run time) and a failure in e2e/tests/delivery.spec.ts, which measures every menu page in Chromium
// (as `npm run bench` does).
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const manifestFile = path.join(dist, '.vite/manifest.json');
const budgets = JSON.parse(readFileSync(path.join(root, 'apps/web/budgets.json'), 'utf8'));

if (!existsSync(manifestFile)) {
  console.error(`chunk-sizes: ${manifestFile} is missing; run the web build first`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const sizes = new Map();
/** bytes on the wire: the .br variant when the build wrote one, else brotli now */
const size = (file) => {
  if (!sizes.has(file)) {
    const p = path.join(dist, file);
    sizes.set(file, existsSync(`${p}.br`) ? statSync(`${p}.br`).size : brotliCompressSync(readFileSync(p)).length);
  }
  return sizes.get(file);
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
const kb = (n) => (n / 1000).toFixed(1);

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
/** a module's manifest key: by source path, or (chunks Vite keys by file name) by the chunk's name */
const findKey = (suffix) =>
  Object.keys(manifest).find((k) => k.endsWith(suffix) || manifest[k].src?.endsWith(suffix)) ??
  Object.keys(manifest).find((k) => k.startsWith('_') && manifest[k].name === path.basename(suffix).replace(/\.[jt]sx?$/, ''));
const entry = closure(entryKey);
const LOGIN = 'src/features/shell/login/login-page.tsx';
const LAYOUT = 'src/features/shell/layout/app-layout.tsx';
const routes = [
  ['/login', [LOGIN], budgets.loginKb],
  ['/ (shell + landing)', [LAYOUT, 'src/features/shell/landing/landing-page.tsx'], budgets.landingKb],
];
// every lazily loaded page module (page registry) opened directly: the shell (layout) and the page's chunks.
// Chunks a page loads on a user's action (a record's detail form, the Excel library) are not part of the route.
// (the permit's panels open with a permit's drawer; the catalogue's media section with its tab)
const ON_ACTION = /resource-detail|exceljs|password-change|theme-color-picker|error-page|relogin|permit-panels|media-section/;
for (const k of Object.keys(manifest)) {
  if (!manifest[k].isDynamicEntry || !/^src\/(features\/(?!shell\/)|lib\/resource\/)/.test(k) || ON_ACTION.test(k)) continue;
  // definition-driven pages: lib/resource loads the generic resource page
  const keys = k === 'src/lib/resource/index.tsx' ? [LAYOUT, k, 'src/lib/resource/resource-page.tsx'] : [LAYOUT, k];
  routes.push([`page ${k.replace(/^src\/(features\/)?/, '')}`, keys, budgets.pageKb]);
}

const rows = [];
const over = [];
const warn = [];
for (const [name, keys, budget] of routes) {
  const all = new Set(entry);
  for (const s of keys) {
    const k = findKey(s);
    if (k) closure(k, all);
  }
  const js = files(all);
  const total = [...js].reduce((a, f) => a + size(f), 0);
  if (total > budget * 1000) (budget === budgets.pageKb ? warn : over).push(`${name}: ${kb(total)} kB (budget ${budget} kB)`);
  rows.push([name, js.size, kb(total), budget]);
}
// `--json`: the rows, nothing else on stdout
if (process.argv.includes('--json')) {
  console.log(JSON.stringify(rows.map(([route, chunks, brKb, budgetKb]) => ({ route, chunks, brKb: Number(brKb), budgetKb }))));
  process.exit(0);
}
console.log('\nroute (JS, brotli as sent)                 chunks      kB   budget');
for (const [n, c, k, b] of rows) console.log(`${n.padEnd(42)} ${String(c).padStart(6)}  ${k.padStart(6)}   ${String(b).padStart(6)}`);
const loginFiles = [...files(closure(findKey(LOGIN) ?? entryKey, new Set(entry)))];
const forbidden = loginFiles.filter((f) => /(exceljs|chart|data-grid|grid-|quill|tiptap|monaco)/i.test(f));
if (forbidden.length) over.push(`/login loads ${forbidden.join(', ')}`);
if (warn.length) console.warn(`\npages over budget (estimate; checked in Chromium by e2e/tests/delivery.spec.ts):\n  ${warn.join('\n  ')}`);
if (over.length) {
  console.error(`\nweb bundle over budget:\n  ${over.join('\n  ')}`);
  process.exit(1);
}
console.log(`\n${warn.length ? '/login and the shell' : 'every route'} within budget (/login ${budgets.loginKb} kB, shell + landing ${budgets.landingKb} kB, pages ${budgets.pageKb} kB)`);
