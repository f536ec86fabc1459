import {
  addConfig,
  type ConfigForm,
  type ConfigRow,
  configForm,
  editConfig,
  exportConfigs,
  getConfig,
  listConfigs,
  refreshConfigCache,
  removeConfigs,
} from '@cbo/contracts';
import { type CrudColumn, type CrudForm, CrudTable, defineResource } from '../../../components/crud';
import { ClippedText } from '../../../components/monitor/clipped-text';
import { RefreshCacheButton } from '../../../components/refresh-cache-button';

const resource = defineResource<ConfigRow>({
  name: 'system/config',
  entity: 'config.entity',
  rowKey: 'configId',
  endpoints: {
    list: listConfigs,
    get: getConfig,
    add: addConfig,
    edit: editConfig,
    remove: removeConfigs,
    export: exportConfigs,
  },
  permission: 'system:config',
});

// Long names, values and remarks are cut (whole on hover) to keep the list within a 1440 px screen;
// the remark is one click away in the column chooser.
const columns: CrudColumn<ConfigRow>[] = [
  { key: 'configId', title: 'config.configId', hideInSearch: true, sorter: true, width: 80 },
  {
    key: 'configName',
    title: 'config.configName',
    sorter: true,
    render: (value) => <ClippedText value={value} width={140} />,
  },
  {
    key: 'configKey',
    title: 'config.configKey',
    sorter: true,
    render: (value) => <ClippedText value={value} width={180} />,
  },
  {
    key: 'configValue',
    title: 'config.configValue',
    hideInSearch: true,
    render: (value) => <ClippedText value={value} width={100} />,
  },
  { key: 'configType', title: 'config.configType', dict: 'sys_yes_no', width: 100 },
  {
    key: 'remark',
    title: 'field.remark',
    hideInSearch: true,
    defaultHidden: true,
    render: (value) => <ClippedText value={value} width={180} />,
  },
  { key: 'createTime', title: 'field.createTime', valueType: 'dateTime', sorter: true, width: 160 },
];

const form: CrudForm<ConfigForm> = {
  schema: configForm,
  initialValues: { configType: 'N', configValue: '' },
  fields: [
    { name: 'configName', label: 'config.configName' },
    { name: 'configKey', label: 'config.configKey' },
    { name: 'configValue', label: 'config.configValue', type: 'textarea' },
    { name: 'configType', label: 'config.configType', type: 'dictRadio', dict: 'sys_yes_no' },
    { name: 'remark', label: 'field.remark', type: 'textarea' },
  ],
};

/**
 * Configuration keys. The server refuses to delete a built-in key (type Y) and says which; the
 * request client shows that message.
 */
function ConfigPage() {
  return (
    <CrudTable
      resource={resource}
      columns={columns}
      form={form}
      toolbar={(context) => (
        <RefreshCacheButton
          endpoint={refreshConfigCache}
          permission="system:config:remove"
          label="config.refreshCache"
          done="config.refreshCacheOk"
          after={context.refresh}
        />
      )}
    />
  );
}

export { ConfigPage as Component };
