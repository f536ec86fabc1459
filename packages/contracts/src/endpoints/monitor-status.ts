import { z } from 'zod';
import { BusinessType } from '../constants';
import { dataAnswer, defineEndpoint } from '../endpoint';

/** Clearing is logged (the reference logs none of it): a cleared cache can end sessions. */
const cacheLog = { title: '缓存列表', businessType: BusinessType.CLEAN };

/**
 * The cache names of the cache list: the reference's seven names (docs/wire-contract.md 9.1) mapped onto the
 * prefixes our server really writes, plus our own (rights, SMS codes). `reference` is the
 * reference's name for the same data; the reference's `repeat_submit:` has no counterpart because
 * the duplicate-submit guard lives in the web client (docs/web-client.md section 9), so the server keeps nothing.
 */
export const CACHE_NAMES = [
  { cacheName: 'session:', reference: 'login_tokens:', remark: '用户信息' },
  { cacheName: 'authz:', reference: null, remark: '用户权限' },
  { cacheName: 'sys_config:', reference: 'sys_config:', remark: '配置信息' },
  { cacheName: 'sys_dict:', reference: 'sys_dict:', remark: '数据字典' },
  { cacheName: 'captcha_codes:', reference: 'captcha_codes:', remark: '验证码' },
  { cacheName: 'sms_code:', reference: null, remark: '短信验证码' },
  { cacheName: 'rate_limit:', reference: 'rate_limit:', remark: '限流处理' },
  { cacheName: 'pwd_err_cnt:', reference: 'pwd_err_cnt:', remark: '密码错误次数' },
] as const;

export type CacheName = (typeof CACHE_NAMES)[number]['cacheName'];
const cacheNameValues = CACHE_NAMES.map((entry) => entry.cacheName) as [CacheName, ...CacheName[]];

const cacheNameParam = z.enum(cacheNameValues, { error: 'cacheName must be one of the listed cache names' });
const cacheKeyParam = z.string().min(1, 'cacheKey must not be empty').max(512, 'cacheKey is too long');

/** One cache name as the reference lists it (`cacheKey` and `cacheValue` stay empty here). */
export const cacheNameEntry = z.object({
  cacheName: z.string(),
  remark: z.string(),
  cacheKey: z.string(),
  cacheValue: z.string(),
});
export type CacheNameEntry = z.infer<typeof cacheNameEntry>;

export const cacheValueEntry = z.object({ cacheName: z.string(), cacheKey: z.string(), cacheValue: z.string() });
export type CacheValueEntry = z.infer<typeof cacheValueEntry>;

/**
 * The reference's cache summary (`info`, `dbSize`, `commandStats`) with what our page adds: the
 * implementation and the key count of every cache name. The in-process cache fills `info` with
 * the figures it has (entries, sorted sets, approximate bytes, calls).
 */
export const cacheSummary = z.object({
  kind: z.enum(['memory', 'redis']),
  info: z.record(z.string(), z.string()),
  dbSize: z.number().int(),
  commandStats: z.array(z.object({ name: z.string(), value: z.number() })),
  keyCounts: z.array(z.object({ cacheName: z.string(), remark: z.string(), keys: z.number().int() })),
});
export type CacheSummary = z.infer<typeof cacheSummary>;

export const getCacheSummary = defineEndpoint({
  method: 'GET',
  path: '/monitor/cache',
  access: 'monitor:cache:list',
  answer: dataAnswer(cacheSummary),
  summary: 'Cache summary: INFO figures (Redis) or the in-process figures, command calls, key counts per cache name',
});

export const getCacheNames = defineEndpoint({
  method: 'GET',
  path: '/monitor/cache/getNames',
  access: 'monitor:cache:list',
  answer: dataAnswer(z.array(cacheNameEntry)),
  summary: 'The cache names with their remarks',
});

export const getCacheKeys = defineEndpoint({
  method: 'GET',
  path: '/monitor/cache/getKeys/:cacheName',
  access: 'monitor:cache:list',
  params: z.object({ cacheName: cacheNameParam }),
  answer: dataAnswer(z.array(z.string())),
  summary: 'Live keys of one cache name, sorted (SCAN, never KEYS)',
});

export const getCacheValue = defineEndpoint({
  method: 'GET',
  path: '/monitor/cache/getValue/:cacheName/:cacheKey',
  access: 'monitor:cache:list',
  params: z.object({ cacheName: cacheNameParam, cacheKey: cacheKeyParam }),
  answer: dataAnswer(cacheValueEntry),
  summary: 'One value as JSON text',
});

export const clearCacheName = defineEndpoint({
  method: 'DELETE',
  path: '/monitor/cache/clearCacheName/:cacheName',
  access: 'monitor:cache:list',
  params: z.object({ cacheName: cacheNameParam }),
  answer: z.object({}),
  log: cacheLog,
  summary: 'Deletes every key of one cache name; sessions go with their indexes',
});

