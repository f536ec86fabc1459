import { type Color, type PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { textWidth, wrapText } from '../certificate/text-fit';
import { drawHeavyText } from './render-pdf-text';

// The page model of the report PDF (docs/report-rendering.md): A4 portrait, fixed margins, a cursor
// running down the page, a new page when a block does not fit, footers written once the number
// of pages is known.

export const PAGE_WIDTH = 595.28;
export const PAGE_HEIGHT = 841.89;
export const MARGIN_X = 50;
export const MARGIN_TOP = 56;
/** Content stops here; the footer sits below. */
export const MARGIN_BOTTOM = 60;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN_X;

export const INK = rgb(0.13, 0.14, 0.16);
export const MUTED = rgb(0.42, 0.44, 0.48);
export const ACCENT = rgb(0.2, 0.35, 0.75);
export const RULE = rgb(0.82, 0.84, 0.87);
export const SHADE = rgb(0.95, 0.96, 0.97);

/** Characters that may not start a line (Chinese line-breaking rules): pulled onto the line before. */
const NO_LINE_START = new Set([...'，。、；：！？）》」』’”】〕…,.;:!?)]}%']);

export class PdfLayout {
  readonly pages: PDFPage[] = [];
  page!: PDFPage;
  /** The top of the free space on the current page (page coordinates, from the bottom). */
  y = 0;

  constructor(
    readonly doc: PDFDocument,
    readonly font: PDFFont,
  ) {
    this.newPage();
  }

  newPage() {
    this.page = this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.pages.push(this.page);
    this.y = PAGE_HEIGHT - MARGIN_TOP;
  }

  /** The height left above the bottom margin. */
  get room(): number {
    return this.y - MARGIN_BOTTOM;
  }

  /** A new page unless `height` fits below the cursor (a fresh page takes what it can). */
  ensure(height: number) {
    if (height > this.room && this.y < PAGE_HEIGHT - MARGIN_TOP) this.newPage();
  }

  width(text: string, size: number): number {
    return textWidth(this.font, text, size);
  }

  /** Lines no wider than `width`; CJK breaks anywhere, punctuation never starts a line. */
  wrap(text: string, size: number, width: number): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split(/\r?\n/)) {
      const wrapped = wrapText(paragraph, this.font, size, width);
      if (wrapped.length === 0) lines.push('');
      for (const line of wrapped) {
        let current = line;
        const previous = lines.length > 0 && lines[lines.length - 1] !== '' ? lines.length - 1 : -1;
        while (previous >= 0 && current.length > 0 && NO_LINE_START.has(current[0])) {
          lines[previous] += current[0];
          current = current.slice(1);
        }
        if (current.length > 0) lines.push(current);
      }
    }
    return lines;
  }

  /** `text` cut to `width` with an ellipsis when it is wider. */
  fit(text: string, size: number, width: number): string {
    if (this.width(text, size) <= width) return text;
    let cut = text;
    while (cut.length > 0 && this.width(`${cut}…`, size) > width) cut = cut.slice(0, -1);
    return `${cut}…`;
  }

  /** Wrapped to at most `maxLines` lines; the last one ends with an ellipsis when text was left. */
  wrapAtMost(text: string, size: number, width: number, maxLines: number): string[] {
    const lines = this.wrap(text, size, width);
    if (lines.length <= maxLines) return lines;
    const kept = lines.slice(0, maxLines);
    let last = kept[maxLines - 1];
    while (last.length > 0 && this.width(`${last}…`, size) > width) last = last.slice(0, -1);
    kept[maxLines - 1] = `${last}…`;
    return kept;
  }

  /** One line of text (a line break or tab left in it would make pdf-lib start another line). */
  text(text: string, x: number, y: number, size: number, color: Color = INK) {
    if (text) this.page.drawText(oneLine(text), { x, y, size, font: this.font, color });
  }

  /** Draws `text` in a cell of `width` from `x`, aligned. */
  alignedText(
    text: string,
    x: number,
    y: number,
    width: number,
    size: number,
    align: Alignment,
    color: Color = INK,
    heavy = false,
  ) {
    const w = this.width(text, size);
    const left = align === 'right' ? x + width - w : align === 'center' ? x + (width - w) / 2 : x;
    if (heavy) this.boldText(text, left, y, size, color);
    else this.text(text, left, y, size, color);
  }

  /** A heavier look for headings (one regular face is embedded: see render-pdf-text.ts). */
  boldText(text: string, x: number, y: number, size: number, color: Color = INK) {
    if (text) drawHeavyText(this.page, oneLine(text), { x, y, size, font: this.font, color });
  }

  /** Footers on every page: the document's footer at the left, "n / N" at the right. */
  footers(footer: string | undefined) {
    const total = this.pages.length;
    const size = 8;
    this.pages.forEach((page, index) => {
      page.drawLine({
        start: { x: MARGIN_X, y: MARGIN_BOTTOM - 18 },
        end: { x: PAGE_WIDTH - MARGIN_X, y: MARGIN_BOTTOM - 18 },
        thickness: 0.5,
        color: RULE,
      });
      const number = `${index + 1} / ${total}`;
      const numberWidth = this.width(number, size);
      page.drawText(number, {
        x: PAGE_WIDTH - MARGIN_X - numberWidth,
        y: MARGIN_BOTTOM - 32,
        size,
        font: this.font,
        color: MUTED,
      });
      if (footer) {
        const text = oneLine(this.fit(footer, size, CONTENT_WIDTH - numberWidth - 24));
        page.drawText(text, { x: MARGIN_X, y: MARGIN_BOTTOM - 32, size, font: this.font, color: MUTED });
      }
    });
  }
}

export type Alignment = 'left' | 'right' | 'center';

export const oneLine = (text: string) => text.replace(/[\r\n\t\f\v]+/g, ' ');
