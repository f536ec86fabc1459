import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { z } from 'zod';
import { AppError } from '../app-error';
import { dictValue, type ExcelColumn } from './columns';
import { englishTitle } from './titles-en';

export interface RowProblem {
  /** The sheet row number as a person sees it (the header is row 1). */
  row: number;
  field: string;
  message: string;
  /** The row's cell texts by field name, when the row could be read. */
  raw?: Record<string, string>;
}

export interface ParsedSheet<T> {
  rows: Array<{ row: number; value: T }>;
  problems: RowProblem[];
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    // A cell can hold a date serial no calendar has: read as empty, then refused by the row schema.
    return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 19).replace('T', ' ');
  }
  if (typeof value === 'object') {
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    return '';
  }
  const text = String(value).trim();
  // Undo the export's formula guard, so an exported sheet imports back unchanged.
  return /^'[=+\-@]/.test(text) ? text.slice(1) : text;
}

/**
 * Reads the first sheet (header row matched by column titles), maps dictionary labels back to
 * values and validates every row against the schema before anything is written. Blank rows are
 * skipped. The caller writes only when `problems` is empty (all or nothing).
 */
export async function parseXlsx<T>(
  input: Readable | Buffer,
  columns: ReadonlyArray<ExcelColumn<unknown>>,
  schema: z.ZodType<T>,
  limits: { maxRows: number } = { maxRows: 100_000 },
): Promise<ParsedSheet<T>> {
  const workbook = new ExcelJS.Workbook();
  try {
    if (Buffer.isBuffer(input)) await workbook.xlsx.load(input as unknown as ArrayBuffer);
    else await workbook.xlsx.read(input);
  } catch {
    // Any zip (or damaged workbook) starts like an .xlsx: only reading it tells them apart.
    throw AppError.rule('import.notWorkbook');
  }
  const sheet = workbook.worksheets[0];
  const problems: RowProblem[] = [];
  const rows: Array<{ row: number; value: T }> = [];
  // Every workbook Excel writes has a sheet: an archive without one is some other zip.
  if (!sheet) throw AppError.rule('import.notWorkbook');

  const importable = columns.filter((column) => !column.exportOnly);
  const header = sheet.getRow(1);
  const positions = new Map<string, number>();
  header.eachCell((cell, col) => positions.set(cellText(cell.value), col));
  // A template downloaded in English has English headers: each is read as its Chinese title.
  for (const column of importable) {
    const english = englishTitle(column.title);
    const at = english === undefined ? undefined : positions.get(english);
    if (at !== undefined && !positions.has(column.title)) positions.set(column.title, at);
  }
  const missing = importable.filter((column) => !positions.has(column.title)).map((column) => column.title);
  if (missing.length) return { rows, problems: [{ row: 1, field: missing.join(','), message: 'missing columns' }] };
  if (sheet.rowCount - 1 > limits.maxRows) {
    return { rows, problems: [{ row: 1, field: '', message: `more than ${limits.maxRows} rows` }] };
  }

  for (let r = 2; r <= sheet.rowCount; r++) {
    const line = sheet.getRow(r);
    const record: Record<string, string> = {};
    let blank = true;
    for (const column of importable) {
      const text = cellText(line.getCell(positions.get(column.title) as number).value);
      if (text !== '') blank = false;
      record[column.key] = column.dict && text !== '' ? dictValue(column.dict, text) : text;
    }
    if (blank) continue;
    const parsed = schema.safeParse(record);
    if (parsed.success) rows.push({ row: r, value: parsed.data });
    else {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? '');
        const title = importable.find((column) => column.key === key)?.title ?? key;
        problems.push({ row: r, field: title, message: issue.message, raw: record });
      }
    }
  }
  return { rows, problems };
}
