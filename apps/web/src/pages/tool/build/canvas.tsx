import { CopyOutlined, DeleteOutlined, HolderOutlined } from '@ant-design/icons';
import type { FormNode, FormRowNode, FormSchema } from '@cbo/contracts';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Col, Divider, Empty, Form, Row, Tooltip } from 'antd';
import type { KeyboardEvent, MouseEvent } from 'react';
import { formLayoutProps } from '../../../components/form-render';
import { useT } from '../../../core/i18n';
import type { DropData } from './builder-dnd';
import type { BuilderAction } from './builder-state';
import { columnDropId, ROOT_DROP_ID } from './drop-target';
import { FieldPreview } from './field-preview';
import type { ColumnChild } from './form-tree';
import { useNodeTitle } from './node-title';

interface NodeProps {
  node: FormNode | ColumnChild;
  selectedId?: string;
  dispatch: (action: BuilderAction) => void;
  inColumn?: boolean;
}

function RowColumns({ row, selectedId, dispatch }: { row: FormRowNode } & Omit<NodeProps, 'node'>) {
  return (
    <Row gutter={row.gutter} className="form-builder__row">
      {row.columns.map((column) => (
        <Col key={column.id} xs={24} sm={column.span}>
          <ColumnZone columnId={column.id} ids={column.children.map((child) => child.id)}>
            {column.children.map((child) => (
              <CanvasNode key={child.id} node={child} selectedId={selectedId} dispatch={dispatch} inColumn />
            ))}
          </ColumnZone>
        </Col>
      ))}
    </Row>
  );
}

function ColumnZone({ columnId, ids, children }: { columnId: string; ids: string[]; children: React.ReactNode }) {
  const t = useT();
  const data: DropData = { inColumn: true };
  const { setNodeRef, isOver } = useDroppable({ id: columnDropId(columnId), data });
  return (
    <div ref={setNodeRef} className={`form-builder__column${isOver ? ' is-over' : ''}`}>
      <SortableContext items={ids}>
        <Row gutter={16}>{children}</Row>
      </SortableContext>
      {ids.length === 0 && <div className="form-builder__column-empty">{t('formBuilder.columnEmpty')}</div>}
    </div>
  );
}

function NodeBody({ node, selectedId, dispatch }: NodeProps) {
  if (node.type === 'row') return <RowColumns row={node} selectedId={selectedId} dispatch={dispatch} />;
  if (node.type === 'divider') {
    return (
      <Divider titlePlacement="start" className="form-builder__divider">
        {node.label}
      </Divider>
    );
  }
  return <FieldPreview field={node} />;
}

/** One node on the canvas: selectable, sortable by its handle, with copy and delete. */
function CanvasNode({ node, selectedId, dispatch, inColumn }: NodeProps) {
  const t = useT();
  const title = useNodeTitle()(node);
  const data: DropData = { inColumn, isRow: node.type === 'row' };
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: node.id,
    data,
  });
  const selected = node.id === selectedId;
  const span = node.type === 'row' || node.type === 'divider' ? 24 : node.span;
  const select = (event: MouseEvent) => {
    event.stopPropagation();
    dispatch({ type: 'select', id: node.id });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter') dispatch({ type: 'select', id: node.id });
    if (event.key === 'Delete') dispatch({ type: 'delete', id: node.id });
  };
  return (
    <Col
      xs={24}
      sm={span}
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={isDragging ? 'form-builder__dragging' : undefined}
    >
      {/* biome-ignore lint/a11y/useSemanticElements: a node holds controls and lists, which a button may not. */}
      <div
        role="button"
        tabIndex={0}
        aria-label={title}
        aria-pressed={selected}
        data-node-id={node.id}
        className={`form-builder__node${selected ? ' is-selected' : ''}${node.type === 'row' ? ' is-row' : ''}`}
        onClick={select}
        onKeyDown={onKeyDown}
      >
        <div className="form-builder__node-bar">
          <Tooltip title={t('formBuilder.drag', { label: title })}>
            <Button
              size="small"
              type="text"
              ref={setActivatorNodeRef}
              icon={<HolderOutlined />}
              aria-label={t('formBuilder.drag', { label: title })}
              className="form-builder__handle"
              {...attributes}
              {...listeners}
            />
          </Tooltip>
          <Tooltip title={t('formBuilder.copy')}>
            <Button
              size="small"
              type="text"
              icon={<CopyOutlined />}
              aria-label={`${t('formBuilder.copy')} ${title}`}
              onClick={(event) => {
                event.stopPropagation();
                dispatch({ type: 'copy', id: node.id });
              }}
            />
          </Tooltip>
          <Tooltip title={t('formBuilder.delete')}>
            <Button
              size="small"
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={`${t('formBuilder.delete')} ${title}`}
              onClick={(event) => {
                event.stopPropagation();
                dispatch({ type: 'delete', id: node.id });
              }}
            />
          </Tooltip>
        </div>
        <NodeBody node={node} selectedId={selectedId} dispatch={dispatch} />
      </div>
    </Col>
  );
}

export interface CanvasProps {
  schema: FormSchema;
  selectedId?: string;
  dispatch: (action: BuilderAction) => void;
  /** Below 992 px the palette is a drawer, so the empty state points at the toolbar. */
  mobile?: boolean;
}

/** The form as it takes shape: nodes in order, rows with their columns as drop zones. */
export function Canvas({ schema, selectedId, dispatch, mobile }: CanvasProps) {
  const t = useT();
  const { setNodeRef, isOver } = useDroppable({ id: ROOT_DROP_ID });
  return (
    <Form component="div" {...formLayoutProps(schema.config)} className="form-builder__form">
      {/* A click on the canvas outside every node shows the form's own settings. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard clears the selection with Escape (use-builder-keys.ts). */}
      <section
        ref={setNodeRef}
        className={`form-builder__canvas${isOver ? ' is-over' : ''}`}
        onClick={() => dispatch({ type: 'select' })}
        aria-label={t('formBuilder.canvas')}
      >
        {schema.nodes.length === 0 ? (
          <Empty
            className="form-builder__empty"
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t(mobile ? 'formBuilder.canvasEmptyMobile' : 'formBuilder.canvasEmpty')}
          />
        ) : (
          <SortableContext items={schema.nodes.map((node) => node.id)}>
            <Row gutter={16}>
              {schema.nodes.map((node) => (
                <CanvasNode key={node.id} node={node} selectedId={selectedId} dispatch={dispatch} />
              ))}
            </Row>
          </SortableContext>
        )}
      </section>
    </Form>
  );
}
