import { CloseOutlined } from '@ant-design/icons';
import {
  addDictData,
  type DictDataDetail,
  editDictData,
  exportDictData,
  getDictDataEntry,
  listDictData,
  removeDictData,
} from '@cbo/contracts';
import { Button, Form, Result, Select, Spin } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { type CrudColumn, CrudTable, defineResource, useResourceChanged } from '../../../components/crud';
import { useIsMobile } from '../../../core/device/use-is-mobile';
import { DictTag, removeDict, toDictOption } from '../../../core/dict';
import { useDictTypes } from '../../../core/dict/use-dict-types';
import { useT } from '../../../core/i18n';
import { useDictDataForm } from './dict-data-form';
import './dict-data.css';

const TYPE_LIST = '/system/dict';

const resource = defineResource<DictDataDetail>({
  name: 'system/dict-data',
  entity: 'dictData.entity',
  rowKey: 'dictCode',
  endpoints: {
    list: listDictData,
    get: getDictDataEntry,
    add: addDictData,
    edit: editDictData,
    remove: removeDictData,
    export: exportDictData,
  },
  permission: 'system:dict',
  fileName: 'data',
});

const columns: CrudColumn<DictDataDetail>[] = [
  { key: 'dictCode', title: 'dictData.dictCode', hideInSearch: true, sorter: true, width: 110 },
  {
    key: 'dictLabel',
    title: 'dictData.dictLabel',
    render: (_value, row) => <DictTag options={[toDictOption(row)]} value={row.dictValue} />,
  },
  { key: 'dictValue', title: 'dictData.dictValue', hideInSearch: true, sorter: true },
  { key: 'dictSort', title: 'dictData.dictSort', hideInSearch: true, sorter: true, width: 110 },
  { key: 'status', title: 'dict.status', dict: 'sys_normal_disable', width: 100 },
  { key: 'remark', title: 'field.remark', hideInSearch: true, ellipsis: true },
  { key: 'createTime', title: 'field.createTime', valueType: 'dateTime', hideInSearch: true, width: 180 },
];

function CloseButton() {
  const t = useT();
  const navigate = useNavigate();
  const mobile = useIsMobile();
  return (
    <Button size={mobile ? 'small' : undefined} icon={<CloseOutlined />} onClick={() => navigate(TYPE_LIST)}>
      {t('dictData.close')}
    </Button>
  );
}

function Entries({ defaultType }: { defaultType: string }) {
  const t = useT();
  const types = useDictTypes();
  const [dictType, setDictType] = useState(defaultType);
  const form = useDictDataForm(dictType);
  // Unique while other entries' tabs stay mounted.
  const selectorId = `dict_data_type_${defaultType}`;
  // An added, changed or removed entry: tags of this type elsewhere load it afresh.
  useResourceChanged(resource.api.list.path, () => removeDict(dictType));
  return (
    <div className="cbo-dict-data">
      <Form className="cbo-dict-data__type" layout="inline" component="div">
        <Form.Item label={t('dictData.type')} htmlFor={selectorId}>
          <Select
            id={selectorId}
            className="cbo-dict-data__select"
            showSearch={{ optionFilterProp: 'label' }}
            loading={types.isLoading}
            value={dictType}
            onChange={setDictType}
            options={(types.data ?? []).map((type) => ({
              value: type.dictType,
              label: t('dictData.typeOption', { name: type.dictName, type: type.dictType }),
            }))}
          />
        </Form.Item>
        <CloseButton />
      </Form>
      <CrudTable
        resource={resource}
        columns={columns}
        form={form}
        filters={{ dictType }}
        onReset={() => setDictType(defaultType)}
      />
    </div>
  );
}

/** The entries of one dictionary type (/system/dict-data/index/:dictId), another type a choice away. */
function DictDataPage() {
  const t = useT();
  const { dictId } = useParams();
  const types = useDictTypes();
  const type = types.data?.find((row) => String(row.dictId) === dictId);
  if (types.isLoading) {
    return (
      <Spin>
        <div className="cbo-dict-data__loading" />
      </Spin>
    );
  }
  if (!type) {
    return (
      <Result
        status="warning"
        title={t(types.isError ? 'crud.loadFailed' : 'dictData.typeMissing')}
        extra={<CloseButton />}
      />
    );
  }
  // A new key per type: another :dictId starts from its own type.
  return <Entries key={type.dictType} defaultType={type.dictType} />;
}

export { DictDataPage as Component };
