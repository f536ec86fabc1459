import type { TreeSelectNode } from '@cbo/contracts';
import { Checkbox, Empty, Spin, Tree, type TreeDataNode } from 'antd';
import { type Key, useMemo, useState } from 'react';
import { useT } from '../../../core/i18n';
import '../../../components/role/role.css';

export interface CheckTreeProps {
  /** The tree to choose from (menus or departments, as the server's TreeSelect answers). */
  nodes: readonly TreeSelectNode[];
  loading?: boolean;
  /** The chosen ids: with linkage, the checked and the half-checked ones (the reference sends both). */
  value?: number[];
  onChange?: (ids: number[]) => void;
  /** 父子联动: a parent checks its children and follows them (the role's menu/deptCheckStrictly). */
  linked: boolean;
  onLinkedChange(linked: boolean): void;
  /**
   * With linkage, also send the half-checked parents (menus: a page needs its directories). Not
   * for departments: a custom data scope then names only the departments ticked.
   */
  withHalfChecked?: boolean;
  /** Names the tree for assistive technology and tests. */
  label: string;
  id?: string;
}

function toData(nodes: readonly TreeSelectNode[]): TreeDataNode[] {
  return nodes.map((node) => ({
    key: node.id,
    title: node.label,
    children: node.children?.length ? toData(node.children) : undefined,
  }));
}

function allIds(nodes: readonly TreeSelectNode[]): number[] {
  return nodes.flatMap((node) => [node.id, ...allIds(node.children ?? [])]);
}

function leafIds(nodes: readonly TreeSelectNode[]): Set<number> {
  const leaves = new Set<number>();
  const walk = (list: readonly TreeSelectNode[]) => {
    for (const node of list) {
      if (node.children?.length) walk(node.children);
      else leaves.add(node.id);
    }
  };
  walk(nodes);
  return leaves;
}

/**
 * The reference's permission tree (menus of a role, departments of a custom data scope): expand or
 * collapse all, select all or none, and the 父子联动 option. With linkage a parent follows its
 * children, so only leaves are handed to the tree (and, for menus, half-checked parents are sent too).
 */
export function CheckTree({
  nodes,
  loading,
  value = [],
  onChange,
  linked,
  onLinkedChange,
  withHalfChecked = false,
  label,
  id,
}: CheckTreeProps) {
  const t = useT();
  const data = useMemo(() => toData(nodes), [nodes]);
  const every = useMemo(() => allIds(nodes), [nodes]);
  const leaves = useMemo(() => leafIds(nodes), [nodes]);
  const [expanded, setExpanded] = useState<Key[] | null>(null);
  const allExpanded = expanded !== null && expanded.length > 0;
  const allChecked = every.length > 0 && every.every((key) => value.includes(key));
  const checkedKeys = linked ? value.filter((key) => leaves.has(key)) : { checked: value, halfChecked: [] };

  return (
    <div className="cbo-check-tree" id={id}>
      <div className="cbo-check-tree__options">
        <Checkbox
          checked={allExpanded}
          onChange={(event) => setExpanded(event.target.checked ? every : [])}
          disabled={every.length === 0}
        >
          {t('role.tree.expand')}
        </Checkbox>
        <Checkbox
          checked={allChecked}
          indeterminate={!allChecked && value.length > 0}
          onChange={(event) => onChange?.(event.target.checked ? every : [])}
          disabled={every.length === 0}
        >
          {t('role.tree.checkAll')}
        </Checkbox>
        <Checkbox checked={linked} onChange={(event) => onLinkedChange(event.target.checked)}>
          {t('role.tree.linked')}
        </Checkbox>
      </div>
      <Spin spinning={Boolean(loading)}>
        <fieldset className="cbo-check-tree__box" aria-label={label}>
          {data.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('role.tree.empty')} />
          ) : (
            <Tree
              checkable
              selectable={false}
              blockNode
              treeData={data}
              checkStrictly={!linked}
              checkedKeys={checkedKeys}
              // rc-tree treats a present expandedKeys prop as controlled, even when undefined.
              {...(expanded ? { expandedKeys: expanded } : { defaultExpandedKeys: nodes.map((node) => node.id) })}
              onExpand={(keys) => setExpanded(keys)}
              onCheck={(checked, info) => {
                const keys = Array.isArray(checked) ? checked : checked.checked;
                const half = linked && withHalfChecked ? (info.halfCheckedKeys ?? []) : [];
                onChange?.([...keys, ...half].map(Number));
              }}
            />
          )}
        </fieldset>
      </Spin>
    </div>
  );
}
