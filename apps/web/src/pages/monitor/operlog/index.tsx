import { cleanOperLogs, exportOperLogs, listOperLogs, type OperLog, removeOperLogs } from '@cbo/contracts';
import { type CrudColumn, defineResource } from '../../../components/crud';
import { LogCode, type LogField, LogListPage } from '../../../components/log-list';
import { IpLocation, ipLocationText } from '../../../components/monitor/ip-location';
import { DictTag } from '../../../core/dict/dict-tag';
import { t as translate } from '../../../core/i18n';

const resource = defineResource<OperLog>({
  name: 'monitor/operlog',
  entity: 'operlog.entity',
  rowKey: 'operId',
  endpoints: { list: listOperLogs, remove: removeOperLogs, export: exportOperLogs },
  permission: 'monitor:operlog',
  actions: ['remove', 'export'],
});

const columns: CrudColumn<OperLog>[] = [
  { key: 'operId', title: 'operlog.operId', hideInSearch: true },
  { key: 'title', title: 'operlog.title' },
  { key: 'businessType', title: 'operlog.businessType', dict: 'sys_oper_type' },
  { key: 'operName', title: 'operlog.operName' },
  { key: 'deptName', title: 'operlog.deptName', hideInSearch: true, defaultHidden: true },
  { key: 'operIp', title: 'operlog.operIp' },
  {
    key: 'operLocation',
    title: 'operlog.operLocation',
    hideInSearch: true,
    render: (value) => <IpLocation value={value as string | null} />,
  },
  { key: 'status', title: 'operlog.status', dict: 'sys_common_status' },
  { key: 'operTime', title: 'operlog.operTime', valueType: 'dateTime' },
  {
    key: 'costTime',
    title: 'operlog.costTime',
    hideInSearch: true,
    render: (value) => translate('monitor.costMs', { ms: Number(value) }),
  },
];

/** Who, where, what was sent and answered (masked by the server). */
const fields: LogField<OperLog>[] = [
  {
    key: 'module',
    label: 'operlog.module',
    render: (row) => (
      <span className="cbo-log__inline">
        {row.title} / <DictTag type="sys_oper_type" value={row.businessType} />
      </span>
    ),
  },
  {
    key: 'operator',
    label: 'operlog.operator',
    render: (row) =>
      [row.operName, row.operIp, ipLocationText(row.operLocation, translate)].filter(Boolean).join(' / '),
  },
  { key: 'operUrl', label: 'operlog.operUrl', render: (row) => row.operUrl },
  { key: 'requestMethod', label: 'operlog.requestMethod', render: (row) => row.requestMethod },
  { key: 'method', label: 'operlog.method', wide: true, render: (row) => row.method },
  {
    key: 'operParam',
    label: 'operlog.operParam',
    wide: true,
    render: (row, { none }) => <LogCode text={row.operParam} none={none} />,
  },
  {
    key: 'jsonResult',
    label: 'operlog.jsonResult',
    wide: true,
    render: (row, { none }) => <LogCode text={row.jsonResult} none={none} />,
  },
  { key: 'status', label: 'operlog.status', render: (row) => <DictTag type="sys_common_status" value={row.status} /> },
  { key: 'costTime', label: 'operlog.costTime', render: (row, { t }) => t('monitor.costMs', { ms: row.costTime }) },
  { key: 'operTime', label: 'operlog.operTime', wide: true, render: (row) => row.operTime ?? '' },
  {
    key: 'errorMsg',
    label: 'operlog.errorMsg',
    wide: true,
    when: (row) => row.status !== 0 && Boolean(row.errorMsg),
    render: (row) => row.errorMsg,
  },
];

/** The operation log: what was changed, by whom, with its masked parameters and result. */
function OperLogPage() {
  return (
    <LogListPage
      resource={resource}
      columns={columns}
      clean={{ endpoint: cleanOperLogs, permission: 'monitor:operlog:remove', confirm: 'operlog.cleanConfirm' }}
      detail={{ permission: 'monitor:operlog:query', title: 'operlog.detailTitle', fields }}
    />
  );
}

export { OperLogPage as Component };
