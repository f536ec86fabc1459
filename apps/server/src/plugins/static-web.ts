import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { WEB_BASE } from '@cbo/contracts';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from './errors';

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
 * request's Accept-Encoding) for paths naming a file that exists, index.html for every other path so
 * deep links load the app and its own 404 page (history routing; a dot in a path such as
 * `/monitor/job-log/index/1.5` does not make it a file), a plain 404 for a missing bundle under
 * `assets/` (a stale chunk must fail, not load HTML as script), and `/` redirecting to the app.
 */
export const staticWebPlugin = fp(async (app: FastifyInstance, opts: { webDist: string }) => {
  await app.register(fastifyStatic, { root: opts.webDist, serve: false, preCompressed: true });
  const built = () => existsSync(join(opts.webDist, 'index.html'));
  const isFile = (path: string) => {
    try {
      return statSync(join(opts.webDist, path)).isFile();
    } catch {
      return false;
    }
  };

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
    const plain = isPlainAssetPath(path);
    if (plain && isFile(path)) {
      const immutable = path.startsWith('assets/');
      return reply.sendFile(path, { maxAge: immutable ? '365d' : 0, immutable, cacheControl: true });
    }
    if (path.startsWith('assets/') || (!plain && path.includes('..'))) return notFound(request, reply);
    return reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
  });
});
