import { resultFlagLabels } from '@cbo/contracts';
import { barChart, documentOf, type ReportStamp } from './report-build-common';
import type { StageResultData } from './report-data';
import type { ReportDocument, ReportTable } from './report-document';
import { textsOf } from './report-texts';

// stage_result (docs/reports.md): a judging stage's entries ranked, with the raw, normalised and
// final scores, flags and the live promotion batch's decision; a 10-point histogram of the scores.

export const stageSubject = (stage: StageResultData['stage']) =>
  stage.trackName ? `${stage.trackName} ${stage.name}` : stage.name;

/** Scores in 10-point bands from 0 to 100 (or past the top score); the top band holds its upper edge. */
export function scoreBands(scores: number[]): Array<{ label: string; count: number }> {
  const top = Math.max(100, Math.ceil(Math.max(0, ...scores) / 10) * 10);
  const bands = Array.from({ length: top / 10 }, (_, index) => ({
    label: `${index * 10}–${index * 10 + 10}`,
    count: 0,
  }));
  for (const score of scores) {
    const index = Math.min(Math.max(0, Math.floor(score / 10)), bands.length - 1);
    bands[index].count++;
  }
  return bands;
}

export function buildStageResult(data: StageResultData, stamp: ReportStamp): ReportDocument {
  const t = textsOf(stamp.locale);
  const flag = (key: string) => resultFlagLabels[key]?.[stamp.locale] ?? key;
  const separator = stamp.locale === 'zh-CN' ? '、' : ', ';
  const normalised = data.entries.some((entry) => entry.normalisedMean !== null);
  const table: ReportTable = {
    sheetName: t('stage.section'),
    columns: [
      { key: 'rank', title: t('col.rank'), width: 6, decimals: 0, align: 'right' },
      { key: 'code', title: t('col.code'), width: 14 },
      { key: 'project', title: t('col.project'), width: 30 },
      { key: 'organisation', title: t('col.organisation'), width: 24 },
      { key: 'region', title: t('col.region'), width: 12 },
      { key: 'group', title: t('col.group'), width: 16 },
      { key: 'validSheets', title: t('col.validSheets'), width: 8, decimals: 0, align: 'right' },
      { key: 'rawMean', title: t('col.rawMean'), width: 10, decimals: 2, align: 'right' },
      ...(normalised
        ? [{ key: 'normalised', title: t('col.normalised'), width: 10, decimals: 2, align: 'right' as const }]
        : []),
      { key: 'score', title: t('col.score'), width: 10, decimals: 2, align: 'right' },
      { key: 'flags', title: t('col.flags'), width: 18 },
      { key: 'promotion', title: t('col.promotion'), width: 10 },
    ],
    rows: data.entries.map((entry) => ({
      rank: entry.rank,
      code: entry.code,
      project: entry.projectName,
      organisation: entry.orgName,
      region: entry.regionName,
      group: entry.groupName,
      validSheets: entry.validSheets,
      rawMean: entry.rawMean,
      ...(normalised ? { normalised: entry.normalisedMean } : {}),
      score: entry.score,
      flags: entry.flags.map(flag).join(separator),
      promotion: entry.promotion ? t(`result.${entry.promotion}` as 'result.promoted') : null,
    })),
  };
  const scores = data.entries.flatMap((entry) => (entry.score === null ? [] : [entry.score]));
  const bands = scoreBands(scores);
  return documentOf(stamp, {
    title: t('title.stage_result', { subject: stageSubject(data.stage) }),
    edition: data.edition,
    extraMeta: [{ label: t('meta.stage'), value: stageSubject(data.stage) }],
    sections: [
      {
        heading: t('stage.section'),
        paragraphs: [data.batch ? t('stage.batch', { title: data.batch.title }) : t('stage.noBatch')],
        figures: [
          { label: t('stage.entries'), value: data.entries.length },
          { label: t('stage.ranked'), value: data.entries.filter((entry) => entry.rank !== null).length },
          {
            label: t('stage.insufficient'),
            value: data.entries.filter((entry) => entry.flags.includes('insufficient')).length,
          },
          { label: t('stage.promoted'), value: data.entries.filter((entry) => entry.promotion === 'promoted').length },
        ],
        charts: [
          barChart(
            t('stage.histogram'),
            bands.map((band) => band.label),
            bands.map((band) => band.count),
          ),
        ],
        table,
      },
    ],
  });
}
