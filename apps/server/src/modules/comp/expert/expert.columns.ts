import type { EXPERT_TRACKS, Expert } from '@cbo/contracts';
import type { ExcelColumn } from '../../../lib/excel/columns';

type Dict = ExcelColumn<Expert>['dict'];

export interface ExpertColumnDicts {
  gender: Dict;
  title: Dict;
  fields: Dict;
  industries: Dict;
  status: Dict;
}

/** Track codes with the labels a sheet shows (the demo edition's track names). */
export const TRACK_LABELS: ReadonlyArray<{ value: (typeof EXPERT_TRACKS)[number]; label: string }> = [
  { value: 'teen', label: '青少年组' },
  { value: 'adult', label: '成人组' },
];

/**
 * The expert sheet: export columns and, without the export-only ones, the import template
 * (docs/experts.md: account, name, mobile, e-mail, gender, organisation, title, fields,
 * industries, region, tracks, max load). Lists are comma-separated dictionary labels.
 */
export function expertColumns(dicts: ExpertColumnDicts): ExcelColumn<Expert>[] {
  const labels = (dict: Dict) => (value: unknown) => {
    const codes = Array.isArray(value) ? (value as string[]) : [];
    return codes.map((code) => dict?.find((entry) => entry.value === code)?.label ?? code).join(',');
  };
  return [
    { title: '专家编号', key: 'expertId', exportOnly: true, width: 10 },
    { title: '登录名称', key: 'userName', width: 16 },
    { title: '姓名', key: 'nickName', width: 14 },
    { title: '手机号码', key: 'phonenumber', width: 14 },
    { title: '邮箱', key: 'email', width: 22 },
    { title: '性别', key: 'gender', dict: dicts.gender, width: 8 },
    { title: '单位', key: 'orgName', width: 28 },
    { title: '职称', key: 'title', dict: dicts.title, width: 10 },
    { title: '专家领域', key: 'fields', dict: dicts.fields, format: labels(dicts.fields), width: 24 },
    { title: '行业领域', key: 'industries', dict: dicts.industries, format: labels(dicts.industries), width: 24 },
    { title: '地区编码', key: 'regionCode', width: 10 },
    { title: '地区名称', key: 'regionName', exportOnly: true, width: 12 },
    { title: '评审赛道', key: 'tracks', dict: TRACK_LABELS, format: labels(TRACK_LABELS), width: 14 },
    { title: '最大评审量', key: 'maxLoad', width: 10 },
    { title: '状态', key: 'status', dict: dicts.status, exportOnly: true, width: 8 },
    { title: '评分', key: 'rating', exportOnly: true, width: 8 },
    { title: '创建时间', key: 'createTime', exportOnly: true },
  ];
}
