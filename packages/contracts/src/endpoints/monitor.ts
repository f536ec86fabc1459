import { z } from 'zod';
import { BusinessType } from '../constants';
import { dataAnswer, dateRangeParams, defineEndpoint, idListParam, pageQuery, tableAnswer } from '../endpoint';

type Business = (typeof BusinessType)[keyof typeof BusinessType];

/** A live session as the online-users page shows it (loginTime and lastAccessTime in epoch ms). */
export const onlineSession = z.object({
  tokenId: z.string(),
  userName: z.string(),
  deptName: z.string(),
  ipaddr: z.string(),
  loginLocation: z.string(),
  browser: z.string(),
  os: z.string(),
  loginTime: z.number(),
  lastAccessTime: z.number(),
});
export type OnlineSession = z.infer<typeof onlineSession>;

export const listOnline = defineEndpoint({
  method: 'GET',
  path: '/monitor/online/list',
  access: 'monitor:online:list',
  query: z.object({ ipaddr: z.string().max(128).optional(), userName: z.string().max(30).optional() }),
  answer: tableAnswer(onlineSession),
  summary: 'Live sessions, most recently active first, read through the session index (no key scans)',
});

export const forceLogout = defineEndpoint({
  method: 'DELETE',
  path: '/monitor/online/:tokenIds',
  access: 'monitor:online:forceLogout',
  params: z.object({
    tokenIds: z.string().regex(/^[\w-]{10,64}(,[\w-]{10,64}){0,99}$/, 'tokenIds must be session ids'),
  }),
  answer: z.object({}),
  log: { title: '在线用户', businessType: BusinessType.FORCE as Business },
  summary: 'Ends the chosen sessions (comma-joined ids); other sessions of the same users stay',
});

export const loginLog = z.object({
  infoId: z.number(),
  userName: z.string(),
  ipaddr: z.string(),
  loginLocation: z.string(),
  browser: z.string(),
  os: z.string(),
  status: z.string(),
  msg: z.string(),
  loginTime: z.string().nullable(),
});
export type LoginLog = z.infer<typeof loginLog>;

export const loginLogFilters = z.object({
  ipaddr: z.string().max(128).optional(),
  userName: z.string().max(50).optional(),
  status: z.enum(['0', '1', '']).optional(),
  params: dateRangeParams,
});

const loginLogTitle = (businessType: Business) => ({ title: '登录日志', businessType });

export const listLoginLogs = defineEndpoint({
  method: 'GET',
  path: '/monitor/logininfor/list',
  access: 'monitor:logininfor:list',
  query: pageQuery.extend(loginLogFilters.shape),
  answer: tableAnswer(loginLog),
  summary: 'Login attempts, newest first',
});

export const exportLoginLogs = defineEndpoint({
  method: 'POST',
  path: '/monitor/logininfor/export',
  access: 'monitor:logininfor:export',
  body: loginLogFilters,
  answer: z.unknown(),
  raw: true,
  log: loginLogTitle(BusinessType.EXPORT),
  summary: 'The filtered login log as xlsx, streamed',
});

export const removeLoginLogs = defineEndpoint({
  method: 'DELETE',
  path: '/monitor/logininfor/:infoIds',
  access: 'monitor:logininfor:remove',
  params: z.object({ infoIds: idListParam }),
  answer: z.object({}),
  log: loginLogTitle(BusinessType.DELETE),
  summary: 'Deletes login-log rows',
});

export const cleanLoginLogs = defineEndpoint({
  method: 'DELETE',
  path: '/monitor/logininfor/clean',
  access: 'monitor:logininfor:remove',
  answer: z.object({}),
  log: loginLogTitle(BusinessType.CLEAN),
  summary: 'Empties the login log',
});

export const unlockAccount = defineEndpoint({
  method: 'GET',
  path: '/monitor/logininfor/unlock/:userName',
  access: 'monitor:logininfor:unlock',
  params: z.object({ userName: z.string().min(1).max(30) }),
  answer: z.object({}),
  log: { title: '账户解锁', businessType: BusinessType.OTHER as Business },
  summary: 'Releases a password lockout',
});

export const operLog = z.object({
  operId: z.number(),
  title: z.string(),
  businessType: z.number(),
  method: z.string(),
  requestMethod: z.string(),
  operatorType: z.number(),
  operName: z.string(),
  deptName: z.string(),
  operUrl: z.string(),
  operIp: z.string(),
  operLocation: z.string(),
  operParam: z.string(),
  jsonResult: z.string(),
  status: z.number(),
  errorMsg: z.string(),
  operTime: z.string().nullable(),
  costTime: z.number(),
});
export type OperLog = z.infer<typeof operLog>;

export const operLogFilters = z.object({
  operIp: z.string().max(128).optional(),
  title: z.string().max(50).optional(),
  operName: z.string().max(50).optional(),
  businessType: z.coerce.number().int().min(0).max(9).optional().or(z.literal('')),
  status: z.coerce.number().int().min(0).max(1).optional().or(z.literal('')),
  params: dateRangeParams,
});

const operLogTitle = (businessType: Business) => ({ title: '操作日志', businessType });

export const listOperLogs = defineEndpoint({
  method: 'GET',
  path: '/monitor/operlog/list',
  access: 'monitor:operlog:list',
  query: pageQuery.extend(operLogFilters.shape),
  answer: tableAnswer(operLog),
  summary: 'Operations, newest first',
});

export const getOperLog = defineEndpoint({
  method: 'GET',
  path: '/monitor/operlog/:operId',
  access: 'monitor:operlog:query',
  params: z.object({ operId: z.coerce.number().int().positive() }),
  answer: dataAnswer(operLog),
  summary: 'One operation with its (masked) parameters and result',
});

export const exportOperLogs = defineEndpoint({
  method: 'POST',
  path: '/monitor/operlog/export',
  access: 'monitor:operlog:export',
  body: operLogFilters,
  answer: z.unknown(),
  raw: true,
  log: operLogTitle(BusinessType.EXPORT),
  summary: 'The filtered operation log as xlsx, streamed',
});

export const removeOperLogs = defineEndpoint({
  method: 'DELETE',
  path: '/monitor/operlog/:operIds',
  access: 'monitor:operlog:remove',
  params: z.object({ operIds: idListParam }),
  answer: z.object({}),
  log: operLogTitle(BusinessType.DELETE),
  summary: 'Deletes operation-log rows',
});

export const cleanOperLogs = defineEndpoint({
  method: 'DELETE',
  path: '/monitor/operlog/clean',
  access: 'monitor:operlog:remove',
  answer: z.object({}),
  log: operLogTitle(BusinessType.CLEAN),
  summary: 'Empties the operation log',
});
