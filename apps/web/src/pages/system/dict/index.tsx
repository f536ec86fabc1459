import {
  addDictType,
  type DictTypeForm,
  type DictTypeRow,
  dictTypeForm,
  editDictType,
  exportDictTypes,
  getDictType,
  listDictTypes,
  refreshDictCache,
  removeDictTypes,
} from '@cbo/contracts';
import { Link } from 'react-router';
import {
  type CrudColumn,
  type CrudForm,
  CrudTable,
  defineResource,
  useResourceChanged,
} from '../../../components/crud';
import { ClippedText } from '../../../components/monitor/clipped-text';
import { RefreshCacheButton } from '../../../components/refresh-cache-button';
import { clearDicts } from '../../../core/dict';
import { useT } from '../../../core/i18n';

const resource = defineResource<DictTypeRow>({
  name: 'system/dict',
  entity: 'dict.entity',
  rowKey: 'dictId',
  endpoints: {
    list: listDictTypes,
    get: getDictType,
    add: addDictType,
    edit: editDictType,
    remove: removeDictTypes,
    export: exportDictTypes,
  },
  permission: 'system:dict',
  fileName: 'type',
});

function TypeLink({ row }: { row: DictTypeRow }) {
  const t = useT();
  return (
    <Link to={`/system/dict-data/index/${row.dictId}`} title={t('dict.openData', { name: row.dictName })}>
      {row.dictType}
    </Link>
  );
}

const columns: CrudColumn<DictTypeRow>[] = [
  { key: 'dictId', title: 'dict.dictId', hideInSearch: true, sorter: true, width: 80 },
  { key: 'dictName', title: 'dict.dictName', sorter: true, ellipsis: true },
  { key: 'dictType', title: 'dict.dictType', sorter: true, render: (_value, row) => <TypeLink row={row} /> },
  { key: 'status', title: 'dict.status', dict: 'sys_normal_disable', width: 100 },
  {
    key: 'remark',
    title: 'field.remark',
    hideInSearch: true,
    // A bounded block: the table sizes columns to their content, so a long remark would widen it.
    render: (value) => <ClippedText value={value} width={140} />,
  },
  { key: 'createTime', title: 'field.createTime', valueType: 'dateTime', sorter: true, width: 160 },
];

const form: CrudForm<DictTypeForm> = {
  schema: dictTypeForm,
  initialValues: { status: '0' },
  fields: [
    { name: 'dictName', label: 'dict.dictName' },
    { name: 'dictType', label: 'dict.dictType' },
    { name: 'status', label: 'dict.status', type: 'dictRadio', dict: 'sys_normal_disable' },
    { name: 'remark', label: 'field.remark', type: 'textarea' },
  ],
};

/**
 * Dictionary types: each type's key opens its entries. A change of types (a renamed type carries
 * its entries) or a cache refresh drops every dictionary the web holds, so tags load afresh.
 */
function DictTypePage() {
  useResourceChanged(resource.api.list.path, clearDicts);
  return (
    <CrudTable
      resource={resource}
      columns={columns}
      form={form}
      toolbar={(context) => (
        <RefreshCacheButton
          endpoint={refreshDictCache}
          permission="system:dict:remove"
          label="dict.refreshCache"
          done="dict.refreshCacheOk"
          after={() => {
            clearDicts();
            return context.refresh();
          }}
        />
      )}
    />
  );
}

export { DictTypePage as Component };
