import type { Post } from '@cbo/contracts';
import type { ExcelColumn } from '../../../lib/excel/columns';

/** The post sheet: export columns and, without the export-only ones, the import template. */
export function postColumns(statusDict: ExcelColumn<Post>['dict']): ExcelColumn<Post>[] {
  return [
    { title: '岗位序号', key: 'postId', exportOnly: true, width: 12 },
    { title: '岗位编码', key: 'postCode' },
    { title: '岗位名称', key: 'postName' },
    { title: '岗位排序', key: 'postSort', width: 12 },
    { title: '状态', key: 'status', dict: statusDict, width: 10 },
    { title: '备注', key: 'remark', width: 30 },
    { title: '创建时间', key: 'createTime', exportOnly: true },
  ];
}
