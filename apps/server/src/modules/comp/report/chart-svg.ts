import { createRequire } from 'node:module';
import { cachedFontkit, certificateFontBytes } from '../certificate/certificate-font';
import type { ReportChart } from './report-document';

// A report's chart as SVG, rendered by ECharts on the server without a browser or a DOM
// (docs/report-rendering.md): its server-side mode writes the SVG as a string. Every text is set
// in one font family and ECharts measures texts with that font's real advance widths, so labels
// are laid out for the glyphs the PDF draws (the CJK font of the certificates).

/** The one font family name ECharts is told to use; the PDF draws every text in the embedded font. */
export const CHART_FONT_FAMILY = 'NotoSansSC';

type ECharts = typeof import('echarts');
let loaded: ECharts | undefined;

/** Widths per character at size 1 (em fractions), for ECharts' text layout. */
const advance = new Map<string, number>();

function emWidth(char: string): number {
  let width = advance.get(char);
  if (width === undefined) {
    const font = cachedFontkit.create(certificateFontBytes());
    const codePoint = char.codePointAt(0) ?? 32;
    width = font.glyphForCodePoint(codePoint).advanceWidth / font.unitsPerEm;
    advance.set(char, width);
  }
  return width;
}

/** The width of `text` in a CSS font shorthand ("bold 18px NotoSansSC"), as ECharts asks. */
export function measureChartText(text: string, cssFont?: string): number {
  const size = Number(/(\d+(?:\.\d+)?)px/.exec(cssFont ?? '')?.[1] ?? 12);
  let width = 0;
  for (const char of text ?? '') width += emWidth(char);
  return width * size;
}

/**
 * ECharts, loaded on first use (the server needs it only while drawing a report). Its one-file
 * CommonJS bundle is required rather than the ES module entry: the entry imports some hundreds of
 * files, which took 1.2 s to load against 0.35 s for the bundle (docs/report-rendering.md).
 */
function echarts(): ECharts {
  if (!loaded) {
    const module = createRequire(import.meta.url)('echarts') as ECharts;
    module.setPlatformAPI({ measureText: (text: string, font?: string) => ({ width: measureChartText(text, font) }) });
    loaded = module;
  }
  return loaded;
}

/** The option with animation off and every text in the chart font family (nothing else changed). */
export function chartOption(option: Record<string, unknown>): Record<string, unknown> {
  const textStyle = (option.textStyle ?? {}) as Record<string, unknown>;
  return { ...option, animation: false, textStyle: { ...textStyle, fontFamily: CHART_FONT_FAMILY } };
}

/** The chart's SVG at its own width and height (pixels, drawn as points scaled to fit). */
export function chartSvg(chart: Pick<ReportChart, 'option' | 'width' | 'height'>): string {
  const lib = echarts();
  const instance = lib.init(null, null, { renderer: 'svg', ssr: true, width: chart.width, height: chart.height });
  try {
    instance.setOption(chartOption(chart.option));
    return instance.renderToSVGString();
  } finally {
    instance.dispose();
  }
}
