import {
  appendBezierCurve,
  clip,
  closePath,
  degrees,
  endPath,
  fill,
  fillAndStroke,
  LineCapStyle,
  LineJoinStyle,
  lineTo,
  moveTo,
  type PDFFont,
  type PDFName,
  PDFOperator,
  PDFOperatorNames,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  setDashPattern,
  setFillingRgbColor,
  setGraphicsState,
  setLineCap,
  setLineJoin,
  setLineWidth,
  setStrokingRgbColor,
  stroke,
} from 'pdf-lib';
import { textWidth } from '../certificate/text-fit';
import { drawHeavyText } from './render-pdf-text';
import {
  apply,
  type Matrix,
  multiply,
  numbers,
  parseTransform,
  type Segment,
  scaleOf,
  shapeSegments,
} from './svg-to-pdf-geometry';
import { type Colour, declarations, INITIAL_PAINT, type Paint, parseColour, resolvePaint } from './svg-to-pdf-paint';
import { parseSvg, type SvgNode } from './svg-to-pdf-parse';

// Draws an SVG (the subset ECharts' server-side renderer writes) onto a pdf-lib page as vectors
// (docs/report-rendering.md). Every point is taken through the accumulated SVG transforms and the
// box's placement into page coordinates here, so the content stream holds plain path operators in
// page space; texts are drawn with the embedded CJK font at the transformed position, size and
// angle. Elements it does not know are skipped, never a failure.

/** Where on the page: the box's lower-left corner and size, in points. */
export interface SvgBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface SvgDrawStats {
  shapes: number;
  texts: number;
  /** Element names that were not drawn (unknown or unsupported), once each. */
  skipped: string[];
}

const CONTAINERS = new Set(['svg', 'g', 'a', 'switch']);
const NOT_DRAWN = new Set([
  'defs',
  'clipPath',
  'style',
  'title',
  'desc',
  'metadata',
  'linearGradient',
  'radialGradient',
  'pattern',
  'mask',
  'marker',
  'symbol',
  'filter',
]);

/** Where in local units the baseline sits below the y of each dominant-baseline (em fractions). */
function baselineShift(baseline: string): number {
  switch (baseline) {
    case 'central':
    case 'middle':
      return 0.36;
    case 'hanging':
    case 'text-before-edge':
    case 'text-top':
      return 0.82;
    case 'ideographic':
    case 'text-after-edge':
    case 'text-bottom':
      return -0.12;
    default:
      return 0;
  }
}

class SvgPainter {
  readonly stats: SvgDrawStats = { shapes: 0, texts: 0, skipped: [] };
  private readonly ids = new Map<string, SvgNode>();
  private readonly states = new Map<string, PDFName>();

  constructor(
    private readonly page: PDFPage,
    private readonly font: PDFFont,
  ) {}

  index(node: SvgNode) {
    if (node.attrs.id) this.ids.set(node.attrs.id, node);
    for (const child of node.children) this.index(child);
  }

  draw(node: SvgNode, matrix: Matrix, parentPaint: Paint) {
    if (NOT_DRAWN.has(node.name)) return;
    const paint = resolvePaint(parentPaint, node);
    if (!paint.visible) return;
    const m = multiply(matrix, parseTransform(node.attrs.transform));
    const clipNode = this.reference(node.attrs['clip-path']);
    if (clipNode) {
      this.page.pushOperators(pushGraphicsState());
      this.clipTo(clipNode, m);
    }
    try {
      if (CONTAINERS.has(node.name)) {
        for (const child of node.children) this.draw(child, m, paint);
      } else if (node.name === 'text') {
        this.drawText(node, m, paint);
      } else {
        const segments = shapeSegments(node.name, node.attrs);
        if (segments) this.drawShape(node.name, segments, m, paint);
        else this.skip(node.name);
      }
    } finally {
      if (clipNode) this.page.pushOperators(popGraphicsState());
    }
  }

  private skip(name: string) {
    if (!this.stats.skipped.includes(name)) this.stats.skipped.push(name);
  }

  /** The element a `url(#id)` points at. */
  private reference(value: string | undefined): SvgNode | undefined {
    const id = value?.match(/url\(\s*['"]?#([^'")\s]+)['"]?\s*\)/)?.[1];
    return id ? this.ids.get(id) : undefined;
  }

  private clipTo(clipNode: SvgNode, m: Matrix) {
    const operators: PDFOperator[] = [];
    for (const child of clipNode.children) {
      const segments = shapeSegments(child.name, child.attrs);
      if (segments) operators.push(...pathOperators(segments, multiply(m, parseTransform(child.attrs.transform))));
    }
    // An empty clip path hides everything, as in SVG.
    this.page.pushOperators(...operators, clip(), endPath());
  }

