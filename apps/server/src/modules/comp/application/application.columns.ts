import type { ExcelColumn } from '../../../lib/excel/columns';
import type * as repo from './application.repository';

type Row = Awaited<ReturnType<typeof repo.applicationsBefore>>[number];
type Options = ReadonlyArray<{ value: string; label: string }>;

/** The export's columns; mobiles are the masked ones, ID numbers are not exported. */
export function applicationExportColumns(industries: Options, statuses: Options): ExcelColumn<Row>[] {
  return [
    { title: '申报编号', key: 'code', width: 14 },
    { title: '项目名称', key: 'projectName', width: 30 },
    { title: '届次', key: 'competitionName', width: 24 },
    { title: '赛道', key: 'trackName' },
    { title: '组别', key: 'categoryName' },
    { title: '行业', key: 'industry', dict: industries },
    { title: '地区', key: 'regionName' },
    { title: '单位', key: 'orgName', width: 24 },
    { title: '负责人', key: 'leaderName' },
    { title: '负责人手机', key: 'leaderMobile', width: 16 },
    { title: '团队人数', key: 'memberCount', width: 10 },
    { title: '状态', key: 'status', dict: statuses },
    { title: '提交时间', key: 'submittedAt', width: 20 },
    { title: '退回次数', key: 'returnCount', width: 10 },
    { title: '创建人', key: 'createBy' },
    { title: '创建时间', key: 'createTime', width: 20 },
  ];
}
