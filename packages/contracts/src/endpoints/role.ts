import { z } from 'zod';
import { BusinessType } from '../constants';
import { dataAnswer, dateRangeParams, defineEndpoint, idListParam, pageQuery, tableAnswer } from '../endpoint';
import { treeSelectNode } from './dept';
import { userRow } from './user';

/**
 * Competition scope of a role (docs/competition-scope.md): which applications, projects and
 * scores of the competition modules its holders see. 1 all, 2 the region subtree of the holder's
 * department, 3 the holder's organisation, 4 only their own. A holder of several roles gets the
 * widest (the smallest value).
 */
export const COMP_SCOPES = ['1', '2', '3', '4'] as const;
export const compScope = z.enum(COMP_SCOPES);
export type CompScope = z.infer<typeof compScope>;
/** The data scopes of the reference (docs/wire-contract.md 3.2): 1 all, 2 custom, 3 own dept, 4 dept and below, 5 self. */
export const DATA_SCOPES = ['1', '2', '3', '4', '5'] as const;

export const role = z.object({
  roleId: z.number(),
  roleName: z.string(),
  roleKey: z.string(),
  roleSort: z.number(),
  dataScope: z.string(),
  menuCheckStrictly: z.boolean(),
  deptCheckStrictly: z.boolean(),
  compScope: z.string(),
  status: z.string(),
  createTime: z.string().nullable(),
  remark: z.string().nullable(),
  admin: z.boolean(),
});

export const roleFilters = z.object({
  roleName: z.string().max(30).optional(),
  roleKey: z.string().max(100).optional(),
  status: z.enum(['0', '1', '']).optional(),
  params: dateRangeParams,
});

const ids = z.array(z.coerce.number().int().positive()).max(5000).default([]);

export const roleForm = z.object({
  roleName: z.string().trim().min(1, 'roleName is required').max(30),
  roleKey: z
    .string()
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_:-]{0,99}$/, 'roleKey must start with a letter: letters, digits, _ : -'),
  roleSort: z.coerce.number().int().min(0).max(9999),
  status: z.enum(['0', '1']).default('0'),
  menuIds: ids,
  menuCheckStrictly: z.boolean().default(true),
  deptCheckStrictly: z.boolean().default(true),
  /** Left out, a new role gets 4 (own) and an edited one keeps its scope. */
  compScope: compScope.optional(),
  remark: z.string().max(500).nullish(),
});
export type RoleForm = z.infer<typeof roleForm>;
export type Role = z.infer<typeof role>;

const roleId = z.coerce.number().int().positive();
const log = (businessType: (typeof BusinessType)[keyof typeof BusinessType]) => ({ title: '角色管理', businessType });

export const listRoles = defineEndpoint({
  method: 'GET',
  path: '/system/role/list',
  access: 'system:role:list',
  scope: 'system',
  query: pageQuery.extend(roleFilters.shape),
  answer: tableAnswer(role),
  summary: 'Roles the caller may see, by sort order',
});

export const getRole = defineEndpoint({
  method: 'GET',
  path: '/system/role/:roleId',
  access: 'system:role:query',
  scope: 'system',
  params: z.object({ roleId }),
  answer: dataAnswer(role),
  summary: 'One role',
});

export const roleOptions = defineEndpoint({
  method: 'GET',
  path: '/system/role/optionselect',
  access: 'system:role:query',
  scope: 'system',
  answer: dataAnswer(z.array(role)),
  summary: 'Every role the caller may see, for selects',
});

export const addRole = defineEndpoint({
  method: 'POST',
  path: '/system/role',
  access: 'system:role:add',
  scope: 'system',
  body: roleForm,
  answer: z.object({}),
  log: log(BusinessType.INSERT),
  summary: 'Adds a role with its menus; name and key are unique',
});

export const editRole = defineEndpoint({
  method: 'PUT',
  path: '/system/role',
  access: 'system:role:edit',
  scope: 'system',
  body: roleForm.extend({ roleId }),
  answer: z.object({}),
  log: log(BusinessType.UPDATE),
  summary: 'Changes a role and its menus; every holder’s session sees it on its next call',
});

