import type { PromotionRule } from '@cbo/contracts';
import type { PlanLevel } from './plan-types';

// A unit's places (docs/promotion.md, "The planner"): top_n takes n, top_percent
// ceil(percent × size / 100), award_counts the ranked levels' counts one after the other.

/**
 * ceil(percent × size / 100), guarded against floating-point noise: 2.2 % of 500 is 11, not the
 * 12 that ceil(11.000000000000002) would give.
 */
export function percentQuota(percent: number, size: number): number {
  const exact = (percent * size) / 100;
  const nearest = Math.round(exact);
  return Math.abs(exact - nearest) < 1e-9 ? nearest : Math.ceil(exact);
}

/** One level of places: the award level (null for a promotion quota) and how many places it has. */
export interface LevelPlaces {
  levelId: number | null;
  count: number;
}

/** The levels of places a unit fills, best first; one level (id null) for promotion quotas; null without a quota. */
export function unitPlaces(rule: PromotionRule, size: number, levels: readonly PlanLevel[]): LevelPlaces[] | null {
  if (rule.method === 'top_n') return [{ levelId: null, count: rule.n ?? 0 }];
  if (rule.method === 'top_percent') return [{ levelId: null, count: percentQuota(rule.percent ?? 0, size) }];
  if (rule.method === 'award_counts') {
    return sortLevels(levels)
      .filter((level) => (level.count ?? 0) > 0)
      .map((level) => ({ levelId: level.levelId, count: level.count as number }));
  }
  return null;
}

/** Levels in rank order (then id), whatever order they came in. */
export function sortLevels(levels: readonly PlanLevel[]): PlanLevel[] {
  return [...levels].sort((a, b) => a.rankOrder - b.rankOrder || a.levelId - b.levelId);
}

/** Index of the level holding place `position` (0-based), or -1 beyond the last place. */
export function levelIndexAt(places: readonly LevelPlaces[], position: number): number {
  let end = 0;
  for (let index = 0; index < places.length; index += 1) {
    end += places[index].count;
    if (position < end) return index;
  }
  return -1;
}
