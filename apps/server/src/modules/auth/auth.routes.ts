import {
  formatMessage,
  getAppInfo,
  getCaptchaImage,
  getInfo,
  getRouters,
  postLogin,
  postLogout,
  postRegister,
  SYSTEM_NAME,
} from '@cbo/contracts';
import { clientIp } from '../../lib/client-ip';
import { RateLimiter } from '../../lib/rate-limit';
import { type Actor, bearerToken } from '../../plugins/access';
import { answerMemo } from '../../plugins/endpoint';
import { translate } from '../../plugins/request-context';
import type { AppModule } from '../module';
import { REGISTER_ROLE, RegistrationService } from '../system/registration/registration.service';
import { findRouteMenus } from './auth.repository';
import { CaptchaGate } from './captcha.service';
import { clientInfo } from './client-info';
import { createLoginService, loginAttempts } from './login.service';
import { RegisterService } from './register.service';
import { buildRouterTree } from './router-tree';
import { isSessionRecord, type SessionRecord } from './session-store';

/** Captcha images a client may fetch per login attempt its rate limit allows (refreshes, typos). */
const CAPTCHAS_PER_ATTEMPT = 3;

export const authModule: AppModule = (app, ctx) => {
  const { database, clock, configs, captcha, sessions, config } = ctx;
  const attempts = loginAttempts(ctx);
  const login = createLoginService(ctx);
  const registrations = new RegistrationService(ctx);
  const register = new RegisterService({
    database,
    clock,
    configs,
    captcha,
    review: registrations.reviewFor(REGISTER_ROLE),
    gate: new CaptchaGate({ cache: ctx.cache, captcha, name: 'register', free: config.captchaFreeRequests }),
  });
  const record = (actor: Actor): SessionRecord => {
    if (!isSessionRecord(actor)) throw new Error('a back-office session is a session record');
    return actor;
  };
  // Each image costs about a millisecond of rendering: a client gets a few per login attempt it may make.
  const images = new RateLimiter({
    cache: ctx.cache,
    name: 'captcha_image',
    max: config.loginRateLimit * CAPTCHAS_PER_ATTEMPT,
  });

  app.bindEndpoint(getCaptchaImage, async ({ query, request }) => {
    if (query.force !== '1' && !(await captcha.enabled())) return { captchaEnabled: false };
    await images.check(clientIp(request.headers, request.socket.remoteAddress, config.trustProxy));
    const issued = await captcha.issue();
    return { captchaEnabled: true, captchaType: issued.type, uuid: issued.uuid, img: issued.img };
  });

  app.bindEndpoint(getAppInfo, async () => ({
    data: {
      systemName: SYSTEM_NAME,
      captchaEnabled: await captcha.enabled(),
      registerEnabled: await register.enabled(),
      smsLoginEnabled: await configs.flag('sys.account.smsLoginEnabled', false),
    },
  }));

  app.bindEndpoint(postLogin, async ({ body, request }) => ({
    token: await login.login(body, clientInfo(request, config.trustProxy), request.locale),
  }));

  // Answered from the session (its rights and profile are re-read whenever the epoch moves), and
  // serialised once per distinct rights and language: the web calls it on every page load.
  const infoAnswer = answerMemo(getInfo);
  app.bindEndpoint(getInfo, async ({ request, actor }) => {
    const current = record(actor);
    return infoAnswer(request, current.authzId, () => ({
      user: current.profile,
      roles: current.roles,
      permissions: current.permissions,
      permVersion: current.permVersion,
      pwdChangeRequired: current.pwdChangeRequired,
    }));
  });

  app.bindEndpoint(getRouters, async ({ actor, request }) => {
    const current = record(actor);
    const enabled = current.roleDetails.filter((role) => role.status === '0');
    const all = current.permissions.includes('*:*:*');
    const menus = await findRouteMenus(database, all ? 'all' : enabled.map((role) => role.roleId));
    // Titles in the request's language: the English title where the menu has one.
    const english = request.locale === 'en-US';
    const titled = menus.map(({ menuNameEn, ...menu }) => ({
      ...menu,
      menuName: english && menuNameEn ? menuNameEn : menu.menuName,
    }));
    return { data: buildRouterTree(titled) };
  });

  app.bindEndpoint(postLogout, async ({ request }) => {
    const token = bearerToken(request);
    const ended = token ? await sessions.revokeToken(token) : undefined;
    if (ended) {
      await login.log(
        ended.userName,
        clientInfo(request, config.trustProxy),
        '0',
        formatMessage('auth.logoutOk', request.locale),
      );
    }
    return { msg: translate(request, 'auth.logoutOk') };
  });

  app.bindEndpoint(postRegister, async ({ body, request }) => {
    const { ipaddr } = clientInfo(request, config.trustProxy);
    await attempts.check(ipaddr);
    await register.register(body, ipaddr);
    return { msg: translate(request, 'auth.registerOk') };
  });
};
