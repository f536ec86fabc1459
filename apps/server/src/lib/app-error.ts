import { isMessageKey, type MessageKey, type MessageParams, ResultCode, type ResultCodeValue } from '@cbo/contracts';

/**
 * The one error type of the server. `message` is a catalogue key (translated per request) or a
 * ready text; `code` is the envelope code (500 business rule or invalid input, 401, 403, 601).
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: ResultCodeValue;
  readonly key?: MessageKey;
  readonly params: MessageParams;

  constructor(code: ResultCodeValue, message: MessageKey | string, params: MessageParams = {}) {
    super(message);
    this.code = code;
    this.key = isMessageKey(message) ? message : undefined;
    this.params = params;
  }

  static rule(message: MessageKey | string, params?: MessageParams): AppError {
    return new AppError(ResultCode.ERROR, message, params);
  }

  static invalid(field: string, problem: string): AppError {
    return new AppError(ResultCode.ERROR, 'error.invalidField', { field, problem });
  }

  static unauthenticated(url: string): AppError {
    return new AppError(ResultCode.UNAUTHORIZED, 'error.unauthenticated', { url });
  }

  static forbidden(): AppError {
    return new AppError(ResultCode.FORBIDDEN, 'error.forbidden');
  }
}
