/**
 * Why a call failed: an envelope code (401, 403, 500, 601, ...), or a client-side outcome. The
 * request client has already shown `message` to the user the way the spec says, so callers only
 * react (refresh a captcha, stop a spinner) and never show it again.
 */
export type RequestFailure = number | 'network' | 'timeout' | 'status' | 'repeat' | 'canceled';

export class RequestError extends Error {
  override name = 'RequestError';
  readonly code: RequestFailure;

  constructor(message: string, code: RequestFailure, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}

export function isRequestError(error: unknown): error is RequestError {
  return error instanceof RequestError;
}
