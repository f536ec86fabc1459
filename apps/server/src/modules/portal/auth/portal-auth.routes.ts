import {
  formatMessage,
  getPortalProfile,
  postPortalLogin,
  postPortalLogout,
  postPortalRegister,
  postPortalRegisterCode,
  postPortalSmsCode,
  postPortalSmsLogin,
  putPortalPassword,
  putPortalProfile,
} from '@cbo/contracts';
import { AppError } from '../../../lib/app-error';
import { formatDateTime } from '../../../lib/date-time';
import { maskText } from '../../../lib/mask';
import { RateLimiter } from '../../../lib/rate-limit';
import { bearerToken } from '../../../plugins/access';
import { translate } from '../../../plugins/request-context';
import { clientInfo } from '../../auth/client-info';
import { createLoginService, loginAttempts } from '../../auth/login.service';
import type { AppModule } from '../../module';
import { createSmsCodes } from '../../sms/sms-code.service';
import { SmsLoginService } from '../../sms/sms-login.service';
import { PORTAL_REGISTER_ROLE, RegistrationService } from '../../system/registration/registration.service';
import { findUser, findUserClash, updateUser } from '../../system/user/user.api';
import { PORTAL_WRITES_PER_MINUTE } from '../application/portal-application.service';
import { PortalPasswordService } from './portal-password.service';
import { PortalRegisterService } from './portal-register.service';

/** The entrant API's accounts: login (password or SMS code), registration, logout and profile. */
export const portalAuthModule: AppModule = (app, ctx) => {
  const { database, cache, clock, configs, config, entrants } = ctx;
  const login = createLoginService(ctx);
  const attempts = loginAttempts(ctx);
  const { store, codes } = createSmsCodes(ctx);
  const smsLogin = new SmsLoginService({ database, configs, store, login });
  const register = new PortalRegisterService({
    ctx,
    codes: store,
    review: new RegistrationService(ctx).reviewFor(PORTAL_REGISTER_ROLE),
  });
  const client = (request: Parameters<typeof clientInfo>[0]) => clientInfo(request, config.trustProxy);
  // The entrant's writes share one budget (portal-application.service.ts).
  const writes = new RateLimiter({ cache, name: 'portal_write', max: PORTAL_WRITES_PER_MINUTE });
  const passwords = new PortalPasswordService(ctx);

  app.bindEndpoint(postPortalLogin, async ({ body, request }) => ({
    token: await login.login(body, client(request), request.locale, 'entrant'),
  }));

  app.bindEndpoint(postPortalSmsCode, async ({ body, request }) => ({
    uuid: await codes.request(body.mobile, client(request).ipaddr, 'entrant', body),
  }));

  app.bindEndpoint(postPortalSmsLogin, async ({ body, request }) => ({
    token: await smsLogin.loginWithCode(body, client(request), request.locale, 'entrant'),
  }));

  app.bindEndpoint(postPortalRegisterCode, async ({ body, request }) => ({
    uuid: await codes.requestForRegistration(body.mobile, client(request).ipaddr, body),
  }));

  app.bindEndpoint(postPortalRegister, async ({ body, request }) => {
    // One budget per client address with password logins, SMS logins and back-office registrations.
    await attempts.check(client(request).ipaddr);
    const { approved } = await register.register(body);
    return { approved, msg: translate(request, approved ? 'portal.registeredApproved' : 'portal.registered') };
  });

  app.bindEndpoint(postPortalLogout, async ({ request }) => {
    const token = bearerToken(request);
    const ended = token ? await entrants.resolve(token) : null;
    if (token && ended) {
      await entrants.revokeToken(token);
      await login.log(ended.userName, client(request), '0', formatMessage('auth.logoutOk', request.locale));
    }
    return { msg: translate(request, 'auth.logoutOk') };
  });

  app.bindEndpoint(getPortalProfile, async ({ request, entrant }) => {
    const user = await findUser(database, entrant.userId);
    if (!user) throw AppError.unauthenticated(request.url);
    return {
      data: {
        userName: user.userName,
        realName: user.nickName,
        mobile: user.phonenumber ? maskText(user.phonenumber) : null,
        email: user.email || null,
        createTime: user.createTime,
        pwdChangeRequired: Boolean(entrant.pwdChangeRequired),
      },
    };
  });

  app.bindEndpoint(putPortalProfile, async ({ body, entrant }) => {
    const { userId, userName } = entrant;
    await writes.check(String(userId));
    const email = body.email ?? '';
    if ((await findUserClash(database, { phonenumber: '', email }, userId)).email) {
      throw AppError.rule('user.editEmailTaken', { name: userName });
    }
    await updateUser(database, userId, {
      nickName: body.realName,
      email,
      updateBy: userName,
      updateTime: formatDateTime(clock.now()),
    });
    return {};
  });

  app.bindEndpoint(putPortalPassword, async ({ body, entrant }) => {
    await writes.check(String(entrant.userId));
    await passwords.change(entrant, body.oldPassword, body.newPassword);
    return {};
  });
};
