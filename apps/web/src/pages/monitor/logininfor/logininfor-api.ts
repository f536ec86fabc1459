import { unlockAccount as unlockEndpoint } from '@cbo/contracts';
import { api } from '../../../core/http/api';

/** Releases the password lockout of an account (and of its addresses). */
export function unlockAccount(userName: string): Promise<unknown> {
  return api(unlockEndpoint, { params: { userName } });
}
