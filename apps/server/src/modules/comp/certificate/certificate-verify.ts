import { type CertificateVerification, certificateCode } from '@cbo/contracts';
import type { Database } from '../../../db/database';
import * as repo from './certificate.repository';

// The public verification of a code (docs/certificates.md): the facts of a valid certificate, the
// revocation of a revoked one, or unknown. A code that is not well-formed is simply unknown.

const unknown = (code: string): CertificateVerification => ({
  state: 'unknown',
  code,
  edition: null,
  projectName: null,
  members: [],
  orgName: null,
  award: null,
  issuedAt: null,
  revokedAt: null,
  revokeReason: null,
});

export async function verifyCertificate(database: Database, raw: string): Promise<CertificateVerification> {
  const parsed = certificateCode.safeParse(raw);
  // Echo nothing of a malformed code beyond a short, harmless prefix.
  if (!parsed.success) return unknown(raw.slice(0, 40));
  const code = parsed.data;
  const certificate = await repo.certificateByCode(database, code);
  if (!certificate) return unknown(code);
  const [facts] = await repo.awardFacts(database, [certificate.awardId]);
  if (!facts) return unknown(code);
  // An award revoked (disqualification) with a certificate not yet marked reads revoked too.
  const revoked = certificate.revokedAt !== null || certificate.awardStatus !== 'final';
  return {
    state: revoked ? 'revoked' : 'valid',
    code,
    edition: facts.edition,
    projectName: facts.projectName,
    members: facts.members,
    orgName: facts.orgName,
    award: facts.award,
    issuedAt: certificate.issuedAt,
    revokedAt: certificate.revokedAt,
    revokeReason: certificate.revokeReason,
  };
}
