import { z } from 'zod';
import { dataAnswer, defineEndpoint } from '../endpoint';
import { AWARD_LEVEL_KINDS, AWARD_STATUSES, BATCH_PURPOSES, DECISION_RESULTS } from '../promotion';

// The entrant's results, awards, certificates and (when the edition allows it) criterion scores
// under /portal/ (docs/portal.md, docs/awards.md). Every route takes a portal token (access mode
// `entrant`) and answers the caller's own applications only: another entrant's id reads as unknown.

const positive = z.coerce.number().int().positive();

/** One stage result of one of the caller's applications, as its published batch says. */
export const portalStageResult = z.object({
  entryId: z.number(),
  applicationId: z.number(),
  code: z.string(),
  projectName: z.string(),
  competitionId: z.number(),
  competitionName: z.string(),
  stageId: z.number(),
  stageName: z.string(),
  /** promotion (into the next stage) or award. */
  purpose: z.enum(BATCH_PURPOSES),
  result: z.enum(DECISION_RESULTS),
  /** The award level of an `awarded` result. */
  levelName: z.string().nullable(),
  /** true once the batch is finalized; false while under 公示 (or amended after an upheld objection). */
  final: z.boolean(),
  /** The 公示 window's end while not final. */
  publicityEndAt: z.string().nullable(),
  /** The final score, 2 decimals. */
  score: z.number().nullable(),
  /** The rank in its unit (review group, category, track or stage). */
  rank: z.number().nullable(),
  unitLabel: z.string(),
});
export type PortalStageResult = z.infer<typeof portalStageResult>;

/** One award of the caller's applications, with its current certificate. */
export const portalAward = z.object({
  awardId: z.number(),
  applicationId: z.number(),
  code: z.string(),
  projectName: z.string(),
  competitionName: z.string(),
  trackName: z.string().nullable(),
  levelName: z.string(),
  levelKind: z.enum(AWARD_LEVEL_KINDS),
  status: z.enum(AWARD_STATUSES),
  revokedAt: z.string().nullable(),
  revokeReason: z.string().nullable(),
  certificateId: z.number().nullable(),
  certificateCode: z.string().nullable(),
  issuedAt: z.string().nullable(),
});
export type PortalAward = z.infer<typeof portalAward>;

/** The criterion scores and comments of one result: reviewers are numbered, never named. */
export const portalScores = z.object({
  entryId: z.number(),
  stageName: z.string(),
  score: z.number().nullable(),
  criteria: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      max: z.number(),
      /** The mean over the used sheets, 2 decimals; null when none scored it. */
      mean: z.number().nullable(),
    }),
  ),
  reviews: z.array(
    z.object({
      /** 1, 2, … in an order that follows neither the assignment nor the expert. */
      reviewNo: z.number(),
      /** 评审1 / Review 1. */
      label: z.string(),
      total: z.number().nullable(),
      items: z.array(z.object({ code: z.string(), value: z.number().nullable(), comment: z.string().nullable() })),
      comment: z.string().nullable(),
    }),
  ),
});
export type PortalScores = z.infer<typeof portalScores>;

export const listPortalResults = defineEndpoint({
  method: 'GET',
  path: '/portal/result/list',
  access: 'entrant',
  query: z.object({ competitionId: positive.optional().or(z.literal('')) }),
  answer: dataAnswer(z.array(portalStageResult)),
  summary:
    "The caller's stage results once published (batch in 公示, amending or finalized): result, award level, final or under 公示, score and rank",
});

export const listPortalAwards = defineEndpoint({
  method: 'GET',
  path: '/portal/award/list',
  access: 'entrant',
  answer: dataAnswer(z.array(portalAward)),
  summary: "The caller's awards (final and revoked, with the reason) with the current certificate",
});

export const downloadPortalCertificate = defineEndpoint({
  method: 'GET',
  path: '/portal/certificate/:certificateId/file',
  access: 'entrant',
  params: z.object({ certificateId: positive }),
  answer: z.unknown(),
  raw: true,
  summary: "One of the caller's current certificates as PDF; a revoked or another entrant's one answers not found",
});

export const getPortalScores = defineEndpoint({
  method: 'GET',
  path: '/portal/result/:entryId/scores',
  access: 'entrant',
  params: z.object({ entryId: positive }),
  answer: dataAnswer(portalScores),
  summary:
    "A result's criterion scores and the experts' comments (numbered, never named): after the 公示 window, when the edition reveals them",
});
