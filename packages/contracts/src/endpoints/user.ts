import { z } from 'zod';
import { BusinessType } from '../constants';
import { dateRangeParams, defineEndpoint, idListParam, pageQuery, tableAnswer } from '../endpoint';
import type { MessageKey } from '../messages';
import { post } from './post';

export const userNameRule = z
  .string()
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9_]{1,19}$/, 'validation.username' satisfies MessageKey);
export const passwordRule = z
  .string()
  .regex(/^(?=.*[A-Za-z])(?=.*\d)[^<>"'|\\\s]{6,20}$/, 'validation.password' satisfies MessageKey);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value ?? '');

/** A user as lists show it: never a password or its hash. */
export const userRow = z.object({
  userId: z.number(),
  deptId: z.number().nullable(),
  userName: z.string(),
  nickName: z.string(),
  email: z.string(),
  phonenumber: z.string(),
  sex: z.string(),
  avatar: z.string(),
  status: z.string(),
  loginIp: z.string(),
  loginDate: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
  remark: z.string().nullable(),
  admin: z.boolean(),
  /** Organisation the user belongs to (competition scope 3). */
  orgId: z.number().nullable().optional(),
  dept: z.object({ deptId: z.number(), deptName: z.string(), leader: z.string().nullable() }).nullable(),
});
export type UserRow = z.infer<typeof userRow>;

export const userFilters = z.object({
  userId: z.coerce.number().int().positive().optional().or(z.literal('')),
  userName: z.string().max(30).optional(),
  phonenumber: z.string().max(11).optional(),
  status: z.enum(['0', '1', '']).optional(),
  deptId: z.coerce.number().int().positive().optional().or(z.literal('')),
  params: dateRangeParams,
});

const roleOption = z.object({
  roleId: z.number(),
  roleName: z.string(),
  roleKey: z.string(),
  roleSort: z.number(),
  status: z.string(),
  flag: z.boolean().optional(),
});

const idList = z.array(z.coerce.number().int().positive()).max(100).default([]);

export const userForm = z.object({
  nickName: z.string().trim().min(1, 'nickName is required').max(30),
  deptId: z.coerce.number().int().positive().nullish(),
  phonenumber: optionalText(11).refine((v) => v === '' || /^1[3-9]\d{9}$/.test(v), {
    message: 'validation.mobile' satisfies MessageKey,
  }),
  email: optionalText(50).refine((v) => v === '' || z.email().safeParse(v).success, 'email is not valid'),
  sex: z.enum(['0', '1', '2']).default('0'),
  status: z.enum(['0', '1']).default('0'),
  remark: z.string().max(500).nullish(),
  postIds: idList,
  roleIds: idList,
  /** Left out, the organisation stays; empty or null clears it. */
  orgId: z
    .union([z.literal(''), z.null(), z.coerce.number().int().positive()])
    .optional()
    .transform((value) => (value === '' ? null : value)),
});

export const addUserBody = userForm.extend({ userName: userNameRule, password: passwordRule });
export const editUserBody = userForm.extend({ userId: z.coerce.number().int().positive() });

const log = (businessType: (typeof BusinessType)[keyof typeof BusinessType]) => ({ title: '用户管理', businessType });
const userIdParams = z.object({ userId: z.coerce.number().int().positive() });

export const listUsers = defineEndpoint({
  method: 'GET',
  path: '/system/user/list',
  access: 'system:user:list',
  scope: 'system',
  query: pageQuery.extend(userFilters.shape),
  answer: tableAnswer(userRow),
  summary: 'Users in the caller’s data scope; deptId matches its whole subtree',
});

const userDetail = z.object({
  data: userRow.optional(),
  postIds: z.array(z.number()).optional(),
  roleIds: z.array(z.number()).optional(),
  roles: z.array(roleOption),
  posts: z.array(post),
});

export const getUserForm = defineEndpoint({
  method: 'GET',
  path: '/system/user/',
  access: 'system:user:query',
  scope: 'system',
  answer: userDetail,
  summary: 'What the add form needs: every assignable role and post',
});

export const getUser = defineEndpoint({
  method: 'GET',
  path: '/system/user/:userId',
  access: 'system:user:query',
  scope: 'system',
  params: userIdParams,
  answer: userDetail,
  summary: 'One user with the ids of its posts and roles, and every assignable role and post',
});

export const addUser = defineEndpoint({
  method: 'POST',
  path: '/system/user',
  access: 'system:user:add',
  scope: 'system',
  body: addUserBody,
  answer: z.object({}),
  log: log(BusinessType.INSERT),
  summary: 'Adds a user (who must change the initial password)',
});

export const editUser = defineEndpoint({
  method: 'PUT',
  path: '/system/user',
  access: 'system:user:edit',
  scope: 'system',
  body: editUserBody,
  answer: z.object({}),
  log: log(BusinessType.UPDATE),
  summary: 'Changes a user and rewrites its posts and roles',
});

export const removeUsers = defineEndpoint({
  method: 'DELETE',
  path: '/system/user/:userIds',
  access: 'system:user:remove',
  scope: 'system',
  params: z.object({ userIds: idListParam }),
  answer: z.object({}),
  log: log(BusinessType.DELETE),
  summary: 'Deletes users logically (never oneself or the super administrator); their sessions end',
});

export const resetUserPassword = defineEndpoint({
  method: 'PUT',
  path: '/system/user/resetPwd',
  access: 'system:user:resetPwd',
  scope: 'system',
  body: z.object({ userId: z.coerce.number().int().positive(), password: passwordRule }),
  answer: z.object({}),
  log: log(BusinessType.UPDATE),
  summary: 'Sets a new password the user must change; their sessions end',
});

export const changeUserStatus = defineEndpoint({
  method: 'PUT',
  path: '/system/user/changeStatus',
  access: 'system:user:edit',
  scope: 'system',
  body: z.object({ userId: z.coerce.number().int().positive(), status: z.enum(['0', '1']) }),
  answer: z.object({}),
  log: log(BusinessType.UPDATE),
  summary: 'Enables or disables a user; disabling ends their sessions',
});

export const getUserRoles = defineEndpoint({
  method: 'GET',
  path: '/system/user/authRole/:userId',
  access: 'system:user:query',
  scope: 'system',
  params: userIdParams,
  answer: z.object({ user: userRow, roles: z.array(roleOption) }),
  summary: 'A user and every assignable role, flagged when held',
});

export const setUserRoles = defineEndpoint({
  method: 'PUT',
  path: '/system/user/authRole',
  access: 'system:user:edit',
  scope: 'system',
  query: z.object({
    userId: z.coerce.number().int().positive(),
    roleIds: z
      .string()
      .regex(/^(\d+(,\d+)*)?$/, 'roleIds must be comma-separated ids')
      .max(2000)
      .default(''),
  }),
  answer: z.object({}),
  log: log(BusinessType.GRANT),
  summary: 'Replaces the roles of a user',
});

export const exportUsers = defineEndpoint({
  method: 'POST',
  path: '/system/user/export',
  access: 'system:user:export',
  scope: 'system',
  body: userFilters,
  answer: z.unknown(),
  raw: true,
  log: log(BusinessType.EXPORT),
  summary: 'The filtered users (in scope) as an xlsx file, streamed',
});

export const userImportTemplate = defineEndpoint({
  method: 'POST',
  path: '/system/user/importTemplate',
  access: 'system:user:import',
  answer: z.unknown(),
  raw: true,
  summary: 'The user import template (xlsx)',
});

const queryFlag = z.enum(['true', 'false', '1', '0', '']).default('false');

/**
 * `updateSupport` travels in the query string, as the reference's upload dialog sends it. New
 * accounts get one-time passwords, handed out once as a sheet (`passwordSheet` names it for
 * importPasswordSheet); with `smsLogin` they get none and sign in by SMS code (mobile required).
 */
export const importUsers = defineEndpoint({
  method: 'POST',
  path: '/system/user/importData',
  bodyLimit: 'upload',
  access: 'system:user:import',
  scope: 'system',
  query: z.object({ updateSupport: queryFlag, smsLogin: queryFlag }),
  answer: z.object({ passwordSheet: z.string().optional() }),
  log: log(BusinessType.IMPORT),
  summary: 'Imports users from multipart `file` (.xlsx), all or nothing; msg holds the row report',
});

/** The one-time passwords of an import: an xlsx, once, to the user who imported, for ten minutes. */
export const importPasswordSheet = defineEndpoint({
  method: 'POST',
  path: '/system/user/importData/passwords/:sheetId',
  access: 'system:user:import',
  params: z.object({ sheetId: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'sheetId is not a sheet') }),
  answer: z.unknown(),
  raw: true,
  summary: "The imported accounts' one-time passwords as an xlsx; answered once, then gone",
});
