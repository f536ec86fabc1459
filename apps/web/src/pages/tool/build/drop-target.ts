import type { FormSchema } from '@cbo/contracts';
import type { BuilderAction } from './builder-state';
import { locate, type Place, placeNodes, ROOT, samePlace } from './form-tree';
import type { NewNodeTexts, PaletteType } from './node-factory';

// The ids dnd-kit sees (docs/form-builder.md): a node is its own id; the palette's items and the
// lists nodes drop into carry a prefix no node id has (node ids never contain a colon).

export const ROOT_DROP_ID = 'drop:root';
export const paletteDragId = (type: PaletteType) => `palette:${type}`;
export const columnDropId = (columnId: string) => `drop:column:${columnId}`;

export function paletteTypeOf(id: string): PaletteType | undefined {
  return id.startsWith('palette:') ? (id.slice('palette:'.length) as PaletteType) : undefined;
}

/** Where a drop over `overId` puts the node: a list itself means its end, a node means its place. */
export function dropPlace(schema: FormSchema, overId: string): { place: Place; index: number } | undefined {
  if (overId === ROOT_DROP_ID) return { place: ROOT, index: schema.nodes.length };
  if (overId.startsWith('drop:column:')) {
    const place: Place = { container: 'column', columnId: overId.slice('drop:column:'.length) };
    return { place, index: placeNodes(schema, place).length };
  }
  return locate(schema, overId);
}

/**
 * The action a finished drag asks for, or undefined when it changes nothing. A row dropped into a
 * column goes to the top level after that column's row (rows never nest).
 */
export function dropAction(
  schema: FormSchema,
  activeId: string,
  overId: string | undefined,
  texts: (type: PaletteType) => NewNodeTexts,
): BuilderAction | undefined {
  if (!overId || overId === activeId) return undefined;
  const target = dropPlace(schema, overId);
  if (!target) return undefined;
  const nodeType = paletteTypeOf(activeId);
  const isRow = nodeType
    ? nodeType === 'row'
    : schema.nodes.some((node) => node.id === activeId && node.type === 'row');
  let { place, index } = target;
  if (isRow && place.container === 'column') {
    const columnId = place.columnId;
    const rowIndex = schema.nodes.findIndex(
      (node) => node.type === 'row' && node.columns.some((c) => c.id === columnId),
    );
    place = ROOT;
    index = rowIndex + 1;
  }
  if (nodeType) return { type: 'add', nodeType, texts: texts(nodeType), to: place, index };
  const from = locate(schema, activeId);
  if (!from) return undefined;
  // Dropped on its own list's empty end: the last place of that list.
  if (samePlace(from.place, place) && index >= placeNodes(schema, place).length)
    index = placeNodes(schema, place).length - 1;
  return { type: 'move', id: activeId, to: place, index };
}
