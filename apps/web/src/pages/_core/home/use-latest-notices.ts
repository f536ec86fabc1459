import { latestNotices, listBoardNotices } from '@cbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../core/http/api';
import { queryKeyOf } from '../../../core/http/query-keys';

/** How many notices the home page lists. */
export const HOME_NOTICES = 6;

/** A notice as the home page lists it: a system notice (opened in place) or a competition notice (its page). */
export interface HomeNotice {
  key: string;
  kind: 'system' | 'comp';
  id: number;
  title: string;
  time: string | null;
}

const newestFirst = (a: HomeNotice, b: HomeNotice) => (b.time ?? '').localeCompare(a.time ?? '');

/**
 * The latest published notices the user may see, newest first: system notices (any logged-in user)
 * and, with the competition notices' list permission, published competition notices.
 */
export function useLatestNotices(withCompetition: boolean) {
  const systemQuery = { query: { limit: HOME_NOTICES } };
  const compQuery = { query: { status: 'published' as const, pageNum: 1, pageSize: HOME_NOTICES } };
  const system = useQuery({
    queryKey: queryKeyOf(latestNotices, systemQuery),
    queryFn: async () => (await api(latestNotices, systemQuery)).data,
  });
  const competition = useQuery({
    queryKey: queryKeyOf(listBoardNotices, compQuery),
    enabled: withCompetition,
    queryFn: async () => (await api(listBoardNotices, compQuery)).rows,
  });
  const notices: HomeNotice[] = [
    ...(system.data ?? []).map((notice) => ({
      key: `system-${notice.noticeId}`,
      kind: 'system' as const,
      id: notice.noticeId,
      title: notice.noticeTitle,
      time: notice.createTime,
    })),
    ...(withCompetition ? (competition.data ?? []) : []).map((notice) => ({
      key: `comp-${notice.noticeId}`,
      kind: 'comp' as const,
      id: notice.noticeId,
      title: notice.title,
      time: notice.publishedAt ?? notice.publishAt ?? notice.createTime,
    })),
  ];
  return {
    notices: notices.sort(newestFirst).slice(0, HOME_NOTICES),
    loading: system.isLoading || (withCompetition && competition.isLoading),
  };
}
