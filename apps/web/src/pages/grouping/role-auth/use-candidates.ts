import { type ExpertCandidate, listExpertCandidates } from '@cbo/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../core/http/api';
import { queryKeyOf } from '../../../core/http/query-keys';
import type { CandidateFilterValues } from './candidate-filter';

/** The group's candidates under a filter, with their verdicts (loaded while a dialog is open). */
export function useCandidates(expertGroupId: number, filter: CandidateFilterValues, enabled: boolean) {
  return useQuery({
    queryKey: queryKeyOf(listExpertCandidates, { expertGroupId, filter }),
    queryFn: async (): Promise<ExpertCandidate[]> =>
      (await api(listExpertCandidates, { params: { expertGroupId }, query: filter })).data,
    enabled,
    placeholderData: keepPreviousData,
  });
}
