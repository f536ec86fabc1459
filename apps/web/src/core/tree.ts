/** docs/web-client.md section 3's tree helper: flat rows with id and parentId become a tree with `children`. */
export type TreeNode<T> = T & { children?: TreeNode<T>[] };

export interface TreeKeys<T> {
  id?: keyof T;
  parentId?: keyof T;
  /** The key the children are put under ('children' by default; the type names only the default). */
  children?: string;
}

/**
 * Builds a tree from rows in one pass. A row whose parent is not among the rows is a root, so
 * a scoped list (a subtree) still shows whole. Rows keep their order; leaves get no `children`.
 */
export function buildTree<T extends object>(rows: readonly T[], keys: TreeKeys<T> = {}): TreeNode<T>[] {
  const idKey = (keys.id ?? 'id') as keyof T;
  const parentKey = (keys.parentId ?? 'parentId') as keyof T;
  const childrenKey = (keys.children ?? 'children') as 'children';
  const nodes = new Map<unknown, TreeNode<T>>();
  for (const row of rows) nodes.set(row[idKey], { ...row });
  const roots: TreeNode<T>[] = [];
  for (const row of rows) {
    const node = nodes.get(row[idKey]) as TreeNode<T>;
    const parent = nodes.get(row[parentKey]);
    if (!parent || parent === node) {
      roots.push(node);
      continue;
    }
    parent[childrenKey] ??= [];
    parent[childrenKey].push(node);
  }
  return roots;
}
