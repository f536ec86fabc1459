import type { FormSchema } from '@cbo/contracts';
import {
  type Announcements,
  type CollisionDetection,
  closestCenter,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { type ReactNode, useMemo, useState } from 'react';
import { useT } from '../../../core/i18n';
import type { BuilderAction } from './builder-state';
import { dropAction, paletteTypeOf } from './drop-target';
import { findNode } from './form-tree';
import type { NewNodeTexts, PaletteType } from './node-factory';
import { useNodeTitle } from './node-title';

/** Droppables inside a row's columns say so, so a dragged row only ever sorts at the top level. */
export interface DropData {
  inColumn?: boolean;
  isRow?: boolean;
}

const area = (rect: { width: number; height: number }) => rect.width * rect.height;

/**
 * The pointer's innermost droppable (a column's field before the column, the column before its
 * row); the keyboard, which has no pointer, and a pointer between droppables take the nearest
 * centre. A dragged row never meets what lies inside columns.
 */
const collision: CollisionDetection = (args) => {
  const isRow = Boolean((args.active.data.current as DropData | undefined)?.isRow);
  const droppableContainers = isRow
    ? args.droppableContainers.filter((container) => !(container.data.current as DropData | undefined)?.inColumn)
    : args.droppableContainers;
  const scoped = { ...args, droppableContainers };
  const within = pointerWithin(scoped);
  if (within.length > 0) {
    const rects = args.droppableRects;
    return [...within].sort((a, b) => {
      const ra = rects.get(a.id);
      const rb = rects.get(b.id);
      return (ra ? area(ra) : 0) - (rb ? area(rb) : 0);
    });
  }
  return closestCenter(scoped);
};

export interface BuilderDndProps {
  schema: FormSchema;
  dispatch: (action: BuilderAction) => void;
  newNodeTexts: (type: PaletteType) => NewNodeTexts;
  children: ReactNode;
}

/** One drag-and-drop context for the palette and the canvas (docs/form-builder.md, keyboard). */
export function BuilderDnd({ schema, dispatch, newNodeTexts, children }: BuilderDndProps) {
  const t = useT();
  const nodeTitle = useNodeTitle();
  const [activeId, setActiveId] = useState<string>();
  const sensors = useSensors(
    // A short move starts a drag, so a click on a palette item still appends it.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    // Space picks up and drops; Enter stays free for a palette item's "append".
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space'] },
    }),
  );

  const labelOf = useMemo(
    () => (id: string | number | undefined) => {
      if (id === undefined) return '';
      const text = String(id);
      const type = paletteTypeOf(text);
      if (type) return t(`formBuilder.type.${type}`);
      const node = findNode(schema, text);
      return node ? nodeTitle(node) : t('formBuilder.canvas');
    },
    [schema, t, nodeTitle],
  );

  const announcements: Announcements = {
    onDragStart: ({ active }) => t('formBuilder.a11y.picked', { label: labelOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('formBuilder.a11y.over', { label: labelOf(active.id), target: labelOf(over.id) }) : undefined,
    onDragEnd: ({ active }) => t('formBuilder.a11y.dropped', { label: labelOf(active.id) }),
    onDragCancel: ({ active }) => t('formBuilder.a11y.cancelled', { label: labelOf(active.id) }),
  };

  const onDragStart = ({ active }: DragStartEvent) => setActiveId(String(active.id));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveId(undefined);
    const action = dropAction(schema, String(active.id), over ? String(over.id) : undefined, newNodeTexts);
    if (action) dispatch(action);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setActiveId(undefined)}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('formBuilder.a11y.instructions') } }}
    >
      {children}
      <DragOverlay dropAnimation={null}>
        {activeId ? <div className="form-builder__overlay">{labelOf(activeId)}</div> : null}
      </DragOverlay>
    </DndContext>
  );
}
