import { PlusOutlined } from '@ant-design/icons';
import {
  addDept,
  type Dept,
  deptEditForm,
  deptForm,
  editDept,
  getDept,
  listDepts,
  listDeptsExcluding,
  removeDept,
} from '@cbo/contracts';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { regionOptions, useRegions } from '../../../components/comp/use-regions';
import {
  type CrudColumn,
  type CrudForm,
  CrudTable,
  defineResource,
  type FormTarget,
  type TreeOption,
} from '../../../components/crud';
import { useAccess } from '../../../core/access';
import { api } from '../../../core/http/api';
import { useT } from '../../../core/i18n';
import { buildTree, type TreeNode } from '../../../core/tree';

const resource = defineResource<Dept>({
  name: 'system/dept',
  entity: 'dept.entity',
  rowKey: 'deptId',
  endpoints: { list: listDepts, get: getDept, add: addDept, edit: editDept, remove: removeDept },
  permission: 'system:dept',
  actions: ['add', 'edit', 'remove'],
  tree: { parentKey: 'parentId' },
});

const columns: CrudColumn<Dept>[] = [
  { key: 'deptName', title: 'dept.deptName', width: 280 },
  { key: 'orderNum', title: 'dept.orderNum', hideInSearch: true, width: 110 },
  { key: 'status', title: 'dept.status', dict: 'sys_normal_disable', width: 110 },
  { key: 'createTime', title: 'field.createTime', valueType: 'dateTime', hideInSearch: true, width: 180 },
];

type DeptValues = Record<string, unknown>;

/** Departments as parent choices; a new department cannot go under a disabled one. */
function parentOptions(nodes: readonly TreeNode<Dept>[], adding: boolean): TreeOption[] {
  return nodes.map((node) => ({
    value: node.deptId,
    title: node.deptName,
    disabled: adding && node.status === '1',
    children: node.children ? parentOptions(node.children, adding) : undefined,
  }));
}

/**
 * Departments as a tree table: a move rewrites the subtree's ancestors on the server, the parent
 * choices leave out the department itself and everything below it, the root keeps no parent.
 */
function DeptPage() {
  const t = useT();
  const canAdd = useAccess().hasPermi('system:dept:add');
  // The root keeps parent 0: its parent field shows that and cannot change.
  const [parents, setParents] = useState<{ options: TreeOption[]; root: boolean }>({ options: [], root: false });
  // The region a department works for: a region-scoped role of its members sees that region and below.
  const regions = useRegions();
  const regionTree = useMemo(() => regionOptions(regions.data ?? []), [regions.data]);

  const form = useMemo<CrudForm<DeptValues>>(() => {
    const load = async (target: FormTarget) => {
      if (target.mode === 'add') {
        const options = parentOptions(buildTree((await api(listDepts)).data, { id: 'deptId' }), true);
        setParents({ options, root: false });
        return {};
      }
      const [detail, others] = await Promise.all([
        api(getDept, { params: { deptId: target.id } }),
        api(listDeptsExcluding, { params: { deptId: target.id } }).then((answer) => answer.data),
      ]);
      const root = detail.data.parentId === 0;
      setParents({
        options: root
          ? [{ value: 0, title: t('dept.root') }]
          : parentOptions(buildTree(others, { id: 'deptId' }), false),
        root,
      });
      return detail.data;
    };
    return {
      schema: deptForm,
      editSchema: deptEditForm,
      initialValues: { orderNum: 0, status: '0' },
      width: 640,
      load,
      fields: [
        {
          name: 'parentId',
          label: 'dept.parentId',
          type: 'treeSelect',
          treeData: parents.options,
          lockedOnEdit: parents.root,
        },
        { name: 'deptName', label: 'dept.deptName', half: true },
        { name: 'orderNum', label: 'dept.orderNum', type: 'number', half: true },
        { name: 'leader', label: 'dept.leader', half: true },
        { name: 'phone', label: 'dept.phone', half: true },
        { name: 'email', label: 'dept.email', half: true },
        { name: 'status', label: 'dept.status', type: 'dictRadio', dict: 'sys_normal_disable', half: true },
        { name: 'regionCode', label: 'dept.regionCode', type: 'treeSelect', treeData: regionTree },
      ],
    };
  }, [parents, t, regionTree]);

  return (
    <CrudTable
      resource={resource}
      columns={columns}
      form={form}
      // The root stays: it has no parent to fall back to.
      rowAllowed={(row, action) => action === 'edit' || row.parentId !== 0}
      rowActions={(row, context) =>
        canAdd && (
          <Button
            type="link"
            size="small"
            icon={<PlusOutlined />}
            onClick={() => context.openAdd({ parentId: row.deptId })}
          >
            {t('dept.addChild')}
          </Button>
        )
      }
    />
  );
}

export { DeptPage as Component };
