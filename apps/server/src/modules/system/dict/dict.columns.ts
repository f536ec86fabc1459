import type { DictDataDetail, DictTypeRow } from '@cbo/contracts';
import type { ExcelColumn } from '../../../lib/excel/columns';

type Dict = ExcelColumn<unknown>['dict'];

/** The dictionary type sheet (the reference's "字典类型" export). */
export function dictTypeColumns(statusDict: Dict): ExcelColumn<DictTypeRow>[] {
  return [
    { title: '字典主键', key: 'dictId', width: 12 },
    { title: '字典名称', key: 'dictName' },
    { title: '字典类型', key: 'dictType', width: 30 },
    { title: '状态', key: 'status', dict: statusDict, width: 10 },
    { title: '备注', key: 'remark', width: 30 },
    { title: '创建时间', key: 'createTime' },
  ];
}

/** The dictionary entry sheet (the reference's "字典数据" export). */
export function dictDataColumns(statusDict: Dict, yesNoDict: Dict): ExcelColumn<DictDataDetail>[] {
  return [
    { title: '字典编码', key: 'dictCode', width: 12 },
    { title: '字典排序', key: 'dictSort', width: 12 },
    { title: '字典标签', key: 'dictLabel' },
    { title: '字典键值', key: 'dictValue' },
    { title: '字典类型', key: 'dictType', width: 30 },
    { title: '是否默认', key: 'isDefault', dict: yesNoDict, width: 10 },
    { title: '状态', key: 'status', dict: statusDict, width: 10 },
    { title: '备注', key: 'remark', width: 30 },
    { title: '创建时间', key: 'createTime' },
  ];
}
