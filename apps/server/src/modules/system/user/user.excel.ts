import type { UserRow } from '@cbo/contracts';
import type { ExcelColumn } from '../../../lib/excel/columns';

type Dict = ExcelColumn<UserRow>['dict'];

/** The user sheet (the reference's @Excel columns); export-only columns stay out of the template. */
export function userColumns(sex: Dict, status: Dict): ExcelColumn<UserRow>[] {
  return [
    { title: '用户序号', key: 'userId', exportOnly: true, width: 10 },
    { title: '部门编号', key: 'deptId', width: 10 },
    { title: '登录名称', key: 'userName' },
    { title: '用户名称', key: 'nickName' },
    { title: '用户邮箱', key: 'email', width: 24 },
    { title: '手机号码', key: 'phonenumber', width: 14 },
    { title: '用户性别', key: 'sex', dict: sex, width: 10 },
    { title: '帐号状态', key: 'status', dict: status, width: 10 },
    { title: '最后登录IP', key: 'loginIp', exportOnly: true },
    { title: '最后登录时间', key: 'loginDate', exportOnly: true },
    {
      title: '部门名称',
      key: 'dept',
      exportOnly: true,
      format: (_value, row) => row.dept?.deptName ?? '',
    },
    {
      title: '部门负责人',
      key: 'dept',
      exportOnly: true,
      format: (_value, row) => row.dept?.leader ?? '',
    },
  ];
}
