import type { FastifyRequest } from 'fastify';
import { maskText } from '../lib/mask';

/**
 * What the log keeps of a request: Fastify's default fields, with mobile and ID numbers masked
 * in the URL (exact-match searches carry them in the query string).
 */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: maskText(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
