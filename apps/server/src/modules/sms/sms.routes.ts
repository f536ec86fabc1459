import { postSmsCode, postSmsLogin } from '@cbo/contracts';
import { clientInfo } from '../auth/client-info';
import { createLoginService } from '../auth/login.service';
import type { AppModule } from '../module';
import { createSmsCodes } from './sms-code.service';
import { SmsLoginService } from './sms-login.service';

export const smsModule: AppModule = (app, ctx) => {
  const { database, configs, config } = ctx;
  const { store, codes } = createSmsCodes(ctx);
  const login = new SmsLoginService({ database, configs, store, login: createLoginService(ctx) });

  app.bindEndpoint(postSmsCode, async ({ body, request }) => ({
    uuid: await codes.request(body.mobile, clientInfo(request, config.trustProxy).ipaddr, 'staff', body),
  }));

  app.bindEndpoint(postSmsLogin, async ({ body, request }) => ({
    token: await login.loginWithCode(body, clientInfo(request, config.trustProxy), request.locale),
  }));
};
