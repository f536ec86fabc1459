import { PDFDocument, type PDFPage } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../../test/certificate-fixtures';
import { cachedFontkit, certificateFontBytes } from '../certificate/certificate-font';
import { drawSvg } from './svg-to-pdf';
import { arcToCubics, parsePathData, parseTransform } from './svg-to-pdf-geometry';
import { parseColour } from './svg-to-pdf-paint';
import { parseSvg } from './svg-to-pdf-parse';

// The SVG-to-PDF converter (docs/report-rendering.md) on small fixtures: where paths land on the
// page, arcs, paint, clipping, texts, and what it skips.

/** A page whose operators are recorded as they are pushed (their PDF text: "110 280 m", "f", …). */
async function recordingPage() {
  const doc = await PDFDocument.create();
  doc.registerFontkit(cachedFontkit);
  const font = await doc.embedFont(certificateFontBytes(), { subset: true });
  const page = doc.addPage([400, 400]);
  const operators: string[] = [];
  const push = page.pushOperators.bind(page);
  page.pushOperators = (...ops: Parameters<PDFPage['pushOperators']>) => {
    operators.push(...ops.map((op) => op.toString().trim()));
    push(...ops);
  };
  return { doc, font, page, operators };
}

/** The bounding box of the m / l / c points among the operators. */
function pointsBox(operators: string[]) {
  const xs: number[] = [];
  const ys: number[] = [];
  for (const op of operators) {
    const parts = op.split(/\s+/);
    const name = parts[parts.length - 1];
    if (!['m', 'l', 'c'].includes(name)) continue;
    const values = parts.slice(0, -1).map(Number);
    for (let i = 0; i + 1 < values.length; i += 2) {
      xs.push(values[i]);
      ys.push(values[i + 1]);
    }
  }
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
}

const BOX = { x: 100, y: 200, width: 100, height: 100 };

