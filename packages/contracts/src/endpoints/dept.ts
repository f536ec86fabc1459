import { z } from 'zod';
import { BusinessType } from '../constants';
import { dataAnswer, defineEndpoint } from '../endpoint';

export const dept = z.object({
  deptId: z.number(),
  parentId: z.number(),
  ancestors: z.string(),
  deptName: z.string(),
  orderNum: z.number(),
  leader: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** Region the department works for (competition scope 2 sees it and below). */
  regionCode: z.string().nullable().optional(),
  status: z.string(),
  delFlag: z.string(),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
  updateBy: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type Dept = z.infer<typeof dept>;

/** The reference's TreeSelect: `disabled` marks a disabled department. */
export interface TreeSelectNode {
  id: number;
  label: string;
  disabled: boolean;
  children?: TreeSelectNode[];
}
export const treeSelectNode: z.ZodType<TreeSelectNode> = z.lazy(() =>
  z.object({
    id: z.number(),
    label: z.string(),
    disabled: z.boolean(),
    children: z.array(treeSelectNode).optional(),
  }),
);

export const deptFilters = z.object({
  deptId: z.coerce.number().int().positive().optional().or(z.literal('')),
  parentId: z.coerce.number().int().min(0).optional().or(z.literal('')),
  deptName: z.string().max(30).optional(),
  status: z.enum(['0', '1', '']).optional(),
});

const blankToNull = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

export const deptForm = z.object({
  parentId: z.coerce.number().int().positive('parentId is required'),
  deptName: z.string().trim().min(1, 'deptName is required').max(30),
  orderNum: z.coerce.number().int().min(0).max(9999),
  leader: blankToNull(20),
  phone: blankToNull(11).refine((value) => value === null || /^\d{7,11}$/.test(value), 'phone must be 7 to 11 digits'),
  email: blankToNull(50).refine((value) => value === null || z.email().safeParse(value).success, 'email is not valid'),
  status: z.enum(['0', '1']).default('0'),
  /** Left out, the region stays; empty or null unbinds it. */
  regionCode: z
    .union([z.literal(''), z.null(), z.string().regex(/^\d{6}$/, 'regionCode must be six digits (GB/T 2260)')])
    .optional()
    .transform((value) => (value === '' ? null : value)),
});
export type DeptForm = z.infer<typeof deptForm>;

/** What edit accepts: the root department keeps its parent 0 (no other department may take it). */
export const deptEditForm = deptForm.extend({ parentId: z.coerce.number().int().min(0) });
export type DeptEditForm = z.infer<typeof deptEditForm>;

const log = (businessType: (typeof BusinessType)[keyof typeof BusinessType]) => ({ title: '部门管理', businessType });
const deptIdParams = z.object({ deptId: z.coerce.number().int().positive() });

export const listDepts = defineEndpoint({
  method: 'GET',
  path: '/system/dept/list',
  access: 'system:dept:list',
  scope: 'system',
  query: deptFilters,
  answer: dataAnswer(z.array(dept)),
  summary: 'Departments in the caller’s data scope, flat (the client builds the tree)',
});

export const listDeptsExcluding = defineEndpoint({
  method: 'GET',
  path: '/system/dept/list/exclude/:deptId',
  access: 'system:dept:list',
  scope: 'system',
  params: deptIdParams,
  answer: dataAnswer(z.array(dept)),
  summary: 'Departments a department may move under: all but itself and its descendants',
});

export const getDept = defineEndpoint({
  method: 'GET',
  path: '/system/dept/:deptId',
  access: 'system:dept:query',
  scope: 'system',
  params: deptIdParams,
  answer: dataAnswer(dept),
  summary: 'One department',
});

export const addDept = defineEndpoint({
  method: 'POST',
  path: '/system/dept',
  access: 'system:dept:add',
  scope: 'system',
  body: deptForm,
  answer: z.object({}),
  log: log(BusinessType.INSERT),
  summary: 'Adds a department under an enabled parent; names are unique under a parent',
});

export const editDept = defineEndpoint({
  method: 'PUT',
  path: '/system/dept',
  access: 'system:dept:edit',
  scope: 'system',
  body: deptEditForm.extend({ deptId: z.coerce.number().int().positive() }),
  answer: z.object({}),
  log: log(BusinessType.UPDATE),
  summary: 'Changes a department; a move rewrites the ancestors of its subtree',
});

export const removeDept = defineEndpoint({
  method: 'DELETE',
  path: '/system/dept/:deptId',
  access: 'system:dept:remove',
  scope: 'system',
  params: deptIdParams,
  answer: z.object({}),
  log: log(BusinessType.DELETE),
  summary: 'Deletes (logically) a department without children or users',
});

export const userDeptTree = defineEndpoint({
  method: 'GET',
  path: '/system/user/deptTree',
  access: 'system:user:list',
  scope: 'system',
  query: deptFilters,
  answer: dataAnswer(z.array(treeSelectNode)),
  summary: 'The department tree beside the user list, within the caller’s data scope',
});
