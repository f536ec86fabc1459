import { z } from 'zod';
import { BusinessType } from '../constants';
import { dataAnswer, defineEndpoint, emptyAnswer, idListParam, pageQuery, tableAnswer } from '../endpoint';
import { AWARD_LEVEL_KINDS, AWARD_STATUSES, CERTIFICATE_RUN_STATUSES, CERTIFICATE_STATES } from '../promotion';

// Awards and certificates (page comp/upgrading, docs/certificates.md): award levels per edition and
// track, the awards that finalized award batches gave, the edition's certificate template, PDF
// certificates with a verification code and its QR code, generation runs with progress and a zip,
// revoke and reissue, and the public verification (/competition/verify/<code>).

const positive = z.coerce.number().int().positive();
const log = (businessType: (typeof BusinessType)[keyof typeof BusinessType]) => ({ title: '奖项与证书', businessType });

export const awardLevel = z.object({
  levelId: z.number(),
  competitionId: z.number(),
  /** null: every track of the edition. */
  trackId: z.number().nullable(),
  trackName: z.string().nullable(),
  name: z.string(),
  kind: z.enum(AWARD_LEVEL_KINDS),
  /** Order among the ranked levels (1 the highest). */
  rankOrder: z.number(),
  /** award_counts: how many per unit. */
  count: z.number().nullable(),
  /** award_bands: the lowest score of the band. */
  minScore: z.number().nullable(),
  /** Special awards: the sponsor it is named after. */
  sponsorId: z.number().nullable(),
  sponsorName: z.string().nullable(),
  /** Awards given at this level (final, not revoked). */
  awarded: z.number(),
});
export type AwardLevel = z.infer<typeof awardLevel>;

export const awardLevelForm = z
  .object({
    levelId: z.number().int().positive().optional(),
    competitionId: z.number().int().positive(),
    trackId: z.number().int().positive().nullable().default(null),
    name: z.string().trim().min(1).max(50),
    kind: z.enum(AWARD_LEVEL_KINDS).default('ranked'),
    rankOrder: z.number().int().min(1).max(99).default(1),
    count: z.number().int().min(1).max(100000).nullable().default(null),
    minScore: z.number().min(0).max(100000).nullable().default(null),
    sponsorId: z.number().int().positive().nullable().default(null),
  })
  .refine((form) => form.kind !== 'special' || form.sponsorId !== null, {
    message: 'required',
    path: ['sponsorId'],
  });

export const awardRow = z.object({
  awardId: z.number(),
  levelId: z.number(),
  levelName: z.string(),
  levelKind: z.enum(AWARD_LEVEL_KINDS),
  applicationId: z.number(),
  code: z.string(),
  projectName: z.string(),
  orgName: z.string().nullable(),
  trackName: z.string().nullable(),
  batchId: z.number().nullable(),
  status: z.enum(AWARD_STATUSES),
  revokeReason: z.string().nullable(),
  /** The award's current (not revoked) certificate. */
  certificateId: z.number().nullable(),
  certificateCode: z.string().nullable(),
  issuedAt: z.string().nullable(),
});
export type AwardRow = z.infer<typeof awardRow>;

export const awardFilters = z.object({
  competitionId: positive,
  trackId: positive.optional().or(z.literal('')),
  levelId: positive.optional().or(z.literal('')),
  status: z.enum(AWARD_STATUSES).optional().or(z.literal('')),
  /** '0': without a current certificate; '1': with one. */
  certified: z.enum(['0', '1', '']).optional(),
  code: z.string().trim().max(30).optional(),
});

export const certificateTemplate = z.object({
  competitionId: z.number(),
  /** The heading, e.g. 荣誉证书. */
  title: z.string(),
  /** The issuing body printed above the seal. */
  issuer: z.string(),
  /** The wording; {project} {award} {edition} are replaced. */
  wording: z.string(),
  /** The seal image (png), an uploaded resource path; null for none. */
  sealPath: z.string().nullable(),
  sealUrl: z.string().nullable(),
  /** The date printed; null: the day each certificate is issued. */
  issueDate: z.string().nullable(),
  saved: z.boolean(),
});
export type CertificateTemplate = z.infer<typeof certificateTemplate>;

