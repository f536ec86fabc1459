import { CloseCircleOutlined, CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { cancelRoleUser, cancelRoleUsers, getRole, type UserRow } from '@cbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Empty } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { api } from '../../../core/http/api';
import { queryKeyOf } from '../../../core/http/query-keys';
import { useT } from '../../../core/i18n';
import { HolderList } from './holder-list';
import { SelectUsersDialog } from './select-users-dialog';
import '../../../components/role/role.css';

const ROLE_LIST = '/system/role';

/**
 * Assign users (/system/role-auth/user/:roleId, digits only; system:role:edit): the users holding
 * the role, searched and paged, each or several revoked after a confirmation; 添加用户 opens the
 * users not holding it; 关闭 goes back to the role list.
 */
function AuthUserPage() {
  const t = useT();
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const roleId = Number(useParams().roleId);
  const [selected, setSelected] = useState<number[]>([]);
  const [adding, setAdding] = useState(false);
  const role = useQuery({
    queryKey: queryKeyOf(getRole, { roleId }),
    queryFn: async () => (await api(getRole, { params: { roleId } })).data,
  });

  const revoke = (title: string, send: () => Promise<unknown>) =>
    modal.confirm({
      title: t('client.systemPrompt'),
      content: title,
      okText: t('client.confirm'),
      cancelText: t('crud.cancel'),
      onOk: async () => {
        try {
          await send();
        } catch {
          // The request client has shown why; the dialog closes.
          return;
        }
        message.success(t('roleUser.cancelOk'));
        setSelected([]);
      },
    });

  const cancelOne = (user: UserRow) =>
    revoke(t('roleUser.cancelConfirm', { name: user.userName }), () =>
      api(cancelRoleUser, { body: { roleId, userId: user.userId } }),
    );
  const cancelChosen = () =>
    revoke(t('roleUser.cancelAllConfirm', { count: selected.length }), () =>
      api(cancelRoleUsers, { query: { roleId, userIds: selected.join(',') } }),
    );
  const close = () => navigate(ROLE_LIST);

  if (role.isError) {
    return (
      <Card>
        <Empty description={t('crud.loadFailed')}>
          <Button icon={<CloseOutlined />} onClick={close}>
            {t('roleUser.close')}
          </Button>
        </Empty>
      </Card>
    );
  }

  return (
    <Card
      size="small"
      title={role.data ? t('roleUser.role', { name: role.data.roleName, key: role.data.roleKey }) : t('roleUser.title')}
    >
      <HolderList
        roleId={roleId}
        kind="allocatedList"
        name="system_role_allocated"
        selected={selected}
        onSelect={setSelected}
        empty={t('roleUser.empty')}
        toolbar={
          <>
            <Button color="primary" variant="outlined" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
              {t('roleUser.add')}
            </Button>
            <Button
              color="danger"
              variant="outlined"
              icon={<CloseCircleOutlined />}
              disabled={selected.length === 0}
              onClick={cancelChosen}
            >
              {t('roleUser.cancelAll')}
            </Button>
            <Button color="orange" variant="outlined" icon={<CloseOutlined />} onClick={close}>
              {t('roleUser.close')}
            </Button>
          </>
        }
        rowAction={(user) => (
          <Button type="link" size="small" danger icon={<CloseCircleOutlined />} onClick={() => cancelOne(user)}>
            {t('roleUser.cancel')}
          </Button>
        )}
      />
      <SelectUsersDialog roleId={roleId} open={adding} onClose={() => setAdding(false)} />
    </Card>
  );
}

export { AuthUserPage as Component };
