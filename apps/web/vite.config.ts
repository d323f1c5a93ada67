import { existsSync, readFileSync } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zc, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Writes `<file>.br` and `<file>.gz` next to every text asset of the build (issue 13), so the server sends
 * compressed bytes without compressing per request. A variant is kept only when it is smaller than the file.
 */
function precompress(): Plugin {
  let outDir = '';
  const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|map|wasm)$/;
  const walk = async (dir: string): Promise<string[]> =>
    (await Promise.all((await readdir(dir, { withFileTypes: true })).map((e) => {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) return e.name === '.vite' ? [] : walk(p);
      return compressible.test(e.name) ? [p] : [];
    }))).flat();
  return {
    name: 'jikim-precompress',
    apply: 'build',
    configResolved(c) {
      outDir = path.resolve(c.root, c.build.outDir);
    },
    async closeBundle() {
      const files = await walk(outDir);
      await Promise.all(files.map(async (f) => {
        const raw = await readFile(f);
        const [br, gzipped] = await Promise.all([
          brotli(raw, { params: { [zc.BROTLI_PARAM_QUALITY]: 11, [zc.BROTLI_PARAM_MODE]: zc.BROTLI_MODE_TEXT, [zc.BROTLI_PARAM_SIZE_HINT]: (await stat(f)).size } }),
          gz(raw, { level: 9 }),
        ]);
        if (br.length < raw.length) await writeFile(`${f}.br`, br);
        if (gzipped.length < raw.length) await writeFile(`${f}.gz`, gzipped);
      }));
    },
  };
}

/** the first screens: /login (the entry and the login page), then the shell with the landing page */
const LOGIN_ROOTS = ['src/main.tsx', 'src/features/shell/login/login-page.tsx'];
const SHELL_ROOTS = ['src/features/shell/layout/app-layout.tsx', 'src/features/shell/landing/landing-page.tsx'];

type ModuleInfo = { id: string; code: string | null; importedIds: readonly string[] } | null;
type GetInfo = (id: string) => ModuleInfo;

/** `export { default as Button } from './button'` (and `export * from './icons'`) of a re-export-only index */
const REEXPORT = /export\s*\{\s*default as (\w+)\s*\}\s*from\s*["']([^"']+)["']/g;
const STAR = /export\s*\*\s*from\s*["']([^"']+)["']/g;
/** the libraries whose package index only re-exports: a page importing { Table } from 'antd' loads antd/es/table */
const BARRELS = /\/node_modules\/(antd\/es\/index\.js|@ant-design\/icons\/es\/(index|icons\/index)\.js)$/;

/** the list page every definition-driven module opens (grid, search box, pickers) */
const PAGE_ROOTS = ['src/lib/resource/resource-page.tsx'];
/**
 * The phone pages (the spec's /mobile/... area, as the page registry maps them). Library code they share with the list
 * page goes into `lib-forms`; `lib-grid` holds only what lists need and phone pages do not, so a phone page never
 * loads the grid's libraries.
 */
