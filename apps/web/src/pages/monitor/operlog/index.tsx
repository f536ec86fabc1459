import { ClearOutlined, EyeOutlined } from '@ant-design/icons';
import type { OperLog } from '@cbo/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { type CrudColumn, type CrudContext, CrudTable, defineResource } from '../../../components/crud';
import { useAccess } from '../../../core/access';
import { useIsMobile } from '../../../core/device/use-is-mobile';
import { http } from '../../../core/http/http-client';
import { t as translate, useT } from '../../../core/i18n';
import { useConfirmedAction } from '../use-confirmed-action';
import { OperLogDetail } from './oper-log-detail';
import './operlog.css';

const resource = defineResource<OperLog>({
  name: 'monitor/operlog',
  entity: 'operlog.entity',
  rowKey: 'operId',
  base: '/monitor/operlog',
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
  { key: 'operLocation', title: 'operlog.operLocation', hideInSearch: true },
  { key: 'status', title: 'operlog.status', dict: 'sys_common_status' },
  { key: 'operTime', title: 'operlog.operTime', valueType: 'dateTime' },
  {
    key: 'costTime',
    title: 'operlog.costTime',
    hideInSearch: true,
    render: (value) => translate('monitor.costMs', { ms: Number(value) }),
  },
];

/** The operation log: what was changed, by whom, with its masked parameters and result. */
function OperLogPage() {
  const t = useT();
  const size = useIsMobile() ? 'small' : undefined;
  const access = useAccess();
  const confirm = useConfirmedAction();
  const [detail, setDetail] = useState<OperLog | null>(null);
  const canClean = access.hasPermi('monitor:operlog:remove');
  const canQuery = access.hasPermi('monitor:operlog:query');

  const clean = (context: CrudContext<OperLog>) =>
    confirm({
      content: t('operlog.cleanConfirm'),
      run: () => http.delete('/monitor/operlog/clean'),
      done: t('monitor.cleanOk'),
      after: () => {
        context.clearSelection();
        return context.refresh();
      },
    });

  return (
    <>
      <CrudTable
        resource={resource}
        columns={columns}
        toolbar={
          canClean
            ? (context) => (
                <Button
                  size={size}
                  color="danger"
                  variant="outlined"
                  icon={<ClearOutlined />}
                  onClick={() => clean(context)}
                >
                  {t('monitor.clean')}
                </Button>
              )
            : undefined
        }
        rowActions={
          canQuery
            ? (row) => (
                <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => setDetail(row)}>
                  {t('operlog.detail')}
                </Button>
              )
            : undefined
        }
      />
      <OperLogDetail row={detail} onClose={() => setDetail(null)} />
    </>
  );
}

export { OperLogPage as Component };
