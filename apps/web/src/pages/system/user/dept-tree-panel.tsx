import { SearchOutlined } from '@ant-design/icons';
import { type TreeSelectNode, userDeptTree } from '@cbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Empty, Input, Spin, Tree, type TreeDataNode } from 'antd';
import { useMemo, useState } from 'react';
import type { TreeOption } from '../../../components/crud';
import { api } from '../../../core/http/api';
import { queryKeyOf } from '../../../core/http/query-keys';
import { useT } from '../../../core/i18n';

/** The departments in the caller's data scope (GET /system/user/deptTree), shared by the panel and the form. */
export function useDeptTree() {
  return useQuery({
    queryKey: queryKeyOf(userDeptTree),
    queryFn: async () => (await api(userDeptTree)).data,
  });
}

/** The tree as form options: a disabled department cannot take new users. */
export function deptOptions(nodes: readonly TreeSelectNode[]): TreeOption[] {
  return nodes.map((node) => ({
    value: node.id,
    title: node.label,
    disabled: node.disabled,
    children: node.children ? deptOptions(node.children) : undefined,
  }));
}

/** The nodes whose label contains the text, with the branches leading to them. */
function filterNodes(nodes: readonly TreeSelectNode[], text: string): TreeDataNode[] {
  const kept: TreeDataNode[] = [];
  for (const node of nodes) {
    const children = filterNodes(node.children ?? [], text);
    if (!text || node.label.includes(text) || children.length > 0) {
      kept.push({ key: node.id, title: node.label, children: children.length > 0 ? children : undefined });
    }
  }
  return kept;
}

export interface DeptTreePanelProps {
  value: number | undefined;
  onChange(deptId: number | undefined): void;
}

/** The department tree beside the user list: choosing a department lists its whole subtree. */
export function DeptTreePanel({ value, onChange }: DeptTreePanelProps) {
  const t = useT();
  const [text, setText] = useState('');
  const tree = useDeptTree();
  const nodes = useMemo(() => filterNodes(tree.data ?? [], text.trim()), [tree.data, text]);

  return (
    <nav className="cbo-dept-panel" aria-label={t('user.deptTree')}>
      <Input
        allowClear
        prefix={<SearchOutlined />}
        placeholder={t('user.deptSearch')}
        aria-label={t('user.deptSearch')}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Spin spinning={tree.isFetching}>
        {nodes.length > 0 ? (
          <Tree
            // Remounted on a new filter so every matching branch shows open.
            key={text.trim()}
            className="cbo-dept-panel__tree"
            blockNode
            defaultExpandAll
            treeData={nodes}
            selectedKeys={value === undefined ? [] : [value]}
            onSelect={(keys) => onChange(keys.length > 0 ? Number(keys[0]) : undefined)}
          />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={tree.isFetching ? ' ' : t('user.deptNone')} />
        )}
      </Spin>
    </nav>
  );
}
