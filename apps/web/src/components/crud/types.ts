import type { AnyEndpoint } from '@cbo/contracts';
import type { ReactNode } from 'react';
import type { Callable } from '../../core/http/api';
import type { TranslationKey } from '../../core/i18n';
import type { FormSchema } from './schema-form';

export type RowId = string | number;
export type SortOrder = 'ascend' | 'descend';

/** A call of the resource: a descriptor from packages/contracts, or a type-only route to one. */
export type CrudRoute = Callable<AnyEndpoint>;

/**
 * The calls of a resource. `detail` and `remove` have one path parameter (the row's id, the ids
 * comma-joined); the others none.
 */
export interface CrudApi {
  list: CrudRoute;
  detail?: CrudRoute;
  create?: CrudRoute;
  update?: CrudRoute;
  remove?: CrudRoute;
  export?: CrudRoute;
  importData?: CrudRoute;
  importTemplate?: CrudRoute;
}

/** What a resource's import dialog offers beyond the file and updateSupport. */
export interface ImportOptions {
  /** False for an import that only adds rows: the "update existing rows" checkbox is not offered. */
  updateSupport?: boolean;
  /** Extra checkboxes, each sent as a boolean query parameter named `name`. */
  flags?: Array<{ name: string; label: TranslationKey }>;
  /** Shown under a successful report (e.g. a download the answer names). */
  renderResult?: (report: ImportReportView) => ReactNode;
}

/** A report as the dialog shows it: its lines and the answer's extra keys. */
export interface ImportReportView {
  ok: boolean;
  lines: string[];
  extra?: Record<string, unknown>;
}

/** The permission guarding each action; an action without one is not offered. */
export interface CrudPermissions {
  add?: string;
  edit?: string;
  remove?: string;
  export?: string;
  import?: string;
}

/** What a list page manages: where it lives, its key, names and rights. */
export interface CrudResource<Row> {
  /** Stable name: the query key and the key of the remembered columns ('system/post'). */
  name: string;
  /** The entity's name inside messages ('岗位' in '添加岗位'). */
  entity: TranslationKey;
  rowKey: keyof Row & string;
  api: CrudApi;
  permissions: CrudPermissions;
  /** File name prefix of exports and templates ('post' gives post_1767225600000.xlsx). */
  fileName: string;
  defaultSort?: { column: keyof Row & string; order: SortOrder };
  /** False for a list the server answers whole (no pageNum/pageSize sent, no pager). Default true. */
  paged?: boolean;
  /** A tree table: the list answers `data` flat (not paged), built into a tree on rowKey and parentKey. */
  tree?: TreeOptions<Row>;
}

export interface TreeOptions<Row> {
  parentKey: keyof Row & string;
  /** Every branch open at first (default true); the toolbar's expand/collapse button toggles. */
  expandAll?: boolean;
}

export type ValueType = 'text' | 'number' | 'dict' | 'date' | 'dateTime';

export interface SearchOptions {
  /** The query parameter (the column key by default). */
  param?: string;
  /** For date ranges: `X` sends params[beginX]/params[endX] instead of params[beginTime]/params[endTime]. */
  rangeName?: string;
}

/** One column of the table, which is also one field of the search form unless hidden there. */
export interface CrudColumn<Row> {
  key: keyof Row & string;
  title: TranslationKey;
  /** The table's header when it differs from the search field's label (a cell showing two values). */
  header?: TranslationKey;
  /** Inferred as 'dict' when `dict` is given; date and dateTime columns search by range. */
  valueType?: ValueType;
  /** Dictionary type: tags in the table, a select in the search form. */
  dict?: string;
  hideInSearch?: boolean;
  hideInTable?: boolean;
  /** Hidden until chosen in the column chooser. */
  defaultHidden?: boolean;
  search?: SearchOptions;
  /** Sorted by the server through orderByColumn/isAsc (the column must be whitelisted there). */
  sorter?: boolean;
  /** parseTime pattern of date columns. */
  pattern?: string;
  /** A dateTime column shows the date above the time: half the width in a list that must fit (issue 30). */
  stacked?: boolean;
  width?: number;
  ellipsis?: boolean;
  fixed?: 'left' | 'right';
  render?: (value: Row[keyof Row & string], row: Row) => ReactNode;
}

export type FieldType =
  | 'text'
  | 'password'
  | 'number'
  | 'textarea'
  | 'dictRadio'
  | 'dictSelect'
  | 'select'
  | 'radio'
  | 'treeSelect'
  | 'richText';

export interface FieldOption {
  label: string;
  value: string | number;
  disabled?: boolean;
}

/** A node of a treeSelect field. */
export interface TreeOption {
  value: string | number;
  title: string;
  disabled?: boolean;
  children?: TreeOption[];
}

/** One field of the add/edit form; its rules come from the form's shared zod schema. */
export interface CrudField {
  name: string;
  label: TranslationKey;
  type?: FieldType;
  dict?: string;
  options?: readonly FieldOption[];
  /** Several values (select): the value is an array. */
  multiple?: boolean;
  /** The nodes of a treeSelect field. */
  treeData?: readonly TreeOption[];
  /** Half a row on wide screens (two fields side by side). */
  half?: boolean;
  /** Shown only when adding or only when editing. */
  only?: 'add' | 'edit';
  /** Read-only when editing (e.g. a login name). */
  lockedOnEdit?: boolean;
  /** richText: the editing area's height in px (the editor grows with its content without it). */
  height?: number;
  /** A custom input, given the mode; the label and the rules stay the kit's. */
  render?: (mode: 'add' | 'edit') => ReactNode;
}

export interface CrudForm<Values> {
  /** The shared zod schema of the add and edit bodies (packages/contracts). */
  schema: FormSchema<Values>;
  /** The edit body's schema when it differs from the add body's (e.g. no login name or password). */
  editSchema?: FormSchema<Values>;
  /**
   * What the form starts from, instead of the detail call (edit) or besides the initial values
   * (add): e.g. ids the detail answer carries beside `data`, or a configured initial value.
   */
  load?: (target: FormTarget) => Promise<Partial<Values> | Record<string, unknown>>;
  fields: readonly CrudField[];
  initialValues?: Partial<Values>;
  /** Dialog width on wide screens (default 560). */
  width?: number;
  /** A modal (default) or a drawer for long forms. */
  container?: 'modal' | 'drawer';
}

export type FormTarget = { mode: 'add' } | { mode: 'edit'; id: RowId };

/** What custom toolbar buttons and row actions are given. */
export interface CrudContext<Row> {
  selectedRows: readonly Row[];
  selectedIds: readonly RowId[];
  /** Reloads the list (and anything else cached for the resource). */
  refresh(): Promise<void>;
  openEdit(row: Row): void;
  /** Opens the add form, some fields already filled in (e.g. the parent of a new tree node). */
  openAdd(values?: Record<string, unknown>): void;
  /** Forgets the selected rows (after an action that removed them). */
  clearSelection(): void;
}
