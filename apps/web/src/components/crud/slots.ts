import type { ReactNode } from 'react';
import type { TranslationKey } from '../../core/i18n';
import type { DialogState } from './form-dialog';
import type { CrudContext, RowId } from './types';

/**
 * What a batch action acts on: the chosen rows, or every row that matches the list's filter (the
 * person chose "all that match" and confirmed the count).
 */
export type BatchTarget<Row> =
  | { kind: 'ids'; ids: readonly RowId[]; rows: readonly Row[] }
  | { kind: 'filter'; filters: Record<string, unknown>; count: number };

/** A toolbar button that acts on the selection, supplied by the page. */
export interface BatchAction<Row> {
  key: string;
  label: TranslationKey;
  icon?: ReactNode;
  /** The outlined button's colour (antd's preset colours). */
  color?: 'primary' | 'danger' | 'green' | 'orange' | 'cyan' | 'default';
  /** Hidden without it. */
  permission?: string;
  /** Whether the chosen rows qualify (all by default); never asked of a filter target. */
  allowed?: (rows: readonly Row[]) => boolean;
  /** The action may act on all rows matching the filter (the server takes the filter). */
  matching?: boolean;
  /** Disabled whatever the selection (e.g. the level is not the person's). */
  disabled?: boolean;
  /** A tooltip over the button (e.g. why it is disabled). */
  tooltip?: string;
  /** The native title of the button. */
  title?: string;
  loading?: boolean;
  run(target: BatchTarget<Row>, context: CrudContext<Row>): unknown;
}

/** What a custom search form is given: search with the wire filters, or go back to the defaults. */
export interface SearchSlot {
  search(filters: Record<string, unknown>): void;
  reset(): void;
}

/** A custom add/edit form (a drawer or a page) instead of the generated dialog. */
export interface CrudEditor<Row> {
  /** Renders the form for the state (null: closed); `close(true)` after a save reloads the list. */
  render(state: DialogState<Row>, close: (saved: boolean) => Promise<void>): ReactNode;
  /** The toolbar's edit button for one chosen row (default true). */
  batchEdit?: boolean;
}

/** Filters the page owns: the kit reads them and asks the page to change them. */
export interface ControlledFilters {
  /** The search filters; null while not yet known (nothing is loaded). */
  value: Record<string, unknown> | null;
  onChange(filters: Record<string, unknown>): void;
}
