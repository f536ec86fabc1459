import { postSmsCode, postSmsLogin } from '@cbo/contracts';
import { clientInfo } from '../auth/client-info';
import { createLoginService } from '../auth/login.service';
import type { AppModule } from '../module';
import { SmsCodeService } from './sms-code.service';
import { SmsCodeStore } from './sms-code.store';
import { SmsLoginService } from './sms-login.service';

export const smsModule: AppModule = (app, ctx) => {
  const { database, cache, clock, configs, config } = ctx;
  const sender = ctx.sms;
  const store = new SmsCodeStore(cache, clock, config.appSecret);
  const codes = new SmsCodeService(database, cache, clock, configs, store, sender, {
    template: config.sms.templateLogin,
    ipPerMinute: config.sms.ipRateLimit,
  });
  const login = new SmsLoginService(database, configs, store, createLoginService(ctx));

  app.bindEndpoint(postSmsCode, async ({ body, request }) => ({
    uuid: await codes.request(body.mobile, clientInfo(request, config.trustProxy).ipaddr),
  }));

  app.bindEndpoint(postSmsLogin, async ({ body, request }) => ({
    token: await login.loginWithCode(body, clientInfo(request, config.trustProxy), request.locale),
  }));
};
