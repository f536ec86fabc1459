import type {
  EndpointAnswer,
  EndpointBody,
  getAppInfo,
  getCaptchaImage,
  getInfo,
  getRouters,
  postLogin,
  postRegister,
  postSmsCode,
  postSmsLogin,
} from '@cbo/contracts';
import { http, WITHOUT_TOKEN } from '../http/http-client';

// Paths are written out (as the descriptors in packages/contracts name them) so the zod schemas of
// the descriptors stay out of the bundle; only their types are used here.

export type CaptchaAnswer = EndpointAnswer<typeof getCaptchaImage>;
export type AppInfo = EndpointAnswer<typeof getAppInfo>['data'];
export type LoginBody = EndpointBody<typeof postLogin>;
export type SmsLoginBody = EndpointBody<typeof postSmsLogin>;
export type SmsCodeBody = EndpointBody<typeof postSmsCode>;
export type RegisterBody = EndpointBody<typeof postRegister>;
export type InfoAnswer = EndpointAnswer<typeof getInfo>;
export type RoutersAnswer = EndpointAnswer<typeof getRouters>;

/**
 * GET /captchaImage: no token, the captcha's own 20 s time-out. `force` gets one with the switch
 * off, when the server has asked for it (an account under guessing, many SMS codes from one address).
 */
export function fetchCaptcha(force = false): Promise<CaptchaAnswer> {
  return http.get('/captchaImage', {
    headers: WITHOUT_TOKEN,
    timeout: http.captchaTimeout,
    ...(force ? { params: { force: '1' } } : {}),
  });
}

/** GET /app/info: the switches the login page needs (captcha, registration, SMS login). */
export async function fetchAppInfo(): Promise<AppInfo> {
  const answer = await http.get<{ data: AppInfo }>('/app/info', { headers: WITHOUT_TOKEN });
  return answer.data;
}

/** POST /login: without token and without the duplicate-submit guard (docs/web-client.md section 7). */
export function postPasswordLogin(body: LoginBody): Promise<{ token: string }> {
  return http.post('/login', body, { headers: { isToken: false, repeatSubmit: false } });
}

export function postSmsCodeRequest(body: SmsCodeBody): Promise<{ uuid: string }> {
  return http.post('/sms/code', body, { headers: WITHOUT_TOKEN });
}

export function postSmsCodeLogin(body: SmsLoginBody): Promise<{ token: string }> {
  return http.post('/sms/login', body, { headers: { isToken: false, repeatSubmit: false } });
}

export function postRegistration(body: RegisterBody): Promise<{ msg?: string }> {
  return http.post('/register', body, { headers: WITHOUT_TOKEN });
}

export function fetchInfo(): Promise<InfoAnswer> {
  return http.get('/getInfo');
}

export async function fetchRouters(): Promise<RoutersAnswer['data']> {
  const answer = await http.get<RoutersAnswer>('/getRouters');
  return answer.data;
}

/** POST /logout: always allowed through (logging out twice is harmless, being kept in is not). */
export function postLogout(): Promise<unknown> {
  return http.post('/logout', undefined, { headers: { repeatSubmit: false } });
}