export const clearCacheKey = defineEndpoint({
  method: 'DELETE',
  path: '/monitor/cache/clearCacheKey/:cacheKey',
  access: 'monitor:cache:list',
  params: z.object({ cacheKey: cacheKeyParam }),
  answer: z.object({}),
  log: cacheLog,
  summary: 'Deletes one key of a listed cache name (a session key ends that session)',
});

export const clearCacheAll = defineEndpoint({
  method: 'DELETE',
  path: '/monitor/cache/clearCacheAll',
  access: 'monitor:cache:list',
  answer: z.object({}),
  log: cacheLog,
  summary: 'Deletes every key of every cache name: this ends every session, the caller included',
});

const percent = z.number();

/**
 * The reference's server monitor (docs/wire-contract.md 9.1). `jvm` carries the Node.js process (heap in MB,
 * `runTime` in seconds rather than the reference's Chinese text) with its event-loop delay in ms.
 */
export const serverInfo = z.object({
  cpu: z.object({
    cpuNum: z.number().int(),
    model: z.string(),
    total: z.number(),
    sys: percent,
    used: percent,
    wait: percent,
    free: percent,
    loadAvg: z.array(z.number()),
  }),
  mem: z.object({ total: z.number(), used: z.number(), free: z.number(), usage: percent }),
  jvm: z.object({
    total: z.number(),
    max: z.number(),
    free: z.number(),
    used: z.number(),
    usage: percent,
    rss: z.number(),
    external: z.number(),
    name: z.string(),
    version: z.string(),
    home: z.string(),
    pid: z.number().int(),
    startTime: z.string(),
    runTime: z.number(),
    inputArgs: z.string(),
    eventLoop: z.object({ min: z.number(), mean: z.number(), p50: z.number(), p99: z.number(), max: z.number() }),
  }),
  sys: z.object({
    computerName: z.string(),
    computerIp: z.string(),
    userDir: z.string(),
    osName: z.string(),
    osArch: z.string(),
    osRelease: z.string(),
    uptime: z.number(),
  }),
  sysFiles: z.array(
    z.object({
      dirName: z.string(),
      sysTypeName: z.string(),
      typeName: z.string(),
      total: z.string(),
      free: z.string(),
      used: z.string(),
      usage: percent,
    }),
  ),
});
export type ServerInfo = z.infer<typeof serverInfo>;

export const getServerInfo = defineEndpoint({
  method: 'GET',
  path: '/monitor/server',
  access: 'monitor:server:list',
  answer: dataAnswer(serverInfo),
  summary: 'CPU (sampled over a quarter second), memory, the Node.js process, the system and its disks',
});

/** Our data-source monitor, in place of the reference's Druid console (no console, no default password). */
export const dataSourceStatus = z.object({
  driver: z.enum(['pglite', 'pg']),
  version: z.string(),
  database: z.string(),
  pool: z
    .object({ max: z.number().int(), total: z.number().int(), idle: z.number().int(), waiting: z.number().int() })
    .nullable(),
  activeConnections: z.number().int(),
  databaseSize: z.number(),
  tables: z.array(
    z.object({ tableName: z.string(), rows: z.number(), totalBytes: z.number(), indexBytes: z.number() }),
  ),
  statements: z.array(
    z.object({ sql: z.string(), calls: z.number().int(), avgMs: z.number(), maxMs: z.number(), totalMs: z.number() }),
  ),
  timing: z.object({ since: z.string(), queries: z.number().int(), distinct: z.number().int() }),
});
export type DataSourceStatus = z.infer<typeof dataSourceStatus>;

export const getDataSourceStatus = defineEndpoint({
  method: 'GET',
  path: '/monitor/druid/status',
  access: 'monitor:druid:list',
  query: z.object({
    top: z.coerce.number().int().min(1, 'top must be at least 1').max(50, 'top must be at most 50').default(10),
  }),
  answer: dataAnswer(dataSourceStatus),
  summary: 'Database driver and pool, connections, size, largest tables and the slowest statements timed by the server',
});

const dailySeries = z.array(z.number().int());

/**
 * Home figures; each appears only when the caller may read its source: users with
 * system:user:list (counted in the caller's data scope), online sessions with monitor:online:list,
 * logins with monitor:logininfor:list, operations with monitor:operlog:list, failed jobs with
 * monitor:job:list. `days` names the seven days of every `daily` series, oldest first, today last.
 */
export const homeFigures = z.object({
  days: z.array(z.string()),
  users: z.object({ total: z.number().int(), normal: z.number().int(), disabled: z.number().int() }).optional(),
  online: z.object({ total: z.number().int() }).optional(),
  logins: z.object({ today: z.number().int(), failedToday: z.number().int(), daily: dailySeries }).optional(),
  operations: z.object({ today: z.number().int(), failedToday: z.number().int(), daily: dailySeries }).optional(),
  jobsFailed: z.object({ today: z.number().int(), daily: dailySeries }).optional(),
});
export type HomeFigures = z.infer<typeof homeFigures>;

export const getHomeFigures = defineEndpoint({
  method: 'GET',
  path: '/index/figures',
  access: 'login',
  answer: dataAnswer(homeFigures),
  summary: 'Figures of the home page, each only with the permission of its source',
});
