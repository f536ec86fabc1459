import { chartSvg } from './chart-svg';
import {
  ACCENT,
  CONTENT_WIDTH,
  MARGIN_BOTTOM,
  MARGIN_TOP,
  MARGIN_X,
  MUTED,
  PAGE_HEIGHT,
  type PdfLayout,
  RULE,
  SHADE,
} from './render-pdf-layout';
import type { ReportCell, ReportChart, ReportDocument, ReportSection } from './report-document';
import { drawSvg, type SvgDrawStats } from './svg-to-pdf';

// The blocks of a report page other than tables (docs/report-rendering.md): the title block, a
// section's heading, paragraphs, the key figures' grid and the charts.

const BODY_SIZE = 10.5;
const BODY_LINE = 17;

/** `label：` after a Chinese label, `label: ` after a Latin one (an English report's meta). */
export function labelled(label: string): string {
  return /[\u2e80-\u9fff\uff00-\uffef]$/u.test(label) ? `${label}：` : `${label}: `;
}

export function drawTitleBlock(layout: PdfLayout, document: ReportDocument) {
  const titleSize = 20;
  for (const line of layout.wrap(document.title, titleSize, CONTENT_WIDTH)) {
    layout.y -= titleSize * 1.3;
    layout.boldText(line, MARGIN_X, layout.y, titleSize);
  }
  if (document.subtitle) {
    for (const line of layout.wrap(document.subtitle, 12, CONTENT_WIDTH)) {
      layout.y -= 19;
      layout.text(line, MARGIN_X, layout.y, 12, MUTED);
    }
  }
  layout.y -= 10;
  const metaSize = 9;
  const labelWidth = Math.min(
    CONTENT_WIDTH / 3,
    Math.max(0, ...document.meta.map((item) => layout.width(labelled(item.label), metaSize))),
  );
  for (const item of document.meta) {
    const lines = layout.wrap(item.value, metaSize, CONTENT_WIDTH - labelWidth);
    layout.y -= 14;
    layout.text(layout.fit(labelled(item.label), metaSize, labelWidth), MARGIN_X, layout.y, metaSize, MUTED);
    lines.forEach((line, index) => {
      if (index > 0) layout.y -= 13;
      layout.text(line, MARGIN_X + labelWidth, layout.y, metaSize);
    });
  }
  layout.y -= 12;
  layout.page.drawLine({
    start: { x: MARGIN_X, y: layout.y },
    end: { x: MARGIN_X + CONTENT_WIDTH, y: layout.y },
    thickness: 1.2,
    color: ACCENT,
  });
  layout.y -= 8;
}

/**
 * A heading stays on the page of what follows it: `keep` is the height of the section's first
 * block (or its first lines), from firstBlockHeight.
 */
export function drawHeading(layout: PdfLayout, heading: string, keep: number) {
  const size = 14;
  const lines = layout.wrap(heading, size, CONTENT_WIDTH - 10);
  layout.ensure(18 + lines.length * 20 + 8 + keep);
  layout.y -= 18;
  for (const line of lines) {
    layout.y -= 20;
    layout.page.drawRectangle({ x: MARGIN_X, y: layout.y - 3, width: 3, height: size + 2, color: ACCENT });
    layout.boldText(line, MARGIN_X + 10, layout.y, size);
  }
  layout.y -= 8;
}

export function drawParagraph(layout: PdfLayout, paragraph: string) {
  for (const line of layout.wrap(paragraph, BODY_SIZE, CONTENT_WIDTH)) {
    layout.ensure(BODY_LINE);
    layout.y -= BODY_LINE;
    layout.text(line, MARGIN_X, layout.y + 4, BODY_SIZE);
  }
  layout.y -= 6;
}

/** A key figure: counts grouped by thousands, fractions to two decimals at most. */
export function formatFigure(value: ReportCell): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return String(value);
    return value.toLocaleString('en-US', { maximumFractionDigits: 2 });
  }
  return value;
}

const FIGURE_COLUMNS = 3;
const FIGURE_GAP = 8;
const FIGURE_HEIGHT = 50;