function fieldRoots(): string[] {
  const registry = readFileSync(fileURLToPath(new URL('./src/app/page-registry.ts', import.meta.url)), 'utf8');
  return [...registry.matchAll(/pageRegistry\['\/mobile\/[^']+'\]\s*=\s*\(\)\s*=>\s*import\('@\/([^']+)'\)/g)]
    .map((m) => `src/${m[1]}.tsx`).filter((r) => existsSync(fileURLToPath(new URL(`./${r}`, import.meta.url))));
}

/**
 * The library modules a set of source modules really loads. A re-export index (antd's, the icons') imports every
 * component, so walking its imports would count all of antd; instead the walk follows only the names each source module
 * imports from it.
 */
function loadedModules(roots: string[], info: GetInfo, root: string): Set<string> {
  const seen = new Set<string>();
  const byName = new Map<string, Map<string, string>>(); // barrel id → exported name → module id
  const barrelMap = (id: string): Map<string, string> => {
    let names = byName.get(id);
    if (names) return names;
    names = new Map();
    byName.set(id, names);
    const m = info(id);
    const target = (spec: string) => m?.importedIds.find((i) => i.replace(/(\/index)?\.js$/, '').endsWith(spec.replace(/^\.\//, '/')));
    for (const [, name, spec] of (m?.code ?? '').matchAll(REEXPORT)) {
      const t = target(spec!);
      if (t) names.set(name!, t);
    }
    for (const [, spec] of (m?.code ?? '').matchAll(STAR)) {
      const t = target(spec!);
      if (t && BARRELS.test(t)) for (const [n, v] of barrelMap(t)) names.set(n, v);
    }
    return names;
  };
  const stack = roots.map((r) => path.join(root, r));
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const m = info(id);
    if (!m) continue;
    for (const dep of m.importedIds) {
      if (!BARRELS.test(dep)) {
        stack.push(dep);
        continue;
      }
      const names = barrelMap(dep);
      // the names this module imports from the barrel: `import { A, B as C } from 'antd'` after the JSX transform
      for (const [, list] of (m.code ?? '').matchAll(/import\s*\{([^}]*)\}\s*from\s*["'](?:antd|@ant-design\/icons)["']/g)) {
        for (const part of list!.split(',')) {
          const t = names.get(part.trim().split(/\s+as\s+/)[0]!);
          if (t) stack.push(t);
        }
      }
      // what the barrel itself imports beside the re-exports (the icons' context, antd's version) is small: count it
      for (const i of info(dep)?.importedIds ?? []) if (![...names.values()].includes(i) && !BARRELS.test(i)) stack.push(i);
    }
  }
  return seen;
}

/**
 * Chunking of library code (issue 13). Left alone, Rollup cuts the library modules into one chunk per distinct set of
 * importing pages: 70–90 small files per page, each compressed on its own, and every new lazy page cut them finer, so a
 * page paid ~10 % more bytes for the same modules. Library modules go into chunks by the first screen that needs them:
 * `lib-login` (the entry and /login), `lib-shell` (the shell and the landing page), then, of what the definition-driven
 * list page loads, `lib-forms` (shared with the phone pages) and `lib-grid` (lists only); the rest is left to Rollup.
 * Each is compressed once and cached once. Each library module is assigned explicitly: a manual
 * chunk would otherwise swallow the unassigned modules it imports.
 */
function libraryChunks() {
  let login: Set<string> | undefined;
  let shell: Set<string> | undefined;
  let pages: Set<string> | undefined;
  let field: Set<string> | undefined;
  const root = fileURLToPath(new URL('.', import.meta.url));
  return (id: string, { getModuleInfo }: { getModuleInfo: GetInfo }) => {
    if (!id.includes('/node_modules/')) return undefined;
    login ??= loadedModules(LOGIN_ROOTS, getModuleInfo, root);
    shell ??= loadedModules(SHELL_ROOTS, getModuleInfo, root);
    if (login.has(id)) return 'lib-login';
    if (shell.has(id)) return 'lib-shell';
    pages ??= loadedModules(PAGE_ROOTS, getModuleInfo, root);
    if (!pages.has(id)) return undefined;
    field ??= loadedModules(fieldRoots(), getModuleInfo, root);
    return field.has(id) ? 'lib-forms' : 'lib-grid';
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // one module of the shared package (lazy pages import their definitions directly, not through the index)
      { find: /^@jikim\/shared\/src\/(.*)$/, replacement: `${fileURLToPath(new URL('../../packages/shared/src/', import.meta.url))}$1` },
      { find: /^@jikim\/shared$/, replacement: fileURLToPath(new URL('../../packages/shared/src/index.ts', import.meta.url)) },
    ],
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000', '/login/login': 'http://localhost:3000', '/login/logout': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    manifest: true,
    rollupOptions: { output: { manualChunks: libraryChunks() } },
  },
});
