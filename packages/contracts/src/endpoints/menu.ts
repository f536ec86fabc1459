import { z } from 'zod';
import { BusinessType } from '../constants';
import { dataAnswer, defineEndpoint } from '../endpoint';
import { treeSelectNode } from './dept';

export const menu = z.object({
  menuId: z.number(),
  menuName: z.string(),
  /** en-US title; '' shows the Chinese one in English too. */
  menuNameEn: z.string().optional(),
  parentId: z.number(),
  orderNum: z.number(),
  path: z.string(),
  component: z.string().nullable(),
  query: z.string().nullable(),
  routeName: z.string(),
  /** '0' external link, '1' internal route (strings, as the reference sends them). */
  isFrame: z.string(),
  /** '0' cached in tabs, '1' not cached. */
  isCache: z.string(),
  menuType: z.string(),
  visible: z.string(),
  status: z.string(),
  perms: z.string().nullable(),
  icon: z.string(),
  createTime: z.string().nullable(),
  remark: z.string().nullable(),
  /** A built-in menu of the catalogue: its perms, path and component are fixed (ADR 0003). */
  catalogue: z.boolean(),
});

export type Menu = z.infer<typeof menu>;

export const menuFilters = z.object({
  menuName: z.string().max(50).optional(),
  visible: z.enum(['0', '1', '']).optional(),
  status: z.enum(['0', '1', '']).optional(),
});

const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v ?? '');

export const menuForm = z.object({
  parentId: z.coerce.number().int().min(0),
  menuName: z.string().trim().min(1, 'menuName is required').max(50),
  menuNameEn: optional(100),
  orderNum: z.coerce.number().int().min(0).max(9999),
  menuType: z.enum(['M', 'C', 'F']),
  path: optional(200),
  component: optional(255),
  query: optional(255),
  routeName: optional(50),
  isFrame: z.enum(['0', '1']).default('1'),
  isCache: z.enum(['0', '1']).default('0'),
  visible: z.enum(['0', '1']).default('0'),
  status: z.enum(['0', '1']).default('0'),
  perms: z
    .string()
    .trim()
    .max(100)
    .regex(/^([\w-]+(:[\w*-]+){2,}(,[\w-]+(:[\w*-]+){2,})*)?$/, 'perms must be module:entity:action strings')
    .nullish()
    .transform((v) => v ?? ''),
  icon: optional(100).transform((v) => v || '#'),
  remark: optional(500),
});

const menuId = z.coerce.number().int().positive();
const log = (businessType: (typeof BusinessType)[keyof typeof BusinessType]) => ({ title: '菜单管理', businessType });

export const listMenus = defineEndpoint({
  method: 'GET',
  path: '/system/menu/list',
  access: 'system:menu:list',
  query: menuFilters,
  answer: dataAnswer(z.array(menu)),
  summary: 'Menus, flat, by parent and order: all for the admin role, else the caller’s own',
});

export const getMenu = defineEndpoint({
  method: 'GET',
  path: '/system/menu/:menuId',
  access: 'system:menu:query',
  params: z.object({ menuId }),
  answer: dataAnswer(menu),
  summary: 'One menu',
});

export const menuTreeselect = defineEndpoint({
  method: 'GET',
  path: '/system/menu/treeselect',
  access: 'login',
  answer: dataAnswer(z.array(treeSelectNode)),
  summary: 'The caller’s menus as a tree',
});

export const roleMenuTreeselect = defineEndpoint({
  method: 'GET',
  path: '/system/menu/roleMenuTreeselect/:roleId',
  access: 'login',
  scope: 'system',
  params: z.object({ roleId: z.coerce.number().int().positive() }),
  answer: z.object({ checkedKeys: z.array(z.number()), menus: z.array(treeSelectNode) }),
  summary: 'The caller’s menus as a tree with the role’s menus checked',
});

export const addMenu = defineEndpoint({
  method: 'POST',
  path: '/system/menu',
  access: 'system:menu:add',
  body: menuForm,
  answer: z.object({}),
  log: log(BusinessType.INSERT),
  summary: 'Adds a menu; names are unique under a parent; external links start with http(s)://',
});

export const editMenu = defineEndpoint({
  method: 'PUT',
  path: '/system/menu',
  access: 'system:menu:edit',
  body: menuForm.extend({ menuId }),
  answer: z.object({}),
  log: log(BusinessType.UPDATE),
  summary: 'Changes a menu (never under itself or its descendants)',
});

export const removeMenu = defineEndpoint({
  method: 'DELETE',
  path: '/system/menu/:menuId',
  access: 'system:menu:remove',
  params: z.object({ menuId }),
  answer: z.object({}),
  log: log(BusinessType.DELETE),
  summary: 'Deletes a menu without children that no role holds',
});
