import { useQuery } from '@tanstack/react-query';
import { http } from '../../core/http/http-client';

export interface EditionOption {
  competitionId: number;
  competitionName: string;
  editionYear: number;
}

/** Every edition, for selects. */
export function useEditionOptions() {
  return useQuery({
    queryKey: ['comp/competition/optionselect'],
    queryFn: async () => (await http.get<{ data: EditionOption[] }>('/comp/competition/optionselect')).data,
  });
}
