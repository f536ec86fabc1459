import type { AggregationConfig } from '@cbo/contracts';
import { describe } from './stats';
import type { WorkSheet } from './work-sheet';

// Step 4, per-judge normalisation inside the task (aggregate.ts header): over a judge's valid
// sheets, normalised = panel mean + ((raw − judge mean) / judge spread) × panel spread, clamped to
// [0, max total]. A judge with fewer than minSheets sheets, or no spread, is skipped: raw kept.

export interface JudgeNormalisation {
  userId: number;
  n: number;
  mean: number;
  spread: number;
  skipped: boolean;
}

/**
 * Sets `normalised` and `value` on the valid sheets (given in assignment order) and answers each
 * judge's figures by user id. Off: every sheet keeps its raw total and the map is empty.
 */
export function normaliseSheets(
  valid: readonly WorkSheet[],
  panel: { mean: number; spread: number },
  settings: AggregationConfig['normalise'],
  max: number,
): Map<number, JudgeNormalisation> {
  const judges = new Map<number, JudgeNormalisation>();
  if (!settings.enabled) return judges;
  const byJudge = new Map<number, WorkSheet[]>();
  for (const work of valid) {
    const list = byJudge.get(work.sheet.userId);
    if (list) list.push(work);
    else byJudge.set(work.sheet.userId, [work]);
  }
  for (const [userId, sheets] of byJudge) {
    const { n, mean, spread } = describe(sheets.map((work) => work.raw));
    const skipped = n < settings.minSheets || spread === 0;
    judges.set(userId, { userId, n, mean, spread, skipped });
    if (skipped) continue;
    for (const work of sheets) {
      const scaled = panel.mean + ((work.raw - mean) / spread) * panel.spread;
      work.normalised = Math.min(max, Math.max(0, scaled));
      work.value = work.normalised;
    }
  }
  return judges;
}
