import type { ReceiptLine, ResultFlag } from '@cbo/contracts';
import { RESULT_FLAGS } from '@cbo/contracts';
import { type Combination, combineSheets, twoPlusOne } from './combine';
import { judgeMetrics, markOutliers } from './consistency';
import type { EngineEntry, EngineInput, EngineOutput, EngineResult } from './engine-types';
import { configHash, inputsHash } from './inputs-hash';
import { normaliseSheets } from './normalise';
import { maxTotal, rawTotal } from './sheet-totals';
import { describe } from './stats';
import { type RankCandidate, rankResults } from './tie-break';
import { byAssignment, type WorkSheet } from './work-sheet';

/*
 * The rating engine (docs/rating-engine.md; the design: docs/review.md section 6.1): a pure
 * function from a task's inputs to its results, receipts, judge figures and hashes. No database,
 * no clock, no randomness.
 *
 * Order and arithmetic. Entries are taken in application-code order (a sorted copy; equal codes by
 * entry id), sheets in assignment-id order (a sorted copy). Every sum runs in that order in plain
 * doubles, so the same inputs give the same bits whatever order they arrive in. Spreads are
 * population standard deviations (divide by n). Scores are never rounded; "equal" scores are
 * those equal at 6 decimals (Math.round(x × 1e6)). Sheets of applications outside the entries are
 * ignored (and not hashed); an application listed twice keeps its sheets on its first entry.
 *
 * "Valid" sheets are those left after step 2; panel, normalisation, minimum, outliers and the judge
 * figures work on them. A receipt sheet is `used` while it forms the score (valid, not trimmed, not
 * left out by arbitration); the tie-breakers read the used sheets.
 *
 *  1. Raw total from the items and the rubric (sheet-totals.ts): `weighted` = the scoring page's
 *     sheetTotal, `sum` = Σ values, both in hundredths; independent criteria and empty values out.
 *     Receipt step `totals`: total (kind), maxTotal, sheets, valid, voided, conflict, excluded.
 *  2. Left out: an entry with counts false → all its sheets `excluded` (result: score and rank
 *     null, flags [excluded], receipt with its sheets and the totals step only); otherwise
 *     assignment status voided → `voided`, coi_declared → `conflict`.
 *  3. Panel: n, mean, spread of all valid sheets' raw totals (the output's `panel`).
 *  4. Normalisation (normalise.ts) when enabled: per judge over their valid sheets (mean m, spread
 *     s); fewer than minSheets or s = 0 → skipped (raw kept, normalised null, result and judge flag
 *     `normalisation_skipped`); else panel mean + ((raw − m) / s) × panel spread, clamped to
 *     [0, max total]. The value a sheet contributes is normalised ?? raw. Receipt step `normalise`
 *     (only when enabled): panelMean, panelSpread, minSheets, judges (distinct judges of the
 *     application's valid sheets) and skipped (of those). A judge's m and s are the output's
 *     judge mean and spread (the same sheets); each receipt sheet carries raw and normalised.
 *  5. 2+1 (combine.ts twoPlusOne) when the mode is two_plus_one and there are two first-round
 *     (method ≠ third_review) valid sheets: a, b = the first two, third = the first third_review.
 *     |a − b| (raw, in hundredths) ≤ tolerance → mean of their values. Over → `range_exceeded`;
 *     with a third → `arbitrated` and by the rule closest_two_mean (the pair of the three, in
 *     assignment order, with the smallest raw difference; ties (1,2) before (1,3) before (2,3))
 *     or third_score (the third's value); without → `awaiting_arbitration`, score null, not
 *     ranked. Every other valid sheet not forming the score is left out `arbitration`. Receipt
 *     step `arbitration`: a, b, difference, tolerance, third, rule, outcome, chosen, value.
 *  6. Combination (combineSheets) otherwise (fewer than two first-round sheets in 2+1: the same,
 *     with `fallback: true`): mean; median (sorted by value, ties by assignment id; even n: the
 *     mean of the two middle ones); trimmed_mean: from minN sheets on, the k lowest and k highest
 *     are left out `trimmed` and the rest averaged in assignment order, below minN a plain mean
 *     (`trimmed: false`). Receipt step `combine`: method, n, dropped, value (k, minN, trimmed for
 *     trimmed_mean).
 *  7. Parts (when the input has parts): own weight = 1 − Σ weights; final = own weight × own +
 *     Σ weight × part score, in the parts' order. A part without the application's score →
 *     `part_missing` and `insufficient`, score = own. Receipt step `parts`: own, ownWeight,
 *     missing, value, and per part `weight:<key>`, `score:<key>` (null when missing).
 *  8. Minimum: valid sheets < minReviews → `insufficient` (score kept, null without sheets), not
 *     ranked. Receipt step `minimum`: valid, min, met.
 *  9. Outliers (consistency.ts): a valid sheet whose value is more than outlierZ × panel spread
 *     from the mean of the other valid sheets of its application → result flag `outlier`.
 * 10. Ranking (tie-break.ts) of results with a score, not insufficient, excluded or awaiting: by
 *     score descending; equal scores split by the breakers in config order (criterion: mean of the
 *     criterion over the used sheets, higher first, none lowest; top_marks: count of values at
 *     their criterion's max, summed criteria, higher first; leader: the latest decision naming all
 *     still-tied applications, its order). A result a breaker set apart → `tie_broken`; still
 *     equal after every breaker → shared rank (1, 2, 2, 4) and `tie_unresolved`. Receipt tieBreak
 *     {tiedWith, by, value} and step `tie_break`: tied (group size), by, value, rank, resolved.
 * 11. Judges (consistency.ts): per judge with valid sheets, by user id: n, mean, spread (raw),
 *     leniency, Spearman against the others' mean, outliers and flags.
 * 12. Hashes (inputs-hash.ts): sha256 of the canonical JSON of the config and of the inputs.
 *
 * Result flags are listed in RESULT_FLAGS order.
 */

