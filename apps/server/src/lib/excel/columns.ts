/** A cell: text, a number, a date, a link (its text shown), or empty. */
export type ExcelCellValue = string | number | Date | { text: string; hyperlink: string } | null;

/** One spreadsheet column of a resource: its title, how to read it from a row, and its dictionary. */
export interface ExcelColumn<Row> {
  /** Column title in the sheet (the template's header and the import's key). */
  title: string;
  /** Field name in the row (and in the import's parsed record). */
  key: keyof Row & string;
  width?: number;
  /** value -> label for export; label -> value for import (the dictionary's enabled entries). */
  dict?: ReadonlyArray<{ value: string; label: string }>;
  /** Export-only formatting; import takes the cell text. */
  format?: (value: unknown, row: Row) => ExcelCellValue | undefined;
  /** Left out of import templates and ignored on import (generated ids, audit columns). */
  exportOnly?: boolean;
}

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Spreadsheet formula-injection guard: text that a spreadsheet would run as a formula starts with a
 * quote, so it stays text. Numbers are untouched (a negative number is not a formula).
 */
export function guardFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function dictLabel(dict: ExcelColumn<unknown>['dict'], value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const text = String(value);
  // Multi-valued fields are comma-joined, as the reference stores them.
  return text
    .split(',')
    .map((part) => dict?.find((entry) => entry.value === part)?.label ?? part)
    .join(',');
}

export function dictValue(dict: ExcelColumn<unknown>['dict'], label: string): string {
  return label
    .split(',')
    .map((part) => dict?.find((entry) => entry.label === part.trim())?.value ?? part.trim())
    .join(',');
}
