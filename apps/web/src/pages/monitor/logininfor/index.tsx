import { ClearOutlined, UnlockOutlined } from '@ant-design/icons';
import type { LoginLog } from '@cbo/contracts';
import { Button } from 'antd';
import { type CrudColumn, type CrudContext, CrudTable, defineResource } from '../../../components/crud';
import { useAccess } from '../../../core/access';
import { useIsMobile } from '../../../core/device/use-is-mobile';
import { http } from '../../../core/http/http-client';
import { useT } from '../../../core/i18n';
import { ClippedText } from '../clipped-text';
import { useConfirmedAction } from '../use-confirmed-action';

const resource = defineResource<LoginLog>({
  name: 'monitor/logininfor',
  entity: 'logininfor.entity',
  rowKey: 'infoId',
  base: '/monitor/logininfor',
  permission: 'monitor:logininfor',
  actions: ['remove', 'export'],
});

const columns: CrudColumn<LoginLog>[] = [
  { key: 'infoId', title: 'logininfor.infoId', hideInSearch: true },
  { key: 'userName', title: 'monitor.userName' },
  { key: 'ipaddr', title: 'monitor.ipaddr' },
  { key: 'loginLocation', title: 'monitor.loginLocation', hideInSearch: true },
  { key: 'browser', title: 'monitor.browser', hideInSearch: true },
  { key: 'os', title: 'monitor.os', hideInSearch: true },
  { key: 'status', title: 'logininfor.status', dict: 'sys_common_status' },
  {
    key: 'msg',
    title: 'logininfor.msg',
    hideInSearch: true,
    render: (value) => <ClippedText value={value} width={200} />,
  },
  { key: 'loginTime', title: 'logininfor.loginTime', valueType: 'dateTime' },
];

/** The login log: every attempt, with clean and the release of a password lockout. */
function LoginLogPage() {
  const t = useT();
  const size = useIsMobile() ? 'small' : undefined;
  const access = useAccess();
  const confirm = useConfirmedAction();
  const canClean = access.hasPermi('monitor:logininfor:remove');
  const canUnlock = access.hasPermi('monitor:logininfor:unlock');

  const clean = (context: CrudContext<LoginLog>) =>
    confirm({
      content: t('logininfor.cleanConfirm'),
      run: () => http.delete('/monitor/logininfor/clean'),
      done: t('monitor.cleanOk'),
      after: () => {
        context.clearSelection();
        return context.refresh();
      },
    });

  const unlock = (userName: string) =>
    confirm({
      content: t('logininfor.unlockConfirm', { name: userName }),
      run: () => http.get(`/monitor/logininfor/unlock/${encodeURIComponent(userName)}`),
      done: t('logininfor.unlockOk', { name: userName }),
    });

  return (
    <CrudTable
      resource={resource}
      columns={columns}
      toolbar={(context) => (
        <>
          {canClean && (
            <Button
              size={size}
              color="danger"
              variant="outlined"
              icon={<ClearOutlined />}
              onClick={() => clean(context)}
            >
              {t('monitor.clean')}
            </Button>
          )}
          {canUnlock && (
            <Button
              size={size}
              color="primary"
              variant="outlined"
              icon={<UnlockOutlined />}
              disabled={context.selectedRows.length !== 1 || !context.selectedRows[0].userName}
              onClick={() => unlock(context.selectedRows[0].userName)}
            >
              {t('logininfor.unlock')}
            </Button>
          )}
        </>
      )}
    />
  );
}

export { LoginLogPage as Component };
