import { FORM_SCHEMA_VERSION, type FormConfig, type FormNode, type FormSchema } from '@cbo/contracts';
import {
  findNode,
  insertAt,
  locate,
  mapNode,
  type Place,
  placeInside,
  placeNodes,
  removeNode,
  samePlace,
} from './form-tree';
import { copyNode, createNode, Naming, type NewNodeTexts, type PaletteType } from './node-factory';

// The builder's state (docs/form-builder.md): the document, the selected node and an undo/redo
// history. Pure: the page dispatches, tests check exact states.

/** Undo steps kept; older ones are dropped. */
export const HISTORY_LIMIT = 100;

export interface BuilderState {
  schema: FormSchema;
  selectedId?: string;
  past: FormSchema[];
  future: FormSchema[];
  /** The document as last loaded or saved: the page has unsaved changes when `schema` is not it. */
  saved: FormSchema;
  /** Consecutive property edits with the same key make one undo step (typing a label is one step). */
  mergeKey?: string;
}

/** A node's properties as the properties panel changes them (the type and id never change). */
export type NodePatch = Record<string, unknown>;

export type BuilderAction =
  | { type: 'add'; nodeType: PaletteType; texts: NewNodeTexts; to: Place; index?: number }
  | { type: 'move'; id: string; to: Place; index: number }
  | { type: 'update'; id: string; patch: NodePatch }
  | { type: 'config'; patch: Partial<FormConfig> }
  /** A row's columns: one span each (1-4 columns); children of dropped columns join the last kept one. */
  | { type: 'columns'; id: string; spans: number[] }
  | { type: 'copy'; id: string }
  | { type: 'delete'; id: string }
  | { type: 'select'; id?: string }
  | { type: 'replace'; schema: FormSchema }
  | { type: 'load'; schema: FormSchema }
  | { type: 'saved' }
  | { type: 'undo' }
  | { type: 'redo' };

export function emptySchema(): FormSchema {
  return {
    schemaVersion: FORM_SCHEMA_VERSION,
    config: { labelPosition: 'top', labelWidth: 120, size: 'middle' },
    nodes: [],
  };
}

export function initialState(schema: FormSchema = emptySchema()): BuilderState {
  return { schema, past: [], future: [], saved: schema };
}

export const canUndo = (state: BuilderState) => state.past.length > 0;
export const canRedo = (state: BuilderState) => state.future.length > 0;
export const isDirty = (state: BuilderState) => state.schema !== state.saved;

/** A new present: the old one goes on the undo stack (capped), redo is dropped. */
function commit(state: BuilderState, schema: FormSchema, extra: Partial<BuilderState> = {}): BuilderState {
  if (schema === state.schema) return state;
  const past = [...state.past, state.schema].slice(-HISTORY_LIMIT);
  return { ...state, selectedId: state.selectedId, ...extra, schema, past, future: [], mergeKey: undefined };
}

/** The selection kept only while its node exists. */
function keepSelection(schema: FormSchema, id: string | undefined): string | undefined {
  return id && findNode(schema, id) ? id : undefined;
}

/** Props the panel never changes (the document's structure keeps them). */
const FIXED = new Set(['id', 'type', 'columns']);

function patchNode(node: FormNode, patch: NodePatch): FormNode {
  const next: Record<string, unknown> = { ...node };
  for (const [key, value] of Object.entries(patch)) {
    if (FIXED.has(key)) continue;
    // Undefined removes the property: the document carries only what is set.
    if (value === undefined) delete next[key];
    else next[key] = value;
  }
  return next as FormNode;
}

function move(state: BuilderState, id: string, to: Place, index: number): BuilderState {
  const { schema } = state;
  const from = locate(schema, id);
  const node = findNode(schema, id);
  if (!from || !node || placeInside(schema, to, id)) return state;
  if (samePlace(from.place, to)) {
    const length = placeNodes(schema, to).length;
    const target = Math.max(0, Math.min(index, length - 1));
    if (target === from.index) return state;
    // Within one list the index is where the node ends up (as the sortable list reports it).
    const moved = insertAt(removeNode(schema, id), to, target, node);
    return moved ? commit(state, moved, { selectedId: id }) : state;
  }
  const moved = insertAt(removeNode(schema, id), to, index, node);
  return moved ? commit(state, moved, { selectedId: id }) : state;
}

function setColumns(state: BuilderState, id: string, spans: number[]): BuilderState {
  const row = findNode(state.schema, id);
  if (row?.type !== 'row' || spans.length < 1 || spans.length > 4) return state;
  const naming = new Naming(state.schema);
  const columns = spans.map((span, i) => ({
    ...(row.columns[i] ?? { id: naming.id(), children: [] }),
    span: Math.max(1, Math.min(24, Math.round(span))),
  }));
  const dropped = row.columns.slice(spans.length).flatMap((column) => column.children);
  const last = columns[columns.length - 1];
  columns[columns.length - 1] = { ...last, children: [...last.children, ...dropped] };
  return commit(
    state,
    mapNode(state.schema, id, () => ({ ...row, columns })),
  );
}

export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  switch (action.type) {
    case 'add': {
      const node = createNode(action.nodeType, new Naming(state.schema), action.texts);
      const schema = insertAt(state.schema, action.to, action.index, node);
      return schema ? commit(state, schema, { selectedId: node.id }) : state;
    }
    case 'move':
      return move(state, action.id, action.to, action.index);
    case 'update': {
      if (!findNode(state.schema, action.id)) return state;
      const schema = mapNode(state.schema, action.id, (node) => patchNode(node, action.patch));
      const mergeKey = `${action.id}:${Object.keys(action.patch).sort().join(',')}`;
      if (state.mergeKey === mergeKey) return { ...state, schema };
      return { ...commit(state, schema), mergeKey };
    }
    case 'config': {
      const schema = { ...state.schema, config: { ...state.schema.config, ...action.patch } };
      const mergeKey = `config:${Object.keys(action.patch).sort().join(',')}`;
      if (state.mergeKey === mergeKey) return { ...state, schema };
      return { ...commit(state, schema), mergeKey };
    }
    case 'columns':
      return setColumns(state, action.id, action.spans);
    case 'copy': {
      const node = findNode(state.schema, action.id);
      const at = locate(state.schema, action.id);
      if (!node || !at) return state;
      const copy = copyNode(node, new Naming(state.schema));
      const schema = insertAt(state.schema, at.place, at.index + 1, copy);
      return schema ? commit(state, schema, { selectedId: copy.id }) : state;
    }
    case 'delete': {
      if (!findNode(state.schema, action.id)) return state;
      const schema = removeNode(state.schema, action.id);
      return commit(state, schema, { selectedId: keepSelection(schema, state.selectedId) });
    }
    case 'select':
      return { ...state, selectedId: keepSelection(state.schema, action.id), mergeKey: undefined };
    case 'replace':
      return commit(state, action.schema, { selectedId: undefined });
    case 'load':
      return initialState(action.schema);
    case 'saved':
      return { ...state, saved: state.schema };
    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return {
        ...state,
        schema: previous,
        past: state.past.slice(0, -1),
        future: [state.schema, ...state.future],
        selectedId: keepSelection(previous, state.selectedId),
        mergeKey: undefined,
      };
    }
    case 'redo': {
      const next = state.future[0];
      if (!next) return state;
      return {
        ...state,
        schema: next,
        past: [...state.past, state.schema].slice(-HISTORY_LIMIT),
        future: state.future.slice(1),
        selectedId: keepSelection(next, state.selectedId),
        mergeKey: undefined,
      };
    }
  }
}
