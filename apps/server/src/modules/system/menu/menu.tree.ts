import type { TreeSelectNode } from '@cbo/contracts';

/** Menus as TreeSelect nodes; a menu whose parent is not listed becomes a root. */
export function buildMenuTree(menus: Array<{ menuId: number; parentId: number; menuName: string; status: string }>) {
  const nodes = new Map<number, TreeSelectNode>();
  for (const menu of menus)
    nodes.set(menu.menuId, { id: menu.menuId, label: menu.menuName, disabled: menu.status === '1' });
  const roots: TreeSelectNode[] = [];
  for (const menu of menus) {
    const node = nodes.get(menu.menuId) as TreeSelectNode;
    const parent = nodes.get(menu.parentId);
    if (!parent) roots.push(node);
    else if (parent.children) parent.children.push(node);
    else parent.children = [node];
  }
  return roots;
}
