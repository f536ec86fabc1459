import { getRoadshowStamp } from '@cbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../core/http/api';
import { queryKeyOf } from '../../../core/http/query-keys';

/** How often the live views ask for the session's stamp (docs/roadshow-page.md). */
export const STAMP_POLL_MS = 1000;

/**
 * The session's live version, asked every second (a cheap read every server instance answers
 * alike). The live views key their queries by it, so a change refetches them without a reload;
 * nothing goes through EventSource and no token goes into a URL. Quiet: a failed poll is tried
 * again a second later instead of announcing itself every second.
 */
export function useRoadshowStamp(sessionId: number, enabled = true): string | null {
  const stamp = useQuery({
    queryKey: queryKeyOf(getRoadshowStamp, { sessionId }),
    queryFn: async () => {
      const reply = await api(getRoadshowStamp, { params: { sessionId }, quiet: true });
      if (reply.code !== 200 || !reply.data) throw new Error(reply.msg);
      return reply.data.stamp;
    },
    enabled,
    refetchInterval: STAMP_POLL_MS,
    refetchIntervalInBackground: true,
    retry: false,
  });
  return stamp.data ?? null;
}
