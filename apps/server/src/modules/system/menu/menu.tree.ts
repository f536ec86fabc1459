import type { Locale, TreeSelectNode } from '@cbo/contracts';

/** Menus as TreeSelect nodes; a menu whose parent is not listed becomes a root. */
export function buildMenuTree(
  menus: Array<{ menuId: number; parentId: number; menuName: string; menuNameEn?: string | null; status: string }>,
  locale: Locale = 'zh-CN',
) {
  const nodes = new Map<number, TreeSelectNode>();
  // Labels in the request's language, as getRouters names the menus (the Chinese one without an English one).
  const labelOf = (menu: (typeof menus)[number]) =>
    locale === 'en-US' && menu.menuNameEn ? menu.menuNameEn : menu.menuName;
  for (const menu of menus)
    nodes.set(menu.menuId, { id: menu.menuId, label: labelOf(menu), disabled: menu.status === '1' });
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
