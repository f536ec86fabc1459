import {
  getRoadshowBoard,
  getRoadshowSession,
  listRoadshowEvents,
  type RoadshowBoard,
  type RoadshowSessionDetail,
} from '@cbo/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRoadshowStamp } from '../../../../components/comp/roadshow/use-roadshow-stamp';
import { api } from '../../../../core/http/api';
import { queryKeyOf } from '../../../../core/http/query-keys';

/**
 * The console's data: the session, its board and its log, keyed by the polled stamp so each
 * change (a control, a check-in, an expert's save) refetches them without a reload; the previous
 * answer stays on screen while the next one comes.
 */
export function useSessionLive(sessionId: number) {
  const stamp = useRoadshowStamp(sessionId);
  const detail = useQuery({
    queryKey: queryKeyOf(getRoadshowSession, { sessionId, stamp }),
    queryFn: async (): Promise<RoadshowSessionDetail> =>
      (await api(getRoadshowSession, { params: { sessionId } })).data,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const board = useQuery({
    queryKey: queryKeyOf(getRoadshowBoard, { sessionId, stamp }),
    queryFn: async (): Promise<RoadshowBoard> => (await api(getRoadshowBoard, { params: { sessionId } })).data,
    placeholderData: keepPreviousData,
    enabled: detail.isSuccess,
  });
  const events = useQuery({
    queryKey: queryKeyOf(listRoadshowEvents, { sessionId, stamp }),
    queryFn: async () => (await api(listRoadshowEvents, { params: { sessionId } })).data,
    placeholderData: keepPreviousData,
    enabled: detail.isSuccess,
  });
  return { stamp, detail, board, events };
}
