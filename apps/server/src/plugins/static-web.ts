import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { WEB_BASE } from '@cbo/contracts';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from './errors';

const ASSET_PATTERN = /\.[a-z0-9]+$/i;
const base = WEB_BASE.replace(/\/$/, '');

/**
 * An asset path is plain forward-slash segments: no `.` or `..` segment, no backslash (a separator
 * to some file systems and to the file sender, which refuses it with an error) and no control byte.
 */
export function isPlainAssetPath(path: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control bytes are what is refused here
  if (/[\\\u0000-\u001f]/.test(path)) return false;
  return !path.split('/').some((segment) => segment === '..' || segment === '.' || segment === '');
}

/**
 * Serves the built web app under /competition-bak/: precompressed files (brotli or gzip by the
 * request's Accept-Encoding), index.html for every non-asset path so deep links load the app
 * (history routing), a plain 404 for a missing asset, and `/` redirecting to the app.
 */
export const staticWebPlugin = fp(async (app: FastifyInstance, opts: { webDist: string }) => {
  await app.register(fastifyStatic, { root: opts.webDist, serve: false, preCompressed: true });
  const built = () => existsSync(join(opts.webDist, 'index.html'));

  app.get('/', { config: { access: 'public' }, schema: { hide: true } }, (_request, reply) => reply.redirect(WEB_BASE));
  app.get(base, { config: { access: 'public' }, schema: { hide: true } }, (_request, reply) =>
    reply.redirect(WEB_BASE),
  );
  app.get(`${base}/*`, { config: { access: 'public' }, schema: { hide: true } }, (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    if (!built()) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet: run `npm run build` (npm start builds it when missing).');
    }
    if (ASSET_PATTERN.test(path)) {
      if (!isPlainAssetPath(path)) return notFound(request, reply);
      const immutable = path.startsWith('assets/');
      return reply.sendFile(path, { maxAge: immutable ? '365d' : 0, immutable, cacheControl: true });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
  });
});
