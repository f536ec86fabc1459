import { z } from 'zod';
import { defineEndpoint, emptyAnswer } from '../endpoint';
import type { MessageKey } from '../messages';
import { routerItem } from '../schemas/router';

/** Username and mobile are trimmed before login (docs/web-client.md section 5). */
const trimmed = (max: number) => z.string().trim().max(max);

export const captchaAnswer = z.object({
  captchaEnabled: z.boolean(),
  /** 'math' or 'char': the web shows the matching hint. */
  captchaType: z.enum(['math', 'char']).optional(),
  uuid: z.string().optional(),
  /** Base64 of a PNG image, without a data: prefix (docs/adr/0014: the reference's client shows any raster under its prefix). */
  img: z.string().optional(),
});

export const getCaptchaImage = defineEndpoint({
  method: 'GET',
  path: '/captchaImage',
  access: 'public',
  /**
   * `force=1` issues a captcha with the switch off: the server asks for one when an account is
   * being guessed at from many addresses, or an address asks for many SMS codes or registrations.
   */
  query: z.object({ force: z.enum(['1']).optional() }),
  answer: captchaAnswer,
  summary: 'A captcha image; the answer lives 2 minutes and is usable once',
});

export const appInfo = z.object({
  systemName: z.object({ 'zh-CN': z.string(), 'en-US': z.string() }),
  captchaEnabled: z.boolean(),
  registerEnabled: z.boolean(),
  smsLoginEnabled: z.boolean(),
});

export const getAppInfo = defineEndpoint({
  method: 'GET',
  path: '/app/info',
  access: 'public',
  answer: z.object({ data: appInfo }),
  summary: 'What the login page needs before login',
});

export const loginBody = z.object({
  username: trimmed(30).min(1),
  password: z.string().min(1).max(100),
  code: z.string().trim().max(10).optional(),
  uuid: z.string().max(64).optional(),
});

export const postLogin = defineEndpoint({
  method: 'POST',
  path: '/login',
  access: 'public',
  body: loginBody,
  answer: z.object({ token: z.string() }),
  summary: 'Password login; answers the session token',
});

export const sessionRole = z.object({
  roleId: z.number(),
  roleName: z.string(),
  roleKey: z.string(),
  roleSort: z.number(),
  dataScope: z.string(),
  status: z.string(),
});

export const sessionDept = z.object({
  deptId: z.number(),
  parentId: z.number(),
  deptName: z.string(),
  ancestors: z.string(),
  leader: z.string().nullable(),
  status: z.string(),
});

/** The logged-in user as getInfo answers it: never a password or its hash. */
export const infoUser = z.object({
  userId: z.number(),
  deptId: z.number().nullable(),
  userName: z.string(),
  nickName: z.string(),
  userType: z.string(),
  email: z.string(),
  phonenumber: z.string(),
  sex: z.string(),
  avatar: z.string(),
  status: z.string(),
  loginIp: z.string(),
  loginDate: z.string().nullable(),
  createTime: z.string().nullable(),
  remark: z.string().nullable(),
  admin: z.boolean(),
  dept: sessionDept.nullable(),
  roles: z.array(sessionRole),
});
export type InfoUser = z.infer<typeof infoUser>;

export const getInfo = defineEndpoint({
  method: 'GET',
  path: '/getInfo',
  access: 'login',
  beforePasswordChange: true,
  answer: z.object({
    user: infoUser,
    roles: z.array(z.string()),
    permissions: z.array(z.string()),
    /** Changes whenever the user's roles, menus or scopes change (also sent as header x-perm-version). */
    permVersion: z.string(),
    /** The initial password must be changed before anything else. */
    pwdChangeRequired: z.boolean(),
  }),
  summary: 'The logged-in user, role keys and permissions',
});

export const getRouters = defineEndpoint({
  method: 'GET',
  path: '/getRouters',
  access: 'login',
  beforePasswordChange: true,
  answer: z.object({ data: z.array(routerItem) }),
  summary: "The caller's menu tree as routes, with each route's permissions for the client's filter",
});

export const postLogout = defineEndpoint({
  method: 'POST',
  path: '/logout',
  access: 'public',
  beforePasswordChange: true,
  answer: emptyAnswer,
  summary: 'Ends the session of the sent token; always succeeds',
});

export const registerBody = z
  .object({
    username: z
      .string()
      .trim()
      .regex(/^[A-Za-z][A-Za-z0-9_]{1,19}$/, 'validation.username' satisfies MessageKey),
    password: z
      .string()
      .regex(/^(?=.*[A-Za-z])(?=.*\d)[^<>"'|\\\s]{6,20}$/, 'validation.password' satisfies MessageKey),
    confirmPassword: z.string().max(20),
    mobile: z
      .string()
      .trim()
      .regex(/^1[3-9]\d{9}$/, 'validation.mobile' satisfies MessageKey),
    code: z.string().trim().max(10).optional(),
    uuid: z.string().max(64).optional(),
  })
  .refine((body) => body.password === body.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.passwordMismatch' satisfies MessageKey,
  });

export const postRegister = defineEndpoint({
  method: 'POST',
  path: '/register',
  access: 'public',
  body: registerBody,
  answer: emptyAnswer,
  summary: 'Registers an account that waits for registration review',
});
