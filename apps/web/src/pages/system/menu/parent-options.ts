import type { Menu } from '@cbo/contracts';
import type { TreeOption } from '../../../components/crud';
import { buildTree, type TreeNode } from '../../../core/tree';

/**
 * Parent choices under the top level (0): directories and menus (a button holds nothing). When
 * editing, the menu itself and everything below it cannot be chosen (the server refuses it too).
 */
export function menuParentOptions(menus: readonly Menu[], rootTitle: string, editedId?: number): TreeOption[] {
  const toOptions = (nodes: readonly TreeNode<Menu>[], blocked: boolean): TreeOption[] =>
    nodes.map((node) => {
      const inside = blocked || node.menuId === editedId;
      return {
        value: node.menuId,
        title: node.menuName,
        disabled: inside,
        children: node.children ? toOptions(node.children, inside) : undefined,
      };
    });
  const holders = menus.filter((menu) => menu.menuType !== 'F');
  return [{ value: 0, title: rootTitle, children: toOptions(buildTree(holders, { id: 'menuId' }), false) }];
}
