import { randomUUID } from 'node:crypto';
import { API_PREFIX, type Endpoint } from '@cbo/contracts';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import qs from 'qs';
import { runDemoJudging } from './db/seed/demo-judging';
import { useListTotalCache } from './lib/crud/list-totals';
import { trustOneTimePasswords } from './lib/password';
import { modules as defaultModules } from './modules';
import { CaptchaService } from './modules/auth/captcha.service';
import { SessionStore } from './modules/auth/session-store';
import { FileService } from './modules/common/file.service';
import { registerVerifyPage } from './modules/comp/certificate/verify-page.routes';
import type { AppContext, AppDeps, AppModule } from './modules/module';
import { createScheduler } from './modules/monitor/job/create-scheduler';
import type { Scheduler } from './modules/monitor/job/scheduler';
import { operLogRecorder } from './modules/monitor/operlog/oper-log.recorder';
import { OperLogWriter } from './modules/monitor/operlog/oper-log.writer';
import { EntrantSessionStore } from './modules/portal/entrant-sessions';
import { createSmsProvider } from './modules/sms/create-sms-provider';
import { SmsSender } from './modules/sms/sms-sender';
import { ConfigService } from './modules/system/config/config.service';
import { DictService } from './modules/system/dict/dict.service';
import { accessPlugin } from './plugins/access';
import { bindEndpoint, type Handler } from './plugins/endpoint';
import { errorsPlugin, frameworkError } from './plugins/errors';
import { multipartPlugin } from './plugins/multipart';
import { openapiPlugin } from './plugins/openapi';
import { requestContextPlugin } from './plugins/request-context';
import { serializeRequest } from './plugins/request-log';
import { securityHeadersPlugin } from './plugins/security-headers';
import { staticWebPlugin } from './plugins/static-web';

declare module 'fastify' {
  interface FastifyInstance {
    bindEndpoint<E extends Endpoint>(endpoint: E, handler: Handler<E>): void;
    /** Operation-log rows waiting to be written (flushed on a timer, in batches and at close). */
    operLog: OperLogWriter;
    scheduler: Scheduler;
  }
}

export interface BuildOptions {
  /** Modules beside the registry's (tests add routes this way). */
  extraModules?: AppModule[];
  /** Where the log goes instead of standard output (tests read it). */
  logStream?: { write(line: string): void };
}

/** The longest path parameter the router accepts (a batch of ids is one parameter). */
export const MAX_PARAM_LENGTH = 8192;

/** Nesting and sizes are bounded so a crafted query string cannot blow up parsing. */
export function parseQueryString(input: string): Record<string, unknown> {
  return qs.parse(input, { depth: 3, parameterLimit: 1000, arrayLimit: 100 });
}

/** Builds the whole app (plugins and modules); never listens. */
export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<FastifyInstance> {
  const { config, database, cache, clock } = deps;
  const configs = new ConfigService({ database, cache });
  // List totals are cached in the app cache, shared by every instance on Redis (lib/crud/list-totals.ts).
  useListTotalCache(database, cache);
  // Logins accept the one-time passwords of imported accounts, which are keyed with APP_SECRET.
  trustOneTimePasswords(config.appSecret);
  // The scheduler, text messages and the operation log need the app's logger: they join the
  // context once the app exists.
  const ctx = {
    ...deps,
    configs,
    dicts: new DictService({ database, cache }),
    sessions: new SessionStore({ database, cache, clock }),
    entrants: new EntrantSessionStore({ cache, clock }),
    captcha: new CaptchaService({ cache, configs, config }),
    files: new FileService({ dataDir: config.dataDir, secret: config.appSecret, clock, database }),
  } as AppContext;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      // Searches send ID and mobile numbers in the query string: the logged URL is masked.
      serializers: { req: serializeRequest },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    genReqId: () => randomUUID(),
    bodyLimit: config.bodyLimitBytes,
    // Batch ids stay in the path as the reference client sends them: 100 session ids of 64 characters fit.
    routerOptions: {
      querystringParser: parseQueryString,
      ignoreTrailingSlash: false,
      maxParamLength: MAX_PARAM_LENGTH,
    },
    // A malformed URL or an over-long parameter answers the envelope like every other refusal.
    frameworkErrors: frameworkError,
    return503OnClosing: true,
  });

  ctx.scheduler = createScheduler(ctx, app.log);
  ctx.sms = new SmsSender({
    database,
    clock,
    provider: createSmsProvider(config, clock),
    logger: app.log,
    signName: config.sms.signName,
    loginTemplateCode: config.sms.templateLoginOverride,
  });
  app.decorate('scheduler', ctx.scheduler);
  ctx.operLog = new OperLogWriter({ database, clock, log: app.log });
  const recordOperation = operLogRecorder(ctx.operLog, clock, config.trustProxy);
  app.decorate('operLog', ctx.operLog);
  app.decorate('bindEndpoint', function bind<
    E extends Endpoint,
  >(this: FastifyInstance, endpoint: E, handler: Handler<E>) {
    bindEndpoint(this, endpoint, handler, {
      recordOperation: config.operLog ? recordOperation : undefined,
      limits: config,
    });
  });
  if (config.scheduler) app.addHook('onReady', async () => ctx.scheduler.start());
  // The demo judging round needs the services, so it runs here rather than with the seed (db/boot.ts).
  if (config.demoJudging) app.addHook('onReady', async () => runDemoJudging(ctx, app.log));
  // After the server stopped answering, before the database closes: running jobs end (or are
  // aborted after the grace period) and nothing queued is lost.
  app.addHook('onClose', async () => {
    await ctx.scheduler.stop();
    // Messages still being sent are recorded before the database closes.
    await ctx.sms.settled();
    await ctx.operLog.close();
  });

  // While closing, answers tell keep-alive clients to hang up, so close() is not held open by idle sockets.
  let shuttingDown = false;
  app.addHook('preClose', async () => {
    shuttingDown = true;
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (shuttingDown) reply.header('connection', 'close');
    done(null, payload);
  });

  // First, so every answer carries them: errors, 404s and redirects included.
  await app.register(securityHeadersPlugin);
  await app.register(requestContextPlugin);
  await app.register(errorsPlugin, {
    bodyLimitBytes: config.bodyLimitBytes,
    uploadLimitBytes: config.uploadLimitBytes,
  });
  await app.register(accessPlugin, { sessions: ctx.sessions, entrants: ctx.entrants });
  await app.register(formbody, { parser: parseQueryString, bodyLimit: config.bodyLimitBytes });
  await app.register(multipartPlugin, { uploadLimitBytes: config.uploadLimitBytes });
  await app.register(openapiPlugin);

  await app.register(
    async (api) => {
      for (const register of [...defaultModules, ...(options.extraModules ?? [])]) await register(api, ctx);
    },
    { prefix: API_PREFIX },
  );
  // Printed on certificates, so outside /prod-api; before the web app's fallback claims the path.
  registerVerifyPage(app, ctx);
  await app.register(staticWebPlugin, { webDist: config.webDist });
  return app;
}
