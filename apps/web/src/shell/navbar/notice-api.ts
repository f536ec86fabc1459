import type {
  LatestNotice,
  latestNotices,
  markAllNoticesRead as markAllEndpoint,
  markNoticesRead,
  viewNotice,
} from '@cbo/contracts';
import { api, route } from '../../core/http/api';
import { queryKeyOf } from '../../core/http/query-keys';

// Type-only routes: the shell loads with every page, so no schema is bundled with it.
const latestRoute = route<typeof latestNotices>('GET', '/system/notice/latest');
const viewRoute = route<typeof viewNotice>('GET', '/system/notice/view/:noticeId');
const readRoute = route<typeof markNoticesRead>('PUT', '/system/notice/read/:noticeIds');
const readAllRoute = route<typeof markAllEndpoint>('PUT', '/system/notice/readAll');

/** How many of the latest notices the bell lists. */
export const BELL_LIMIT = 10;
/**
 * The query of the bell's list and count. It sits under the notice resource (`/system/notice`),
 * so adding, editing or deleting a notice on the notice page, or reading one, refreshes the bell.
 */
export const LATEST_NOTICES_KEY = queryKeyOf(latestRoute, { query: { limit: BELL_LIMIT } });

/** The query of one notice opened from the bell. */
export const readableNoticeKey = (noticeId: number) => queryKeyOf(viewRoute, { params: { noticeId } });

export interface LatestAnswer {
  data: LatestNotice[];
  unreadCount: number;
}

export const fetchLatestNotices = () => api(latestRoute, { query: { limit: BELL_LIMIT } });

export const fetchReadableNotice = (noticeId: number) =>
  api(viewRoute, { params: { noticeId } }).then((answer) => answer.data);

export const markNoticeRead = (noticeId: number) => api(readRoute, { params: { noticeIds: noticeId } });

export const markAllNoticesRead = () => api(readAllRoute);
