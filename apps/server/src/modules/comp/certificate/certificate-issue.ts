import { formatDateTime } from '../../../lib/date-time';
import type { AppContext } from '../../module';
import * as repo from './certificate.repository';
import { newCertificateCode } from './certificate-code';
import { type CertificateLook, drawCertificate } from './certificate-pdf';

// Issuing one certificate (docs/certificates.md): a fresh code, the PDF stored first, then the row.

const MAX_CODE_TRIES = 5;

export type IssueContext = Pick<AppContext, 'database' | 'files' | 'clock' | 'config'>;

/** The public address printed and encoded on a certificate. */
export function verifyUrl(ctx: Pick<AppContext, 'config'>, code: string): string {
  return `${ctx.config.publicBaseUrl}/competition/verify/${code}`;
}

export function storageKeyOf(competitionId: number, code: string): string {
  return `certificate/${competitionId}/${code}.pdf`;
}

/** A code no certificate has (a collision among 31^16 is rare; the unique index is the last word). */
async function freeCode(ctx: IssueContext): Promise<string> {
  for (let i = 0; i < MAX_CODE_TRIES; i++) {
    const code = newCertificateCode();
    if (!(await repo.codeTaken(ctx.database, code))) return code;
  }
  throw new Error('no free certificate code after several tries');
}

/**
 * Draws and stores the PDF of `award`, then inserts its row (in the caller's transaction, if any).
 * A file whose row never lands stays unreferenced: harmless, and never served.
 */
export async function issueCertificate(
  ctx: IssueContext,
  {
    award,
    look,
    issueDate,
    by,
    runId = null,
    replacesId = null,
  }: {
    award: repo.AwardFacts;
    look: CertificateLook;
    issueDate: string | null;
    by: string;
    runId?: number | null;
    replacesId?: number | null;
  },
): Promise<{ certificateId: number; code: string }> {
  const code = await freeCode(ctx);
  const issuedAt = formatDateTime(ctx.clock.now());
  const pdf = await drawCertificate(
    {
      code,
      edition: award.edition,
      projectName: award.projectName,
      members: award.members,
      orgName: award.orgName,
      award: award.award,
      issueDate: issueDate ?? issuedAt.slice(0, 10),
      verifyUrl: verifyUrl(ctx, code),
    },
    look,
  );
  const fileKey = storageKeyOf(award.competitionId, code);
  await ctx.files.storage.put(fileKey, Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
  const certificateId = await repo.insertCertificate(ctx.database, {
    awardId: award.awardId,
    code,
    fileKey,
    issuedAt,
    issuedBy: by,
    runId,
    replacesId,
  });
  return { certificateId, code };
}
