import { z } from 'zod';
import { BusinessType } from '../constants';
import { dataAnswer, dateRangeParams, defineEndpoint, idListParam, pageQuery, tableAnswer } from '../endpoint';

/** A post (job title) as lists and forms see it. */
export const post = z.object({
  postId: z.number(),
  postCode: z.string(),
  postName: z.string(),
  postSort: z.number(),
  status: z.string(),
  remark: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
  updateBy: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type Post = z.infer<typeof post>;

export const postFilters = z.object({
  postCode: z.string().max(64).optional(),
  postName: z.string().max(50).optional(),
  status: z.enum(['0', '1', '']).optional(),
  params: dateRangeParams,
});

export const postListQuery = pageQuery.extend(postFilters.shape);

/** What add and edit accept (edit also needs postId). */
export const postForm = z.object({
  postCode: z.string().trim().min(1, 'postCode is required').max(64),
  postName: z.string().trim().min(1, 'postName is required').max(50),
  postSort: z.coerce.number().int().min(0).max(9999),
  status: z.enum(['0', '1']).default('0'),
  remark: z.string().max(500).nullish(),
});
export type PostForm = z.infer<typeof postForm>;

const log = (businessType: (typeof BusinessType)[keyof typeof BusinessType]) => ({ title: '岗位管理', businessType });

// Posts name no `scope`: a post has no department and no owner, so the system data scope has
// nothing to filter on (the reference never scopes posts either). Every holder of a post permission
// sees every post; data-scope-routes.test.ts keeps this a deliberate choice.

export const listPosts = defineEndpoint({
  method: 'GET',
  path: '/system/post/list',
  access: 'system:post:list',
  query: postListQuery,
  answer: tableAnswer(post),
  summary: 'Posts, filtered and paged',
});

export const getPost = defineEndpoint({
  method: 'GET',
  path: '/system/post/:postId',
  access: 'system:post:query',
  params: z.object({ postId: z.coerce.number().int().positive() }),
  answer: dataAnswer(post),
  summary: 'One post',
});

export const addPost = defineEndpoint({
  method: 'POST',
  path: '/system/post',
  access: 'system:post:add',
  body: postForm,
  answer: z.object({}),
  log: log(BusinessType.INSERT),
  summary: 'Adds a post; name and code are unique',
});

export const editPost = defineEndpoint({
  method: 'PUT',
  path: '/system/post',
  access: 'system:post:edit',
  body: postForm.extend({ postId: z.coerce.number().int().positive() }),
  answer: z.object({}),
  log: log(BusinessType.UPDATE),
  summary: 'Changes a post; name and code stay unique',
});

export const removePosts = defineEndpoint({
  method: 'DELETE',
  path: '/system/post/:postIds',
  access: 'system:post:remove',
  params: z.object({ postIds: idListParam }),
  answer: z.object({}),
  log: log(BusinessType.DELETE),
  summary: 'Deletes posts no user holds (all or none)',
});

export const postOptions = defineEndpoint({
  method: 'GET',
  path: '/system/post/optionselect',
  access: 'login',
  answer: dataAnswer(z.array(post)),
  summary: 'Every post, for selects',
});

export const exportPosts = defineEndpoint({
  method: 'POST',
  path: '/system/post/export',
  access: 'system:post:export',
  body: postFilters,
  answer: z.unknown(),
  raw: true,
  log: log(BusinessType.EXPORT),
  summary: 'The filtered posts as an xlsx file, streamed',
});

export const postImportTemplate = defineEndpoint({
  method: 'POST',
  path: '/system/post/importTemplate',
  access: 'system:post:import',
  answer: z.unknown(),
  raw: true,
  summary: 'The import template (xlsx)',
});

export const importPosts = defineEndpoint({
  method: 'POST',
  path: '/system/post/importData',
  bodyLimit: 'upload',
  access: 'system:post:import',
  query: z.object({ updateSupport: z.enum(['true', 'false', '1', '0', '']).default('false') }),
  answer: z.object({}),
  log: log(BusinessType.IMPORT),
  summary: 'Imports posts from multipart `file` (.xlsx), all or nothing; msg holds the row report',
});
