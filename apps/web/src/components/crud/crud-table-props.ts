import type { ReactNode } from 'react';
import type { TranslationKey } from '../../core/i18n';
import type { BatchAction, ControlledFilters, CrudEditor, SearchSlot } from './slots';
import type { CrudColumn, CrudContext, CrudForm, CrudResource, ImportOptions } from './types';

export interface CrudTableProps<Row, Values> {
  resource: CrudResource<Row>;
  /** The table's columns, which also make the search form. */
  columns: readonly CrudColumn<Row>[];
  /** The generated add/edit form; without it (and without `editor`) there is no add or edit. */
  form?: CrudForm<Values>;
  /** The page's own add/edit form (a drawer or a page) instead of the generated one. */
  editor?: CrudEditor<Row>;
  /** Extra toolbar buttons (guard them with <HasPermi>). */
  toolbar?: (context: CrudContext<Row>) => ReactNode;
  /** Buttons acting on the chosen rows or on all rows that match the filter. */
  batchActions?: readonly BatchAction<Row>[];
  /** Extra links in each row's actions (guard them with <HasPermi>). */
  rowActions?: (row: Row, context: CrudContext<Row>) => ReactNode;
  /** Links before the kit's edit and delete in each row (e.g. the detail). */
  rowLead?: (row: Row, context: CrudContext<Row>) => ReactNode;
  /** Whether a row may be edited or removed (e.g. not the super administrator); all by default. */
  rowAllowed?: (row: Row, action: 'edit' | 'remove') => boolean;
  /** Rows may be chosen (default: when an action could use them). */
  selectable?: boolean;
  /** Filters from outside the search form (a tree beside the list, a tab), also sent by export. */
  filters?: Record<string, unknown>;
  /** Search filters the page owns (it may set them, e.g. a default edition). */
  controlledFilters?: ControlledFilters;
  /** False while the page cannot yet say what to list. */
  ready?: boolean;
  /** Polls the list (milliseconds) while the rows shown call for it, e.g. while one is being generated. */
  refetchInterval?: (rows: readonly Row[]) => number | false;
  /** The page's search form instead of the generated one; false for none. */
  search?: false | ((slot: SearchSlot) => ReactNode);
  /** Called when the search form is reset, so the page can reset its own filters too. */
  onReset?: () => void;
  /** Above the toolbar (e.g. status tabs setting a filter). */
  header?: ReactNode;
  /** Above the search form, in a panel of its own: what the whole page is of (edition and stage pickers). */
  context?: ReactNode;
  /** Between the toolbar and the table (e.g. a refusal from the server). */
  notice?: ReactNode;
  /** A panel beside the list (a tree filter); above it on narrow screens. */
  aside?: ReactNode;
  /** What the import dialog offers beyond the file and updateSupport. */
  importOptions?: ImportOptions;
  /** The empty table's text (the default has none). */
  emptyText?: TranslationKey;
  className?: string;
}
