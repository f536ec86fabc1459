import { PDFDocument } from 'pdf-lib';
import { cachedFontkit, certificateFontBytes } from '../certificate/certificate-font';
import {
  drawChart,
  drawFigures,
  drawHeading,
  drawParagraph,
  drawTitleBlock,
  firstBlockHeight,
} from './render-pdf-blocks';
import { PdfLayout } from './render-pdf-layout';
import { drawTable } from './render-pdf-table';
import type { ReportDocument } from './report-document';

/**
 * Draws a report as a PDF (docs/report-rendering.md): A4 portrait in the certificates' CJK font
 * (a subset embedded), a title block, then each section's heading, paragraphs, key figures,
 * charts (ECharts rendered to SVG on the server and drawn as vectors: no browser at run time) and
 * table (header repeated on every page), and on every page the document's footer and "n / N".
 * `onProgress(done, total)` is called after each section; the event loop gets a turn between
 * sections, so a server drawing a long report keeps answering requests.
 */
export async function renderReportPdf(
  document: ReportDocument,
  onProgress?: (done: number, total: number) => void,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(cachedFontkit);
  doc.setTitle(document.title);
  if (document.subtitle) doc.setSubject(document.subtitle);
  doc.setCreator('competition back office');
  const font = await doc.embedFont(certificateFontBytes(), { subset: true });
  const layout = new PdfLayout(doc, font);

  drawTitleBlock(layout, document);
  const total = document.sections.length;
  for (const [index, section] of document.sections.entries()) {
    drawHeading(layout, section.heading, firstBlockHeight(layout, section));
    for (const paragraph of section.paragraphs ?? []) drawParagraph(layout, paragraph);
    if (section.figures && section.figures.length > 0) drawFigures(layout, section.figures);
    for (const chart of section.charts ?? []) drawChart(layout, chart);
    if (section.table) await drawTable(layout, section.table);
    onProgress?.(index + 1, total);
    await new Promise((resolve) => setImmediate(resolve));
  }
  layout.footers(document.footer);
  return doc.save();
}
