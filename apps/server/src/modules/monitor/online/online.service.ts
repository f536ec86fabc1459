import { SUPER_ADMIN_USER_ID } from '@cbo/contracts';
import { AppError } from '../../../lib/app-error';
import type { SessionStore } from '../../auth/session-store';

/**
 * Force-logout (docs/wire-contract.md 3.9), with the super administrator's sessions ended by nobody but the
 * administrator (issue 26). A batch naming one of them is refused whole, before any session ends.
 */
export async function forceLogout(
  sessions: Pick<SessionStore, 'revoke' | 'userTokenIds'>,
  actorId: number,
  tokenIds: string[],
): Promise<void> {
  if (actorId !== SUPER_ADMIN_USER_ID) {
    const admins = new Set(await sessions.userTokenIds(SUPER_ADMIN_USER_ID));
    if (tokenIds.some((tokenId) => admins.has(tokenId))) throw AppError.rule('online.adminProtected');
  }
  for (const tokenId of tokenIds) await sessions.revoke(tokenId);
}
