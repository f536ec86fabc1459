import type { Organisation } from '@cbo/contracts';
import type { ExcelColumn } from '../../../lib/excel/columns';

type Dict = ExcelColumn<Organisation>['dict'];

/** The organisation sheet: export columns and, without the export-only ones, the import template. */
export function organisationColumns(typeDict: Dict, statusDict: Dict): ExcelColumn<Organisation>[] {
  return [
    { title: '单位编号', key: 'orgId', exportOnly: true, width: 12 },
    { title: '单位名称', key: 'orgName', width: 30 },
    { title: '单位类型', key: 'orgType', dict: typeDict, width: 14 },
    { title: '地区编码', key: 'regionCode', width: 12 },
    { title: '地区名称', key: 'regionName', exportOnly: true, width: 16 },
    { title: '统一社会信用代码', key: 'creditCode', width: 24 },
    { title: '状态', key: 'status', dict: statusDict, width: 10 },
    { title: '备注', key: 'remark', width: 30 },
    { title: '创建时间', key: 'createTime', exportOnly: true },
  ];
}