export function drawFigures(layout: PdfLayout, figures: Array<{ label: string; value: ReportCell }>) {
  const width = (CONTENT_WIDTH - (FIGURE_COLUMNS - 1) * FIGURE_GAP) / FIGURE_COLUMNS;
  for (let start = 0; start < figures.length; start += FIGURE_COLUMNS) {
    layout.ensure(FIGURE_HEIGHT + FIGURE_GAP);
    const top = layout.y - 4;
    figures.slice(start, start + FIGURE_COLUMNS).forEach((figure, index) => {
      const x = MARGIN_X + index * (width + FIGURE_GAP);
      layout.page.drawRectangle({
        x,
        y: top - FIGURE_HEIGHT,
        width,
        height: FIGURE_HEIGHT,
        color: SHADE,
        borderColor: RULE,
        borderWidth: 0.5,
      });
      layout.text(layout.fit(figure.label, 8.5, width - 16), x + 8, top - 15, 8.5, MUTED);
      const valueSize = 16;
      const value = formatFigure(figure.value);
      let size = valueSize;
      while (size > 9 && layout.width(value, size) > width - 16) size -= 1;
      layout.boldText(layout.fit(value, size, width - 16), x + 8, top - 39, size);
    });
    layout.y = top - FIGURE_HEIGHT - FIGURE_GAP;
  }
  layout.y -= 4;
}

const CAPTION_SIZE = 9;

/** The caption under a chart: its title, unless the ECharts option shows a title of its own. */
function captionOf(chart: ReportChart): string {
  const own = chart.option.title;
  const titles = Array.isArray(own) ? own : own ? [own] : [];
  const shown = titles.some((title) => {
    const entry = title as { text?: unknown; show?: unknown };
    return typeof entry.text === 'string' && entry.text.trim() !== '' && entry.show !== false;
  });
  return shown ? '' : chart.title;
}

/** A chart's size on the page: scaled to the content width (never up) and to one page's height. */
function chartBox(chart: ReportChart) {
  const captionHeight = captionOf(chart) ? 20 : 6;
  const fullHeight = PAGE_HEIGHT - MARGIN_TOP - MARGIN_BOTTOM - captionHeight - 8;
  const scale = Math.min(1, CONTENT_WIDTH / chart.width, fullHeight / chart.height);
  return { width: chart.width * scale, height: chart.height * scale, captionHeight };
}

/** The height of a section's first block (a paragraph's first lines, a row of figures, a chart, a table's head). */
export function firstBlockHeight(layout: PdfLayout, section: ReportSection): number {
  const paragraph = section.paragraphs?.[0];
  if (paragraph !== undefined) return Math.min(3, layout.wrap(paragraph, BODY_SIZE, CONTENT_WIDTH).length) * BODY_LINE;
  if (section.figures && section.figures.length > 0) return FIGURE_HEIGHT + FIGURE_GAP;
  const chart = section.charts?.[0];
  if (chart) {
    const box = chartBox(chart);
    return box.height + box.captionHeight + 8;
  }
  return section.table ? 45 : 0;
}

/** A chart drawn as vectors, scaled to the content width (never up), with its title under it. */
export function drawChart(layout: PdfLayout, chart: ReportChart): SvgDrawStats {
  const svg = chartSvg(chart);
  const { width, height, captionHeight } = chartBox(chart);
  const caption = captionOf(chart);
  layout.ensure(height + captionHeight + 8);
  layout.y -= 6;
  const stats = drawSvg(
    layout.page,
    svg,
    { x: MARGIN_X + (CONTENT_WIDTH - width) / 2, y: layout.y - height, width, height },
    layout.font,
  );
  layout.y -= height;
  if (caption) {
    layout.y -= 14;
    layout.alignedText(
      layout.fit(caption, CAPTION_SIZE, CONTENT_WIDTH),
      MARGIN_X,
      layout.y,
      CONTENT_WIDTH,
      CAPTION_SIZE,
      'center',
      MUTED,
    );
  }
  layout.y -= captionHeight - (caption ? 14 : 0);
  return stats;
}
