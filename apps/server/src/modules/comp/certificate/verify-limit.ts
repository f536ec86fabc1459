import type { FastifyRequest } from 'fastify';
import { clientIp } from '../../../lib/client-ip';
import { RateLimiter } from '../../../lib/rate-limit';
import type { AppContext } from '../../module';

/** Verifications per client address per minute, API and page together (docs/certificates.md). */
export const VERIFY_PER_MINUTE = 30;

const limiters = new WeakMap<AppContext['cache'], RateLimiter>();

/** Counts one verification of the client; false once over the limit. */
export async function verifyAllowed(ctx: Pick<AppContext, 'cache' | 'config'>, request: FastifyRequest) {
  let limiter = limiters.get(ctx.cache);
  if (!limiter) {
    limiter = new RateLimiter({ cache: ctx.cache, name: 'certificate_verify', max: VERIFY_PER_MINUTE });
    limiters.set(ctx.cache, limiter);
  }
  const address = clientIp(request.headers, request.socket.remoteAddress, ctx.config.trustProxy);
  return (await limiter.hit(address)) === 'ok';
}
