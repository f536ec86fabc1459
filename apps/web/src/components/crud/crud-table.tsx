import { App, Button, Empty, Form, Table } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useAccess } from '../../core/access/use-access';
import { useIsMobile } from '../../core/device/use-is-mobile';
import { download } from '../../core/download/download';
import { useT } from '../../core/i18n';
import { BatchButtons } from './batch-buttons';
import { useColumnMemory } from './column-memory';
import { searchColumns, searchParams, tableColumns } from './columns';
import { removeRows, rowIdOf } from './crud-api';
import { CrudButtons } from './crud-buttons';
import type { CrudTableProps } from './crud-table-props';
import { type DialogState, FormDialog } from './form-dialog';
import { ImportDialog } from './import-dialog';
import { Pagination } from './pagination';
import { RightToolbar } from './right-toolbar';
import { SearchForm } from './search-form';
import { SelectionSummary } from './selection-summary';
import type { SearchSlot } from './slots';
import { buildColumns } from './table-columns';
import { useTreeExpansion } from './tree-expansion';
import type { CrudContext, RowId } from './types';
import { useCrudList } from './use-crud-list';
import { useSelection } from './use-selection';
import './crud.css';

const allowAll = () => true;

export type { CrudTableProps };

/**
 * A whole list page from a resource, a column list and a form: search form, permission-guarded
 * toolbar with batch actions, export and import, right toolbar, server-paged and sorted table
 * with row selection, pager, and the add/edit dialog. Mutations invalidate the resource's queries.
 */