describe('drawing SVG onto a PDF page', () => {
  it('takes a path through its own and its group’s transforms into the box, y flipped', async () => {
    const { page, font, operators } = await recordingPage();
    const svg = `<svg viewBox="0 0 100 100"><g transform="translate(10 20)">
      <path d="M0 0L10 0L10 10Z" transform="scale(2)" fill="#ff0000"/></g></svg>`;
    const stats = drawSvg(page, svg, BOX, font);
    expect(stats.shapes).toBe(1);
    // (0,0) (20,0) (20,20) after scale(2), +(10,20): x 110..130 on the page, y 300-20..300-40.
    expect(pointsBox(operators)).toEqual({ minX: 110, maxX: 130, minY: 260, maxY: 280 });
    expect(operators).toContain('1 0 0 rg');
    expect(operators).toContain('f');
  });

  it('scales the viewBox to fit and centres it, and reads matrix() transforms', async () => {
    const { page, font, operators } = await recordingPage();
    // 200×100 into 100×100: half size, centred vertically (25 above and below).
    const svg = `<svg width="200" height="100"><rect x="0" y="0" width="10" height="10" transform="matrix(1,0,0,1,190,90)" fill="#000"/></svg>`;
    drawSvg(page, svg, BOX, font);
    expect(pointsBox(operators)).toEqual({ minX: 195, maxX: 200, minY: 225, maxY: 230 });
  });

  it('draws an arc as cubic pieces that stay on the circle', () => {
    const pieces = arcToCubics(60, 50, 10, 10, 0, true, true, 40, 50);
    expect(pieces.length).toBe(2);
    for (const piece of pieces) {
      if (piece.op !== 'C') throw new Error('a cubic was expected');
      expect(Math.hypot(piece.x - 50, piece.y - 50)).toBeCloseTo(10, 6);
    }
    // The curve's middle point (t = 1/2) of each piece lies on the circle within a hair.
    let [x0, y0] = [60, 50];
    for (const piece of pieces) {
      if (piece.op !== 'C') continue;
      const mx = (x0 + 3 * piece.x1 + 3 * piece.x2 + piece.x) / 8;
      const my = (y0 + 3 * piece.y1 + 3 * piece.y2 + piece.y) / 8;
      expect(Math.abs(Math.hypot(mx - 50, my - 50) - 10)).toBeLessThan(0.01);
      [x0, y0] = [piece.x, piece.y];
    }
  });

  it('reads relative, smooth and quadratic path commands', () => {
    const segments = parsePathData('m10 10h5v5l-5 0zM0 0q10 0 10 10t10 10C1 2 3 4 5 6s1 1 2 2');
    expect(segments[0]).toEqual({ op: 'M', x: 10, y: 10 });
    expect(segments[1]).toEqual({ op: 'L', x: 15, y: 10 });
    expect(segments[2]).toEqual({ op: 'L', x: 15, y: 15 });
    expect(segments[3]).toEqual({ op: 'L', x: 10, y: 15 });
    expect(segments[4]).toEqual({ op: 'Z' });
    const last = segments[segments.length - 1];
    expect(last).toEqual({ op: 'C', x1: 7, y1: 8, x2: 6, y2: 7, x: 7, y: 8 });
    expect(parseTransform('translate(5) rotate(90)')[4]).toBe(5);
  });

  it('puts opacity into a graphics state and leaves unpainted shapes out', async () => {
    const { page, font, operators } = await recordingPage();
    const stats = drawSvg(
      page,
      `<svg viewBox="0 0 10 10">
        <rect width="4" height="4" fill="rgba(0,0,255,0.5)"/>
        <rect width="4" height="4" fill="none"/>
        <rect width="4" height="4" fill="#00f" fill-opacity="0"/>
        <line x1="0" y1="0" x2="10" y2="10" stroke="#333" stroke-width="2" stroke-dasharray="2 1"/>
      </svg>`,
      BOX,
      font,
    );
    expect(stats.shapes).toBe(2);
    expect(operators.some((op) => /^\/GS-\d+ gs$/.test(op))).toBe(true);
    expect(operators).toContain('S');
    // The stroke width and dashes scale with the drawing (10 units into 100 points).
    expect(operators).toContain('20 w');
    expect(operators).toContain('[20 10] 0 d');
    expect(parseColour('#3c3c41')).toEqual({ r: 0x3c / 255, g: 0x3c / 255, b: 0x41 / 255, alpha: 1 });
    expect(parseColour('rgba(88,123,243,0.25)')?.alpha).toBe(0.25);
    expect(parseColour('transparent')).toBeNull();
  });

  it('fills with a gradient’s mean colour', async () => {
    const { page, font, operators } = await recordingPage();
    drawSvg(
      page,
      `<svg viewBox="0 0 10 10"><rect width="4" height="4" fill="url(#g0)"/><defs>
       <linearGradient id="g0"><stop offset="0%" stop-color="#ff0000"></stop><stop offset="100%" style="stop-color:#0000ff"></stop></linearGradient>
       </defs></svg>`,
      BOX,
      font,
    );
    expect(operators).toContain('0.5 0 0.5 rg');
  });

  it('clips to a clipPath from defs', async () => {
    const { page, font, operators } = await recordingPage();
    drawSvg(
      page,
      `<svg viewBox="0 0 100 100"><g clip-path="url(#c0)"><path d="M0 0L100 100" fill="none" stroke="#000"/></g>
       <defs><clipPath id="c0"><path d="M10 10l20 0l0 20l-20 0Z"/></clipPath></defs></svg>`,
      BOX,
      font,
    );
    const clipAt = operators.indexOf('W');
    expect(clipAt).toBeGreaterThan(0);
    expect(operators[clipAt + 1]).toBe('n');
    expect(operators.indexOf('S')).toBeGreaterThan(clipAt);
    expect(operators[0]).toBe('q');
    expect(operators[operators.length - 1]).toBe('Q');
  });

  it('draws texts in the CJK font at their anchor and baseline, extractable', async () => {
    const { doc, page, font } = await recordingPage();
    const stats = drawSvg(
      page,
      `<svg viewBox="0 0 100 100">
        <text x="10" y="10" style="font-size:10px;font-family:NotoSansSC;" fill="#000">青少年组</text>
        <text dominant-baseline="central" text-anchor="end" style="font-size:10px;" transform="translate(90 50)" fill="#54555a">成人组 &amp; 社会组</text>
        <text transform="rotate(-90)" fill="#000">竖排</text>
      </svg>`,
      BOX,
      font,
    );
    expect(stats.texts).toBe(3);
    const { items } = await pdfText(await doc.save());
    const start = items.find((item) => item.str === '青少年组');
    expect(start?.x).toBeCloseTo(110, 1);
    expect(start?.y).toBeCloseTo(290, 1);
    const end = items.find((item) => item.str === '成人组 & 社会组');
    // Right edge at x 190; baseline 0.36 em below the middle (y 250 on the page).
    expect((end?.x ?? 0) + (end?.width ?? 0)).toBeCloseTo(190, 0);
    expect(end?.y).toBeCloseTo(250 - 3.6, 1);
    expect(items.some((item) => item.str === '竖排')).toBe(true);
  });

  it('skips what it does not know and never throws on malformed input', async () => {
    const { page, font } = await recordingPage();
    const stats = drawSvg(
      page,
      `<svg viewBox="0 0 100 100"><image href="x.png" width="10" height="10"/><foreignObject><div>x</div></foreignObject>
       <path d="M10 abc L"/><path d="L 5 5 20 20" stroke="#000"/><rect width="-3" height="4"/><unclosed`,
      BOX,
      font,
    );
    expect(stats.skipped).toEqual(expect.arrayContaining(['image', 'foreignObject']));
    expect(drawSvg(page, 'not svg at all', BOX, font)).toEqual({ shapes: 0, texts: 0, skipped: [] });
    expect(drawSvg(page, '<svg></svg>', BOX, font).shapes).toBe(0);
  });

  it('reads the XML ECharts writes: entities, CDATA styles, self-closing tags', () => {
    const svg = parseSvg(
      `<?xml version="1.0"?><!-- c --><svg a="1"><style><![CDATA[.x:hover{fill:red}]]></style><text>A &lt; B &#x4E2D;</text><g/><rect/></svg>`,
    );
    expect(svg?.children.map((child) => child.name)).toEqual(['style', 'text', 'g', 'rect']);
    expect(svg?.children[1].text).toBe('A < B 中');
  });
});
