import { sponsorOptions } from '@cbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../core/http/api';
import { queryKeyOf } from '../../core/http/query-keys';

export interface SponsorOption {
  sponsorId: number;
  sponsorName: string;
  sponsorRole: string;
}

/** Every enabled sponsor, for selects. */
export function useSponsorOptions() {
  return useQuery({
    queryKey: queryKeyOf(sponsorOptions),
    queryFn: async (): Promise<SponsorOption[]> => (await api(sponsorOptions)).data,
  });
}
