import { type PromotionRuleInput, promotionRule } from '@cbo/contracts';
import { planPromotion } from './plan';
import type { PlanDecision, PlanEntry, PlanInput, PlanLevel, PlanOutput } from './plan-types';

// Fixtures of the planner's tests: entries named by code (their entry and application ids follow
// the code's number), a rule parsed through the contract so its defaults are the real ones.

export function entry(code: string, score: number | null, extra: Partial<PlanEntry> = {}): PlanEntry {
  const n = Number(code.replace(/\D/g, '')) || 1;
  return {
    entryId: n,
    applicationId: 1000 + n,
    code,
    unitKey: 'stage',
    unitLabel: '全部',
    score,
    validSheets: 3,
    excluded: false,
    taskRank: null,
    orgId: null,
    orgName: null,
    regionChain: [],
    categoryId: null,
    categoryName: null,
    criterionMeans: {},
    topMarks: 0,
    ...extra,
  };
}

export function plan(
  rule: PromotionRuleInput,
  entries: PlanEntry[],
  extra: { levels?: PlanLevel[]; regionNames?: Record<string, string>; purpose?: PlanInput['purpose'] } = {},
): PlanOutput {
  return planPromotion({
    purpose: extra.purpose ?? 'promotion',
    rule: promotionRule.parse(rule),
    entries,
    levels: extra.levels ?? [],
    regionNames: extra.regionNames ?? {},
  });
}

/** Codes with the given result, in decision order. */
export const codesWith = (output: PlanOutput, entries: PlanEntry[], result: PlanDecision['result']): string[] =>
  output.decisions.filter((d) => d.result === result).map((d) => codeOf(entries, d));

/** Every decision as `code:result[:reason|:level]`, the compact form the tests compare. */
export const summary = (output: PlanOutput, entries: PlanEntry[]): string[] =>
  output.decisions.map((d) => {
    const tail = d.levelId !== null ? `:L${d.levelId}` : d.reason !== null ? `:${d.reason}` : '';
    return `${codeOf(entries, d)}#${d.rank ?? '-'}:${d.result}${tail}`;
  });

const codeOf = (entries: PlanEntry[], d: PlanDecision) => entries.find((e) => e.entryId === d.entryId)?.code ?? '?';

export function level(
  levelId: number,
  rankOrder: number,
  count: number | null,
  minScore: number | null = null,
): PlanLevel {
  return { levelId, name: `L${levelId}`, rankOrder, count, minScore };
}
