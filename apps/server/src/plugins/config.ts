import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { weakSecretProblem } from './secret-strength';

/** Relative paths in configuration resolve against the repository root, not a workspace folder. */
export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

const flag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no', ''])
  .transform((v) => ['1', 'true', 'on', 'yes'].includes(v));
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  REDIS_URL: optionalText.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(10).max(60_000).default(1_000),
  HEALTH_TIMEOUT_MS: z.coerce.number().int().min(10).max(60_000).default(800),
  APP_SECRET: optionalText.pipe(
    z
      .string()
      .min(32, 'must be at least 32 characters')
      .superRefine((secret, check) => {
        const problem = weakSecretProblem(secret);
        if (problem) check.addIssue({ code: 'custom', message: problem });
      })
      .optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  APP_CAPTCHA: z
    .enum(['on', 'off', ''])
    .default('')
    .transform((v) => (v === '' ? undefined : v)),
  // Unset: demo data on the embedded default only; set: honoured on both engines (issue 30's walk
  // in English runs on an embedded database without demo data).
  SEED_DEMO: z
    .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? undefined : ['1', 'true', 'on', 'yes'].includes(v))),
  // Unset: on with the demo data, except under NODE_ENV=test (test databases keep their seeded data).
  DEMO_JUDGING: flag.optional(),
  // Browser specs move the app's clock (docs/architecture.md, Testing): honoured under NODE_ENV=test only.
  TEST_CLOCK: flag.optional(),
  ADMIN_INITIAL_PASSWORD: optionalText.pipe(z.string().min(8, 'must be at least 8 characters').max(20).optional()),
  // The default body limit of a route; rich text, models and uploads declare larger named ones.
  BODY_LIMIT_MB: z.coerce.number().positive().max(1024).default(1),
  UPLOAD_LIMIT_MB: z.coerce.number().positive().max(1024).default(10),
  WEB_DIST: z.string().min(1).default('./apps/web/dist'),
  TRUST_PROXY: flag.default(false),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(0).max(100_000).default(20),
  CAPTCHA_FREE_REQUESTS: z.coerce.number().int().min(0).max(100_000).default(3),
  OPER_LOG: flag.default(true),
  SCHEDULER: flag.default(true),
  JOB_SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  SMS_PROVIDER: z.enum(['log', 'aliyun']).default('log'),
  SMS_ACCESS_KEY_ID: optionalText,
  SMS_ACCESS_KEY_SECRET: optionalText,
  SMS_SIGN_NAME: optionalText,
  SMS_TEMPLATE_LOGIN: optionalText,
  SMS_ENDPOINT: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  SMS_REGION: z.string().trim().min(1).default('cn-hangzhou'),
  SMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  SMS_OUTBOX: flag.optional(),
  SMS_IP_RATE_LIMIT: z.coerce.number().int().min(0).max(100_000).default(10),
  DB_WAIT_MS: z.coerce.number().int().min(0).max(600_000).default(1_000),
  // Printed on certificates and in their QR codes (docs/certificates.md): an origin only.
  PUBLIC_BASE_URL: optionalText.pipe(
    z
      .string()
      .refine(
        isHttpOrigin,
        'must be an http(s) origin without a path or a trailing slash, e.g. https://contest.example.org',
      )
      .optional(),
  ),
});

function isHttpOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
}

export type Env = z.input<typeof envSchema>;

/** Where text messages go: `log` (records only; the default) or Alibaba Cloud SMS. */
export interface SmsConfig {
  provider: 'log' | 'aliyun';
  accessKeyId?: string;
  accessKeySecret?: string;
  signName?: string;
  /** Template code of the login-code message (its one parameter is `code`). */
  templateLogin: string;
  /** SMS_TEMPLATE_LOGIN as set: overrides the provider code of the code templates (docs/sms-templates.md). */
  templateLoginOverride?: string;
  endpoint: string;
  region: string;
  timeoutMs: number;
  /** Append every message, code included, to DATA_DIR/sms-outbox.jsonl (test mode only). */
  outbox: boolean;
  /** Code requests per client IP per minute; 0 turns the limit off. */
  ipRateLimit: number;
}

