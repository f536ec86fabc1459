import { KeyOutlined, UserSwitchOutlined } from '@ant-design/icons';
import {
  addUser,
  changeUserStatus,
  editUser,
  exportUsers,
  getUser,
  importUsers,
  listUsers,
  removeUsers,
  SUPER_ADMIN_USER_ID,
  type UserRow,
  userImportTemplate,
} from '@cbo/contracts';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  type CrudColumn,
  CrudTable,
  defineResource,
  type ImportOptions,
  RowMore,
  StatusSwitch,
} from '../../../components/crud';
import { useAccess } from '../../../core/access';
import { useAuthStore } from '../../../core/auth/auth-store';
import { api } from '../../../core/http/api';
import { useT } from '../../../core/i18n';
import { DeptTreePanel } from './dept-tree-panel';
import { PasswordSheetButton } from './password-sheet-button';
import { ResetPasswordDialog, type ResetTarget } from './reset-password-dialog';
import { useUserForm } from './user-form';
import './user.css';

const resource = defineResource<UserRow>({
  name: 'system/user',
  entity: 'user.entity',
  rowKey: 'userId',
  endpoints: {
    list: listUsers,
    get: getUser,
    add: addUser,
    edit: editUser,
    remove: removeUsers,
    export: exportUsers,
    importData: importUsers,
    importTemplate: userImportTemplate,
  },
  permission: 'system:user',
  actions: ['add', 'edit', 'remove', 'export', 'import'],
});

/** New accounts may sign in by SMS code instead; the others' one-time passwords come as a sheet, once. */
const importOptions: ImportOptions = {
  flags: [{ name: 'smsLogin', label: 'user.importSmsLogin' }],
  renderResult: (report) =>
    typeof report.extra?.passwordSheet === 'string' && <PasswordSheetButton sheet={report.extra.passwordSheet} />,
};

/** The super administrator is changed by itself only (nobody disables or deletes themselves either). */
const mayChange = (row: UserRow, me: number | undefined) =>
  row.userId !== SUPER_ADMIN_USER_ID || me === SUPER_ADMIN_USER_ID;

/** Users: the department tree beside the list, status switch, password reset and role assignment. */
function UserPage() {
  const t = useT();
  const navigate = useNavigate();
  const access = useAccess();
  const me = useAuthStore((state) => state.id);
  const [deptId, setDeptId] = useState<number>();
  const [resetting, setResetting] = useState<ResetTarget | null>(null);
  const canEdit = access.hasPermi('system:user:edit');

  const columns = useMemo<CrudColumn<UserRow>[]>(
    () => [
      { key: 'userId', title: 'user.userId', hideInSearch: true, width: 80 },
      { key: 'userName', title: 'user.userName', width: 110, ellipsis: true },
      { key: 'nickName', title: 'user.nickName', hideInSearch: true, width: 110, ellipsis: true },
      {
        key: 'dept',
        title: 'user.dept',
        hideInSearch: true,
        width: 110,
        ellipsis: true,
        render: (_value, row) => row.dept?.deptName ?? '',
      },
      { key: 'phonenumber', title: 'user.phonenumber', width: 110, defaultHidden: true },
      {
        key: 'status',
        title: 'user.status',
        dict: 'sys_normal_disable',
        width: 90,
        render: (_value, row) => (
          <StatusSwitch
            value={row.status}
            name={row.userName}
            entity={t('user.entity')}
            resource={resource}
            disabled={!canEdit || !mayChange(row, me) || row.userId === me}
            onChange={(status) => api(changeUserStatus, { body: { userId: row.userId, status } })}
          />
        ),
      },
      { key: 'createTime', title: 'field.createTime', valueType: 'dateTime', width: 160, defaultHidden: true },
    ],
    [t, canEdit, me],
  );

  const form = useUserForm(deptId);
  // A user who may neither reset passwords nor edit gets no actions column at all.
  const canResetPwd = access.hasPermi('system:user:resetPwd');

  return (
    <>
      <CrudTable
        resource={resource}
        columns={columns}
        form={form}
        filters={deptId === undefined ? undefined : { deptId }}
        onReset={() => setDeptId(undefined)}
        aside={<DeptTreePanel value={deptId} onChange={setDeptId} />}
        importOptions={importOptions}
        rowAllowed={(row, action) => mayChange(row, me) && (action === 'edit' || row.userId !== me)}
        rowActions={
          !canResetPwd && !canEdit
            ? undefined
            : (row) =>
                mayChange(row, me) && (
                  <RowMore
                    items={[
                      ...(canResetPwd
                        ? [
                            {
                              key: 'reset',
                              label: t('user.resetPwd'),
                              icon: <KeyOutlined />,
                              onClick: () => setResetting(row),
                            },
                          ]
                        : []),
                      ...(canEdit
                        ? [
                            {
                              key: 'roles',
                              label: t('user.authRole'),
                              icon: <UserSwitchOutlined />,
                              onClick: () => navigate(`/system/user-auth/role/${row.userId}`),
                            },
                          ]
                        : []),
                    ]}
                  />
                )
        }
      />
      <ResetPasswordDialog target={resetting} onClose={() => setResetting(null)} />
    </>
  );
}

export { UserPage as Component };
