import type { AggregationConfig, JudgeFlag } from '@cbo/contracts';
import { JUDGE_FLAGS } from '@cbo/contracts';
import type { JudgeMetric } from './engine-types';
import type { JudgeNormalisation } from './normalise';
import { describe, meanOf, spearman } from './stats';
import type { WorkSheet } from './work-sheet';

// Steps 9 and 11 of aggregate.ts: outlier sheets and each judge's consistency figures, over the
// valid sheets (voided, conflict and excluded entries' sheets never count; trimmed and arbitrated
// ones do: they are still the judge's marks).

/**
 * Marks a valid sheet an outlier when its value lies more than outlierZ × panel spread from the
 * mean of the other valid sheets of its application (at least one other needed).
 */
export function markOutliers(applicationSheets: readonly WorkSheet[], panelSpread: number, outlierZ: number): boolean {
  let any = false;
  if (applicationSheets.length < 2) return any;
  const limit = outlierZ * panelSpread;
  for (const work of applicationSheets) {
    const others = meanOf(applicationSheets.filter((other) => other !== work).map((other) => other.value)) ?? 0;
    if (Math.abs(work.value - others) > limit) {
      work.outlier = true;
      any = true;
    }
  }
  return any;
}

/**
 * Per judge with at least one valid sheet, sorted by user id: n, mean and spread of raw totals;
 * leniency = mean of (own raw − mean of the other judges' raw) over own sheets whose application
 * has another judge's valid sheet; Spearman of those pairs (null below 3 pairs or no variance);
 * outliers. Flags lenient / severe / low_agreement / outliers only from minSheets sheets on;
 * normalisation_skipped whenever step 4 skipped the judge.
 */
export function judgeMetrics(
  valid: readonly WorkSheet[],
  settings: AggregationConfig['consistency'],
  normalisation: ReadonlyMap<number, JudgeNormalisation>,
): JudgeMetric[] {
  const byApplication = new Map<number, WorkSheet[]>();
  const byJudge = new Map<number, WorkSheet[]>();
  for (const work of valid) {
    const app = byApplication.get(work.sheet.applicationId);
    if (app) app.push(work);
    else byApplication.set(work.sheet.applicationId, [work]);
    const own = byJudge.get(work.sheet.userId);
    if (own) own.push(work);
    else byJudge.set(work.sheet.userId, [work]);
  }
  const metrics: JudgeMetric[] = [];
  for (const userId of [...byJudge.keys()].sort((a, b) => a - b)) {
    const sheets = byJudge.get(userId)!;
    const { n, mean, spread } = describe(sheets.map((work) => work.raw));
    const own: number[] = [];
    const consensus: number[] = [];
    const differences: number[] = [];
    for (const work of sheets) {
      const others = byApplication
        .get(work.sheet.applicationId)!
        .filter((other) => other.sheet.userId !== userId)
        .map((other) => other.raw);
      const othersMean = meanOf(others);
      if (othersMean === null) continue;
      own.push(work.raw);
      consensus.push(othersMean);
      differences.push(work.raw - othersMean);
    }
    const leniency = meanOf(differences);
    const agreement = spearman(own, consensus, 3);
    const outliers = sheets.filter((work) => work.outlier).length;
    const flags = new Set<JudgeFlag>();
    if (n >= settings.minSheets) {
      if (leniency !== null && leniency > settings.leniency) flags.add('lenient');
      if (leniency !== null && leniency < -settings.leniency) flags.add('severe');
      if (agreement !== null && agreement < settings.spearman) flags.add('low_agreement');
      if (outliers > 0) flags.add('outliers');
    }
    if (normalisation.get(userId)?.skipped) flags.add('normalisation_skipped');
    metrics.push({
      userId,
      n,
      mean,
      spread,
      leniency,
      spearman: agreement,
      outliers,
      flags: JUDGE_FLAGS.filter((flag) => flags.has(flag)),
    });
  }
  return metrics;
}
