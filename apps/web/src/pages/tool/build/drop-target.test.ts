import type { FormRowNode } from '@cbo/contracts';
import { describe, expect, it } from 'vitest';
import { builderReducer, initialState } from './builder-state';
import { columnDropId, dropAction, paletteDragId, ROOT_DROP_ID } from './drop-target';
import { ROOT } from './form-tree';
import type { PaletteType } from './node-factory';

const texts = () => ({ label: 'x', option: (n: number) => `o${n}` });
const add = (nodeType: PaletteType) => ({ type: 'add' as const, nodeType, texts: texts(), to: ROOT });
// n1 input, n2 row (columns n3, n4), n5 number
const schema = [add('input'), add('row'), add('number')].reduce(builderReducer, initialState()).schema;

describe('where a drag lands', () => {
  it('adds a palette item before the node it is dropped on, or at the end of a list', () => {
    expect(dropAction(schema, paletteDragId('rate'), 'n5', texts)).toMatchObject({
      type: 'add',
      nodeType: 'rate',
      to: ROOT,
      index: 2,
    });
    expect(dropAction(schema, paletteDragId('rate'), ROOT_DROP_ID, texts)).toMatchObject({ to: ROOT, index: 3 });
    expect(dropAction(schema, paletteDragId('rate'), columnDropId('n4'), texts)).toMatchObject({
      to: { container: 'column', columnId: 'n4' },
      index: 0,
    });
  });

  it('puts a row dropped into a column after that column’s row', () => {
    expect(dropAction(schema, paletteDragId('row'), columnDropId('n3'), texts)).toMatchObject({ to: ROOT, index: 2 });
  });

  it('moves a node to where it is dropped, and to its list’s end on the list itself', () => {
    expect(dropAction(schema, 'n1', 'n5', texts)).toEqual({ type: 'move', id: 'n1', to: ROOT, index: 2 });
    expect(dropAction(schema, 'n1', ROOT_DROP_ID, texts)).toEqual({ type: 'move', id: 'n1', to: ROOT, index: 2 });
    const into = dropAction(schema, 'n5', columnDropId('n3'), texts);
    expect(into).toEqual({ type: 'move', id: 'n5', to: { container: 'column', columnId: 'n3' }, index: 0 });
    const moved = builderReducer(initialState(schema), into as NonNullable<typeof into>).schema;
    expect((moved.nodes[1] as FormRowNode).columns[0].children.map((child) => child.id)).toEqual(['n5']);
  });

  it('does nothing when dropped on itself or nowhere', () => {
    expect(dropAction(schema, 'n1', 'n1', texts)).toBeUndefined();
    expect(dropAction(schema, 'n1', undefined, texts)).toBeUndefined();
  });
});
