import { openScoring, type ScoringView } from '@cbo/contracts';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../../core/http/api';
import { queryKeyOf, resourceKeyOf } from '../../../core/http/query-keys';
import { RequestError } from '../../../core/http/request-error';

/**
 * The assignment is not the caller's (another expert's, outside their assignments, voided,
 * unknown): the page shows the app's 404, so an expert never learns whether it exists.
 */
export class NotYours extends Error {
  override name = 'NotYours';
}

export const scoringKey = (taskId: number, applicationId: number) => queryKeyOf(openScoring, { taskId, applicationId });

/** openScoring, quiet: a 403 becomes NotYours, shown in place instead of a toast. */
export function useScoringView(taskId: number, applicationId: number) {
  return useQuery<ScoringView>({
    queryKey: scoringKey(taskId, applicationId),
    queryFn: async () => {
      const answer = await api(openScoring, { params: { taskId, applicationId }, quiet: true });
      if (answer.code === 403) throw new NotYours();
      if (answer.code !== 200) throw new RequestError(answer.msg, answer.code);
      return answer.data;
    },
    refetchOnWindowFocus: false,
    retry: false,
  });
}

/**
 * Refreshes the expert's lists (我的评审, home) after a change, leaving this page's own view alone:
 * refetching it after a conflict declaration would answer 403.
 */
export function refreshQueueLists(client: QueryClient): Promise<void> {
  return client.invalidateQueries({
    queryKey: resourceKeyOf(openScoring.path),
    predicate: (query) => query.queryKey[1] !== openScoring.path,
  });
}
