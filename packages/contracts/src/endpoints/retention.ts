import { z } from 'zod';
import { BusinessType } from '../constants';
import { dataAnswer, defineEndpoint } from '../endpoint';

// Minors' data retention (issue 29 item 11, docs/retention.md): per edition a retention period after
// its end; past it the personal data of its entrants and members are anonymised, statistics and
// results kept. A dry run counts what a run would touch; a real run leaves a row in the trail.

const competitionId = z.coerce.number().int().positive();

/** What a run touches in one edition (or would, in a dry run). */
export const retentionCounts = z.object({
  applications: z.number(),
  /** Leaders and members. */
  members: z.number(),
  mentors: z.number(),
  /** Applications with answers to personal extra fields (a guardian, an address). */
  answers: z.number(),
});
export type RetentionCounts = z.infer<typeof retentionCounts>;

export const retentionState = z.object({
  competitionId: z.number(),
  retentionMonths: z.number().nullable(),
  /** The edition's end: its last stage's end, else its registration end; null without either. */
  endsAt: z.string().nullable(),
  /** When its personal data may be anonymised; null without a period or an end. */
  dueAt: z.string().nullable(),
  due: z.boolean(),
  /** What a run now would touch (zero before the due date). */
  pending: retentionCounts,
});
export type RetentionState = z.infer<typeof retentionState>;

export const retentionRun = retentionCounts.extend({
  runId: z.number(),
  runBy: z.string(),
  runAt: z.string(),
});
export type RetentionRun = z.infer<typeof retentionRun>;

export const getRetention = defineEndpoint({
  method: 'GET',
  path: '/comp/retention/:competitionId',
  access: 'comp:competition:retention',
  params: z.object({ competitionId }),
  answer: dataAnswer(retentionState.extend({ runs: z.array(retentionRun) })),
  summary:
    "An edition's retention period, its due date, what a run now would anonymise (the dry run: nothing is written) and the trail of past runs",
});

export const runRetention = defineEndpoint({
  method: 'POST',
  path: '/comp/retention/:competitionId/run',
  access: 'comp:competition:retention',
  params: z.object({ competitionId }),
  answer: dataAnswer(retentionCounts),
  log: { title: '个人信息匿名化', businessType: BusinessType.UPDATE },
  summary:
    'Anonymises now the personal data of an edition whose retention period has passed (refused before); answers what it changed, zero when run again',
});
