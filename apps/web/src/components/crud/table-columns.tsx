import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import type { useT } from '../../core/i18n';
import { renderCell } from './cell';
import type { SortState } from './columns';
import { tableColumns } from './columns';
import type { CrudColumn } from './types';

export interface ColumnsInput<Row> {
  columns: readonly CrudColumn<Row>[];
  hidden: readonly string[];
  sort?: SortState;
  t: ReturnType<typeof useT>;
  mobile: boolean;
  canEdit: boolean;
  canRemove: boolean;
  rowAllowed(row: Row, action: 'edit' | 'remove'): boolean;
  onEdit(row: Row): void;
  onRemove(row: Row): void;
  /** Links before the kit's edit and delete (e.g. a detail link). */
  rowLead?: (row: Row) => ReactNode;
  /** Links after them. */
  rowActions?: (row: Row) => ReactNode;
}

/** The antd columns of a list: the visible ones, server sorting, and the row actions kept in view. */
export function buildColumns<Row>(input: ColumnsInput<Row>): TableColumnsType<Row> {
  const { t, sort, canEdit, canRemove, rowAllowed, rowLead, rowActions } = input;
  const shown: TableColumnsType<Row> = tableColumns(input.columns)
    .filter((column) => !input.hidden.includes(column.key))
    .map((column) => ({
      key: column.key,
      dataIndex: column.key,
      title: t(column.header ?? column.title),
      width: column.width,
      ellipsis: column.ellipsis,
      fixed: column.fixed,
      sorter: column.sorter,
      sortOrder: column.sorter ? (sort?.column === column.key ? sort.order : null) : undefined,
      render: (value: unknown, row: Row) => renderCell(column, value, row),
    }));
  if (!canEdit && !canRemove && !rowActions && !rowLead) return shown;
  shown.push({
    key: '_actions',
    title: t('crud.actions'),
    align: 'center',
    // Kept in view when a wide table scrolls sideways (on phones it would take the whole width).
    fixed: input.mobile ? undefined : 'right',
    className: 'cbo-crud__actions',
    render: (_value: unknown, row: Row) => (
      <span className="cbo-crud__row-actions">
        {rowLead?.(row)}
        {canEdit && rowAllowed(row, 'edit') && (
          <Button type="link" size="small" icon={<EditOutlined />} onClick={() => input.onEdit(row)}>
            {t('crud.edit')}
          </Button>
        )}
        {canRemove && rowAllowed(row, 'remove') && (
          <Button type="link" size="small" danger icon={<DeleteOutlined />} onClick={() => input.onRemove(row)}>
            {t('crud.delete')}
          </Button>
        )}
        {rowActions?.(row)}
      </span>
    ),
  });
  return shown;
}
