import type { Database } from '../../../db/database';
import * as repo from './certificate.repository';
import { certificateFileName } from './certificate-code';

// What other modules may use of certificates (docs/certificates.md): the awards list shows each
// award's current certificate, disqualification revokes them, the entrant API downloads them.

export { verifyCertificate } from './certificate-verify';

export interface CurrentCertificate {
  awardId: number;
  certificateId: number;
  code: string;
  /** Storage key of the PDF (serve it with ctx.files.send). */
  fileKey: string;
  issuedAt: string;
}

/** The current (not revoked) certificate of each of `awardIds` that has one. */
export async function currentCertificates(database: Database, awardIds: number[]): Promise<CurrentCertificate[]> {
  return repo.currentOfAwards(database, awardIds);
}

/**
 * Revokes the current certificates of `awardIds` with `reason` (joins the caller's transaction);
 * their verification then answers revoked. Answers how many were revoked.
 */
export async function revokeCertificatesOfAwards(
  database: Database,
  change: { awardIds: number[]; reason: string; by: string; at: string },
): Promise<number> {
  return repo.revokeCurrentOfAwards(database, change);
}

/** The download name of a certificate: `<code>-<project>.pdf`. */
export const certificateDownloadName = certificateFileName;