function byCode(a: EngineEntry, b: EngineEntry): number {
  if (a.applicationCode < b.applicationCode) return -1;
  if (a.applicationCode > b.applicationCode) return 1;
  return a.entryId - b.entryId;
}

interface Pending {
  result: EngineResult;
  flags: Set<ResultFlag>;
  steps: ReceiptLine[];
  sheets: WorkSheet[];
}

function orderedFlags(flags: ReadonlySet<ResultFlag>): ResultFlag[] {
  return RESULT_FLAGS.filter((flag) => flags.has(flag));
}

export function computeResults(input: EngineInput): EngineOutput {
  const { config, criteria } = input;
  const entries = [...input.entries].sort(byCode);
  const entryOf = new Map<number, EngineEntry>();
  for (const entry of entries) if (!entryOf.has(entry.applicationId)) entryOf.set(entry.applicationId, entry);
  const sheets = input.sheets.filter((sheet) => entryOf.has(sheet.applicationId)).sort(byAssignment);
  const max = maxTotal(config.total, criteria);

  // Steps 1 and 2.
  const works: WorkSheet[] = sheets.map((sheet) => {
    const raw = rawTotal(config.total, criteria, sheet.items);
    const leftOut = !entryOf.get(sheet.applicationId)!.counts
      ? 'excluded'
      : sheet.assignmentStatus === 'voided'
        ? 'voided'
        : sheet.assignmentStatus === 'coi_declared'
          ? 'conflict'
          : null;
    return { sheet, raw, valid: leftOut === null, leftOut, normalised: null, value: raw, outlier: false };
  });
  const valid = works.filter((work) => work.valid);
  // Steps 3 and 4.
  const panel = describe(valid.map((work) => work.raw));
  const normalisation = normaliseSheets(valid, panel, config.normalise, max);

  const byApplication = new Map<number, WorkSheet[]>();
  for (const work of works) {
    const list = byApplication.get(work.sheet.applicationId);
    if (list) list.push(work);
    else byApplication.set(work.sheet.applicationId, [work]);
  }

  const pending: Pending[] = [];
  const candidates: RankCandidate[] = [];
  for (const [index, entry] of entries.entries()) {
    const own = entryOf.get(entry.applicationId) === entry ? (byApplication.get(entry.applicationId) ?? []) : [];
    const validOwn = own.filter((work) => work.valid);
    const flags = new Set<ResultFlag>();
    const steps: ReceiptLine[] = [
      {
        step: 'totals',
        values: {
          total: config.total,
          maxTotal: max,
          sheets: own.length,
          valid: validOwn.length,
          voided: own.filter((work) => work.leftOut === 'voided').length,
          conflict: own.filter((work) => work.leftOut === 'conflict').length,
          excluded: own.filter((work) => work.leftOut === 'excluded').length,
        },
      },
    ];
    const result: EngineResult = {
      entryId: entry.entryId,
      applicationId: entry.applicationId,
      applicationCode: entry.applicationCode,
      reviewGroupId: entry.reviewGroupId,
      score: null,
      rank: null,
      validSheets: validOwn.length,
      flags: [],
      receipt: { sheets: [], steps, score: null, tieBreak: null },
    };
    pending.push({ result, flags, steps, sheets: own });
    if (!entry.counts) {
      flags.add('excluded');
      continue;
    }

    // Step 4's receipt.
    if (config.normalise.enabled) {
      const judges = [...new Set(validOwn.map((work) => work.sheet.userId))];
      const skipped = judges.filter((userId) => normalisation.get(userId)?.skipped).length;
      if (skipped > 0) flags.add('normalisation_skipped');
      const values: ReceiptLine['values'] = {
        panelMean: panel.mean,
        panelSpread: panel.spread,
        minSheets: config.normalise.minSheets,
        judges: judges.length,
        skipped,
      };
      steps.push({ step: 'normalise', values });
    }

    // Steps 5 and 6.
    let combination: Combination | null = null;
    if (input.mode === 'two_plus_one') combination = twoPlusOne(validOwn, input.tolerance, config.arbitration.rule);
    if (!combination) {
      combination = combineSheets(config.combine, config.trim, validOwn);
      if (input.mode === 'two_plus_one') combination.line.values.fallback = true;
    }
    for (const { work, reason } of combination.leftOut) work.leftOut = reason;
    for (const flag of combination.flags) flags.add(flag);
    steps.push(combination.line);
    let score = combination.score;

    // Step 7.
    if (input.parts.length > 0) {
      let partsWeight = 0;
      for (const part of input.parts) partsWeight += part.weight;
      const ownWeight = 1 - partsWeight;
      const values: ReceiptLine['values'] = { own: score, ownWeight };
      let missing = 0;
      let final = score === null ? null : ownWeight * score;
      for (const part of input.parts) {
        const partScore = part.scores.get(entry.applicationId);
        values[`weight:${part.key}`] = part.weight;
        values[`score:${part.key}`] = partScore ?? null;
        if (partScore === undefined) missing += 1;
        else if (final !== null) final += part.weight * partScore;
      }
      if (missing > 0) {
        flags.add('part_missing');
        flags.add('insufficient');
      } else {
        score = final;
      }
      values.missing = missing;
      values.value = score;
      steps.push({ step: 'parts', values });
    }

    // Step 8.
    const met = validOwn.length >= config.minReviews;
    if (!met) flags.add('insufficient');
    steps.push({ step: 'minimum', values: { valid: validOwn.length, min: config.minReviews, met } });

    // Step 9.
    if (markOutliers(validOwn, panel.spread, config.consistency.outlierZ)) flags.add('outlier');

    result.score = score;
    if (score !== null && !flags.has('insufficient') && !flags.has('awaiting_arbitration')) {
      candidates.push({
        index,
        applicationId: entry.applicationId,
        score,
        used: validOwn.filter((work) => work.leftOut === null),
      });
    }
  }

  // Step 10.
  const ranks = rankResults(candidates, config.tieBreakers, criteria, input.leaderDecisions);
  for (const [index, item] of pending.entries()) {
    const outcome = ranks.get(index);
    if (outcome) {
      item.result.rank = outcome.rank;
      for (const flag of outcome.flags) item.flags.add(flag);
      if (outcome.tieBreak) {
        item.result.receipt.tieBreak = outcome.tieBreak;
        item.steps.push({
          step: 'tie_break',
          values: {
            tied: outcome.tieBreak.tiedWith.length + 1,
            by: outcome.tieBreak.by,
            value: outcome.tieBreak.value,
            rank: outcome.rank,
            resolved: !outcome.flags.includes('tie_unresolved'),
          },
        });
      }
    }
    item.result.flags = orderedFlags(item.flags);
    item.result.receipt.score = item.result.score;
    item.result.receipt.sheets = item.sheets.map((work) => ({
      sheetId: work.sheet.sheetId,
      assignmentId: work.sheet.assignmentId,
      userId: work.sheet.userId,
      method: work.sheet.method,
      raw: work.raw,
      normalised: work.normalised,
      used: work.leftOut === null,
      leftOut: work.leftOut,
    }));
  }

  // Steps 11 and 12.
  return {
    results: pending.map((item) => item.result),
    judges: judgeMetrics(valid, config.consistency, normalisation),
    panel,
    configHash: configHash(config),
    inputsHash: inputsHash(input, entries, sheets),
  };
}
