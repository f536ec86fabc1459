import type { FormColumn, FormDividerNode, FormFieldNode, FormNode, FormRowNode, FormSchema } from '@cbo/contracts';

// Pure helpers over the form document's tree (docs/form-builder.md): the top level holds any node,
// a row's columns hold fields and dividers, never rows.

/** Where a node sits: the top level, or one column of a row (column ids are unique in a document). */
export type Place = { container: 'root' } | { container: 'column'; columnId: string };
export const ROOT: Place = { container: 'root' };

export type ColumnChild = FormFieldNode | FormDividerNode;

/** Every node of the document, rows before their children, in document order. */
export function allNodes(schema: FormSchema): FormNode[] {
  const nodes: FormNode[] = [];
  for (const node of schema.nodes) {
    nodes.push(node);
    if (node.type === 'row') for (const column of node.columns) nodes.push(...column.children);
  }
  return nodes;
}

/** Every id in use (nodes and columns). */
export function usedIds(schema: FormSchema): Set<string> {
  const ids = new Set<string>();
  for (const node of allNodes(schema)) {
    ids.add(node.id);
    if (node.type === 'row') for (const column of node.columns) ids.add(column.id);
  }
  return ids;
}

/** Every field name in use. */
export function usedNames(schema: FormSchema): Set<string> {
  const names = new Set<string>();
  for (const node of allNodes(schema)) if (isField(node)) names.add(node.name);
  return names;
}

export function isField(node: FormNode): node is FormFieldNode {
  return node.type !== 'row' && node.type !== 'divider';
}

export function findNode(schema: FormSchema, id: string | undefined): FormNode | undefined {
  if (!id) return undefined;
  return allNodes(schema).find((node) => node.id === id);
}

/** The place a node sits in and its index there. */
export function locate(schema: FormSchema, id: string): { place: Place; index: number } | undefined {
  const top = schema.nodes.findIndex((node) => node.id === id);
  if (top >= 0) return { place: ROOT, index: top };
  for (const node of schema.nodes) {
    if (node.type !== 'row') continue;
    for (const column of node.columns) {
      const index = column.children.findIndex((child) => child.id === id);
      if (index >= 0) return { place: { container: 'column', columnId: column.id }, index };
    }
  }
  return undefined;
}

export function findColumn(schema: FormSchema, columnId: string): FormColumn | undefined {
  for (const node of schema.nodes) {
    if (node.type !== 'row') continue;
    const column = node.columns.find((item) => item.id === columnId);
    if (column) return column;
  }
  return undefined;
}

/** The nodes of a place (an unknown column has none). */
export function placeNodes(schema: FormSchema, place: Place): readonly FormNode[] {
  if (place.container === 'root') return schema.nodes;
  return findColumn(schema, place.columnId)?.children ?? [];
}

const clampIndex = (index: number | undefined, length: number) =>
  index === undefined || index < 0 || index > length ? length : index;

/** The document with a node inserted at a place (a row never goes into a column: undefined then). */
export function insertAt(
  schema: FormSchema,
  place: Place,
  index: number | undefined,
  node: FormNode,
): FormSchema | undefined {
  if (place.container === 'root') {
    const nodes = [...schema.nodes];
    nodes.splice(clampIndex(index, nodes.length), 0, node);
    return { ...schema, nodes };
  }
  if (node.type === 'row' || !findColumn(schema, place.columnId)) return undefined;
  return mapColumns(schema, (column) => {
    if (column.id !== place.columnId) return column;
    const children = [...column.children];
    children.splice(clampIndex(index, children.length), 0, node);
    return { ...column, children };
  });
}

/** The document without a node (a row goes with its columns' children). */
export function removeNode(schema: FormSchema, id: string): FormSchema {
  const nodes = schema.nodes
    .filter((node) => node.id !== id)
    .map((node) =>
      node.type === 'row'
        ? {
            ...node,
            columns: node.columns.map((column) => ({
              ...column,
              children: column.children.filter((child) => child.id !== id),
            })),
          }
        : node,
    );
  return { ...schema, nodes };
}

/** The document with one node replaced by `change(node)`. */
export function mapNode(schema: FormSchema, id: string, change: (node: FormNode) => FormNode): FormSchema {
  const nodes = schema.nodes.map((node) => {
    if (node.id === id) return change(node);
    if (node.type !== 'row') return node;
    if (!node.columns.some((column) => column.children.some((child) => child.id === id))) return node;
    return {
      ...node,
      columns: node.columns.map((column) => ({
        ...column,
        children: column.children.map((child) => (child.id === id ? (change(child) as ColumnChild) : child)),
      })),
    };
  });
  return { ...schema, nodes };
}

function mapColumns(schema: FormSchema, change: (column: FormColumn) => FormColumn): FormSchema {
  return {
    ...schema,
    nodes: schema.nodes.map((node) => (node.type === 'row' ? { ...node, columns: node.columns.map(change) } : node)),
  };
}

/** Whether `place` lies inside the node `id` (a row cannot be moved into its own column). */
export function placeInside(schema: FormSchema, place: Place, id: string): boolean {
  if (place.container === 'root') return false;
  const row = schema.nodes.find((node): node is FormRowNode => node.id === id && node.type === 'row');
  return Boolean(row?.columns.some((column) => column.id === place.columnId));
}

export function samePlace(a: Place, b: Place): boolean {
  if (a.container === 'root' || b.container === 'root') return a.container === b.container;
  return a.columnId === b.columnId;
}
