import type { LatestNotice, Notice } from '@cbo/contracts';
import type { DataEnvelope } from '../../core/http/http-client';
import { http } from '../../core/http/http-client';

/** How many of the latest notices the bell lists. */
export const BELL_LIMIT = 10;
/**
 * The query of the bell's list and count, refreshed after reading. It sits under the notice
 * page's CRUD key (`resourceKey` of 'system/notice'), so adding, editing or deleting a notice
 * there refreshes the bell too.
 */
export const LATEST_NOTICES_KEY = ['crud', 'system/notice', 'latest'] as const;

export interface LatestAnswer {
  data: LatestNotice[];
  unreadCount: number;
}

export const fetchLatestNotices = () =>
  http.get<LatestAnswer & { code: number }>('/system/notice/latest', { params: { limit: BELL_LIMIT } });

export const fetchReadableNotice = (noticeId: number) =>
  http.get<DataEnvelope<Notice & { read: boolean }>>(`/system/notice/view/${noticeId}`).then((answer) => answer.data);

export const markNoticeRead = (noticeId: number) => http.put(`/system/notice/read/${noticeId}`);

export const markAllNoticesRead = () => http.put('/system/notice/readAll');
