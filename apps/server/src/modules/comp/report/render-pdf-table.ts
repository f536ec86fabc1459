import {
  type Alignment,
  CONTENT_WIDTH,
  INK,
  MARGIN_BOTTOM,
  MARGIN_X,
  MUTED,
  type PdfLayout,
  RULE,
  SHADE,
} from './render-pdf-layout';
import type { ReportCell, ReportColumn, ReportTable } from './report-document';

// A report table in the PDF (docs/report-rendering.md): columns scaled from their relative widths
// to the content width, the header row repeated at the top of every page the table runs onto,
// numbers right-aligned with the column's decimals, long texts wrapped to three lines and cut
// with an ellipsis after.

const SIZE = 8.5;
const HEADER_SIZE = 8.5;
const LINE = 11.5;
const PAD_X = 4;
const PAD_Y = 4;
const MAX_LINES = 3;
const HEADER_MAX_LINES = 2;
const DEFAULT_WIDTH = 10;

/** A cell's text: numbers with the column's decimals (none given: as they are, float noise rounded). */
export function formatCell(value: ReportCell, column: Pick<ReportColumn, 'decimals'>): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return String(value);
    if (column.decimals !== undefined) return value.toFixed(column.decimals);
    return String(Number(value.toFixed(6)));
  }
  return String(value);
}

interface LaidColumn {
  column: ReportColumn;
  x: number;
  width: number;
  align: Alignment;
  numeric: boolean;
}

function layColumns(table: ReportTable): LaidColumn[] {
  const weights = table.columns.map((column) => (column.width && column.width > 0 ? column.width : DEFAULT_WIDTH));
  const total = weights.reduce((sum, weight) => sum + weight, 0) || 1;
  let x = MARGIN_X;
  return table.columns.map((column, index) => {
    const width = (CONTENT_WIDTH * weights[index]) / total;
    const values = table.rows.map((row) => row[column.key]).filter((value) => value !== null && value !== undefined);
    const numeric = values.length > 0 && values.every((value) => typeof value === 'number');
    const laid = { column, x, width, align: column.align ?? (numeric ? 'right' : 'left'), numeric };
    x += width;
    return laid;
  });
}

/** The lines of one cell: numbers stay on one line (smaller type when they must), texts wrap. */
function cellLines(
  layout: PdfLayout,
  text: string,
  column: LaidColumn,
  numeric: boolean,
): { lines: string[]; size: number } {
  const inner = Math.max(4, column.width - 2 * PAD_X);
  if (numeric) {
    let size = SIZE;
    while (size > 5 && layout.width(text, size) > inner) size -= 0.5;
    return { lines: [text], size };
  }
  return { lines: layout.wrapAtMost(text, SIZE, inner, MAX_LINES), size: SIZE };
}

/** Rows drawn between two turns of the event loop (a long table must not hold the server up). */
const ROWS_PER_TURN = 50;

/** Draws the table from the cursor on, breaking pages between rows. */
export async function drawTable(layout: PdfLayout, table: ReportTable) {
  if (table.columns.length === 0) return;
  const columns = layColumns(table);
  const headerLines = columns.map((c) =>
    layout.wrapAtMost(c.column.title, HEADER_SIZE, Math.max(4, c.width - 2 * PAD_X), HEADER_MAX_LINES),
  );
  const headerHeight = Math.max(...headerLines.map((lines) => lines.length)) * LINE + 2 * PAD_Y;

  const drawHeader = () => {
    const top = layout.y;
    layout.page.drawRectangle({
      x: MARGIN_X,
      y: top - headerHeight,
      width: CONTENT_WIDTH,
      height: headerHeight,
      color: SHADE,
    });
    columns.forEach((c, index) => {
      headerLines[index].forEach((line, n) => {
        const baseline = top - PAD_Y - (n + 1) * LINE + 3;
        layout.alignedText(line, c.x + PAD_X, baseline, c.width - 2 * PAD_X, HEADER_SIZE, c.align, INK, true);
      });
    });
    layout.page.drawLine({
      start: { x: MARGIN_X, y: top - headerHeight },
      end: { x: MARGIN_X + CONTENT_WIDTH, y: top - headerHeight },
      thickness: 0.8,
      color: MUTED,
    });
    layout.y = top - headerHeight;
  };

  const layRow = (row: Record<string, ReportCell>) => {
    const cells = columns.map((c) => {
      const value = row[c.column.key] ?? null;
      return cellLines(layout, formatCell(value, c.column), c, typeof value === 'number');
    });
    return { cells, height: Math.max(...cells.map((cell) => cell.lines.length)) * LINE + 2 * PAD_Y };
  };

  // The header never stands alone at the foot of a page: it needs room for the first row under it.
  const first = table.rows.length > 0 ? layRow(table.rows[0]) : undefined;
  layout.ensure(headerHeight + (first?.height ?? 0));
  drawHeader();
  for (const [rowIndex, row] of table.rows.entries()) {
    if (rowIndex > 0 && rowIndex % ROWS_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
    const { cells, height } = rowIndex === 0 && first ? first : layRow(row);
    if (layout.y - height < MARGIN_BOTTOM) {
      layout.newPage();
      drawHeader();
    }
    const top = layout.y;
    if (rowIndex % 2 === 1) {
      layout.page.drawRectangle({
        x: MARGIN_X,
        y: top - height,
        width: CONTENT_WIDTH,
        height,
        color: SHADE,
        opacity: 0.6,
      });
    }
    cells.forEach((cell, index) => {
      const c = columns[index];
      cell.lines.forEach((line, n) => {
        const baseline = top - PAD_Y - (n + 1) * LINE + 3;
        layout.alignedText(line, c.x + PAD_X, baseline, c.width - 2 * PAD_X, cell.size, c.align);
      });
    });
    layout.page.drawLine({
      start: { x: MARGIN_X, y: top - height },
      end: { x: MARGIN_X + CONTENT_WIDTH, y: top - height },
      thickness: 0.4,
      color: RULE,
    });
    layout.y = top - height;
  }
  layout.y -= 4;
}
