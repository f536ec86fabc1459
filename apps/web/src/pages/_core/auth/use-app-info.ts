import { useQuery } from '@tanstack/react-query';
import { APP_INFO_KEY, fetchAppInfo } from '../../../core/auth/session-api';

/** GET /prod-api/app/info: whether registration and SMS login are on. */
export function useAppInfo() {
  return useQuery({ queryKey: APP_INFO_KEY, queryFn: fetchAppInfo, staleTime: 60_000, retry: false });
}
