import type { PDFFont } from 'pdf-lib';

/** The width of a text at size 1 in the certificate font (one font per process). */
const unitWidths = new Map<string, number>();
const MAX_CACHED = 20_000;

/**
 * Widths from a per-process table: measuring runs fontkit's layout, which costs about as much as
 * drawing the text, and a certificate measures every token several times while fitting.
 */
export function widthOf(font: PDFFont, text: string, size: number): number {
  let unit = unitWidths.get(text);
  if (unit === undefined) {
    unit = font.widthOfTextAtSize(text, 1);
    if (unitWidths.size < MAX_CACHED) unitWidths.set(text, unit);
  }
  return unit * size;
}

/** A text's width as the sum of its characters' widths (cached). */
export function textWidth(font: PDFFont, text: string, size: number): number {
  let sum = 0;
  for (const char of text) sum += widthOf(font, char, size);
  return sum;
}

/** Lines of text fitted into a box: the size chosen and the lines at that size. */
export interface FittedText {
  size: number;
  lines: string[];
}

/**
 * Breaks `text` into lines no wider than `width`: Chinese breaks between any two characters, a run
 * of Latin letters or digits stays whole unless it is wider than a line on its own.
 */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const tokens = text.match(/[A-Za-z0-9@._\-/:]+|\s+|./gsu) ?? [];
  const lines: string[] = [];
  // Widths are summed token by token (no kerning across tokens: CJK text has none to speak of).
  const measure = (s: string) => textWidth(font, s, size);
  let line = '';
  let lineWidth = 0;
  for (const token of tokens) {
    if (token === '\n') {
      lines.push(line);
      line = '';
      lineWidth = 0;
      continue;
    }
    const tokenWidth = token.length === 1 ? widthOf(font, token, size) : measure(token);
    if (lineWidth + tokenWidth <= width) {
      line += token;
      lineWidth += tokenWidth;
      continue;
    }
    if (line.trim() !== '') lines.push(line.trimEnd());
    line = token.trim() === '' ? '' : token;
    lineWidth = line === '' ? 0 : tokenWidth;
    // A token wider than the line on its own is cut character by character.
    while (lineWidth > width && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && measure(line.slice(0, cut)) > width) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
      lineWidth = measure(line);
    }
  }
  if (line.trim() !== '') lines.push(line.trimEnd());
  return lines;
}

/**
 * The largest size from `max` down to `min` at which `text` fits `maxLines` lines of `width`;
 * at `min` the last line that fits ends with an ellipsis, so nothing ever leaves the page.
 */
export function fitText(
  text: string,
  font: PDFFont,
  { max, min, width, maxLines }: { max: number; min: number; width: number; maxLines: number },
): FittedText {
  for (let size = max; size >= min; size -= 1) {
    const lines = wrapText(text, font, size, width);
    if (lines.length <= maxLines) return { size, lines };
  }
  const lines = wrapText(text, font, min, width).slice(0, maxLines);
  let last = lines[lines.length - 1] ?? '';
  while (last.length > 0 && textWidth(font, `${last}…`, min) > width) last = last.slice(0, -1);
  lines[lines.length - 1] = `${last}…`;
  return { size: min, lines };
}
