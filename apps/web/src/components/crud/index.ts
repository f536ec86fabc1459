export { BatchButtons, type BatchButtonsProps } from './batch-buttons';
export { StackedDateTime } from './cell';
export { columnMemoryKey, readHiddenColumns, useColumnMemory, writeHiddenColumns } from './column-memory';
export { type ListQuery, listParams, type SortState, searchParams } from './columns';
export { resourceKey, type TablePage } from './crud-api';
export { CrudTable, type CrudTableProps } from './crud-table';
export { type CrudAction, defineResource, type ResourceInput } from './define-resource';
export { type DialogState, FormDialog, type FormDialogProps } from './form-dialog';
export { ImportDialog, type ImportDialogProps } from './import-dialog';
export { type PagerItem, pageCountOf, pagerCountFor, pagerItems } from './pager-items';
export { DEFAULT_PAGER_LAYOUT, type PageChange, Pagination, type PaginationProps } from './pagination';
export { ReasonModal, type ReasonModalProps } from './reason-modal';
export { RightToolbar, type RightToolbarProps, type ToolbarColumn } from './right-toolbar';
export { RowMore, type RowMoreItem } from './row-more';
export { checkForm, type FormSchema, issueMessage, schemaRules } from './schema-form';
export type { BatchAction, BatchTarget, ControlledFilters, CrudEditor, SearchSlot } from './slots';
export { StatusSwitch, type StatusSwitchProps } from './status-switch';
export type {
  CrudApi,
  CrudColumn,
  CrudContext,
  CrudField,
  CrudForm,
  CrudPermissions,
  CrudResource,
  CrudRoute,
  FieldOption,
  FieldType,
  FormTarget,
  ImportOptions,
  ImportReportView,
  RowId,
  SearchOptions,
  SortOrder,
  TreeOption,
  TreeOptions,
  ValueType,
} from './types';
export { type CrudListOptions, useCrudList } from './use-crud-list';
export { useResourceChanged } from './use-resource-changed';
export { type Selection, useSelection } from './use-selection';