  /** A fill or stroke value as a colour: a gradient is drawn in the mean of its stops' colours. */
  private paintColour(value: string): Colour | null {
    const target = this.reference(value);
    if (!target) return parseColour(value);
    const stops = target.children
      .filter((child) => child.name === 'stop')
      .map(stopColour)
      .filter((colour): colour is Colour => colour !== null);
    if (stops.length === 0) return null;
    const mean = (pick: (colour: Colour) => number) =>
      stops.reduce((sum, colour) => sum + pick(colour), 0) / stops.length;
    return { r: mean((c) => c.r), g: mean((c) => c.g), b: mean((c) => c.b), alpha: mean((c) => c.alpha) };
  }

  private graphicsState(fillAlpha: number, strokeAlpha: number): PDFName {
    const key = `${fillAlpha.toFixed(3)}|${strokeAlpha.toFixed(3)}`;
    let name = this.states.get(key);
    if (!name) {
      const dict = this.page.doc.context.obj({ Type: 'ExtGState', ca: fillAlpha, CA: strokeAlpha });
      name = this.page.node.newExtGState('GS', dict);
      this.states.set(key, name);
    }
    return name;
  }

  private drawShape(name: string, segments: Segment[], m: Matrix, paint: Paint) {
    if (segments.length === 0) return;
    // A line has no inside to fill (its default black fill paints nothing).
    const fillColour = name === 'line' ? null : this.paintColour(paint.fill);
    const strokeColour = this.paintColour(paint.stroke);
    const fillAlpha = fillColour ? fillColour.alpha * paint.fillOpacity * paint.opacity : 0;
    const strokeWidth = paint.strokeWidth * scaleOf(m);
    const strokeAlpha = strokeColour ? strokeColour.alpha * paint.strokeOpacity * paint.opacity : 0;
    const doFill = fillColour !== null && fillAlpha > 0.001;
    const doStroke = strokeColour !== null && strokeAlpha > 0.001 && strokeWidth > 0;
    if (!doFill && !doStroke) return;
    const ops: PDFOperator[] = [pushGraphicsState()];
    if (doFill && fillColour) ops.push(setFillingRgbColor(fillColour.r, fillColour.g, fillColour.b));
    if (doStroke && strokeColour) {
      ops.push(setStrokingRgbColor(strokeColour.r, strokeColour.g, strokeColour.b), setLineWidth(strokeWidth));
      ops.push(setLineCap(LINE_CAPS[paint.lineCap] ?? LineCapStyle.Butt));
      ops.push(setLineJoin(LINE_JOINS[paint.lineJoin] ?? LineJoinStyle.Miter));
      const dashes = paint.dashArray === 'none' ? [] : numbers(paint.dashArray).map((n) => n * scaleOf(m));
      if (dashes.length > 0 && dashes.some((n) => n > 0)) ops.push(setDashPattern(dashes, 0));
    }
    const alphaFill = doFill ? fillAlpha : 1;
    const alphaStroke = doStroke ? strokeAlpha : 1;
    if (alphaFill < 0.999 || alphaStroke < 0.999)
      ops.push(setGraphicsState(this.graphicsState(alphaFill, alphaStroke)));
    ops.push(...pathOperators(segments, m));
    const evenOdd = paint.fillRule === 'evenodd';
    if (doFill && doStroke) ops.push(evenOdd ? PDFOperator.of(PDFOperatorNames.FillEvenOddAndStroke) : fillAndStroke());
    else if (doFill) ops.push(evenOdd ? PDFOperator.of(PDFOperatorNames.FillEvenOdd) : fill());
    else ops.push(stroke());
    ops.push(popGraphicsState());
    this.page.pushOperators(...ops);
    this.stats.shapes++;
  }

  private drawText(node: SvgNode, m: Matrix, paint: Paint) {
    const preserve = node.attrs['xml:space'] === 'preserve';
    const raw = textContent(node);
    const text = (preserve ? raw.replace(/[\r\n\t]/g, ' ') : raw.replace(/\s+/g, ' ').trim()).trimEnd();
    if (!text) return;
    const colour = this.paintColour(paint.fill);
    const alpha = colour ? colour.alpha * paint.fillOpacity * paint.opacity : 0;
    if (!colour || alpha <= 0.001) return;
    const size = paint.fontSize;
    const x = numbers(node.attrs.x ?? '')[0] ?? 0;
    const y = numbers(node.attrs.y ?? '')[0] ?? 0;
    const dx = numbers(node.attrs.dx ?? '')[0] ?? 0;
    const dy = numbers(node.attrs.dy ?? '')[0] ?? 0;
    const width = textWidth(this.font, text, size);
    const anchor = paint.textAnchor === 'middle' ? -width / 2 : paint.textAnchor === 'end' ? -width : 0;
    const [px, py] = apply(m, x + dx + anchor, y + dy + baselineShift(paint.dominantBaseline) * size);
    const scale = Math.hypot(m[0], m[1]);
    if (scale <= 0) return;
    const options = {
      x: px,
      y: py,
      size: size * scale,
      font: this.font,
      color: rgb(colour.r, colour.g, colour.b),
      opacity: Math.min(1, alpha),
      rotate: degrees((Math.atan2(m[1], m[0]) * 180) / Math.PI),
    };
    const weight = Number.parseInt(paint.fontWeight, 10);
    if (paint.fontWeight === 'bold' || paint.fontWeight === 'bolder' || weight >= 600) {
      drawHeavyText(this.page, text, options);
    } else {
      this.page.drawText(text, options);
    }
    this.stats.texts++;
  }
}

