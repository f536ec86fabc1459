import type { FormFieldNode, FormRowNode, FormSchema } from '@cbo/contracts';
import { describe, expect, it } from 'vitest';
import {
  type BuilderAction,
  type BuilderState,
  builderReducer,
  canRedo,
  canUndo,
  HISTORY_LIMIT,
  initialState,
  isDirty,
} from './builder-state';
import { ROOT } from './form-tree';
import type { PaletteType } from './node-factory';

const texts = { label: '标签', option: (n: number) => `选项${n}` };
const add = (nodeType: PaletteType, index?: number): BuilderAction => ({
  type: 'add',
  nodeType,
  texts,
  to: ROOT,
  index,
});
const run = (...actions: BuilderAction[]) => actions.reduce(builderReducer, initialState());
const names = (schema: FormSchema) =>
  schema.nodes.map((node) => (node.type === 'row' || node.type === 'divider' ? node.type : node.name));
const field = (schema: FormSchema, index: number) => schema.nodes[index] as FormFieldNode;
const row = (schema: FormSchema, index: number) => schema.nodes[index] as FormRowNode;

describe('form builder state', () => {
  it('adds nodes with unique ids and field_N names, at an index or at the end, and selects the new one', () => {
    const state = run(add('input'), add('select'), add('number', 0));
    expect(names(state.schema)).toEqual(['field_3', 'field_1', 'field_2']);
    expect(state.schema.nodes.map((node) => node.id)).toEqual(['n3', 'n1', 'n2']);
    expect(state.selectedId).toBe('n3');
    expect(field(state.schema, 1)).toEqual({
      id: 'n1',
      type: 'input',
      name: 'field_1',
      label: '标签',
      required: false,
      rules: [],
      span: 24,
      disabled: false,
    });
    expect(field(state.schema, 2).options).toEqual({
      source: 'static',
      items: [
        { label: '选项1', value: '1' },
        { label: '选项2', value: '2' },
      ],
    });
  });

  it('adds a row of two 12-span columns and fields into a column, never a row into a column', () => {
    let state = run(add('row'));
    const column = row(state.schema, 0).columns[1];
    expect(row(state.schema, 0).columns.map((c) => c.span)).toEqual([12, 12]);
    state = builderReducer(state, {
      type: 'add',
      nodeType: 'input',
      texts,
      to: { container: 'column', columnId: column.id },
    });
    expect(row(state.schema, 0).columns[1].children.map((c) => c.id)).toEqual(['n4']);
    const refused = builderReducer(state, {
      type: 'add',
      nodeType: 'row',
      texts,
      to: { container: 'column', columnId: column.id },
    });
    expect(refused).toBe(state);
  });

  it('moves a node within a list, into a column and back out', () => {
    let state = run(add('input'), add('textarea'), add('number'), add('row'));
    state = builderReducer(state, { type: 'move', id: 'n1', to: ROOT, index: 2 });
    expect(names(state.schema)).toEqual(['field_2', 'field_3', 'field_1', 'row']);
    const columnId = row(state.schema, 3).columns[0].id;
    state = builderReducer(state, { type: 'move', id: 'n2', to: { container: 'column', columnId }, index: 0 });
    expect(names(state.schema)).toEqual(['field_3', 'field_1', 'row']);
    expect(row(state.schema, 2).columns[0].children.map((c) => c.id)).toEqual(['n2']);
    state = builderReducer(state, { type: 'move', id: 'n2', to: ROOT, index: 0 });
    expect(names(state.schema)).toEqual(['field_2', 'field_3', 'field_1', 'row']);
    expect(row(state.schema, 3).columns[0].children).toEqual([]);
    // A row cannot go into its own column.
    const own = builderReducer(state, { type: 'move', id: 'n4', to: { container: 'column', columnId }, index: 0 });
    expect(own).toBe(state);
  });

  it('copies a node after itself with a new id and a unique name', () => {
    let state = run(add('input'));
    state = builderReducer(state, { type: 'update', id: 'n1', patch: { name: 'email' } });
    state = builderReducer(state, { type: 'copy', id: 'n1' });
    state = builderReducer(state, { type: 'copy', id: 'n1' });
    expect(names(state.schema)).toEqual(['email', 'email_3', 'email_2']);
    expect(state.schema.nodes.map((node) => node.id)).toEqual(['n1', 'n3', 'n2']);
    expect(state.selectedId).toBe('n3');
    const copy = run(add('input'), { type: 'copy', id: 'n1' });
    expect(names(copy.schema)).toEqual(['field_1', 'field_2']);
  });

  it('copies a row with its children under new ids and names', () => {
    let state = run(add('row'));
    const columnId = row(state.schema, 0).columns[0].id;
    state = builderReducer(state, { type: 'add', nodeType: 'input', texts, to: { container: 'column', columnId } });
    state = builderReducer(state, { type: 'copy', id: 'n1' });
    const copied = row(state.schema, 1);
    expect(copied.id).toBe('n5');
    expect(copied.columns.map((c) => c.id)).toEqual(['n6', 'n8']);
    expect(copied.columns[0].children.map((c) => [c.id, (c as FormFieldNode).name])).toEqual([['n7', 'field_2']]);
  });

  it('deletes a node, its selection with it, and undo brings both back exactly', () => {
    const before = run(add('input'), add('radio'));
    const after = builderReducer(before, { type: 'delete', id: 'n2' });
    expect(names(after.schema)).toEqual(['field_1']);
    expect(after.selectedId).toBeUndefined();
    const undone = builderReducer(after, { type: 'undo' });
    expect(undone.schema).toBe(before.schema);
    expect(undone.past).toEqual(before.past);
    expect(undone.future).toEqual([after.schema]);
    const redone = builderReducer(undone, { type: 'redo' });
    expect(redone.schema).toBe(after.schema);
    expect(redone.future).toEqual([]);
  });

  it('undoes and redoes step by step; a new change drops the redo steps', () => {
    const s0 = initialState();
    const s1 = builderReducer(s0, add('input'));
    const s2 = builderReducer(s1, add('switch'));
    const s3 = builderReducer(s2, { type: 'move', id: 'n2', to: ROOT, index: 0 });
    expect(canUndo(s0)).toBe(false);
    expect(canRedo(s3)).toBe(false);
    const u1 = builderReducer(s3, { type: 'undo' });
    const u2 = builderReducer(u1, { type: 'undo' });
    const u3 = builderReducer(u2, { type: 'undo' });
    expect([u1.schema, u2.schema, u3.schema]).toEqual([s2.schema, s1.schema, s0.schema]);
    expect(canUndo(u3)).toBe(false);
    expect(builderReducer(u3, { type: 'undo' })).toBe(u3);
    const r1 = builderReducer(u3, { type: 'redo' });
    expect(r1.schema).toBe(s1.schema);
    const branched = builderReducer(r1, add('rate'));
    expect(canRedo(branched)).toBe(false);
    expect(names(branched.schema)).toEqual(['field_1', 'field_2']);
  });

  it('makes one undo step of consecutive edits of the same property', () => {
    let state = run(add('input'));
    state = builderReducer(state, { type: 'update', id: 'n1', patch: { label: '姓' } });
    state = builderReducer(state, { type: 'update', id: 'n1', patch: { label: '姓名' } });
    state = builderReducer(state, { type: 'update', id: 'n1', patch: { required: true } });
    expect(field(state.schema, 0)).toMatchObject({ label: '姓名', required: true });
    state = builderReducer(state, { type: 'undo' });
    expect(field(state.schema, 0)).toMatchObject({ label: '姓名', required: false });
    state = builderReducer(state, { type: 'undo' });
    expect(field(state.schema, 0)).toMatchObject({ label: '标签' });
  });

  it('removes a property set to undefined and never changes id or type', () => {
    let state = run(add('input'));
    state = builderReducer(state, { type: 'update', id: 'n1', patch: { placeholder: '请输入' } });
    expect(field(state.schema, 0).placeholder).toBe('请输入');
    state = builderReducer(state, {
      type: 'update',
      id: 'n1',
      patch: { placeholder: undefined, id: 'x', type: 'rate' },
    });
    expect('placeholder' in field(state.schema, 0)).toBe(false);
    expect(field(state.schema, 0)).toMatchObject({ id: 'n1', type: 'input' });
  });

  it("changes a row's columns, moving the children of dropped columns into the last one", () => {
    let state = run(add('row'));
    const [first, second] = row(state.schema, 0).columns;
    state = builderReducer(state, {
      type: 'add',
      nodeType: 'input',
      texts,
      to: { container: 'column', columnId: second.id },
    });
    state = builderReducer(state, { type: 'columns', id: 'n1', spans: [8, 8, 8] });
    expect(row(state.schema, 0).columns.map((c) => [c.id, c.span])).toEqual([
      [first.id, 8],
      [second.id, 8],
      ['n5', 8],
    ]);
    state = builderReducer(state, { type: 'columns', id: 'n1', spans: [24] });
    expect(row(state.schema, 0).columns).toEqual([
      { id: first.id, span: 24, children: [expect.objectContaining({ id: 'n4' })] },
    ]);
  });

  it('replaces the whole document as one undoable step, and tracks unsaved changes', () => {
    const state = run(add('input'));
    expect(isDirty(state)).toBe(true);
    const saved = builderReducer(state, { type: 'saved' });
    expect(isDirty(saved)).toBe(false);
    const other: FormSchema = { ...state.schema, nodes: [] };
    const replaced = builderReducer(saved, { type: 'replace', schema: other });
    expect(replaced.schema).toBe(other);
    expect(isDirty(replaced)).toBe(true);
    expect(isDirty(builderReducer(replaced, { type: 'undo' }))).toBe(false);
    const loaded = builderReducer(replaced, { type: 'load', schema: state.schema });
    expect(loaded).toEqual({ schema: state.schema, saved: state.schema, past: [], future: [] });
  });

  it(`keeps at most ${HISTORY_LIMIT} undo steps`, () => {
    let state: BuilderState = initialState();
    for (let i = 0; i < HISTORY_LIMIT + 5; i += 1) state = builderReducer(state, add('input'));
    expect(state.past).toHaveLength(HISTORY_LIMIT);
    expect(state.past[0].nodes).toHaveLength(5);
  });
});
