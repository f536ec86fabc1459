import { http } from '../../../core/http/http-client';

/** Releases the password lockout of an account (and of its addresses). */
export function unlockAccount(userName: string): Promise<unknown> {
  return http.get(`/monitor/logininfor/unlock/${encodeURIComponent(userName)}`);
}
