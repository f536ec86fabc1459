import { UnlockOutlined } from '@ant-design/icons';
import { cleanLoginLogs, exportLoginLogs, type LoginLog, listLoginLogs, removeLoginLogs } from '@cbo/contracts';
import { Button } from 'antd';
import { type CrudColumn, defineResource } from '../../../components/crud';
import { LogListPage } from '../../../components/log-list';
import { ClippedText } from '../../../components/monitor/clipped-text';
import { IpLocation } from '../../../components/monitor/ip-location';
import { useConfirmedAction } from '../../../components/monitor/use-confirmed-action';
import { useAccess } from '../../../core/access';
import { useIsMobile } from '../../../core/device/use-is-mobile';
import { useT } from '../../../core/i18n';
import { unlockAccount } from './logininfor-api';

const resource = defineResource<LoginLog>({
  name: 'monitor/logininfor',
  entity: 'logininfor.entity',
  rowKey: 'infoId',
  endpoints: { list: listLoginLogs, remove: removeLoginLogs, export: exportLoginLogs },
  permission: 'monitor:logininfor',
  actions: ['remove', 'export'],
});

const columns: CrudColumn<LoginLog>[] = [
  { key: 'infoId', title: 'logininfor.infoId', hideInSearch: true },
  { key: 'userName', title: 'monitor.userName' },
  { key: 'ipaddr', title: 'monitor.ipaddr' },
  {
    key: 'loginLocation',
    title: 'monitor.loginLocation',
    hideInSearch: true,
    render: (value) => <IpLocation value={value as string | null} />,
  },
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
  const canUnlock = useAccess().hasPermi('monitor:logininfor:unlock');
  const confirm = useConfirmedAction();

  const unlock = (userName: string) =>
    confirm({
      content: t('logininfor.unlockConfirm', { name: userName }),
      run: () => unlockAccount(userName),
      done: t('logininfor.unlockOk', { name: userName }),
    });

  return (
    <LogListPage
      resource={resource}
      columns={columns}
      clean={{
        endpoint: cleanLoginLogs,
        permission: 'monitor:logininfor:remove',
        confirm: 'logininfor.cleanConfirm',
      }}
      toolbar={(context) =>
        canUnlock && (
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
        )
      }
    />
  );
}

export { LoginLogPage as Component };
