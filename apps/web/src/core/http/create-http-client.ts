import {
  API_PREFIX,
  CAPTCHA_TIMEOUT_MS,
  type Locale,
  type MessageKey,
  type MessageParams,
  REQUEST_TIMEOUT_MS,
  ResultCode,
} from '@cbo/contracts';
import axios, {
  type AxiosError,
  type AxiosInstance,
  type AxiosRequestConfig,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { buildQueryString } from './query-string';
import { RepeatSubmitGuard, type RepeatSubmitOptions } from './repeat-submit';
import { RequestError } from './request-error';

/** How the client tells the user what happened; the app wires antd's `App.useApp()` instances. */
export interface ClientFeedback {
  /** An error message; network failures stay 5000 ms (docs/web-client.md section 8). */
  error(text: string, durationMs?: number): void;
  warning(text: string): void;
  /** An error notification titled with the text. */
  notifyError(title: string): void;
  /** A warning-type confirm dialog; resolves true on the OK button, false on cancel. */
  confirm(dialog: { title: string; content: string; okText: string; cancelText: string }): Promise<boolean>;
}

export interface HttpClientOptions {
  /** `/prod-api` in the app; tests point it at a local server. */
  baseURL?: string;
  /** Per-call timeout (spec: 300000 ms). */
  timeout?: number;
  /** Timeout of the captcha call (spec: 20000 ms). */
  captchaTimeout?: number;
  getToken(): string | undefined;
  getLocale(): Locale;
  translate(key: MessageKey, params?: MessageParams): string;
  feedback: ClientFeedback;
  /** The user confirmed the 401 dialog: log out and go to the index page. */
  onRelogin(): void | Promise<void>;
  /** Each answer of a logged-in call names the rights' version (header x-perm-version). */
  onPermVersion?(version: string): void;
  repeatSubmit?: RepeatSubmitOptions;
}

/**
 * Request flags of the reference, sent as header flags: `isToken: false` sends no token,
 * `repeatSubmit: false` skips the duplicate-submit guard. Neither reaches the server.
 */
export interface RequestFlags {
  isToken?: boolean;
  repeatSubmit?: boolean;
  /**
   * The page shows a refusal in place (a field's error, a missing name): the answer is handed
   * back whatever its code, and no failure is announced (a network failure still rejects).
   */
  quiet?: boolean;
}

/** The quiet flag, moved off the headers onto the request's config. */
type QuietConfig = InternalAxiosRequestConfig & { quiet?: boolean };

export type RequestConfig = Omit<AxiosRequestConfig, 'headers'> & {
  headers?: AxiosRequestConfig['headers'] & RequestFlags;
};

export interface HttpClient {
  readonly instance: AxiosInstance;
  /** Timeout of the captcha call; tests shorten it. */
  captchaTimeout: number;
  /** Resolves to the answer's body (the envelope) or, for blob and arraybuffer calls, the raw data. */
  request<T>(config: RequestConfig): Promise<T>;
  get<T>(url: string, config?: RequestConfig): Promise<T>;
  delete<T>(url: string, config?: RequestConfig): Promise<T>;
  post<T>(url: string, data?: unknown, config?: RequestConfig): Promise<T>;
  put<T>(url: string, data?: unknown, config?: RequestConfig): Promise<T>;
}

/** docs/web-client.md section 8: the code-to-text table; other codes read the answer's msg, else the default. */
const CODE_MESSAGES: Partial<Record<number, MessageKey>> = {
  401: 'error.401',
  403: 'error.403',
  404: 'error.404',
};

/** Both spellings of a header flag: `false` as set in code, 'false' once normalised. */
function takeFlag(config: InternalAxiosRequestConfig, name: keyof RequestFlags): boolean {
  const value = config.headers.get(name);
  config.headers.delete(name);
  return value !== false && value !== 'false';
}

function isMutation(method: string | undefined): boolean {
  const upper = method?.toUpperCase();
  return upper === 'POST' || upper === 'PUT';
}

function isRawResponse(response: AxiosResponse): boolean {
  const type = response.config.responseType;
  return type === 'blob' || type === 'arraybuffer';
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const { feedback, translate } = options;
  const instance = axios.create({
    baseURL: options.baseURL ?? API_PREFIX,
    timeout: options.timeout ?? REQUEST_TIMEOUT_MS,
    headers: { 'Content-Type': 'application/json;charset=utf-8' },
    paramsSerializer: { serialize: (params) => buildQueryString(params) },
  });
  const guard = new RepeatSubmitGuard(options.repeatSubmit);
  let reloginOpen = false;

  instance.interceptors.request.use((config) => {
    const sendToken = takeFlag(config, 'isToken');
    const checkRepeat = takeFlag(config, 'repeatSubmit');
    const quiet = config.headers.get('quiet');
    config.headers.delete('quiet');
    (config as QuietConfig).quiet = quiet === true || quiet === 'true';
    config.headers.set('Accept-Language', options.getLocale());
    const token = options.getToken();
    if (token && sendToken) config.headers.set('Authorization', `Bearer ${token}`);
    if (checkRepeat && isMutation(config.method)) {
      const url = config.url ?? '';
      const verdict = guard.check(url, config.data);
      if (verdict === 'too-large') {
        console.warn(`[${url}]: the request body is over the 5 MB cap, so it is not checked for repeated submission`);
      } else if (verdict === 'duplicate') {
        const text = translate('client.repeatSubmit');
        console.warn(`[${url}]: ${text}`);
        throw new RequestError(text, 'repeat');
      }
    }
    return config;
  });

  const askToRelogin = () => {
    if (reloginOpen) return;
    reloginOpen = true;
    void feedback
      .confirm({
        title: translate('client.systemPrompt'),
        content: translate('client.sessionExpired'),
        okText: translate('client.relogin'),
        cancelText: translate('client.cancel'),
      })
      .then(async (confirmed) => {
        reloginOpen = false;
        if (confirmed) await options.onRelogin();
      });
  };

  const onAnswer = (response: AxiosResponse) => {
    const version = response.headers['x-perm-version'];
    if (typeof version === 'string' && version) options.onPermVersion?.(version);
    if (isRawResponse(response)) return response.data;
    if ((response.config as QuietConfig).quiet) return response.data;
    const body = response.data as { code?: number; msg?: string } | undefined;
    const code = typeof body?.code === 'number' ? body.code : ResultCode.OK;
    if (code === ResultCode.OK) return body;
    const key = CODE_MESSAGES[code];
    const msg = key ? translate(key) : body?.msg || translate('error.default');
    if (code === ResultCode.UNAUTHORIZED) {
      askToRelogin();
      throw new RequestError(translate('client.sessionInvalid'), code);
    }
    if (code === ResultCode.ERROR) feedback.error(msg);
    else if (code === ResultCode.WARN) feedback.warning(msg);
    else feedback.notifyError(msg);
    throw new RequestError(msg, code);
  };

  const onFailure = (error: AxiosError | RequestError) => {
    if (error instanceof RequestError) {
      // Only the duplicate-submit refusal reaches here from the request side.
      feedback.error(error.message, 5000);
      throw error;
    }
    if (axios.isCancel(error)) throw new RequestError(error.message, 'canceled', { cause: error });
    if ((error.config as QuietConfig | undefined)?.quiet)
      throw new RequestError(error.message ?? '', 'network', { cause: error });
    const message = error.message ?? '';
    let text = message;
    let code: 'network' | 'timeout' | 'status' = 'network';
    if (message === 'Network Error') {
      text = translate('client.networkError');
    } else if (message.includes('timeout')) {
      text = translate('client.timeout');
      code = 'timeout';
    } else if (message.includes('Request failed with status code')) {
      text = translate('client.statusError', { status: message.slice(-3) });
      code = 'status';
    }
    feedback.error(text, 5000);
    throw new RequestError(text, code, { cause: error });
  };

  instance.interceptors.response.use(onAnswer, onFailure);

  const request = <T>(config: RequestConfig) => instance.request(config as AxiosRequestConfig) as unknown as Promise<T>;
  return {
    instance,
    captchaTimeout: options.captchaTimeout ?? CAPTCHA_TIMEOUT_MS,
    request,
    get: (url, config) => request({ ...config, method: 'GET', url }),
    delete: (url, config) => request({ ...config, method: 'DELETE', url }),
    post: (url, data, config) => request({ ...config, method: 'POST', url, data }),
    put: (url, data, config) => request({ ...config, method: 'PUT', url, data }),
  };
}