export function CrudTable<Row extends object, Values = unknown>(props: CrudTableProps<Row, Values>) {
  const { resource, columns, form, editor, toolbar, rowAllowed = allowAll, batchActions = [] } = props;
  const t = useT();
  const { modal, message } = App.useApp();
  const access = useAccess();
  const mobile = useIsMobile();
  const buttonSize = mobile ? 'small' : undefined;
  const can = (permission: string | undefined) => Boolean(permission) && access.hasPermi(permission as string);
  const crud = useCrudList(resource, {
    fixed: props.filters,
    controlled: props.controlledFilters,
    ready: props.ready,
    refetchInterval: props.refetchInterval,
  });
  const { query, setQuery, filters: listFilters, list, refresh } = crud;
  const rows = list.data?.rows ?? [];
  const total = list.data?.total ?? 0;
  const tree = useTreeExpansion(resource, list.data?.rows);
  const selection = useSelection(resource, listFilters, total);
  const [searchForm] = Form.useForm();
  const [showSearch, setShowSearch] = useState(true);
  const [dialog, setDialog] = useState<DialogState<Row>>(null);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const defaultHidden = useMemo(() => columns.filter((c) => c.defaultHidden).map((c) => c.key), [columns]);
  const [hidden, setHidden] = useColumnMemory(resource.name, defaultHidden);

  const formId = resource.name.replace(/\W/g, '_');
  const closeDialog = useCallback(() => setDialog(null), []);
  const context: CrudContext<Row> = {
    selectedRows: selection.rows,
    selectedIds: selection.ids,
    refresh,
    openEdit: (row) => setDialog({ mode: 'edit', row }),
    openAdd: (values) => setDialog({ mode: 'add', values }),
    clearSelection: selection.clear,
  };
  const changeQuery = (next: Parameters<typeof setQuery>[0]) => {
    if (!selection.all) selection.clear();
    setQuery(next);
  };
  const reset = () => {
    selection.clear();
    crud.reset();
    props.onReset?.();
  };

  const confirmRemove = (ids: readonly RowId[]) =>
    modal.confirm({
      title: t('client.systemPrompt'),
      content: t('crud.deleteConfirm', { name: t(resource.entity), ids: ids.join(',') }),
      okText: t('client.confirm'),
      cancelText: t('crud.cancel'),
      onOk: async () => {
        try {
          await removeRows(resource, ids);
        } catch {
          // The request client has shown why; the dialog closes.
          return;
        }
        message.success(t('crud.deleteOk'));
        selection.clear();
        await refresh();
      },
    });

  const exportRows = async () => {
    if (!resource.api.export) return;
    setExporting(true);
    await download(resource.api.export, listFilters, `${resource.fileName}_${Date.now()}.xlsx`);
    setExporting(false);
  };

  const hasForm = Boolean(form || editor);
  const canEdit = hasForm && can(resource.permissions.edit);
  const canRemove = can(resource.permissions.remove) && Boolean(resource.api.remove);
  // A tree removes one node at a time (children first): no batch selection.
  const batch = !resource.tree;
  const matching = batchActions.some((action) => action.matching);
  const selectable =
    props.selectable ?? (batch && (canEdit || canRemove || Boolean(toolbar) || batchActions.length > 0));
  const shownColumns = buildColumns({
    columns,
    hidden,
    sort: query.sort,
    t,
    mobile,
    canEdit,
    canRemove,
    rowAllowed,
    onEdit: (row) => setDialog({ mode: 'edit', row }),
    onRemove: (row) => confirmRemove([rowIdOf(resource, row)]),
    rowLead: props.rowLead && ((row) => props.rowLead?.(row, context)),
    rowActions: props.rowActions && ((row) => props.rowActions?.(row, context)),
  });

  const emptyText = list.isError ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('crud.loadFailed')}>
      <Button onClick={() => void list.refetch()}>{t('crud.retry')}</Button>
    </Empty>
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={props.emptyText && t(props.emptyText)} />
  );
  const slot: SearchSlot = { search: crud.search, reset };
  const searchNode =
    props.search === false ? null : props.search ? (
      props.search(slot)
    ) : searchColumns(columns).length > 0 ? (
      <SearchForm
        name={`${formId}_search`}
        columns={columns}
        form={searchForm}
        onSearch={(values) => crud.search(searchParams(columns, values))}
        onReset={reset}
      />
    ) : null;

  const page = (
    <div className={props.className ? `cbo-crud ${props.className}` : 'cbo-crud'}>
      {props.context && <div className="cbo-crud__search cbo-crud__context">{props.context}</div>}
      {searchNode && (
        <div className="cbo-crud__search" hidden={!showSearch}>
          {searchNode}
        </div>
      )}
      <div className="cbo-crud__panel">
        {props.header}
        <div className="cbo-crud__toolbar" role="toolbar" aria-label={t('crud.toolbar')}>
          <div className="cbo-crud__buttons">
            <CrudButtons
              resource={resource}
              size={buttonSize}
              can={can}
              hasForm={hasForm}
              batchEdit={editor?.batchEdit ?? true}
              batch={batch}
              selected={selection.rows}
              selectedAllowed={(action) => selection.rows.every((row) => rowAllowed(row, action))}
              exporting={exporting}
              onAdd={() => setDialog({ mode: 'add' })}
              onEdit={(row) => setDialog({ mode: 'edit', row })}
              onRemove={() => confirmRemove(selection.ids)}
              onExport={exportRows}
              onImport={() => setImporting(true)}
              onToggleTree={tree.toggle}
              batchButtons={
                <BatchButtons
                  actions={batchActions}
                  selection={selection}
                  context={context}
                  can={can}
                  size={buttonSize}
                />
              }
            />
            {toolbar?.(context)}
            <SelectionSummary selection={selection} pageRows={rows} total={total} matching={matching} />
          </div>
          <RightToolbar
            size={buttonSize}
            showSearch={showSearch}
            onToggleSearch={searchNode ? () => setShowSearch((shown) => !shown) : undefined}
            onRefresh={() => void refresh()}
            columns={tableColumns(columns).map((column) => ({ key: column.key, title: t(column.title) }))}
            hidden={hidden}
            onHiddenChange={setHidden}
          />
        </div>
        {props.notice}
        <Table<Row>
          rowKey={resource.rowKey}
          columns={shownColumns}
          dataSource={rows}
          // A polled list (props.refetchInterval) spins only while a page is first loaded, not at every poll.
          loading={
            (list.isFetching && !(props.refetchInterval && list.isSuccess && !list.isPlaceholderData)) || !crud.enabled
          }
          pagination={false}
          // The middle density of antd's tables: lists fit beside the sidebar at 1280 px (issue 30).
          size="middle"
          scroll={{ x: 'max-content' }}
          locale={{ emptyText }}
          expandable={
            resource.tree ? { expandedRowKeys: tree.expanded, onExpandedRowsChange: tree.setExpanded } : undefined
          }
          rowSelection={
            selectable
              ? {
                  selectedRowKeys: selection.all ? rows.map((row) => rowIdOf(resource, row)) : selection.ids,
                  onChange: (_keys, chosen) => selection.choose(chosen),
                  columnWidth: 48,
                }
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
      {editor?.render(dialog, async (saved) => {
        setDialog(null);
        if (saved) await refresh();
      })}
      {form && !editor && (
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
          options={props.importOptions}
          open={importing}
          onClose={() => setImporting(false)}
          onImported={refresh}
        />
      )}
    </div>
  );
  if (!props.aside) return page;
  return (
    <div className="cbo-crud-split">
      <div className="cbo-crud-split__aside">{props.aside}</div>
      {page}
    </div>
  );
}
