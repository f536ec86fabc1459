import { getRole, menuTreeselect, roleForm, roleMenuTreeselect, type TreeSelectNode } from '@cbo/contracts';
import { Form } from 'antd';
import { useMemo, useState } from 'react';
import type { CrudForm, FormTarget } from '../../../components/crud';
import { api } from '../../../core/http/api';
import { useT } from '../../../core/i18n';
import { CheckTree } from './check-tree';

type RoleValues = Record<string, unknown>;

interface MenuTreeInputProps {
  nodes: readonly TreeSelectNode[];
  loading: boolean;
  value?: number[];
  onChange?: (ids: number[]) => void;
  id?: string;
}

/** The menu tree inside the role form; its 父子联动 box is the form's menuCheckStrictly. */
function MenuTreeInput({ nodes, loading, value, onChange, id }: MenuTreeInputProps) {
  const t = useT();
  const form = Form.useFormInstance();
  const linked = Form.useWatch('menuCheckStrictly', { form, preserve: true }) !== false;
  return (
    <CheckTree
      id={id}
      label={t('role.menuIds')}
      nodes={nodes}
      loading={loading}
      value={value}
      onChange={onChange}
      linked={linked}
      withHalfChecked
      onLinkedChange={(next) => form.setFieldValue('menuCheckStrictly', next)}
    />
  );
}

/**
 * The add/edit form of a role: name, key, order, status, the menu tree (the caller's menus, the
 * role's ticked when editing) and a remark. The menus come with the detail, as the reference loads
 * roleMenuTreeselect beside GET /system/role/{id}.
 */
export function useRoleForm(): CrudForm<RoleValues> {
  const [menus, setMenus] = useState<{ nodes: TreeSelectNode[]; loading: boolean }>({ nodes: [], loading: false });

  return useMemo<CrudForm<RoleValues>>(() => {
    const load = async (target: FormTarget) => {
      setMenus((previous) => ({ ...previous, loading: true }));
      try {
        if (target.mode === 'add') {
          const tree = await api(menuTreeselect);
          setMenus({ nodes: tree.data, loading: false });
          return { menuIds: [] };
        }
        const [role, tree] = await Promise.all([
          api(getRole, { params: { roleId: target.id } }),
          api(roleMenuTreeselect, { params: { roleId: target.id } }),
        ]);
        setMenus({ nodes: tree.menus, loading: false });
        return { ...role.data, menuIds: tree.checkedKeys };
      } catch (error) {
        setMenus((previous) => ({ ...previous, loading: false }));
        throw error;
      }
    };
    return {
      schema: roleForm,
      initialValues: { roleSort: 0, status: '0', menuIds: [], menuCheckStrictly: true, deptCheckStrictly: true },
      width: 640,
      load,
      fields: [
        { name: 'roleName', label: 'role.roleName', half: true },
        { name: 'roleKey', label: 'role.roleKey', half: true },
        { name: 'roleSort', label: 'role.roleSort', type: 'number', half: true },
        { name: 'status', label: 'role.status', type: 'dictRadio', dict: 'sys_normal_disable', half: true },
        {
          name: 'menuIds',
          label: 'role.menuIds',
          render: () => <MenuTreeInput nodes={menus.nodes} loading={menus.loading} />,
        },
        { name: 'remark', label: 'field.remark', type: 'textarea' },
      ],
    };
  }, [menus]);
}
