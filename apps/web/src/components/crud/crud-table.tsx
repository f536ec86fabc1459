import {
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  NodeExpandOutlined,
  PlusOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { App, Button, Empty, Form, Table, type TableColumnsType } from 'antd';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useAccess } from '../../core/access/use-access';
import { useIsMobile } from '../../core/device/use-is-mobile';
import { download } from '../../core/download/download';
import { useT } from '../../core/i18n';
import { renderCell } from './cell';
import { useColumnMemory } from './column-memory';
import { searchParams, tableColumns } from './columns';
import { removeRows, rowIdOf } from './crud-api';
import { type DialogState, FormDialog } from './form-dialog';
import { ImportDialog } from './import-dialog';
import { Pagination } from './pagination';
import { RightToolbar } from './right-toolbar';
import { SearchForm } from './search-form';
import { useTreeExpansion } from './tree-expansion';
import type { CrudColumn, CrudContext, CrudForm, CrudResource, ImportOptions, RowId } from './types';
import { useCrudList } from './use-crud-list';
import './crud.css';

const allowAll = () => true;

export interface CrudTableProps<Row, Values> {
  resource: CrudResource<Row>;
  /** The table's columns, which also make the search form. */
  columns: readonly CrudColumn<Row>[];
  /** The add/edit form; without it there is no add or edit. */
  form?: CrudForm<Values>;
  /** Extra toolbar buttons (guard them with <HasPermi>). */
  toolbar?: (context: CrudContext<Row>) => ReactNode;
  /** Extra links in each row's actions (guard them with <HasPermi>). */
  rowActions?: (row: Row, context: CrudContext<Row>) => ReactNode;
  /** Whether a row may be edited or removed (e.g. not the super administrator); all by default. */
  rowAllowed?: (row: Row, action: 'edit' | 'remove') => boolean;
  /** Filters from outside the search form (e.g. a tree beside the list), also sent by export. */
  filters?: Record<string, unknown>;
  /** Called when the search form is reset, so the page can reset its own filters too. */
  onReset?: () => void;
  /** A panel beside the list (a tree filter); above it on narrow screens. */
  aside?: ReactNode;
  /** What the import dialog offers beyond the file and updateSupport. */
  importOptions?: ImportOptions;
}

/**
 * A whole list page from a resource, a column list and a form: search form, permission-guarded
 * toolbar with batch actions, export and import, right toolbar, server-paged and sorted table
 * with row selection, pager, and the add/edit dialog. Mutations invalidate the resource's queries.
 */
