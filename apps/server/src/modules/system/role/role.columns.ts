import type { Role } from '@cbo/contracts';
import type { ExcelColumn } from '../../../lib/excel/columns';

const DATA_SCOPE_LABELS = [
  { value: '1', label: '全部数据权限' },
  { value: '2', label: '自定数据权限' },
  { value: '3', label: '本部门数据权限' },
  { value: '4', label: '本部门及以下数据权限' },
  { value: '5', label: '仅本人数据权限' },
];

const COMP_SCOPE_LABELS = [
  { value: '1', label: '全部大赛数据' },
  { value: '2', label: '本地区及下级地区' },
  { value: '3', label: '本单位' },
  { value: '4', label: '仅本人' },
];

/** The role sheet of the export ('角色数据'), as the reference's SysRole Excel mapping plus the competition scope. */
export function roleColumns(statusDict: ExcelColumn<Role>['dict']): ExcelColumn<Role>[] {
  return [
    { title: '角色序号', key: 'roleId', exportOnly: true, width: 12 },
    { title: '角色名称', key: 'roleName' },
    { title: '角色权限', key: 'roleKey' },
    { title: '角色排序', key: 'roleSort', width: 12 },
    { title: '数据范围', key: 'dataScope', dict: DATA_SCOPE_LABELS, width: 22 },
    { title: '大赛数据范围', key: 'compScope', dict: COMP_SCOPE_LABELS, width: 20 },
    { title: '角色状态', key: 'status', dict: statusDict, width: 10 },
    { title: '备注', key: 'remark', width: 30 },
    { title: '创建时间', key: 'createTime', exportOnly: true },
  ];
}
