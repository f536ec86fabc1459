import {
  type LocalizedText,
  localize,
  type MessageKey,
  type MessageParams,
  ResultCode,
  type ResultCodeValue,
} from '@cbo/contracts';

/**
 * The one error type of the server. It carries a catalogue key and its parameters, translated per
 * request into the envelope's `msg`; `code` is the envelope code (500 business rule or invalid
 * input, 401, 403, 601). A raw text is refused by the types (and app-error-literals.test.ts), so
 * every message a user reads exists in zh-CN and en-US.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: ResultCodeValue;
  /** Undefined only for `translated`: a text already in the request's language. */
  readonly key?: MessageKey;
  readonly params: MessageParams;

  constructor(code: ResultCodeValue, key: MessageKey, params: MessageParams = {}) {
    super(key);
    this.code = code;
    this.key = key;
    this.params = params;
  }

  static rule(key: MessageKey, params?: MessageParams): AppError {
    return new AppError(ResultCode.ERROR, key, params);
  }

  /** `field` is wrong: `problem` is a catalogue key (with `params`) or a text in every language. */
  static invalid(field: string, problem: MessageKey | LocalizedText, params?: MessageParams): AppError {
    const text = typeof problem === 'string' ? localize(problem, params) : problem;
    return new AppError(ResultCode.ERROR, 'error.invalidField', { field, problem: text });
  }

  /**
   * A text built in the request's language from catalogue messages (an import's row report, a
   * validator's message): shown as it is.
   */
  static translated(text: string): AppError {
    return new TranslatedError(text);
  }

  static unauthenticated(url: string): AppError {
    return new AppError(ResultCode.UNAUTHORIZED, 'error.unauthenticated', { url });
  }

  static forbidden(): AppError {
    return new AppError(ResultCode.FORBIDDEN, 'error.forbidden');
  }
}

class TranslatedError extends AppError {
  override readonly key = undefined;

  constructor(text: string) {
    super(ResultCode.ERROR, 'error.default');
    this.message = text;
  }
}
