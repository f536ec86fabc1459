// A sample report PDF from the renderer (docs/report-rendering.md), to look at and to time, outside
// `npm test`: a final-report-like document (bar by track, pie by region, stage funnel, daily
// submissions, a long table) drawn by renderReportPdf, written to a file, with the time it took.
// Usage: node scripts/report-pdf-sample.mjs [out.pdf] [tableRows] [extraCharts]
//   pdftoppm -png -r 80 -f 1 -l 2 out.pdf page   (the first pages as PNGs)
import { writeFileSync } from 'node:fs';
import { register } from 'tsx/esm/api';

register();
const { renderReportPdf } = await import('../apps/server/src/modules/comp/report/render-pdf.ts');
const { sampleFinalReport } = await import('../apps/server/src/modules/comp/report/render-pdf-sample.ts');

const out = process.argv[2] ?? '/tmp/report-sample.pdf';
const rows = Number(process.argv[3] ?? 60);
const extraCharts = Number(process.argv[4] ?? 0);
const document = sampleFinalReport({ rows, extraCharts });

// The first run parses the font and loads ECharts; the second is what a running server pays.
for (const run of ['first', 'warm']) {
  const started = performance.now();
  const bytes = await renderReportPdf(document);
  const ms = Math.round(performance.now() - started);
  writeFileSync(out, bytes);
  console.log(`${run}: ${out} ${bytes.length} bytes in ${ms} ms`);
}
