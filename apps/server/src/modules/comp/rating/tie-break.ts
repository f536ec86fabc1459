import type { Receipt, ResultFlag, RubricCriterion, TieBreaker } from '@cbo/contracts';
import { hundredths } from '@cbo/contracts';
import type { LeaderDecision } from './engine-types';
import { meanOf, micro } from './stats';
import type { WorkSheet } from './work-sheet';

// Step 10 of aggregate.ts: ranking. Scores equal to 6 decimals are tied; the configured breakers
// split a tie group in order (criterion mean, count of top marks, a leader's decision); what no
// breaker splits shares the rank (competition ranking 1, 2, 2, 4).

export interface RankCandidate {
  /** Position in application-code order: the order of last resort. */
  index: number;
  applicationId: number;
  score: number;
  /** The sheets forming the score (after trimming and arbitration), in assignment order. */
  used: readonly WorkSheet[];
}

export interface RankOutcome {
  rank: number;
  flags: ResultFlag[];
  tieBreak: Receipt['tieBreak'];
}

type BreakerKind = TieBreaker['kind'];

interface Keyed {
  candidate: RankCandidate;
  /** Larger ranks first. */
  key: number;
  /** The receipt's value (criterion mean, top marks, leader position). */
  value: number | null;
}

/** The criterion's mean over the used sheets, null when no used sheet has a value for it. */
export function criterionMean(used: readonly WorkSheet[], code: string): number | null {
  const values: number[] = [];
  for (const work of used) {
    const value = work.sheet.items[code]?.value;
    if (value !== null && value !== undefined) values.push(value);
  }
  return meanOf(values);
}

/** How many values of the used sheets sit at their criterion's maximum (summed criteria only). */
export function topMarks(used: readonly WorkSheet[], criteria: readonly RubricCriterion[]): number {
  let count = 0;
  for (const work of used) {
    for (const criterion of criteria) {
      if (criterion.independent) continue;
      const value = work.sheet.items[criterion.code]?.value;
      if (value !== null && value !== undefined && hundredths(value) === hundredths(criterion.max)) count += 1;
    }
  }
  return count;
}

function keyed(
  breaker: TieBreaker,
  members: readonly RankCandidate[],
  criteria: readonly RubricCriterion[],
  decisions: readonly LeaderDecision[],
): Keyed[] | null {
  if (breaker.kind === 'criterion') {
    return members.map((candidate) => {
      const value = criterionMean(candidate.used, breaker.code);
      return { candidate, value, key: value === null ? Number.NEGATIVE_INFINITY : micro(value) };
    });
  }
  if (breaker.kind === 'top_marks') {
    return members.map((candidate) => {
      const value = topMarks(candidate.used, criteria);
      return { candidate, value, key: value };
    });
  }
  // The latest decision naming every still-tied application orders them.
  const decision = decisions.find((d) => members.every((m) => d.applicationIds.includes(m.applicationId)));
  if (!decision) return null;
  return members.map((candidate) => {
    const value = decision.applicationIds.indexOf(candidate.applicationId) + 1;
    return { candidate, value, key: -value };
  });
}

/**
 * Ranks the candidates. Leader decisions are searched latest first (highest decisionId). Answers
 * each candidate's rank, flags (`tie_broken`, `tie_unresolved`) and receipt tie-break by index.
 */
export function rankResults(
  candidates: readonly RankCandidate[],
  breakers: readonly TieBreaker[],
  criteria: readonly RubricCriterion[],
  leaderDecisions: readonly LeaderDecision[],
): Map<number, RankOutcome> {
  const decisions = [...leaderDecisions].sort((a, b) => b.decisionId - a.decisionId);
  const sorted = [...candidates].sort((a, b) => micro(b.score) - micro(a.score) || a.index - b.index);
  const outcomes = new Map<number, RankOutcome>();
  const separated = new Map<number, { by: BreakerKind; value: number | null }>();

  const resolve = (members: RankCandidate[], from: number): RankCandidate[][] => {
    if (members.length === 1) return [members];
    for (let at = from; at < breakers.length; at += 1) {
      const values = keyed(breakers[at], members, criteria, decisions);
      if (!values) continue;
      values.sort((a, b) => b.key - a.key || a.candidate.index - b.candidate.index);
      const parts: Keyed[][] = [];
      for (const item of values) {
        const last = parts[parts.length - 1];
        if (last && last[0].key === item.key) last.push(item);
        else parts.push([item]);
      }
      if (parts.length === 1) continue;
      const slots: RankCandidate[][] = [];
      for (const part of parts) {
        if (part.length === 1) {
          separated.set(part[0].candidate.index, { by: breakers[at].kind, value: part[0].value });
          slots.push([part[0].candidate]);
        } else {
          slots.push(
            ...resolve(
              part.map((item) => item.candidate),
              at + 1,
            ),
          );
        }
      }
      return slots;
    }
    return [members];
  };

  let position = 0;
  let start = 0;
  while (start < sorted.length) {
    let end = start + 1;
    while (end < sorted.length && micro(sorted[end].score) === micro(sorted[start].score)) end += 1;
    const group = sorted.slice(start, end);
    const slots = group.length === 1 ? [group] : resolve(group, 0);
    for (const slot of slots) {
      for (const candidate of slot) {
        const flags: ResultFlag[] = [];
        let tieBreak: Receipt['tieBreak'] = null;
        if (group.length > 1) {
          const info = separated.get(candidate.index);
          if (info) flags.push('tie_broken');
          if (slot.length > 1) flags.push('tie_unresolved');
          tieBreak = {
            tiedWith: group
              .filter((other) => other !== candidate)
              .map((other) => other.applicationId)
              .sort((a, b) => a - b),
            by: info?.by ?? null,
            value: info?.value ?? null,
          };
        }
        outcomes.set(candidate.index, { rank: position + 1, flags, tieBreak });
      }
      position += slot.length;
    }
    start = end;
  }
  return outcomes;
}
