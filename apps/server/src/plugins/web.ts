import { existsSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { MESSAGES } from '@jikim/shared';
import { sendError } from './errors.js';

/**
 * The built web app (apps/web/dist) and the history-mode fallback (issue 13, web delivery):
 * - the build writes `<file>.br` and `<file>.gz` beside every text asset (apps/web/vite.config.ts); the variant the
 *   browser accepts is sent (brotli before gzip), with the original's Content-Type, the variant's Content-Length
 *   and `Vary: Accept-Encoding`; a client that accepts neither, or a file without a variant, gets the raw file;
 * - content-hashed files under /assets/ are cached for a year (`immutable`); index.html and other unhashed files
 *   are revalidated on every use (`no-cache`, answered 304 while the ETag holds);
 * - any other GET that is not an API path and has no file extension gets index.html (client-side routes);
 * - the compressed variants and the build manifest (dist/.vite) are not served as files of their own.
 */
export const HASHED_ASSET = /(^|\/)assets\/.+-[\w-]{8,}\.[a-z0-9]+$/i;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|map|wasm)$/i;
const API_PATH = /^\/(api|login\/(login|logout))(\/|$|\?)/;

function setHeaders(res: { setHeader: (name: string, value: string) => unknown }, file: string) {
  const original = file.replace(/\.(br|gz)$/, '');
  res.setHeader('cache-control', HASHED_ASSET.test(original.split(path.sep).join('/')) ? IMMUTABLE : 'no-cache');
  if (COMPRESSIBLE.test(original)) res.setHeader('vary', 'Accept-Encoding');
}

export const webPlugin = fp<{ root: string }>(async (app, { root }) => {
  const hasWeb = existsSync(path.join(root, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      // routes for the files present at start (the build does not change under a running server)
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders,
      globIgnore: ['**/*.br', '**/*.gz'],
    });
  }
  app.setNotFoundHandler((req, reply) => {
    if (hasWeb && (req.method === 'GET' || req.method === 'HEAD') && !API_PATH.test(req.url) && !path.extname(req.url.split('?')[0] ?? '')) {
      return reply.sendFile('index.html');
    }
    return sendError(req, reply, 404, MESSAGES.notFound);
  });
});