const LINE_CAPS: Record<string, LineCapStyle> = {
  butt: LineCapStyle.Butt,
  round: LineCapStyle.Round,
  square: LineCapStyle.Projecting,
};
const LINE_JOINS: Record<string, LineJoinStyle> = {
  miter: LineJoinStyle.Miter,
  round: LineJoinStyle.Round,
  bevel: LineJoinStyle.Bevel,
};

/** A gradient stop's colour with its stop-opacity. */
function stopColour(stop: SvgNode): Colour | null {
  const own = declarations(stop);
  const colour = parseColour(own['stop-color'] ?? '#000000');
  const opacity = Number.parseFloat(own['stop-opacity'] ?? '1');
  return colour ? { ...colour, alpha: colour.alpha * (Number.isFinite(opacity) ? opacity : 1) } : null;
}

function textContent(node: SvgNode): string {
  return node.text + node.children.map((child) => (child.name === 'tspan' ? textContent(child) : '')).join('');
}

/** Path operators in page coordinates: each point taken through `m`. */
export function pathOperators(segments: Segment[], m: Matrix): PDFOperator[] {
  const ops: PDFOperator[] = [];
  let open = false;
  for (const segment of segments) {
    if (segment.op === 'Z') {
      if (open) ops.push(closePath());
      open = false;
      continue;
    }
    if (segment.op === 'M') {
      const [x, y] = apply(m, segment.x, segment.y);
      ops.push(moveTo(x, y));
      open = true;
      continue;
    }
    if (!open) {
      // Path data that draws before any moveto (malformed): start where the segment ends.
      ops.push(moveTo(...apply(m, segment.x, segment.y)));
      open = true;
      continue;
    }
    if (segment.op === 'L') {
      ops.push(lineTo(...apply(m, segment.x, segment.y)));
    } else {
      const [x1, y1] = apply(m, segment.x1, segment.y1);
      const [x2, y2] = apply(m, segment.x2, segment.y2);
      const [x, y] = apply(m, segment.x, segment.y);
      ops.push(appendBezierCurve(x1, y1, x2, y2, x, y));
    }
  }
  return ops;
}

/** The SVG's own size: its viewBox, else its width and height. */
function viewBox(svg: SvgNode): [number, number, number, number] | null {
  const box = numbers(svg.attrs.viewBox ?? '');
  if (box.length === 4 && box[2] > 0 && box[3] > 0) return [box[0], box[1], box[2], box[3]];
  const width = Number.parseFloat(svg.attrs.width ?? '');
  const height = Number.parseFloat(svg.attrs.height ?? '');
  return width > 0 && height > 0 ? [0, 0, width, height] : null;
}

/**
 * Draws `source` into `box` on `page`, scaled to fit and centred (preserveAspectRatio's default),
 * with every text in `font`. Answers what was drawn; an SVG it cannot read draws nothing.
 */
export function drawSvg(page: PDFPage, source: string, box: SvgBox, font: PDFFont): SvgDrawStats {
  const svg = parseSvg(source);
  const painter = new SvgPainter(page, font);
  if (!svg) return painter.stats;
  const own = viewBox(svg);
  if (!own) return painter.stats;
  const [minX, minY, width, height] = own;
  const scale = Math.min(box.width / width, box.height / height);
  const offsetX = (box.width - width * scale) / 2;
  const offsetY = (box.height - height * scale) / 2;
  // SVG's y grows downwards, the page's upwards: flip about the box's top edge.
  const base: Matrix = [
    scale,
    0,
    0,
    -scale,
    box.x + offsetX - minX * scale,
    box.y + box.height - offsetY + minY * scale,
  ];
  painter.index(svg);
  // The root's own transform and paint apply; its children are drawn like a group's.
  painter.draw({ ...svg, name: 'g', attrs: { ...svg.attrs, 'clip-path': '' } }, base, INITIAL_PAINT);
  return painter.stats;
}
