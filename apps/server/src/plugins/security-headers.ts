import { API_PREFIX } from '@cbo/contracts';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The policy the built app runs under (checked in Chromium): only its own scripts (the built
 * index.html has no inline script), inline styles for antd's CSS-in-JS, images from data: and
 * blob: URLs (previews, crops), any http(s) page inside an iframe (InnerLink menus embed outside
 * pages), and framing only by our own pages (the data-source monitor frames one of ours).
 * No upgrade-insecure-requests: deployments on a plain-http intranet address must keep working.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  'frame-src': ["'self'", 'http:', 'https:'],
  'frame-ancestors': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

/**
 * Security headers on every answer (API, web app, redirects, 404s): the content security policy,
 * X-Frame-Options SAMEORIGIN, nosniff and a referrer policy that keeps paths and query strings
 * on this site. API answers are never stored by browsers or proxies (they carry personal data and
 * tokens); a route that means to be cached (an inline file preview) sets its own Cache-Control,
 * and the web app's static files keep their own caching.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    frameguard: { action: 'sameorigin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Outside pages in InnerLink frames and cross-origin images must still load.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // HSTS belongs to the TLS-terminating proxy: an http-only intranet install must not be pinned to https.
    strictTransportSecurity: false,
  });
  const apiPrefix = `${API_PREFIX}/`;
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url === API_PREFIX || request.url.startsWith(apiPrefix)) reply.header('cache-control', 'no-store');
    done();
  });
});
