import type { PromotionTieBreaker } from '@cbo/contracts';
import type { PlanEntry } from './plan-types';

// Ranking inside one unit (docs/promotion.md, "The planner"): exact scores descending, then the
// rule's tie-breakers in order; entries still equal share a rank (1, 2, 2, 4) and are listed by
// code. Strings compare by characters, never by locale, so every machine gives the same order.

/** Character order (UTF-16 code units), the same on every machine and locale. */
export const byChars = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** A mean that is missing counts as the lowest. */
const meanOf = (entry: PlanEntry, code: string): number => entry.criterionMeans[code] ?? Number.NEGATIVE_INFINITY;

/** Task rank: lower first, null last. */
const taskRankOf = (entry: PlanEntry): number => entry.taskRank ?? Number.POSITIVE_INFINITY;

/**
 * Negative when `a` ranks before `b`, 0 when they are tied after every tie-breaker. Both must be
 * ranked (a score, enough sheets, not excluded).
 */
export function compareRanked(a: PlanEntry, b: PlanEntry, breakers: readonly PromotionTieBreaker[]): number {
  const sa = a.score as number;
  const sb = b.score as number;
  if (sa !== sb) return sb > sa ? 1 : -1;
  for (const breaker of breakers) {
    let diff = 0;
    if (breaker.kind === 'criterion') {
      const ma = meanOf(a, breaker.code);
      const mb = meanOf(b, breaker.code);
      diff = ma === mb ? 0 : mb > ma ? 1 : -1;
    } else if (breaker.kind === 'top_marks') {
      diff = b.topMarks - a.topMarks;
    } else {
      const ra = taskRankOf(a);
      const rb = taskRankOf(b);
      diff = ra === rb ? 0 : ra < rb ? -1 : 1;
    }
    if (diff !== 0) return diff;
  }
  return 0;
}

/** A group of entries sharing one rank, in listing (code) order. */
export interface RankGroup {
  rank: number;
  entries: PlanEntry[];
}

/** The unit's ranked entries cut into groups of equal rank, best first (standard competition ranking). */
export function rankGroups(ranked: readonly PlanEntry[], breakers: readonly PromotionTieBreaker[]): RankGroup[] {
  const sorted = [...ranked].sort(
    (a, b) => compareRanked(a, b, breakers) || byChars(a.code, b.code) || a.entryId - b.entryId,
  );
  const groups: RankGroup[] = [];
  sorted.forEach((entry, index) => {
    const last = groups[groups.length - 1];
    if (last && compareRanked(last.entries[0], entry, breakers) === 0) last.entries.push(entry);
    else groups.push({ rank: index + 1, entries: [entry] });
  });
  return groups;
}
