import type { ConfigRow } from '@cbo/contracts';
import type { ExcelColumn } from '../../../lib/excel/columns';

/** The configuration sheet (the reference's "参数数据" export). */
export function configColumns(yesNoDict: ExcelColumn<unknown>['dict']): ExcelColumn<ConfigRow>[] {
  return [
    { title: '参数主键', key: 'configId', width: 12 },
    { title: '参数名称', key: 'configName', width: 30 },
    { title: '参数键名', key: 'configKey', width: 30 },
    { title: '参数键值', key: 'configValue', width: 30 },
    { title: '系统内置', key: 'configType', dict: yesNoDict, width: 10 },
    { title: '备注', key: 'remark', width: 40 },
    { title: '创建时间', key: 'createTime' },
  ];
}
