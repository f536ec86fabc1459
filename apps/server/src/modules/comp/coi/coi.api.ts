import type { CoiRuleKind } from '@cbo/contracts';
import type { Database } from '../../../db/database';
import type { Clock } from '../../../lib/clock';
import { formatDateTime } from '../../../lib/date-time';
import { PersonalDataCipher } from '../../../lib/personal-data';
import type { AppConfig } from '../../../plugins/config';
import { type CoiHit, type CoiRule, evaluateConflicts, verdictOf } from './coi-engine';
import { applicationFacts, expertFacts, ruleSetOf } from './coi-facts.repository';
import { insertOverrides } from './coi-overrides.repository';

/**
 * What the conflict-of-interest module offers other modules (docs/review.md section 4): every
 * (expert, application) pair decided by the one engine on facts loaded in bulk, and the log of
 * overridden warnings.
 */

export interface PairConflict {
  applicationId: number;
  applicationCode: string;
  verdict: 'block' | 'warn';
  hits: CoiHit[];
}

export interface ConflictQuery {
  competitionId: number;
  expertIds: readonly number[];
  applicationIds: readonly number[];
}

/**
 * For each expert (by expert id) the pairs that are not clear, in application id order; an expert
 * with no conflict maps to an empty list. One load of facts, then pure evaluations.
 */
export async function conflictsBetween(
  ctx: { database: Database; config: Pick<AppConfig, 'appSecret'>; clock: Clock },
  query: ConflictQuery,
): Promise<Map<number, PairConflict[]>> {
  const cipher = new PersonalDataCipher(ctx.config.appSecret);
  const rules: CoiRule[] = (await ruleSetOf(ctx.database, query.competitionId))
    .filter((rule) => rule.enabled)
    .map(({ kind, severity, params }) => ({ kind, severity, params }));
  const experts = await expertFacts(ctx.database, cipher, query.expertIds, query.applicationIds);
  const applications = [...(await applicationFacts(ctx.database, cipher, query.applicationIds)).values()].sort(
    (a, b) => a.applicationId - b.applicationId,
  );
  const today = formatDateTime(ctx.clock.now()).slice(0, 10);
  const answer = new Map<number, PairConflict[]>();
  for (const expertId of new Set(query.expertIds)) {
    const expert = experts.get(expertId);
    const pairs: PairConflict[] = [];
    if (expert) {
      for (const application of applications) {
        const hits = evaluateConflicts(expert, application, rules, today);
        const verdict = verdictOf(hits);
        if (verdict !== 'clear') {
          pairs.push({ applicationId: application.applicationId, applicationCode: application.code, verdict, hits });
        }
      }
    }
    answer.set(expertId, pairs);
  }
  return answer;
}

export interface OverrideInput {
  expertId: number;
  expertGroupId?: number | null;
  overrides: ReadonlyArray<{ applicationId: number | null; ruleKind: CoiRuleKind; reason: string }>;
  by: string;
}

/** Logs the warnings an organiser overrode, each with its reason; call inside the write's transaction. */
export async function recordOverrides(database: Database, input: OverrideInput): Promise<void> {
  await insertOverrides(
    database,
    input.overrides.map((override) => ({
      expertId: input.expertId,
      applicationId: override.applicationId,
      expertGroupId: input.expertGroupId ?? null,
      ruleKind: override.ruleKind,
      reason: override.reason,
      by: input.by,
    })),
  );
}

export type { CoiHit } from './coi-engine';
