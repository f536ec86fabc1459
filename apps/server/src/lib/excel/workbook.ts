import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { attachmentHeaders } from '../attachment';
import { guardFormula } from './columns';
import { XLSX_TYPE } from './export-xlsx';

export type SheetCell = string | number | null;

/** One small sheet built in memory: optional header columns, then rows of cells. */
export interface SheetSpec {
  title: string;
  columns?: Array<{ header: string; width: number }>;
  rows: SheetCell[][];
}

/**
 * A workbook of several small sheets (summaries, figures) as one buffer. Text cells go through the
 * formula guard, like every export; numbers and empty cells are written as they are. Large lists
 * use the streaming `sendXlsx` instead.
 */
export async function buildWorkbook(sheets: readonly SheetSpec[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  for (const spec of sheets) {
    const sheet = book.addWorksheet(spec.title);
    if (spec.columns) sheet.columns = spec.columns;
    sheet.addRows(spec.rows.map((row) => row.map((cell) => (typeof cell === 'string' ? guardFormula(cell) : cell))));
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Answers a workbook of small sheets as a download named `fileName`. */
export async function sendWorkbook(
  reply: FastifyReply,
  fileName: string,
  sheets: readonly SheetSpec[],
): Promise<FastifyReply> {
  const body = await buildWorkbook(sheets);
  reply.type(XLSX_TYPE);
  attachmentHeaders(reply, fileName);
  return reply.send(body);
}
