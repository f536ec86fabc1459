import type { AggregationConfig } from '@cbo/contracts';
import { hundredths, type RubricCriterion, rubricMaxTotal, type SheetItems, sheetTotal } from '@cbo/contracts';

// A sheet's raw total, always recomputed from its items and the rubric (never a stored total).
// `weighted` is the scoring page's own total (sheetTotal), `sum` adds the values in hundredths the
// same way, so both are exact to two decimals. Independent criteria and empty values are skipped.

export type TotalKind = AggregationConfig['total'];

export function rawTotal(kind: TotalKind, criteria: readonly RubricCriterion[], items: SheetItems): number {
  if (kind === 'weighted') return sheetTotal(criteria, items);
  let total = 0;
  for (const criterion of criteria) {
    if (criterion.independent) continue;
    const value = items[criterion.code]?.value;
    if (value === null || value === undefined) continue;
    total += hundredths(value);
  }
  return total / 100;
}

/** The highest total a sheet can reach under `kind` (the upper clamp of normalised totals). */
export function maxTotal(kind: TotalKind, criteria: readonly RubricCriterion[]): number {
  if (kind === 'weighted') return rubricMaxTotal(criteria);
  let total = 0;
  for (const criterion of criteria) if (!criterion.independent) total += hundredths(criterion.max);
  return total / 100;
}
