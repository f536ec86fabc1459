import ExcelJS from 'exceljs';
import { guardFormula } from '../../../lib/excel/columns';
import type { ReportCell, ReportColumn, ReportDocument } from './report-document';

// A report as a workbook (docs/reports.md): a cover sheet (title, meta, every section's figures),
// then one sheet per section with a table: a bold frozen header, the columns' widths and number
// formats from their decimals. Text cells go through the formula guard like every export.

const INVALID_SHEET_CHARS = /[[\]:*?/\\]/g;

/** Sheet names: at most 31 characters, none of []:*?/\, unique in the workbook. */
function sheetNamer() {
  const used = new Set<string>();
  return (wanted: string) => {
    const base = wanted.replace(INVALID_SHEET_CHARS, ' ').trim().slice(0, 31) || 'Sheet';
    let name = base;
    for (let n = 2; used.has(name.toLowerCase()); n++) name = `${base.slice(0, 31 - String(n).length - 1)}~${n}`;
    used.add(name.toLowerCase());
    return name;
  };
}

const cellOf = (value: ReportCell) => (typeof value === 'string' ? guardFormula(value) : value);

export const numberFormat = (decimals: number) => (decimals <= 0 ? '0' : `0.${'0'.repeat(decimals)}`);

function columnOf(column: ReportColumn): Partial<ExcelJS.Column> {
  return {
    header: column.title,
    key: column.key,
    width: column.width ?? 14,
    style: {
      ...(column.decimals !== undefined ? { numFmt: numberFormat(column.decimals) } : {}),
      ...(column.align ? { alignment: { horizontal: column.align } } : {}),
    },
  };
}

export async function renderReportXlsx(document: ReportDocument): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.created = new Date(0);
  const name = sheetNamer();
  const cover = book.addWorksheet(name(document.title.length <= 31 ? document.title : document.title.slice(0, 31)));
  cover.columns = [{ width: 28 }, { width: 70 }];
  cover.addRow([cellOf(document.title)]).font = { bold: true, size: 16 };
  if (document.subtitle) cover.addRow([cellOf(document.subtitle)]);
  cover.addRow([]);
  for (const item of document.meta) cover.addRow([cellOf(item.label), cellOf(item.value)]);
  for (const section of document.sections) {
    if (!section.figures?.length) continue;
    cover.addRow([]);
    cover.addRow([cellOf(section.heading)]).font = { bold: true };
    for (const figure of section.figures) cover.addRow([cellOf(figure.label), cellOf(figure.value)]);
  }
  for (const section of document.sections) {
    const table = section.table;
    if (!table) continue;
    const sheet = book.addWorksheet(name(table.sheetName ?? section.heading), {
      views: [{ state: 'frozen', ySplit: 1 }],
    });
    sheet.columns = table.columns.map(columnOf);
    sheet.getRow(1).font = { bold: true };
    for (const row of table.rows) {
      sheet.addRow(Object.fromEntries(table.columns.map((column) => [column.key, cellOf(row[column.key] ?? null)])));
    }
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
