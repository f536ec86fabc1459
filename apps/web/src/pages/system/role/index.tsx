import { CheckCircleOutlined, UserOutlined } from '@ant-design/icons';
import {
  addRole,
  changeRoleStatus,
  editRole,
  exportRoles,
  getRole,
  listRoles,
  type Role,
  removeRoles,
} from '@cbo/contracts';
import { Tooltip } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { type CrudColumn, CrudTable, defineResource, RowMore, StatusSwitch } from '../../../components/crud';
import { useAccess } from '../../../core/access';
import { api } from '../../../core/http/api';
import { type TranslationKey, useT } from '../../../core/i18n';
import { DataScopeDialog } from './data-scope-dialog';
import { useRoleForm } from './role-form';

const resource = defineResource<Role>({
  name: 'system/role',
  entity: 'role.entity',
  rowKey: 'roleId',
  endpoints: { list: listRoles, get: getRole, add: addRole, edit: editRole, remove: removeRoles, export: exportRoles },
  permission: 'system:role',
  actions: ['add', 'edit', 'remove', 'export'],
});

/** The administrator role is never changed (the server refuses it too): no edit, delete, status or scopes. */
const changeable = (role: Role) => !role.admin;

/** Roles: menus, status, data and competition scopes, and the users holding each role. */
function RolePage() {
  const t = useT();
  const navigate = useNavigate();
  const access = useAccess();
  const canEdit = access.hasPermi('system:role:edit');
  const [scoping, setScoping] = useState<Role | null>(null);
  const closeScope = useCallback(() => setScoping(null), []);
  const form = useRoleForm();

  const columns = useMemo<CrudColumn<Role>[]>(
    () => [
      { key: 'roleId', title: 'role.roleId', hideInSearch: true, width: 90 },
      // No ellipsis: the table sizes columns by content, so the row actions keep their room at 992 px.
      { key: 'roleName', title: 'role.roleName' },
      { key: 'roleKey', title: 'role.roleKey' },
      { key: 'roleSort', title: 'role.roleSort', hideInSearch: true, width: 90 },
      {
        key: 'compScope',
        title: 'role.comp.label',
        hideInSearch: true,
        defaultHidden: true,
        render: (value) => t(`role.comp.${value}` as TranslationKey),
      },
      {
        key: 'status',
        title: 'role.status',
        dict: 'sys_normal_disable',
        width: 100,
        render: (_value, row) => {
          const toggle = (
            <StatusSwitch
              value={row.status}
              name={row.roleName}
              entity={t('role.entity')}
              resource={resource}
              disabled={!canEdit || !changeable(row)}
              onChange={(status) => api(changeRoleStatus, { body: { roleId: row.roleId, status } })}
            />
          );
          return changeable(row) ? toggle : <Tooltip title={t('role.adminLocked')}>{toggle}</Tooltip>;
        },
      },
      { key: 'createTime', title: 'field.createTime', valueType: 'dateTime', width: 170 },
    ],
    [t, canEdit],
  );

  return (
    <>
      <CrudTable
        resource={resource}
        columns={columns}
        form={form}
        rowAllowed={changeable}
        rowActions={(row) =>
          canEdit &&
          changeable(row) && (
            <RowMore
              items={[
                {
                  key: 'dataScope',
                  label: t('role.action.dataScope'),
                  icon: <CheckCircleOutlined />,
                  onClick: () => setScoping(row),
                },
                {
                  key: 'authUser',
                  label: t('role.action.authUser'),
                  icon: <UserOutlined />,
                  onClick: () => navigate(`/system/role-auth/user/${row.roleId}`),
                },
              ]}
            />
          )
        }
      />
      <DataScopeDialog role={scoping} onClose={closeScope} />
    </>
  );
}

export { RolePage as Component };
