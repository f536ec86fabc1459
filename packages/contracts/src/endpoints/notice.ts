import { z } from 'zod';
import { BusinessType } from '../constants';
import { dataAnswer, defineEndpoint, idListParam, pageQuery, tableAnswer } from '../endpoint';

/** A notice in the management list (the content is read one notice at a time). */
export const noticeRow = z.object({
  noticeId: z.number(),
  noticeTitle: z.string(),
  /** '1' notice, '2' announcement (dict sys_notice_type). */
  noticeType: z.string(),
  /** '0' published, '1' closed (dict sys_notice_status). */
  status: z.string(),
  remark: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
  updateBy: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type NoticeRow = z.infer<typeof noticeRow>;

/** A notice with its content: HTML, sanitised by the server when it was saved. */
export const notice = noticeRow.extend({ noticeContent: z.string().nullable() });
export type Notice = z.infer<typeof notice>;

/** One of the latest published notices, with whether the caller has read it. */
export const latestNotice = z.object({
  noticeId: z.number(),
  noticeTitle: z.string(),
  noticeType: z.string(),
  createTime: z.string().nullable(),
  read: z.boolean(),
});
export type LatestNotice = z.infer<typeof latestNotice>;

export const noticeFilters = z.object({
  noticeTitle: z.string().max(50).optional(),
  noticeType: z.enum(['1', '2', '']).optional(),
  createBy: z.string().max(64).optional(),
});

/** Largest content accepted (characters of HTML); images are links, never inline data. */
export const NOTICE_CONTENT_MAX = 200_000;

export const noticeForm = z.object({
  // Plain text: shown in lists and tabs, so markup is refused rather than cleaned.
  noticeTitle: z
    .string()
    .trim()
    .min(1, 'noticeTitle is required')
    .max(50)
    .regex(/^[^<>]*$/, 'noticeTitle cannot contain < or >'),
  noticeType: z.enum(['1', '2']),
  noticeContent: z.string().max(NOTICE_CONTENT_MAX).nullish(),
  status: z.enum(['0', '1']).default('0'),
  remark: z.string().max(255).nullish(),
});
export type NoticeForm = z.infer<typeof noticeForm>;

const noticeId = z.coerce.number().int().positive();
const log = (businessType: (typeof BusinessType)[keyof typeof BusinessType]) => ({ title: '通知公告', businessType });

export const listNotices = defineEndpoint({
  method: 'GET',
  path: '/system/notice/list',
  access: 'system:notice:list',
  query: pageQuery.extend(noticeFilters.shape),
  answer: tableAnswer(noticeRow),
  summary: 'Notices, filtered and paged, newest first',
});

export const getNotice = defineEndpoint({
  method: 'GET',
  path: '/system/notice/:noticeId',
  access: 'system:notice:query',
  params: z.object({ noticeId }),
  answer: dataAnswer(notice),
  summary: 'One notice with its content',
});

export const addNotice = defineEndpoint({
  method: 'POST',
  path: '/system/notice',
  access: 'system:notice:add',
  bodyLimit: 'richText',
  body: noticeForm,
  answer: z.object({}),
  log: log(BusinessType.INSERT),
  summary: 'Adds a notice; the HTML content is sanitised through an allow-list',
});

export const editNotice = defineEndpoint({
  method: 'PUT',
  path: '/system/notice',
  access: 'system:notice:edit',
  bodyLimit: 'richText',
  body: noticeForm.extend({ noticeId }),
  answer: z.object({}),
  log: log(BusinessType.UPDATE),
  summary: 'Changes a notice; the HTML content is sanitised through an allow-list',
});

export const removeNotices = defineEndpoint({
  method: 'DELETE',
  path: '/system/notice/:noticeIds',
  access: 'system:notice:remove',
  params: z.object({ noticeIds: idListParam }),
  answer: z.object({}),
  log: log(BusinessType.DELETE),
  summary: 'Deletes notices and who read them',
});

export const latestNotices = defineEndpoint({
  method: 'GET',
  path: '/system/notice/latest',
  access: 'login',
  query: z.object({ limit: z.coerce.number().int().min(1).max(50).default(5) }),
  answer: z.object({ data: z.array(latestNotice), unreadCount: z.number().int() }),
  summary:
    "The latest published notices with the caller's read state, and how many published ones the caller has not read",
});

export const viewNotice = defineEndpoint({
  method: 'GET',
  path: '/system/notice/view/:noticeId',
  access: 'login',
  params: z.object({ noticeId }),
  answer: dataAnswer(notice.extend({ read: z.boolean() })),
  summary: 'One published notice with its content, for any logged-in user (closed ones are not found)',
});

export const markNoticesRead = defineEndpoint({
  method: 'PUT',
  path: '/system/notice/read/:noticeIds',
  access: 'login',
  params: z.object({ noticeIds: idListParam }),
  answer: z.object({}),
  summary: 'Marks these published notices read for the caller (unknown or closed ids are ignored)',
});

export const markAllNoticesRead = defineEndpoint({
  method: 'PUT',
  path: '/system/notice/readAll',
  access: 'login',
  answer: z.object({}),
  summary: 'Marks every published notice read for the caller',
});
