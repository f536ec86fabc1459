import type { PlanDecision, PlanInput, PlanOutput, PlanUnit } from './plan-types';

// The promotion planner (docs/promotion.md): a pure function of its input. This first version
// ranks each unit by score and code and applies top_n and threshold with the minimum of reviews;
// percent, award methods, caps and tie-breakers follow in the engine's own commit.

const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function planPromotion(input: PlanInput): PlanOutput {
  const { rule } = input;
  const units = new Map<string, { label: string; entries: PlanInput['entries'] }>();
  for (const entry of input.entries) {
    const unit = units.get(entry.unitKey) ?? { label: entry.unitLabel, entries: [] };
    unit.entries.push(entry);
    units.set(entry.unitKey, unit);
  }
  const outUnits: PlanUnit[] = [];
  const decisions: PlanDecision[] = [];
  const ordered = [...units.entries()].sort((a, b) => byCode(a[1].label, b[1].label) || byCode(a[0], b[0]));
  for (const [unitKey, unit] of ordered) {
    const scored = unit.entries
      .filter((e) => !e.excluded && e.score !== null && e.validSheets >= rule.minReviews)
      .sort((a, b) => (b.score as number) - (a.score as number) || byCode(a.code, b.code));
    const quota = rule.method === 'top_n' ? (rule.n ?? 0) : null;
    let promoted = 0;
    scored.forEach((entry, index) => {
      const up =
        rule.method === 'threshold' ? (entry.score as number) >= (rule.threshold ?? Infinity) : index < (quota ?? 0);
      if (up) promoted += 1;
      decisions.push({
        entryId: entry.entryId,
        applicationId: entry.applicationId,
        unitKey,
        unitLabel: unit.label,
        score: entry.score,
        rank: index + 1,
        validSheets: entry.validSheets,
        result: up ? 'promoted' : 'eliminated',
        levelId: null,
        reason: up ? null : rule.method === 'threshold' ? 'below_threshold' : 'below_cut',
        displacement: null,
      });
    });
    for (const entry of unit.entries.filter((e) => !scored.includes(e)).sort((a, b) => byCode(a.code, b.code))) {
      decisions.push({
        entryId: entry.entryId,
        applicationId: entry.applicationId,
        unitKey,
        unitLabel: unit.label,
        score: entry.score,
        rank: null,
        validSheets: entry.validSheets,
        result: 'eliminated',
        levelId: null,
        reason: entry.excluded ? 'excluded' : 'min_reviews',
        displacement: null,
      });
    }
    outUnits.push({ unitKey, unit: unit.label, size: scored.length, quota, promoted });
  }
  return { units: outUnits, decisions };
}
