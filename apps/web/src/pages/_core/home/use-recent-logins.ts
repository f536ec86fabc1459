import { type EndpointAnswer, listLoginLogs } from '@cbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../core/http/api';
import { queryKeyOf } from '../../../core/http/query-keys';

export type LoginLogRow = EndpointAnswer<typeof listLoginLogs>['rows'][number];

/** How many of the user's own logins the home page lists. */
export const RECENT_LOGINS = 5;

/**
 * The user's latest logins from the login log (GET /monitor/logininfor/list, newest first). The
 * log matches the name as a fragment, so rows of other accounts are dropped here.
 */
export function useRecentLogins(userName: string) {
  return useQuery({
    queryKey: queryKeyOf(listLoginLogs, { query: { userName } }),
    queryFn: async () => {
      const answer = await api(listLoginLogs, { query: { userName, pageNum: 1, pageSize: RECENT_LOGINS * 2 } });
      return answer.rows.filter((row) => row.userName === userName).slice(0, RECENT_LOGINS);
    },
    enabled: userName !== '',
  });
}
