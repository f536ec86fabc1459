import { useQuery } from '@tanstack/react-query';
import { fetchAppInfo } from '../../../core/auth/session-api';

/** GET /prod-api/app/info: whether registration and SMS login are on. */
export function useAppInfo() {
  return useQuery({ queryKey: ['app-info'], queryFn: fetchAppInfo, staleTime: 60_000, retry: false });
}
