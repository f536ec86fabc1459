import type { Displacement, PromotionCaps } from '@cbo/contracts';
import { regionAtLevel } from '../grouping/grouping-plan';
import type { PlanEntry } from './plan-types';

// The caps of a rule, counted per unit while the planner walks the ranking (docs/promotion.md,
// "The planner"): at most N per organisation, at most `max` per region at a level, and a category
// ratio splitting a quota. An entry that would overflow one is displaced; the first full cap in
// that order (organisation, region, category) is the one reported.

/** ceil(a / b) for a ≥ 0, b > 0 integers, exact (no floating point). */
const ceilDiv = (a: number, b: number): number => Math.floor((a + b - 1) / b);

/**
 * Places of a quota a category may take: ceil(quota × weight / Σ weights); a category not listed
 * (or no category) takes none.
 */
export function categoryLimit(
  ratio: readonly { categoryId: number; weight: number }[],
  categoryId: number | null,
  quota: number,
): number {
  const total = ratio.reduce((sum, item) => sum + item.weight, 0);
  const own = ratio.find((item) => item.categoryId === categoryId);
  if (!own || total <= 0 || quota <= 0) return 0;
  return ceilDiv(quota * own.weight, total);
}

/** One unit's counters. `quota` is the unit's quota for the category ratio; null turns it off. */
export class CapCounter {
  private readonly orgs = new Map<number, number>();
  private readonly regions = new Map<string, number>();
  private readonly categories = new Map<string, number>();
  private readonly ratio: readonly { categoryId: number; weight: number }[] | null;

  constructor(
    private readonly caps: PromotionCaps,
    private readonly quota: number | null,
    private readonly regionNames: Readonly<Record<string, string>>,
  ) {
    // An empty ratio list names no category: read as no ratio at all rather than "nobody goes up".
    this.ratio = quota !== null && caps.categoryRatio && caps.categoryRatio.length > 0 ? caps.categoryRatio : null;
  }

  /** The cap that keeps this entry out, or null when it may take a place. Does not count it. */
  check(entry: PlanEntry): Displacement | null {
    const { perOrganisation, perRegion } = this.caps;
    if (perOrganisation !== null && entry.orgId !== null) {
      if ((this.orgs.get(entry.orgId) ?? 0) >= perOrganisation) {
        return {
          cap: 'organisation_cap',
          key: String(entry.orgId),
          label: entry.orgName ?? String(entry.orgId),
          limit: perOrganisation,
        };
      }
    }
    if (perRegion !== null && entry.regionChain.length > 0) {
      const code = regionAtLevel(entry.regionChain, perRegion.level);
      if ((this.regions.get(code) ?? 0) >= perRegion.max) {
        return { cap: 'region_cap', key: code, label: this.regionNames[code] ?? code, limit: perRegion.max };
      }
    }
    if (this.ratio !== null && this.quota !== null) {
      const limit = categoryLimit(this.ratio, entry.categoryId, this.quota);
      const key = entry.categoryId === null ? '' : String(entry.categoryId);
      if ((this.categories.get(key) ?? 0) >= limit) {
        return { cap: 'category_ratio', key, label: entry.categoryName ?? key, limit };
      }
    }
    return null;
  }

  /** Counts an entry that took a place (promoted, awarded, or undecided at the cut). */
  take(entry: PlanEntry): void {
    if (entry.orgId !== null) this.orgs.set(entry.orgId, (this.orgs.get(entry.orgId) ?? 0) + 1);
    if (this.caps.perRegion !== null && entry.regionChain.length > 0) {
      const code = regionAtLevel(entry.regionChain, this.caps.perRegion.level);
      this.regions.set(code, (this.regions.get(code) ?? 0) + 1);
    }
    const key = entry.categoryId === null ? '' : String(entry.categoryId);
    this.categories.set(key, (this.categories.get(key) ?? 0) + 1);
  }
}