export const certificateTemplateForm = z.object({
  title: z.string().trim().min(1).max(30),
  issuer: z.string().trim().min(1).max(100),
  wording: z.string().trim().min(1).max(300),
  sealPath: z.string().trim().max(255).nullable().default(null),
  issueDate: z.iso.date().nullable().default(null),
});

export const certificateRow = z.object({
  certificateId: z.number(),
  awardId: z.number(),
  code: z.string(),
  issuedAt: z.string(),
  issuedBy: z.string(),
  revokedAt: z.string().nullable(),
  revokeReason: z.string().nullable(),
  replacesId: z.number().nullable(),
});
export type CertificateRow = z.infer<typeof certificateRow>;

export const certificateRun = z.object({
  runId: z.number(),
  competitionId: z.number(),
  status: z.enum(CERTIFICATE_RUN_STATUSES),
  total: z.number(),
  done: z.number(),
  failed: z.number(),
  error: z.string().nullable(),
  startedBy: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** Ready to download as a zip. */
  zipReady: z.boolean(),
});
export type CertificateRun = z.infer<typeof certificateRun>;

/** What the public verification answers: the certificate's facts, or that it is revoked or unknown. */
export const certificateVerification = z.object({
  state: z.enum(CERTIFICATE_STATES),
  code: z.string(),
  edition: z.string().nullable(),
  projectName: z.string().nullable(),
  /** Team members' names as printed. */
  members: z.array(z.string()),
  orgName: z.string().nullable(),
  award: z.string().nullable(),
  issuedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  revokeReason: z.string().nullable(),
});
export type CertificateVerification = z.infer<typeof certificateVerification>;

export const listAwardLevels = defineEndpoint({
  method: 'GET',
  path: '/comp/award/level/list',
  access: 'comp:upgrading:list',
  scope: 'competition',
  query: z.object({ competitionId: positive, trackId: positive.optional().or(z.literal('')) }),
  answer: dataAnswer(z.array(awardLevel)),
  summary: "An edition's award levels: ranked by rank order, then special ones",
});

export const addAwardLevel = defineEndpoint({
  method: 'POST',
  path: '/comp/award/level',
  access: 'comp:upgrading:award',
  scope: 'competition',
  body: awardLevelForm,
  answer: dataAnswer(z.object({ levelId: z.number() })),
  log: log(BusinessType.INSERT),
  summary: 'Adds an award level (a special one names a sponsor of the edition)',
});

export const editAwardLevel = defineEndpoint({
  method: 'PUT',
  path: '/comp/award/level',
  access: 'comp:upgrading:award',
  scope: 'competition',
  body: awardLevelForm,
  answer: emptyAnswer,
  log: log(BusinessType.UPDATE),
  summary: 'Changes an award level',
});

export const removeAwardLevels = defineEndpoint({
  method: 'DELETE',
  path: '/comp/award/level/:levelIds',
  access: 'comp:upgrading:award',
  scope: 'competition',
  params: z.object({ levelIds: idListParam }),
  answer: emptyAnswer,
  log: log(BusinessType.DELETE),
  summary: 'Removes award levels no batch or award uses',
});

export const listAwards = defineEndpoint({
  method: 'GET',
  path: '/comp/award/list',
  access: 'comp:upgrading:list',
  scope: 'competition',
  query: pageQuery.extend(awardFilters.shape),
  answer: tableAnswer(awardRow),
  summary: "An edition's awards with their current certificate",
});

export const getCertificateTemplate = defineEndpoint({
  method: 'GET',
  path: '/comp/certificate/template/:competitionId',
  access: 'comp:upgrading:query',
  scope: 'competition',
  params: z.object({ competitionId: positive }),
  answer: dataAnswer(certificateTemplate),
  summary: "An edition's certificate template (defaults until saved)",
});

export const saveCertificateTemplate = defineEndpoint({
  method: 'PUT',
  path: '/comp/certificate/template/:competitionId',
  access: 'comp:upgrading:award',
  scope: 'competition',
  params: z.object({ competitionId: positive }),
  body: certificateTemplateForm,
  answer: emptyAnswer,
  log: log(BusinessType.UPDATE),
  summary: "Saves an edition's certificate template (the seal an uploaded PNG)",
});

