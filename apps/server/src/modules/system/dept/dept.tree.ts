import type { TreeSelectNode } from '@cbo/contracts';

interface DeptLike {
  deptId: number;
  parentId: number;
  deptName: string | null;
  status: string;
}

/**
 * Departments as TreeSelect nodes. A department whose parent is not in the list (outside the
 * caller's scope, or the root) becomes a top-level node, so a scoped caller still sees a tree.
 */
export function buildDeptTree(depts: DeptLike[]): TreeSelectNode[] {
  const nodes = new Map<number, TreeSelectNode>();
  for (const dept of depts) {
    nodes.set(dept.deptId, { id: dept.deptId, label: dept.deptName ?? '', disabled: dept.status === '1' });
  }
  const roots: TreeSelectNode[] = [];
  for (const dept of depts) {
    const node = nodes.get(dept.deptId) as TreeSelectNode;
    const parent = nodes.get(dept.parentId);
    if (!parent) roots.push(node);
    else if (parent.children) parent.children.push(node);
    else parent.children = [node];
  }
  return roots;
}
