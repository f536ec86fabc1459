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
  app.addHook('onRequest', async (request, reply) => {
    request.locale = pickLocale(request.headers['accept-language']);
    reply.header('x-request-id', request.id);
  });
});

export function translate(request: FastifyRequest, key: MessageKey, params?: MessageParams): string {
  return formatMessage(key, request.locale ?? 'zh-CN', params);
}
