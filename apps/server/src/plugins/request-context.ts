import { formatMessage, type Locale, type MessageKey, type MessageParams, pickLocale } from '@cbo/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
  }
}

/** The answer language of a request: from Accept-Language, zh-CN when none is sent. */
export const requestContextPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('locale', 'zh-CN');
  // A callback hook: runs on every request, so it avoids the cost of a promise.
  app.addHook('onRequest', (request, reply, done) => {
    request.locale = pickLocale(request.headers['accept-language']);
    reply.header('x-request-id', request.id);
    done();
  });
});

export function translate(request: FastifyRequest, key: MessageKey, params?: MessageParams): string {
  return formatMessage(key, request.locale ?? 'zh-CN', params);
}
