import { documentOf, type ReportStamp } from './report-build-common';
import type { PublicityListData } from './report-data';
import type { ReportDocument } from './report-document';
import { textsOf } from './report-texts';

// publicity_list (docs/reports.md): a batch's promoted or awarded entries as its 公示 lists them,
// with the window's dates.

export function buildPublicityList(data: PublicityListData, stamp: ReportStamp): ReportDocument {
  const t = textsOf(stamp.locale);
  const awards = data.batch.purpose === 'award';
  const window = data.window ? `${data.window.startAt} – ${data.window.endAt}` : t('publicity.noWindow');
  return documentOf(stamp, {
    title: t('title.publicity_list', { subject: data.batch.title }),
    edition: data.edition,
    extraMeta: [
      { label: t('meta.batch'), value: `${data.batch.stageName} · ${data.batch.title}` },
      { label: t('meta.window'), value: window },
    ],
    sections: [
      {
        heading: t('publicity.section'),
        figures: [
          { label: t('publicity.listed'), value: data.entries.length },
          { label: t('meta.window'), value: window },
        ],
        table: {
          sheetName: t('publicity.section'),
          columns: [
            { key: 'code', title: t('col.code'), width: 14 },
            { key: 'project', title: t('col.project'), width: 30 },
            { key: 'organisation', title: t('col.organisation'), width: 24 },
            { key: 'region', title: t('col.region'), width: 12 },
            { key: 'score', title: t('col.score'), width: 10, decimals: 2, align: 'right' },
            { key: 'rank', title: t('col.rank'), width: 6, decimals: 0, align: 'right' },
            awards
              ? { key: 'level', title: t('col.level'), width: 12 }
              : { key: 'level', title: t('col.result'), width: 12 },
          ],
          rows: data.entries.map((entry) => ({
            code: entry.code,
            project: entry.projectName,
            organisation: entry.orgName,
            region: entry.regionName,
            score: entry.score,
            rank: entry.rank,
            level: entry.levelName ?? t(`result.${entry.result}` as 'result.promoted'),
          })),
        },
      },
    ],
  });
}
