import { ResultCode } from '@cbo/contracts';
import { AppError } from '../../lib/app-error';

/**
 * The cache did not answer (down, restarting, or slower than its command timeout). An AppError, so
 * a request that needs the cache answers the envelope with a "busy, try again" text at once
 * instead of hanging or answering a bare HTTP 500.
 */
export class CacheUnavailableError extends AppError {
  override name = 'CacheUnavailableError';

  constructor(cause: unknown) {
    super(ResultCode.ERROR, 'error.cacheUnavailable');
    this.cause = cause;
  }
}

/** Redis replies that mean "not now" rather than "wrong command". */
const BUSY_REPLY = /^(LOADING|BUSY|MASTERDOWN|READONLY|OOM|TRYAGAIN|CLUSTERDOWN)\b/;

/**
 * Whether a failure of a Redis call is the server being unreachable or busy. Everything that is not
 * a Redis reply (refused or closed connections, command timeouts, retries given up) is; a reply
 * error only when it says the server is busy. Programming errors keep their own type.
 */
export function isUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error instanceof SyntaxError || error instanceof TypeError || error instanceof RangeError) return false;
  if (error.name === 'ReplyError') return BUSY_REPLY.test(error.message);
  return true;
}