export const setRoleDataScope = defineEndpoint({
  method: 'PUT',
  path: '/system/role/dataScope',
  access: 'system:role:edit',
  scope: 'system',
  body: z.object({
    roleId,
    dataScope: z.enum(DATA_SCOPES),
    deptIds: ids,
    deptCheckStrictly: z.boolean().default(true),
    /** Left out, the competition scope stays as it is. */
    compScope: compScope.optional(),
  }),
  answer: z.object({}),
  log: log(BusinessType.UPDATE),
  summary: 'Sets a role’s data scope (custom departments for scope 2) and its competition scope',
});

export const changeRoleStatus = defineEndpoint({
  method: 'PUT',
  path: '/system/role/changeStatus',
  access: 'system:role:edit',
  scope: 'system',
  body: z.object({ roleId, status: z.enum(['0', '1']) }),
  answer: z.object({}),
  log: log(BusinessType.UPDATE),
  summary: 'Enables or disables a role',
});

export const exportRoles = defineEndpoint({
  method: 'POST',
  path: '/system/role/export',
  access: 'system:role:export',
  scope: 'system',
  body: roleFilters,
  answer: z.unknown(),
  raw: true,
  log: log(BusinessType.EXPORT),
  summary: 'The filtered roles in the caller’s scope as an xlsx file (角色数据), streamed',
});

export const removeRoles = defineEndpoint({
  method: 'DELETE',
  path: '/system/role/:roleIds',
  access: 'system:role:remove',
  scope: 'system',
  params: z.object({ roleIds: idListParam }),
  answer: z.object({}),
  log: log(BusinessType.DELETE),
  summary: 'Deletes (logically) roles no user holds, all or none',
});

const holderQuery = pageQuery.extend({
  roleId,
  userName: z.string().max(30).optional(),
  phonenumber: z.string().max(11).optional(),
});

export const allocatedUsers = defineEndpoint({
  method: 'GET',
  path: '/system/role/authUser/allocatedList',
  access: 'system:role:list',
  scope: 'system',
  query: holderQuery,
  answer: tableAnswer(userRow),
  summary: 'Users in the caller’s scope holding the role',
});

export const unallocatedUsers = defineEndpoint({
  method: 'GET',
  path: '/system/role/authUser/unallocatedList',
  access: 'system:role:list',
  scope: 'system',
  query: holderQuery,
  answer: tableAnswer(userRow),
  summary: 'Users in the caller’s scope not holding the role',
});

export const cancelRoleUser = defineEndpoint({
  method: 'PUT',
  path: '/system/role/authUser/cancel',
  access: 'system:role:edit',
  scope: 'system',
  body: z.object({ roleId, userId: z.coerce.number().int().positive() }),
  answer: z.object({}),
  log: log(BusinessType.GRANT),
  summary: 'Takes the role from one user',
});

const userIdsQuery = z.object({ roleId, userIds: idListParam });

export const cancelRoleUsers = defineEndpoint({
  method: 'PUT',
  path: '/system/role/authUser/cancelAll',
  access: 'system:role:edit',
  scope: 'system',
  query: userIdsQuery,
  answer: z.object({}),
  log: log(BusinessType.GRANT),
  summary: 'Takes the role from several users',
});

export const grantRoleUsers = defineEndpoint({
  method: 'PUT',
  path: '/system/role/authUser/selectAll',
  access: 'system:role:edit',
  scope: 'system',
  query: userIdsQuery,
  answer: z.object({}),
  log: log(BusinessType.GRANT),
  summary: 'Gives the role to several users',
});

export const roleDeptTree = defineEndpoint({
  method: 'GET',
  path: '/system/role/deptTree/:roleId',
  access: 'system:role:query',
  scope: 'system',
  params: z.object({ roleId }),
  answer: z.object({ checkedKeys: z.array(z.number()), depts: z.array(treeSelectNode) }),
  summary: 'The department tree with the role’s custom-scope departments checked',
});
