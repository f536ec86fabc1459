import { PassThrough, type Writable } from 'node:stream';
import type { Locale } from '@cbo/contracts';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { attachmentHeaders } from '../attachment';
import { dictLabel, type ExcelCellValue, type ExcelColumn, guardFormula } from './columns';
import { excelTitle } from './titles-en';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function cellValue<Row>(column: ExcelColumn<Row>, row: Row): ExcelCellValue {
  const raw = (row as Record<string, unknown>)[column.key];
  if (column.format) {
    const formatted = column.format(raw, row);
    if (formatted !== null && typeof formatted === 'object' && !(formatted instanceof Date))
      return { text: guardFormula(formatted.text), hyperlink: formatted.hyperlink };
    return plainCell(formatted);
  }
  return plainCell(column.dict ? dictLabel(column.dict, raw) : raw);
}

function plainCell(value: unknown): ExcelCellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || value instanceof Date) return value;
  return guardFormula(String(value));
}

/** One sheet of a streamed workbook: its header and its rows as cells, read page by page. */
export interface StreamedSheet {
  name: string;
  columns: ReadonlyArray<{ header: string; width: number }>;
  pages: AsyncIterable<ExcelCellValue[][]>;
}

/** A sheet of `columns` over pages of rows (each row's cells computed as its page is written). */
export function streamedSheet<Row>(
  name: string,
  columns: ReadonlyArray<ExcelColumn<Row>>,
  batches: AsyncIterable<Row[]>,
): StreamedSheet {
  return {
    name,
    columns: columns.map((column) => ({ header: column.title, width: column.width ?? 20 })),
    pages: (async function* () {
      for await (const batch of batches) yield batch.map((row) => columns.map((column) => cellValue(column, row)));
    })(),
  };
}

/**
 * Writes several sheets to one xlsx stream, one after another: a sheet's pages are read only once
 * the previous sheet is committed, so memory stays as flat as with one sheet.
 */
export async function writeXlsxSheets(output: Writable, sheets: readonly StreamedSheet[]): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  let count = 0;
  for (const spec of sheets) {
    const sheet = workbook.addWorksheet(spec.name.slice(0, 31));
    sheet.columns = spec.columns.map((column) => ({ header: column.header, width: column.width }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    for await (const page of spec.pages) {
      for (const cells of page) {
        sheet.addRow(cells).commit();
        count++;
      }
    }
    sheet.commit();
  }
  await workbook.commit();
  return count;
}

/** Streams a workbook of several sheets as the reply (see `sendXlsx`). */
export function sendXlsxSheets({
  reply,
  fileName,
  sheets,
}: {
  reply: FastifyReply;
  fileName: string;
  sheets: readonly StreamedSheet[];
}): FastifyReply {
  const body = new PassThrough();
  reply.type(XLSX_TYPE);
  attachmentHeaders(reply, fileName);
  writeXlsxSheets(body, sheets).catch((error: unknown) => {
    reply.log.error({ err: error }, 'export failed while streaming');
    body.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply.send(body);
}

/**
 * Writes rows to an xlsx stream with exceljs's streaming writer: each row is committed as soon as
 * it is added, so memory stays flat whatever the row count. `batches` yields pages of rows
 * (keyset-paged by the caller), the next page read only after the previous one is written.
 */
export async function writeXlsx<Row>(
  output: Writable,
  sheetName: string,
  columns: ReadonlyArray<ExcelColumn<Row>>,
  batches: AsyncIterable<Row[]>,
  locale?: Locale,
): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(excelTitle(sheetName, locale).slice(0, 31));
  sheet.columns = columns.map((column) => ({
    header: excelTitle(column.title, locale),
    key: column.key,
    width: column.width ?? 20,
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let count = 0;
  for await (const batch of batches) {
    for (const row of batch) {
      sheet.addRow(columns.map((column) => cellValue(column, row))).commit();
      count++;
    }
  }
  sheet.commit();
  await workbook.commit();
  return count;
}

/** Streams an export as the reply: headers first, then rows as they are read. */
export function sendXlsx<Row>({
  reply,
  fileName,
  sheetName,
  columns,
  batches,
}: {
  reply: FastifyReply;
  fileName: string;
  sheetName: string;
  columns: ReadonlyArray<ExcelColumn<Row>>;
  batches: AsyncIterable<Row[]>;
}): FastifyReply {
  const body = new PassThrough();
  reply.type(XLSX_TYPE);
  attachmentHeaders(reply, fileName);
  // Headers follow the request's language (issue 30); an import reads either language.
  writeXlsx(body, sheetName, columns, batches, reply.request.locale).catch((error: unknown) => {
    reply.log.error({ err: error }, 'export failed while streaming');
    body.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply.send(body);
}

/**
 * Pages through a table by its key (keyset paging: no OFFSET, no cursor), `size` rows at a time.
 * `fetchAfter(lastKey, size)` must answer rows ordered by the key, all with key > lastKey.
 */
export async function* keysetBatches<Row>(
  fetchAfter: (lastKey: number | undefined, size: number) => Promise<Row[]>,
  keyOf: (row: Row) => number,
  size = 1_000,
): AsyncGenerator<Row[]> {
  let last: number | undefined;
  for (;;) {
    const rows = await fetchAfter(last, size);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < size) return;
    last = keyOf(rows[rows.length - 1]);
  }
}

/** An empty sheet with the importable columns' titles: the import template. */
export function sendTemplate<Row>(
  reply: FastifyReply,
  fileName: string,
  sheetName: string,
  columns: ReadonlyArray<ExcelColumn<Row>>,
) {
  return sendXlsx({
    reply,
    fileName,
    sheetName,
    columns: columns.filter((column) => !column.exportOnly),
    batches: (async function* () {})(),
  });
}
