import {
  type Color,
  type PDFPage,
  type PDFPageDrawTextOptions,
  popGraphicsState,
  pushGraphicsState,
  setLineWidth,
  setStrokingColor,
  setTextRenderingMode,
  TextRenderingMode,
} from 'pdf-lib';

// Heavier text with the one regular face the report embeds (docs/report-rendering.md): the glyphs
// are filled and outlined in their own colour, so headings look bold while the text is drawn once
// (drawing it twice a hair apart would make every heading extract twice).

export function drawHeavyText(
  page: PDFPage,
  text: string,
  options: PDFPageDrawTextOptions & { color: Color; size: number },
) {
  page.pushOperators(
    pushGraphicsState(),
    setTextRenderingMode(TextRenderingMode.FillAndOutline),
    setStrokingColor(options.color),
    setLineWidth(options.size * 0.045),
  );
  page.drawText(text, options);
  page.pushOperators(popGraphicsState());
}
