import { pickLocale } from '@cbo/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../module';
import { verifyCertificate } from './certificate-verify';
import { verifyAllowed } from './verify-limit';
import { pageLocale, renderVerifyPage } from './verify-page';

/**
 * The public page /competition/verify/<code> that certificates print and encode: outside /prod-api,
 * before the web app's fallback, no login, the app's security headers kept (docs/certificates.md).
 */
export function registerVerifyPage(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Params: { code: string }; Querystring: { lang?: string } }>(
    '/competition/verify/:code',
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const lang = typeof request.query.lang === 'string' ? request.query.lang : undefined;
      const locale = pageLocale(lang, pickLocale(request.headers['accept-language']));
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!(await verifyAllowed(ctx, request))) {
        return reply.status(429).header('retry-after', '60').send(renderVerifyPage('tooMany', locale));
      }
      const result = await verifyCertificate(ctx.database, String(request.params.code));
      return reply.send(renderVerifyPage(result, locale));
    },
  );
}
