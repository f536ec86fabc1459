import { ArrowLeftOutlined, CheckOutlined } from '@ant-design/icons';
import { type EndpointAnswer, getUserRoles, setUserRoles } from '@cbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Empty, Spin, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Pagination } from '../../../components/crud';
import { DictTag } from '../../../core/dict';
import { api } from '../../../core/http/api';
import { queryKeyOf } from '../../../core/http/query-keys';
import { useT } from '../../../core/i18n';
import './role.css';

type Answer = EndpointAnswer<typeof getUserRoles>;
type RoleRow = Answer['roles'][number];

const USER_LIST = '/system/user';

/**
 * Assign roles (/system/user-auth/role/:userId, digits only): the user on top, every role the
 * caller may hand out with the held ones ticked (disabled roles cannot be ticked), saved in one
 * PUT /system/user/authRole, then back to the user list.
 */
function AuthRolePage() {
  const t = useT();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const userId = Number(useParams().userId);
  const answer = useQuery({
    queryKey: queryKeyOf(getUserRoles, { userId }),
    queryFn: () => api(getUserRoles, { params: { userId } }),
  });
  const [chosen, setChosen] = useState<number[] | null>(null);
  const [page, setPage] = useState({ page: 1, limit: 10 });
  const [saving, setSaving] = useState(false);
  const roles = answer.data?.roles ?? [];
  const selected = chosen ?? roles.filter((role) => role.flag).map((role) => role.roleId);

  const save = async () => {
    setSaving(true);
    try {
      await api(setUserRoles, { query: { userId, roleIds: selected.join(',') } });
    } catch {
      // The request client has shown why; the choice stays on screen.
      return;
    } finally {
      setSaving(false);
    }
    message.success(t('authRole.ok'));
    setChosen(null);
    navigate(USER_LIST);
  };

  const columns: TableColumnsType<RoleRow> = [
    {
      key: 'index',
      title: t('authRole.index'),
      width: 70,
      responsive: ['md'],
      render: (_value, _row, index) => (page.page - 1) * page.limit + index + 1,
    },
    { key: 'roleId', dataIndex: 'roleId', title: t('authRole.roleId'), width: 100 },
    { key: 'roleName', dataIndex: 'roleName', title: t('authRole.roleName') },
    { key: 'roleKey', dataIndex: 'roleKey', title: t('authRole.roleKey') },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('authRole.roleStatus'),
      width: 110,
      render: (value: string) => <DictTag type="sys_normal_disable" value={value} />,
    },
  ];

  const user = answer.data?.user;
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(USER_LIST)}>
      {t('authRole.back')}
    </Button>
  );
  if (answer.isError) {
    return (
      <Card className="cbo-auth-role">
        <Empty description={t('crud.loadFailed')}>{back}</Empty>
      </Card>
    );
  }

  return (
    <Spin spinning={answer.isFetching}>
      <div className="cbo-auth-role">
        <Card title={t('authRole.basic')} size="small">
          <Descriptions column={{ xs: 1, md: 2 }} size="small">
            <Descriptions.Item label={t('user.nickName')}>{user?.nickName}</Descriptions.Item>
            <Descriptions.Item label={t('authRole.userName')}>{user?.userName}</Descriptions.Item>
          </Descriptions>
        </Card>
        <Card
          title={t('authRole.roles')}
          size="small"
          extra={<span className="cbo-auth-role__count">{t('authRole.selected', { count: selected.length })}</span>}
        >
          <Table<RoleRow>
            rowKey="roleId"
            size="middle"
            columns={columns}
            dataSource={roles.slice((page.page - 1) * page.limit, page.page * page.limit)}
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('authRole.empty')} /> }}
            rowSelection={{
              selectedRowKeys: selected,
              preserveSelectedRowKeys: true,
              columnWidth: 48,
              getCheckboxProps: (role) => ({ disabled: role.status !== '0', name: role.roleName }),
              onChange: (keys) => setChosen(keys.map(Number)),
            }}
          />
          <Pagination
            hidden={roles.length <= page.limit}
            total={roles.length}
            page={page.page}
            limit={page.limit}
            onPagination={setPage}
          />
        </Card>
        <div className="cbo-auth-role__actions">
          <Button type="primary" icon={<CheckOutlined />} loading={saving} disabled={!user} onClick={save}>
            {t('authRole.submit')}
          </Button>
          {back}
        </div>
      </div>
    </Spin>
  );
}

export { AuthRolePage as Component };
