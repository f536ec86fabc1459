import { currentTimeline, getTracks } from '@cbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../core/http/api';
import { queryKeyOf } from '../../core/http/query-keys';

/** The current edition (the application list's default filter, the audit and home pages' edition); null when none is current. */
export function useCurrentEdition() {
  return useQuery({
    queryKey: queryKeyOf(currentTimeline),
    queryFn: async () => (await api(currentTimeline)).data,
  });
}

/** An edition's tracks with their groups, extra fields and required attachment kinds. */
export function useTracks(competitionId: number | null | undefined) {
  return useQuery({
    queryKey: queryKeyOf(getTracks, { competitionId: competitionId ?? null }),
    enabled: Boolean(competitionId),
    queryFn: async () => (await api(getTracks, { params: { competitionId: competitionId as number } })).data,
    staleTime: 60_000,
  });
}
