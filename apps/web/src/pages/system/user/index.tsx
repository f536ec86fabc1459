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
import { ClippedText } from '../../../components/monitor/clipped-text';
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
      // Every column a user needs stays shown at 1280 px beside the tree (issue 30): the account and
      // its nickname share a cell, long names are cut (whole on hover), the id is in the chooser.
      { key: 'userId', title: 'user.userId', hideInSearch: true, width: 64, defaultHidden: true },
      {
        key: 'userName',
        title: 'user.userName',
        header: 'user.nameAndNick',
        width: 124,
        render: (_value, row) => (
          <span className="cbo-user__name">
            <ClippedText value={row.userName} width={108} />
            <ClippedText value={row.nickName} width={108} />
          </span>
        ),
      },
      {
        key: 'dept',
        title: 'user.dept',
        hideInSearch: true,
        width: 112,
        render: (_value, row) => <ClippedText value={row.dept?.deptName ?? ''} width={96} />,
      },
      { key: 'phonenumber', title: 'user.phonenumber', width: 110 },
      {
        key: 'status',
        title: 'user.status',
        dict: 'sys_normal_disable',
        width: 72,
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
      { key: 'createTime', title: 'field.createTime', valueType: 'dateTime', stacked: true, width: 100 },
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
