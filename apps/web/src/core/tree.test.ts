import { describe, expect, it } from 'vitest';
import { buildTree } from './tree';

describe('buildTree', () => {
  it('nests rows under their parents in order, with no children on leaves', () => {
    const tree = buildTree([
      { id: 1, parentId: 0, name: 'root' },
      { id: 2, parentId: 1, name: 'a' },
      { id: 3, parentId: 1, name: 'b' },
      { id: 4, parentId: 2, name: 'a1' },
    ]);
    expect(tree).toEqual([
      {
        id: 1,
        parentId: 0,
        name: 'root',
        children: [
          { id: 2, parentId: 1, name: 'a', children: [{ id: 4, parentId: 2, name: 'a1' }] },
          { id: 3, parentId: 1, name: 'b' },
        ],
      },
    ]);
  });

  it('takes other key names, and treats rows whose parent is absent as roots', () => {
    const tree = buildTree(
      [
        { deptId: 7, parentId: 3, deptName: 'x' },
        { deptId: 8, parentId: 7, deptName: 'y' },
        { deptId: 9, parentId: 5, deptName: 'z' },
      ],
      { id: 'deptId' },
    );
    expect(tree.map((node) => node.deptName)).toEqual(['x', 'z']);
    expect(tree[0].children?.map((node) => node.deptName)).toEqual(['y']);
  });

  it('does not loop on a row that names itself as parent', () => {
    expect(buildTree([{ id: 1, parentId: 1 }])).toEqual([{ id: 1, parentId: 1 }]);
  });

  it('puts the children under another key when asked', () => {
    const tree = buildTree(
      [
        { menuId: 1, pid: 0 },
        { menuId: 2, pid: 1 },
      ],
      { id: 'menuId', parentId: 'pid', children: 'nodes' },
    );
    expect(tree).toEqual([{ menuId: 1, pid: 0, nodes: [{ menuId: 2, pid: 1 }] }]);
  });
});
