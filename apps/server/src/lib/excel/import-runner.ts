import { formatMessage, isMessageKey, type Locale, type MessageKey, type MessageParams } from '@cbo/contracts';
import type { z } from 'zod';
import { AppError } from '../app-error';
import type { ExcelColumn } from './columns';
import { parseXlsx } from './import-xlsx';

/** Escapes a text for the `<br/>`-joined HTML report an import answers (the web shows it as HTML). */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** One refused row of an import: the sheet row, the name it carries (if the report shows one), why. */
export interface ImportProblem {
  row: number;
  name: string;
  reason: string;
}

/** How a refused import is reported: the heading, one line per problem, and how many lines at most. */
export interface ImportReport {
  /** Heading key, given `{count}`. */
  failed: MessageKey;
  /** Line key, given `{index, row, reason}` and, with `withName`, `{name}` (padded with spaces). */
  rowFailed: MessageKey;
  withName?: boolean;
  /** Lines beyond this are cut and end with "…"; all lines when unset. */
  limit?: number;
}

/** What a module's checks get: a way to refuse a row with a catalogue text, and the sheet's column titles. */
export interface ImportChecks {
  locale: Locale;
  fail(row: number, name: string, key: MessageKey, params?: MessageParams): void;
  /** Refuses a row with a reason already in the caller's language. */
  failWith(row: number, name: string, reason: string): void;
  /** The title the sheet shows for a column key, to name it in a reason. */
  titleOf(key: string): string;
}

export interface ImportSpec<Row, Plan> {
  file: Buffer;
  columns: ExcelColumn<unknown>[];
  schema: z.ZodType<Row>;
  maxRows?: number;
  locale: Locale;
  report: ImportReport;
  /** The name a row that failed the schema carries in the report, from its cell texts. */
  nameOf?: (raw: Record<string, string> | undefined) => string;
  /**
   * Checks every parsed row against the file and the database (with batched reads, never one
   * query per row) and answers what to write. Nothing may be written here.
   */
  check(rows: Array<{ row: number; value: Row }>, checks: ImportChecks): Promise<Plan>;
}

/**
 * The import pipeline's first half and its dry run: parses the sheet with the shared row schema,
 * runs the module's checks over every row, and throws one report naming every refused row (sorted
 * by row, escaped) when any row fails. Answers the plan; writes nothing.
 */
export async function checkImport<Row, Plan>(spec: ImportSpec<Row, Plan>): Promise<Plan> {
  const { locale, columns } = spec;
  const parsed = await parseXlsx(
    spec.file,
    columns,
    spec.schema,
    spec.maxRows === undefined ? undefined : { maxRows: spec.maxRows },
  );
  const problems: ImportProblem[] = parsed.problems.map((p) => ({
    row: p.row,
    name: spec.nameOf?.(p.raw) ?? '',
    reason: `${p.field} ${isMessageKey(p.message) ? formatMessage(p.message, locale) : p.message}`.trim(),
  }));
  const checks: ImportChecks = {
    locale,
    fail: (row, name, key, params = {}) => problems.push({ row, name, reason: formatMessage(key, locale, params) }),
    failWith: (row, name, reason) => problems.push({ row, name, reason }),
    titleOf: (key) => columns.find((column) => column.key === key)?.title ?? key,
  };
  const plan = await spec.check(parsed.rows, checks);
  if (problems.length > 0) throw AppError.translated(importFailure(problems, spec.report, locale));
  return plan;
}

/**
 * The whole pipeline: `checkImport`, then `write` with the plan (the caller opens its transaction
 * there). A dry run stops after the checks and answers undefined.
 */
export async function runImport<Row, Plan, Result>(
  spec: ImportSpec<Row, Plan> & { dryRun?: boolean; write(plan: Plan): Promise<Result> },
): Promise<Result | undefined> {
  const plan = await checkImport(spec);
  return spec.dryRun ? undefined : spec.write(plan);
}

/** The failure report: the heading, then each problem by row. */
export function importFailure(problems: ImportProblem[], report: ImportReport, locale: Locale): string {
  const sorted = [...problems].sort((a, b) => a.row - b.row);
  const shown = report.limit === undefined ? sorted : sorted.slice(0, report.limit);
  const lines = shown.map((p, i) =>
    formatMessage(report.rowFailed, locale, {
      index: i + 1,
      row: p.row,
      reason: escapeHtml(p.reason),
      ...(report.withName ? { name: p.name ? ` ${escapeHtml(p.name)} ` : ' ' } : {}),
    }),
  );
  if (shown.length < sorted.length) lines.push('…');
  return [formatMessage(report.failed, locale, { count: problems.length }), ...lines].join('<br/>');
}

/**
 * The rows whose `key` repeats an earlier row's, each with the row it repeats. Empty values never
 * repeat. Used to refuse duplicates inside one file before any database check.
 */
export function repeatsInFile<Row>(
  rows: Array<{ row: number; value: Row }>,
  key: (value: Row) => string | undefined,
): Map<number, number> {
  const first = new Map<string, number>();
  const repeats = new Map<number, number>();
  for (const { row, value } of rows) {
    const text = key(value);
    if (!text) continue;
    const seen = first.get(text);
    if (seen === undefined) first.set(text, row);
    else repeats.set(row, seen);
  }
  return repeats;
}
