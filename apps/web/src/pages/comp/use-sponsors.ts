import { useQuery } from '@tanstack/react-query';
import { http } from '../../core/http/http-client';

export interface SponsorOption {
  sponsorId: number;
  sponsorName: string;
  sponsorRole: string;
}

/** Every enabled sponsor, for selects. */
export function useSponsorOptions() {
  return useQuery({
    queryKey: ['system/sponsor/optionselect'],
    queryFn: async () => (await http.get<{ data: SponsorOption[] }>('/system/sponsor/optionselect')).data,
  });
}