export const ALIYUN_SMS_ENDPOINT = 'https://dysmsapi.aliyuncs.com/';
/** The template code the `log` provider records when none is configured. */
export const LOG_TEMPLATE_LOGIN = 'LOGIN_CODE';

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  /** A Redis command without an answer by then fails, so an outage never makes requests hang. */
  redisCommandTimeoutMs: number;
  /** /health reports a part DOWN when it does not answer by then (load balancers time out at ~1-2 s). */
  healthTimeoutMs: number;
  appSecret: string;
  logLevel: string;
  captcha?: 'on' | 'off';
  seedDemo: boolean;
  /** Build the demo judging round once after start-up (docs/rating.md, "Demo round"). */
  demoJudging: boolean;
  /** An offset clock and PUT /prod-api/test/clock (TEST_CLOCK=1 under NODE_ENV=test only). */
  testClock: boolean;
  adminInitialPassword?: string;
  bodyLimitBytes: number;
  uploadLimitBytes: number;
  webDist: string;
  /** Take the client address from X-Forwarded-For and friends (only behind a trusted proxy). */
  trustProxy: boolean;
  /** Login, registration and SMS attempts per client IP per minute; 0 turns the limit off. */
  loginRateLimit: number;
  /** SMS code requests (and registrations) per client IP per hour before a captcha is asked; 0 asks every time. */
  captchaFreeRequests: number;
  /** Write the operation log (on unless turned off, e.g. to measure its cost). */
  operLog: boolean;
  /** Run scheduled jobs on this instance (off: jobs still run once on request). */
  scheduler: boolean;
  /** How long shutdown waits for running jobs before aborting them. */
  jobShutdownGraceMs: number;
  sms: SmsConfig;
  /** How long a request waits for a database connection before it answers "busy" (0: no limit). */
  dbWaitMs: number;
  embedded: boolean;
  /**
   * The public origin certificates print and encode (`<origin>/competition/verify/<code>`); the
   * server's own http://localhost:<PORT> unless PUBLIC_BASE_URL is set.
   */
  publicBaseUrl: string;
  /** PUBLIC_BASE_URL was not set: production warns at start-up, printed addresses must not move. */
  publicBaseUrlDefaulted: boolean;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function resolveFromRoot(path: string): string {
  return isAbsolute(path) ? path : resolve(REPO_ROOT, path);
}

/** Reads and validates the environment; a bad value throws ConfigError naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const dataDir = resolveFromRoot(e.DATA_DIR);
  const embedded = !e.DATABASE_URL;
  const seedDemo = e.SEED_DEMO ?? embedded;
  if (!embedded && !e.APP_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  APP_SECRET: required when DATABASE_URL is set (at least 32 characters)',
    );
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisCommandTimeoutMs: e.REDIS_COMMAND_TIMEOUT_MS,
    healthTimeoutMs: e.HEALTH_TIMEOUT_MS,
    appSecret: e.APP_SECRET ?? readOrCreateSecret(dataDir),
    logLevel: e.LOG_LEVEL,
    captcha: e.APP_CAPTCHA,
    seedDemo,
    demoJudging: seedDemo && (e.DEMO_JUDGING ?? e.NODE_ENV !== 'test'),
    testClock: e.NODE_ENV === 'test' && e.TEST_CLOCK === true,
    adminInitialPassword: e.ADMIN_INITIAL_PASSWORD,
    bodyLimitBytes: Math.round(e.BODY_LIMIT_MB * 1024 * 1024),
    uploadLimitBytes: Math.round(e.UPLOAD_LIMIT_MB * 1024 * 1024),
    webDist: resolveFromRoot(e.WEB_DIST),
    trustProxy: e.TRUST_PROXY,
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    captchaFreeRequests: e.CAPTCHA_FREE_REQUESTS,
    operLog: e.OPER_LOG,
    scheduler: e.SCHEDULER,
    jobShutdownGraceMs: e.JOB_SHUTDOWN_GRACE_MS,
    sms: smsConfig(e),
    dbWaitMs: e.DB_WAIT_MS,
    embedded,
    publicBaseUrl: e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`,
    publicBaseUrlDefaulted: e.PUBLIC_BASE_URL === undefined,
  };
}

function smsConfig(e: z.output<typeof envSchema>): SmsConfig {
  if (e.SMS_PROVIDER === 'aliyun') {
    const missing = (
      ['SMS_ACCESS_KEY_ID', 'SMS_ACCESS_KEY_SECRET', 'SMS_SIGN_NAME', 'SMS_TEMPLATE_LOGIN'] as const
    ).filter((name) => !e[name]);
    if (missing.length > 0) {
      const lines = missing.map((name) => `${name}: required when SMS_PROVIDER is aliyun`);
      throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
    }
  }
  return {
    provider: e.SMS_PROVIDER,
    accessKeyId: e.SMS_ACCESS_KEY_ID,
    accessKeySecret: e.SMS_ACCESS_KEY_SECRET,
    signName: e.SMS_SIGN_NAME,
    templateLogin: e.SMS_TEMPLATE_LOGIN ?? LOG_TEMPLATE_LOGIN,
    templateLoginOverride: e.SMS_TEMPLATE_LOGIN,
    endpoint: e.SMS_ENDPOINT ?? ALIYUN_SMS_ENDPOINT,
    region: e.SMS_REGION,
    timeoutMs: e.SMS_TIMEOUT_MS,
    // Codes in a file are for automated tests only: on by default in test mode, never in production.
    outbox: e.NODE_ENV !== 'production' && (e.SMS_OUTBOX ?? e.NODE_ENV === 'test'),
    ipRateLimit: e.SMS_IP_RATE_LIMIT,
  };
}

/** On the embedded default the secret is generated once into DATA_DIR and kept there. */
function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'app-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
