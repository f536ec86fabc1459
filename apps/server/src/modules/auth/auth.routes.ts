import {
  formatMessage,
  getAppInfo,
  getCaptchaImage,
  getInfo,
  getRouters,
  postLogin,
  postLogout,
  postRegister,
  SUPER_ADMIN_USER_ID,
  SYSTEM_NAME,
} from '@cbo/contracts';
import { bearerToken } from '../../plugins/access';
import { translate } from '../../plugins/request-context';
import type { AppModule } from '../module';
import { findRouteMenus, findUserById } from './auth.repository';
import { loadDept } from './authz.service';
import { clientInfo } from './client-info';
import { LoginService } from './login.service';
import { RegisterService } from './register.service';
import { buildRouterTree } from './router-tree';
import type { SessionRecord } from './session-store';

export const authModule: AppModule = (app, ctx) => {
  const { database, cache, clock, configs, captcha, sessions, config } = ctx;
  const login = new LoginService(database, cache, clock, configs, captcha, sessions);
  const register = new RegisterService(database, clock, configs, captcha);
  const session = (request: { session: unknown }) => request.session as SessionRecord;

  app.bindEndpoint(getCaptchaImage, async () => {
    if (!(await captcha.enabled())) return { captchaEnabled: false };
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

  app.bindEndpoint(getInfo, async ({ request }) => {
    const current = session(request);
    const user = await findUserById(database, current.userId);
    if (!user) throw new Error(`session of a missing user ${current.userId}`);
    return {
      user: {
        ...user,
        email: user.email ?? '',
        phonenumber: user.phonenumber ?? '',
        avatar: user.avatar ?? '',
        loginIp: user.loginIp ?? '',
        admin: user.userId === SUPER_ADMIN_USER_ID,
        dept: await loadDept(database, user.deptId),
        roles: current.roleDetails,
      },
      roles: current.roles,
      permissions: current.permissions,
      permVersion: current.permVersion,
      pwdChangeRequired: user.pwdChangeRequired === '1',
    };
  });

  app.bindEndpoint(getRouters, async ({ request }) => {
    const current = session(request);
    const enabled = current.roleDetails.filter((role) => role.status === '0');
    const all = current.permissions.includes('*:*:*');
    const menus = await findRouteMenus(database, all ? 'all' : enabled.map((role) => role.roleId));
    return { data: buildRouterTree(menus) };
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
    await register.register(body);
    return { msg: translate(request, 'auth.registerOk') };
  });
};
