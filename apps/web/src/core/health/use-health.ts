import { useQuery } from '@tanstack/react-query';
import { fetchHealth, HEALTH_QUERY_KEY } from './fetch-health';

export function useHealth() {
  return useQuery({ queryKey: HEALTH_QUERY_KEY, queryFn: fetchHealth, staleTime: 30_000 });
}
