import { AWARD_METHODS, type DecisionReason, type DecisionResult, type Displacement } from '@cbo/contracts';
import { CapCounter } from './plan-caps';
import { type LevelPlaces, levelIndexAt, sortLevels, unitPlaces } from './plan-quota';
import { byChars, type RankGroup, rankGroups } from './plan-rank';
import type { PlanDecision, PlanEntry, PlanInput, PlanLevel, PlanOutput, PlanUnit } from './plan-types';

// The promotion planner (docs/promotion.md, "The planner"): a pure function of its input, used for
// previews, what-ifs, drafts and redrafts. Every order is settled by the input's values (entry id,
// code, unit label and key, compared by characters), never by the order the entries came in.

const NO_CAPS = { perOrganisation: null, perRegion: null, categoryRatio: null } as const;

interface Outcome {
  result: DecisionResult;
  levelId: number | null;
  reason: DecisionReason | null;
  displacement: Displacement | null;
}

const up = (result: DecisionResult, levelId: number | null): Outcome => ({
  result,
  levelId,
  reason: null,
  displacement: null,
});
const out = (reason: DecisionReason, displacement: Displacement | null = null): Outcome => ({
  result: 'eliminated',
  levelId: null,
  reason,
  displacement,
});

interface UnitWork {
  key: string;
  label: string;
  entries: PlanEntry[];
}

export function planPromotion(input: PlanInput): PlanOutput {
  const entries = [...input.entries].sort((a, b) => a.entryId - b.entryId);
  const units = new Map<string, UnitWork>();
  for (const entry of entries) {
    let unit = units.get(entry.unitKey);
    if (!unit) {
      // The label of the unit's lowest entry id: one label per unit even if the caller's differ.
      unit = { key: entry.unitKey, label: entry.unitLabel, entries: [] };
      units.set(entry.unitKey, unit);
    }
    unit.entries.push(entry);
  }
  const ordered = [...units.values()].sort((a, b) => byChars(a.label, b.label) || byChars(a.key, b.key));
  const outUnits: PlanUnit[] = [];
  const decisions: PlanDecision[] = [];
  for (const unit of ordered) {
    const planned = planUnit(input, unit);
    outUnits.push(planned.unit);
    decisions.push(...planned.decisions);
  }
  return { units: outUnits, decisions };
}

function planUnit(input: PlanInput, unit: UnitWork): { unit: PlanUnit; decisions: PlanDecision[] } {
  const { rule } = input;
  const isRanked = (e: PlanEntry) => !e.excluded && e.score !== null && e.validSheets >= rule.minReviews;
  const ranked = unit.entries.filter(isRanked);
  const unranked = unit.entries
    .filter((e) => !isRanked(e))
    .sort((a, b) => byChars(a.code, b.code) || a.entryId - b.entryId);
  const groups = rankGroups(ranked, rule.tieBreakers ?? []);
  const places = unitPlaces(rule, ranked.length, input.levels);
  const quota = places === null ? null : places.reduce((sum, level) => sum + level.count, 0);
  const caps = new CapCounter(rule.caps ?? NO_CAPS, quota, input.regionNames);
  const outcomes =
    places === null ? walkOpen(input, groups, caps) : walkQuota(input, groups, caps, places, quota as number);

  const decisions: PlanDecision[] = [];
  const decide = (entry: PlanEntry, rank: number | null, outcome: Outcome) =>
    decisions.push({
      entryId: entry.entryId,
      applicationId: entry.applicationId,
      unitKey: unit.key,
      unitLabel: unit.label,
      score: entry.score,
      rank,
      validSheets: entry.validSheets,
      ...outcome,
    });
  for (const group of groups) {
    for (const entry of group.entries) decide(entry, group.rank, outcomes.get(entry) as Outcome);
  }
  for (const entry of unranked) decide(entry, null, out(entry.excluded ? 'excluded' : 'min_reviews'));
  const promoted = decisions.filter((d) => d.result === 'promoted' || d.result === 'awarded').length;
  return { unit: { unitKey: unit.key, unit: unit.label, size: ranked.length, quota, promoted }, decisions };
}

/**
 * Quota methods (top_n, top_percent, award_counts): walk the ranking filling places in order. A
 * capped entry is displaced and the next one takes the place. A group of tied entries fills as many
 * places as it has members; when it straddles a level boundary or the cut, promote_all gives all
 * of them the better level (the cut: the quota is exceeded) and decide leaves them undecided.
 */
function walkQuota(
  input: PlanInput,
  groups: RankGroup[],
  caps: CapCounter,
  places: LevelPlaces[],
  quota: number,
): Map<PlanEntry, Outcome> {
  const result: DecisionResult = AWARD_METHODS.includes(input.rule.method) ? 'awarded' : 'promoted';
  const outcomes = new Map<PlanEntry, Outcome>();
  let filled = 0;
  for (const group of groups) {
    if (filled >= quota) {
      for (const entry of group.entries) outcomes.set(entry, out('below_cut'));
      continue;
    }
    const taking: PlanEntry[] = [];
    for (const entry of group.entries) {
      const displaced = caps.check(entry);
      if (displaced) {
        outcomes.set(entry, out(displaced.cap, displaced));
      } else {
        caps.take(entry);
        taking.push(entry);
      }
    }
    if (taking.length === 0) continue;
    const first = levelIndexAt(places, filled);
    const last = levelIndexAt(places, filled + taking.length - 1);
    const levelId = places[first].levelId;
    const outcome: Outcome =
      first === last || input.rule.tiesAtCut === 'promote_all'
        ? up(result, levelId)
        : { result: 'undecided', levelId: null, reason: 'tie_at_cut', displacement: null };
    for (const entry of taking) outcomes.set(entry, outcome);
    filled += taking.length;
  }
  return outcomes;
}

/**
 * Threshold and score bands: every entry qualifies on its own score; a capped one is simply not
 * promoted (no one takes its place, there are no places).
 */
function walkOpen(input: PlanInput, groups: RankGroup[], caps: CapCounter): Map<PlanEntry, Outcome> {
  const { rule } = input;
  const bands = sortLevels(input.levels).filter((level) => level.minScore !== null);
  const outcomes = new Map<PlanEntry, Outcome>();
  for (const group of groups) {
    for (const entry of group.entries) {
      const score = entry.score as number;
      let qualifies: Outcome;
      if (rule.method === 'threshold') {
        qualifies = rule.threshold !== null && score >= rule.threshold ? up('promoted', null) : out('below_threshold');
      } else {
        const band: PlanLevel | undefined = bands.find((level) => (level.minScore as number) <= score);
        qualifies = band ? up('awarded', band.levelId) : out('below_cut');
      }
      if (qualifies.result === 'eliminated') {
        outcomes.set(entry, qualifies);
        continue;
      }
      const displaced = caps.check(entry);
      if (displaced) {
        outcomes.set(entry, out(displaced.cap, displaced));
      } else {
        caps.take(entry);
        outcomes.set(entry, qualifies);
      }
    }
  }
  return outcomes;
}
