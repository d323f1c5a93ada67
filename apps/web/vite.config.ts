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
  },
});
