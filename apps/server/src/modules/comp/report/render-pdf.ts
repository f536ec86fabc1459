import type { ReportDocument } from './report-document';

/**
 * Draws a report as a PDF: A4, CJK font, tables, figures and the sections' ECharts charts rendered
 * to SVG on the server and drawn as vectors (no browser at run time). Built by the report-render
 * area; this signature is the contract.
 */
export async function renderReportPdf(
  _document: ReportDocument,
  _onProgress?: (done: number, total: number) => void,
): Promise<Uint8Array> {
  throw new Error('renderReportPdf is not built yet');
}
