import type {
  EndpointAnswer,
  EndpointBody,
  getAppInfo,
  getCaptchaImage,
  getInfo,
  getRouters,
  postLogout as logoutEndpoint,
  postLogin,
  postRegister,
  postSmsCode,
  postSmsLogin,
} from '@cbo/contracts';
import { api, route } from '../http/api';
import { http } from '../http/http-client';
import { queryKeyOf } from '../http/query-keys';

// The login path calls through type-only routes (docs/web-client.md, typed client): the zod schemas
// of the descriptors stay out of its bundle, and a changed method or path is still a type error.
const captchaRoute = route<typeof getCaptchaImage>('GET', '/captchaImage');
const appInfoRoute = route<typeof getAppInfo>('GET', '/app/info');
const loginRoute = route<typeof postLogin>('POST', '/login');
const smsCodeRoute = route<typeof postSmsCode>('POST', '/sms/code');
const smsLoginRoute = route<typeof postSmsLogin>('POST', '/sms/login');
const registerRoute = route<typeof postRegister>('POST', '/register');
const infoRoute = route<typeof getInfo>('GET', '/getInfo');
const routersRoute = route<typeof getRouters>('GET', '/getRouters');
const logoutRoute = route<typeof logoutEndpoint>('POST', '/logout');

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
  return api(captchaRoute, {
    isToken: false,
    config: { timeout: http.captchaTimeout },
    ...(force ? { query: { force: '1' } } : {}),
  });
}

/** The query of the login page's switches. */
export const APP_INFO_KEY = queryKeyOf(appInfoRoute);

/** GET /app/info: the switches the login page needs (captcha, registration, SMS login). */
export async function fetchAppInfo(): Promise<AppInfo> {
  return (await api(appInfoRoute, { isToken: false })).data;
}

/** POST /login: without token and without the duplicate-submit guard (docs/web-client.md section 7). */
export function postPasswordLogin(body: LoginBody): Promise<{ token: string }> {
  return api(loginRoute, { body, isToken: false, repeatSubmit: false });
}

export function postSmsCodeRequest(body: SmsCodeBody): Promise<{ uuid: string }> {
  return api(smsCodeRoute, { body, isToken: false });
}

export function postSmsCodeLogin(body: SmsLoginBody): Promise<{ token: string }> {
  return api(smsLoginRoute, { body, isToken: false, repeatSubmit: false });
}

export function postRegistration(body: RegisterBody): Promise<{ msg?: string }> {
  return api(registerRoute, { body, isToken: false });
}

export function fetchInfo(): Promise<InfoAnswer> {
  return api(infoRoute);
}

export async function fetchRouters(): Promise<RoutersAnswer['data']> {
  return (await api(routersRoute)).data;
}

/** POST /logout: always allowed through (logging out twice is harmless, being kept in is not). */
export function postLogout(): Promise<unknown> {
  return api(logoutRoute, { repeatSubmit: false });
}