export const previewCertificate = defineEndpoint({
  method: 'POST',
  path: '/comp/certificate/template/:competitionId/preview',
  access: 'comp:upgrading:query',
  scope: 'competition',
  params: z.object({ competitionId: positive }),
  body: certificateTemplateForm,
  answer: z.unknown(),
  raw: true,
  summary: 'A sample certificate PDF drawn with the template as edited (nothing stored)',
});

export const generateCertificates = defineEndpoint({
  method: 'POST',
  path: '/comp/certificate/generate',
  access: 'comp:upgrading:certificate',
  scope: 'competition',
  body: z.object({
    competitionId: z.number().int().positive(),
    /** Only these awards; otherwise every final award of the edition without a current certificate. */
    awardIds: z.array(z.number().int().positive()).max(100000).optional(),
  }),
  answer: dataAnswer(z.object({ runId: z.number(), total: z.number() })),
  log: log(BusinessType.INSERT),
  summary: 'Starts generating certificates in the background; the run reports its progress',
});

export const getCertificateRun = defineEndpoint({
  method: 'GET',
  path: '/comp/certificate/run/:runId',
  access: 'comp:upgrading:list',
  scope: 'competition',
  params: z.object({ runId: positive }),
  answer: dataAnswer(certificateRun),
  summary: 'A generation run: its progress, and whether the zip is ready',
});

export const listCertificateRuns = defineEndpoint({
  method: 'GET',
  path: '/comp/certificate/run/list',
  access: 'comp:upgrading:list',
  scope: 'competition',
  query: pageQuery.extend({ competitionId: positive }),
  answer: tableAnswer(certificateRun),
  summary: "An edition's generation runs, newest first",
});

export const downloadCertificateZip = defineEndpoint({
  method: 'GET',
  path: '/comp/certificate/run/:runId/zip',
  access: 'comp:upgrading:certificate',
  scope: 'competition',
  params: z.object({ runId: positive }),
  answer: z.unknown(),
  raw: true,
  summary: "A finished run's certificates as one zip, streamed",
});

export const downloadCertificate = defineEndpoint({
  method: 'GET',
  path: '/comp/certificate/:certificateId/file',
  access: 'comp:upgrading:list',
  scope: 'competition',
  params: z.object({ certificateId: positive }),
  answer: z.unknown(),
  raw: true,
  summary: 'One certificate PDF',
});

export const listAwardCertificates = defineEndpoint({
  method: 'GET',
  path: '/comp/award/:awardId/certificates',
  access: 'comp:upgrading:query',
  scope: 'competition',
  params: z.object({ awardId: positive }),
  answer: dataAnswer(z.array(certificateRow)),
  summary: "An award's certificates, newest first (revoked ones and what replaced them)",
});

export const revokeCertificate = defineEndpoint({
  method: 'PUT',
  path: '/comp/certificate/:certificateId/revoke',
  access: 'comp:upgrading:certificate',
  scope: 'competition',
  params: z.object({ certificateId: positive }),
  body: z.object({ reason: z.string().trim().min(1).max(200) }),
  answer: emptyAnswer,
  log: log(BusinessType.UPDATE),
  summary: 'Revokes a certificate: its verification then answers revoked, with the reason',
});

export const reissueCertificate = defineEndpoint({
  method: 'POST',
  path: '/comp/certificate/:certificateId/reissue',
  access: 'comp:upgrading:certificate',
  scope: 'competition',
  params: z.object({ certificateId: positive }),
  body: z.object({ reason: z.string().trim().min(1).max(200) }),
  answer: dataAnswer(z.object({ certificateId: z.number(), code: z.string() })),
  log: log(BusinessType.INSERT),
  summary: 'Revokes a certificate and issues a new one with a new code for the same (final) award',
});

export const verifyCertificatePublic = defineEndpoint({
  method: 'GET',
  path: '/portal/certificates/:code',
  access: 'public',
  // Any text: a malformed code answers unknown, never a refusal that tells the format.
  params: z.object({ code: z.string() }),
  answer: dataAnswer(certificateVerification),
  summary:
    "A certificate's facts by its verification code, or that it is revoked or unknown (rate limited per client address)",
});
