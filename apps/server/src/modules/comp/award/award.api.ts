import type { Database } from '../../../db/database';
import { revokeCertificatesOfAwards } from '../certificate/certificate.api';
import { finalAwardsOf, revokeAwards } from './award.repository';

/**
 * What the award module offers other modules (docs/awards.md, For other modules).
 */

/**
 * An application was disqualified: its final awards become revoked (with the reason, by, at) and
 * each one's current certificate is revoked with them, so the public verification answers revoked.
 * Call inside the transaction that disqualifies it: the revocation commits or rolls back with the
 * disqualification. Answers how many awards and certificates were revoked.
 */
export async function revokeAwardsOfApplication(
  db: Database,
  { applicationId, reason, by, at }: { applicationId: number; reason: string; by: string; at: string },
): Promise<{ awards: number; certificates: number }> {
  const awards = await finalAwardsOf(db, applicationId);
  if (awards.length === 0) return { awards: 0, certificates: 0 };
  const awardIds = awards.map((award) => award.awardId);
  await revokeAwards(db, { awardIds, reason, by, at });
  const certificates = await revokeCertificatesOfAwards(db, { awardIds, reason, by, at });
  return { awards: awardIds.length, certificates };
}
