/** Business constants from docs/web-client.md section 9 shared by server and web. */
export const API_PREFIX = '/prod-api';
export const WEB_BASE = '/competition-bak/';
export const TOKEN_COOKIE = 'Admin-Token';
export const REQUEST_TIMEOUT_MS = 300_000;
export const CAPTCHA_TIMEOUT_MS = 20_000;
export const REPEAT_SUBMIT_WINDOW_MS = 1_000;
export const REPEAT_SUBMIT_SIZE_CAP = 5 * 1024 * 1024;
export const PAGE_SIZES = [10, 20, 30, 50] as const;
export const DEFAULT_PAGE_SIZE = 20;
export const MOBILE_BREAKPOINT_PX = 992;
export const UPLOAD_SIZE_LIMIT_MB = 5;
export const UPLOAD_COUNT_LIMIT = 5;

export const SYSTEM_NAME = {
  'zh-CN': '创新创业大赛管理系统',
  'en-US': 'innovation and entrepreneurship competition management system',
} as const;

/** Business types of the operation log; the ordinal is stored (dict sys_oper_type). */
export const BusinessType = {
  OTHER: 0,
  INSERT: 1,
  UPDATE: 2,
  DELETE: 3,
  GRANT: 4,
  EXPORT: 5,
  IMPORT: 6,
  FORCE: 7,
  GENCODE: 8,
  CLEAN: 9,
} as const;
export type BusinessTypeValue = (typeof BusinessType)[keyof typeof BusinessType];

export const ResultCode = {
  OK: 200,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  ERROR: 500,
  WARN: 601,
} as const;
export type ResultCodeValue = (typeof ResultCode)[keyof typeof ResultCode];
