import { barChart, documentOf, type ReportStamp } from './report-build-common';
import type { AwardListData } from './report-data';
import type { ReportDocument } from './report-document';
import { textsOf } from './report-texts';

// award_list (docs/reports.md): the edition's final awards by level (one track or all), each with
// its current certificate's code; figures and a bar chart per level.

export function buildAwardList(data: AwardListData, stamp: ReportStamp): ReportDocument {
  const t = textsOf(stamp.locale);
  const subject = data.track ? data.track.name : t('allTracks');
  const perLevel = data.levels.map((level) => ({
    name: level.name,
    count: data.awards.filter((award) => award.levelId === level.levelId).length,
  }));
  return documentOf(stamp, {
    title: t('title.award_list', { subject }),
    edition: data.edition,
    extraMeta: [{ label: t('meta.track'), value: subject }],
    sections: [
      {
        heading: t('award.section'),
        figures: [
          { label: t('award.total'), value: data.awards.length },
          ...perLevel.map((level) => ({ label: level.name, value: level.count })),
        ],
        charts: [
          barChart(
            t('award.perLevel'),
            perLevel.map((level) => level.name),
            perLevel.map((level) => level.count),
          ),
        ],
        table: {
          sheetName: t('award.section'),
          columns: [
            { key: 'level', title: t('col.level'), width: 12 },
            { key: 'code', title: t('col.code'), width: 14 },
            { key: 'project', title: t('col.project'), width: 30 },
            { key: 'organisation', title: t('col.organisation'), width: 24 },
            { key: 'region', title: t('col.region'), width: 12 },
            { key: 'certificate', title: t('col.certificate'), width: 20 },
          ],
          rows: data.awards.map((award) => ({
            level: award.levelName,
            code: award.code,
            project: award.projectName,
            organisation: award.orgName,
            region: award.regionName,
            certificate: award.certificateCode,
          })),
        },
      },
    ],
  });
}
