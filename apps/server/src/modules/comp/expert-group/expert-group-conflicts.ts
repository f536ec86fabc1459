import { type CoiRuleKind, coiReasonText, coiRuleKinds, type Locale, type LocalizedText } from '@cbo/contracts';
import type { Database } from '../../../db/database';
import type { Clock } from '../../../lib/clock';
import type { AppConfig } from '../../../plugins/config';
import { type CoiHit, conflictsBetween, type PairConflict } from '../coi/coi.api';

/**
 * The conflicts of experts against an expert group's applications, through the one COI engine
 * (docs/review.md section 4, coi.api.ts): every expert gets a verdict (the strongest of its pairs)
 * and its non-clear pairs. Always computed on the server: the client's candidate list is never
 * trusted.
 */

export type Conflict = PairConflict;

export interface ExpertVerdict {
  verdict: 'clear' | 'warn' | 'block';
  conflicts: Conflict[];
}

export async function verdictsOf(
  ctx: { database: Database; clock: Clock; config: Pick<AppConfig, 'appSecret'> },
  input: { competitionId: number; expertIds: number[]; applicationIds: number[] },
): Promise<Map<number, ExpertVerdict>> {
  const out = new Map<number, ExpertVerdict>();
  const found =
    input.expertIds.length === 0 || input.applicationIds.length === 0
      ? new Map<number, Conflict[]>()
      : await conflictsBetween(ctx, input);
  for (const expertId of input.expertIds) {
    const conflicts = [...(found.get(expertId) ?? [])].sort((a, b) => a.applicationId - b.applicationId);
    const verdict = conflicts.some((c) => c.verdict === 'block') ? 'block' : conflicts.length > 0 ? 'warn' : 'clear';
    out.set(expertId, { verdict, conflicts });
  }
  return out;
}

/** A conflict as the wire shows it: each hit with its reason in the request's language. */
export function conflictView(conflict: Conflict, locale: Locale) {
  return {
    applicationId: conflict.applicationId,
    applicationCode: conflict.applicationCode,
    verdict: conflict.verdict,
    hits: conflict.hits.map((hit) => ({
      kind: hit.kind,
      severity: hit.severity,
      reason: coiReasonText(hit.kind, hit.values, locale),
    })),
  };
}

/** A hit's rule name and reason in every language, for a refusal naming them. */
export function hitTexts(hit: CoiHit): { rule: LocalizedText; reason: LocalizedText } {
  const kind: CoiRuleKind = hit.kind;
  return {
    rule: coiRuleKinds[kind].name,
    reason: {
      'zh-CN': coiReasonText(kind, hit.values, 'zh-CN'),
      'en-US': coiReasonText(kind, hit.values, 'en-US'),
    },
  };
}