export function CrudTable<Row extends object, Values = unknown>({
  resource,
  columns,
  form,
  toolbar,
  rowActions,
  rowAllowed = allowAll,
  filters,
  onReset,
  aside,
  importOptions,
}: CrudTableProps<Row, Values>) {
  const t = useT();
  const { modal, message } = App.useApp();
  const access = useAccess();
  const mobile = useIsMobile();
  const buttonSize = mobile ? 'small' : undefined;
  const can = (permission: string | undefined) => Boolean(permission) && access.hasPermi(permission as string);
  const { query, setQuery, filters: listFilters, list, refresh, reset } = useCrudList(resource, filters);
  const tree = useTreeExpansion(resource, list.data?.rows);
  const [searchForm] = Form.useForm();
  const [showSearch, setShowSearch] = useState(true);
  const [selected, setSelected] = useState<Row[]>([]);
  const [dialog, setDialog] = useState<DialogState<Row>>(null);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const defaultHidden = useMemo(() => columns.filter((c) => c.defaultHidden).map((c) => c.key), [columns]);
  const [hidden, setHidden] = useColumnMemory(resource.name, defaultHidden);

  const entity = t(resource.entity);
  const formId = resource.name.replace(/\W/g, '_');
  const selectedIds = selected.map((row) => rowIdOf(resource, row));
  const closeDialog = useCallback(() => setDialog(null), []);
  const context: CrudContext<Row> = {
    selectedRows: selected,
    selectedIds,
    refresh,
    openEdit: (row) => setDialog({ mode: 'edit', row }),
    openAdd: (values) => setDialog({ mode: 'add', values }),
    clearSelection: () => setSelected([]),
  };
  const changeQuery = (next: Parameters<typeof setQuery>[0]) => {
    setSelected([]);
    setQuery(next);
  };

  // Searching again with the same filters on page 1 reloads, as a person expects of the button.
  const search = (filters: Record<string, unknown>) => {
    if (query.pageNum === 1 && JSON.stringify(filters) === JSON.stringify(query.filters)) void list.refetch();
    else changeQuery((previous) => ({ ...previous, pageNum: 1, filters }));
  };

  const confirmRemove = (ids: readonly RowId[]) =>
    modal.confirm({
      title: t('client.systemPrompt'),
      content: t('crud.deleteConfirm', { name: entity, ids: ids.join(',') }),
      okText: t('client.confirm'),
      cancelText: t('client.cancel'),
      onOk: async () => {
        try {
          await removeRows(resource, ids);
        } catch {
          // The request client has shown why; the dialog closes.
          return;
        }
        message.success(t('crud.deleteOk'));
        setSelected([]);
        await refresh();
      },
    });

  const exportRows = async () => {
    if (!resource.api.export) return;
    setExporting(true);
    await download(resource.api.export, listFilters, `${resource.fileName}_${Date.now()}.xlsx`);
    setExporting(false);
  };

  const canEdit = Boolean(form) && can(resource.permissions.edit);
  const canRemove = can(resource.permissions.remove);
  // A tree removes one node at a time (children first): no batch selection.
  const batch = !resource.tree;
  const selectedAllowed = (action: 'edit' | 'remove') => selected.every((row) => rowAllowed(row, action));
  const tableColumnsShown: TableColumnsType<Row> = tableColumns(columns)
    .filter((column) => !hidden.includes(column.key))
    .map((column) => ({
      key: column.key,
      dataIndex: column.key,
      title: t(column.title),
      width: column.width,
      ellipsis: column.ellipsis,
      fixed: column.fixed,
      sorter: column.sorter,
      sortOrder: column.sorter ? (query.sort?.column === column.key ? query.sort.order : null) : undefined,
      render: (value: unknown, row: Row) => renderCell(column, value, row),
    }));
  if (canEdit || canRemove || rowActions) {
    tableColumnsShown.push({
      key: '_actions',
      title: t('crud.actions'),
      align: 'center',
      // Kept in view when a wide table scrolls sideways (on phones it would take the whole width).
      fixed: mobile ? undefined : 'right',
      className: 'cbo-crud__actions',
      render: (_value: unknown, row: Row) => (
        <span className="cbo-crud__row-actions">
          {canEdit && rowAllowed(row, 'edit') && (
            <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setDialog({ mode: 'edit', row })}>
              {t('crud.edit')}
            </Button>
          )}
          {canRemove && rowAllowed(row, 'remove') && (
            <Button
              type="link"
              size="small"
              danger
              icon={<DeleteOutlined />}
              onClick={() => confirmRemove([rowIdOf(resource, row)])}
            >
              {t('crud.delete')}
            </Button>
          )}
          {rowActions?.(row, context)}
        </span>
      ),
    });
  }

  const total = list.data?.total ?? 0;
  const emptyText = list.isError ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('crud.loadFailed')}>
      <Button onClick={() => void list.refetch()}>{t('crud.retry')}</Button>
    </Empty>
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
  );

  const page = (
    <div className="cbo-crud">
      <div className="cbo-crud__search" hidden={!showSearch}>
        <SearchForm
          name={`${formId}_search`}
          columns={columns}
          form={searchForm}
          onSearch={(values) => search(searchParams(columns, values))}
          onReset={() => {
            setSelected([]);
            reset();
            onReset?.();
          }}
        />
      </div>
      <div className="cbo-crud__panel">
        <div className="cbo-crud__toolbar" role="toolbar" aria-label={t('crud.toolbar')}>
          <div className="cbo-crud__buttons">
            {form && can(resource.permissions.add) && (
              <Button
                size={buttonSize}
                color="primary"
                variant="outlined"
                icon={<PlusOutlined />}
                onClick={() => setDialog({ mode: 'add' })}
              >
                {t('crud.add')}
              </Button>
            )}
            {canEdit && batch && (
              <Button
                size={buttonSize}
                color="green"
                variant="outlined"
                icon={<EditOutlined />}
                disabled={selected.length !== 1 || !selectedAllowed('edit')}
                onClick={() => setDialog({ mode: 'edit', row: selected[0] })}
              >
                {t('crud.edit')}
              </Button>
            )}
            {canRemove && batch && (
              <Button
                size={buttonSize}
                color="danger"
                variant="outlined"
                icon={<DeleteOutlined />}
                disabled={selected.length === 0 || !selectedAllowed('remove')}
                onClick={() => confirmRemove(selectedIds)}
              >
                {t('crud.delete')}
              </Button>
            )}
            {can(resource.permissions.export) && resource.api.export && (
              <Button
                size={buttonSize}
                color="orange"
                variant="outlined"
                icon={<DownloadOutlined />}
                loading={exporting}
                onClick={exportRows}
              >
                {t('crud.export')}
              </Button>
            )}
            {can(resource.permissions.import) && resource.api.importData && (
              <Button
                size={buttonSize}
                color="cyan"
                variant="outlined"
                icon={<UploadOutlined />}
                onClick={() => setImporting(true)}
              >
                {t('crud.import')}
              </Button>
            )}
            {resource.tree && (
              <Button
                size={buttonSize}
                color="default"
                variant="outlined"
                icon={<NodeExpandOutlined />}
                onClick={tree.toggle}
              >
                {t('crud.expandCollapse')}
              </Button>
            )}
            {toolbar?.(context)}
            {selected.length > 0 && (
              <span className="cbo-crud__selected">{t('crud.selected', { count: selected.length })}</span>
            )}
          </div>
          <RightToolbar
            size={buttonSize}
            showSearch={showSearch}
            onToggleSearch={() => setShowSearch((shown) => !shown)}
            onRefresh={() => void refresh()}
            columns={tableColumns(columns).map((column) => ({ key: column.key, title: t(column.title) }))}
            hidden={hidden}
            onHiddenChange={setHidden}
          />
        </div>
        <Table<Row>
          rowKey={resource.rowKey}
          columns={tableColumnsShown}
          dataSource={list.data?.rows ?? []}
          loading={list.isFetching}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText }}
          expandable={
            resource.tree ? { expandedRowKeys: tree.expanded, onExpandedRowsChange: tree.setExpanded } : undefined
          }
          rowSelection={
            batch && (canEdit || canRemove || toolbar)
              ? { selectedRowKeys: selectedIds, onChange: (_keys, rows) => setSelected(rows), columnWidth: 48 }
              : undefined
          }
          onChange={(_pagination, _filters, sorter, extra) => {
            if (extra.action !== 'sort' || Array.isArray(sorter)) return;
            const column = typeof sorter.field === 'string' ? sorter.field : String(sorter.columnKey ?? '');
            changeQuery((previous) => ({
              ...previous,
              sort: sorter.order && column ? { column, order: sorter.order } : undefined,
            }));
          }}
        />
        <Pagination
          hidden={total === 0 || resource.paged === false || Boolean(resource.tree)}
          total={total}
          page={query.pageNum}
          limit={query.pageSize}
          onPagination={({ page, limit }) =>
            changeQuery((previous) => ({ ...previous, pageNum: page, pageSize: limit }))
          }
        />
      </div>
      {form && (
        <FormDialog
          name={`${formId}_form`}
          resource={resource}
          form={form}
          state={dialog}
          onClose={closeDialog}
          onSaved={async () => {
            setDialog(null);
            await refresh();
          }}
        />
      )}
      {resource.api.importData && (
        <ImportDialog
          resource={resource}
          options={importOptions}
          open={importing}
          onClose={() => setImporting(false)}
          onImported={refresh}
        />
      )}
    </div>
  );
  if (!aside) return page;
  return (
    <div className="cbo-crud-split">
      <div className="cbo-crud-split__aside">{aside}</div>
      {page}
    </div>
  );
}
