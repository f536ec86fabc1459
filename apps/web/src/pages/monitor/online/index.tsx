import { LogoutOutlined } from '@ant-design/icons';
import { forceLogout, listOnline, type OnlineSession } from '@cbo/contracts';
import { Button } from 'antd';
import { type CrudColumn, type CrudContext, CrudTable, defineResource, type RowId } from '../../../components/crud';
import { ClippedText } from '../../../components/monitor/clipped-text';
import { IpLocation } from '../../../components/monitor/ip-location';
import { useConfirmedAction } from '../../../components/monitor/use-confirmed-action';
import { useAccess } from '../../../core/access';
import { useIsMobile } from '../../../core/device/use-is-mobile';
import { api } from '../../../core/http/api';
import { useT } from '../../../core/i18n';

// The server answers every live session at once (read through the session index): no pager.
const resource = defineResource<OnlineSession>({
  name: 'monitor/online',
  entity: 'online.entity',
  rowKey: 'tokenId',
  endpoints: { list: listOnline },
  permission: 'monitor:online',
  actions: [],
  paged: false,
});

const columns: CrudColumn<OnlineSession>[] = [
  {
    key: 'tokenId',
    title: 'online.tokenId',
    hideInSearch: true,
    // An opaque id few people need: offered in the column chooser, cut short with the whole on hover.
    defaultHidden: true,
    render: (value) => <ClippedText value={value} width={96} />,
  },
  { key: 'userName', title: 'online.userName' },
  { key: 'deptName', title: 'online.deptName', hideInSearch: true },
  { key: 'ipaddr', title: 'monitor.ipaddr' },
  {
    key: 'loginLocation',
    title: 'monitor.loginLocation',
    hideInSearch: true,
    render: (value) => <IpLocation value={value as string | null} />,
  },
  { key: 'browser', title: 'monitor.browser', hideInSearch: true },
  { key: 'os', title: 'monitor.os', hideInSearch: true },
  { key: 'loginTime', title: 'online.loginTime', valueType: 'dateTime', hideInSearch: true },
  { key: 'lastAccessTime', title: 'online.lastAccessTime', valueType: 'dateTime', hideInSearch: true },
];

const endSessions = (ids: readonly RowId[]) => api(forceLogout, { params: { tokenIds: ids } });

/** Online users: live sessions with their client, ended one by one or several at once. */
function OnlinePage() {
  const t = useT();
  const mobile = useIsMobile();
  const confirm = useConfirmedAction();
  // Without the right there is no selection and no actions column at all.
  const canForce = useAccess().hasPermi('monitor:online:forceLogout');
  const end = (ids: readonly RowId[], content: string, context: CrudContext<OnlineSession>) =>
    confirm({
      content,
      run: () => endSessions(ids),
      done: t('online.forceLogoutOk'),
      after: () => {
        context.clearSelection();
        return context.refresh();
      },
    });

  return (
    <CrudTable
      resource={resource}
      columns={columns}
      toolbar={
        canForce
          ? (context) => (
              <Button
                size={mobile ? 'small' : undefined}
                color="danger"
                variant="outlined"
                icon={<LogoutOutlined />}
                disabled={context.selectedIds.length === 0}
                onClick={() =>
                  end(
                    context.selectedIds,
                    t('online.batchLogoutConfirm', { count: context.selectedIds.length }),
                    context,
                  )
                }
              >
                {t('online.batchLogout')}
              </Button>
            )
          : undefined
      }
      rowActions={
        canForce
          ? (row, context) => (
              <Button
                type="link"
                size="small"
                danger
                icon={<LogoutOutlined />}
                onClick={() => end([row.tokenId], t('online.forceLogoutConfirm', { name: row.userName }), context)}
              >
                {t('online.forceLogout')}
              </Button>
            )
          : undefined
      }
    />
  );
}

export { OnlinePage as Component };
