import { competitionOptions } from '@cbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../core/http/api';
import { queryKeyOf } from '../../core/http/query-keys';

export interface EditionOption {
  competitionId: number;
  competitionName: string;
  editionYear: number;
}

/** Every edition, for selects. */
export function useEditionOptions() {
  return useQuery({
    queryKey: queryKeyOf(competitionOptions),
    queryFn: async (): Promise<EditionOption[]> => (await api(competitionOptions)).data,
  });
}
