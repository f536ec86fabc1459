// Geometry for the SVG-to-PDF converter (docs/report-rendering.md): affine matrices, the SVG
// transform attribute, path data and the basic shapes, all reduced to absolute move / line /
// cubic / close segments so the converter writes only PDF's own path operators.

/** An affine matrix [a b c d e f]: x' = a x + c y + e, y' = b x + d y + f (SVG and PDF alike). */
export type Matrix = readonly [number, number, number, number, number, number];

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** `outer` applied after `inner`: a point goes through inner first. */
export function multiply(outer: Matrix, inner: Matrix): Matrix {
  const [a, b, c, d, e, f] = outer;
  const [A, B, C, D, E, F] = inner;
  return [a * A + c * B, b * A + d * B, a * C + c * D, b * C + d * D, a * E + c * F + e, b * E + d * F + f];
}

export function apply(m: Matrix, x: number, y: number): [number, number] {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
}

/** How much the matrix scales lengths (the square root of its determinant's size). */
export function scaleOf(m: Matrix): number {
  return Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2]));
}

const NUMBER = /[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/g;

export function numbers(source: string): number[] {
  return (source.match(NUMBER) ?? []).map(Number);
}

/** The transform attribute: a list of matrix/translate/scale/rotate/skewX/skewY, left to right. */
export function parseTransform(source: string | undefined): Matrix {
  let m: Matrix = IDENTITY;
  if (!source) return m;
  for (const match of source.matchAll(/(matrix|translate|scale|rotate|skewX|skewY)\s*\(([^)]*)\)/g)) {
    const args = numbers(match[2]);
    const step = transformStep(match[1], args);
    if (step) m = multiply(m, step);
  }
  return m;
}

function transformStep(kind: string, args: number[]): Matrix | null {
  switch (kind) {
    case 'matrix':
      return args.length === 6 ? [args[0], args[1], args[2], args[3], args[4], args[5]] : null;
    case 'translate':
      return [1, 0, 0, 1, args[0] ?? 0, args[1] ?? 0];
    case 'scale':
      return [args[0] ?? 1, 0, 0, args[1] ?? args[0] ?? 1, 0, 0];
    case 'rotate': {
      const angle = ((args[0] ?? 0) * Math.PI) / 180;
      const cos = Math.cos(angle);
      const sin = Math.sin(angle);
      const rotation: Matrix = [cos, sin, -sin, cos, 0, 0];
      if (args.length < 3) return rotation;
      const [cx, cy] = [args[1], args[2]];
      return multiply(multiply([1, 0, 0, 1, cx, cy], rotation), [1, 0, 0, 1, -cx, -cy]);
    }
    case 'skewX':
      return [1, 0, Math.tan(((args[0] ?? 0) * Math.PI) / 180), 1, 0, 0];
    case 'skewY':
      return [1, Math.tan(((args[0] ?? 0) * Math.PI) / 180), 0, 1, 0, 0];
    default:
      return null;
  }
}

export type Segment =
  | { op: 'M'; x: number; y: number }
  | { op: 'L'; x: number; y: number }
  | { op: 'C'; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
  | { op: 'Z' };

const PATH_TOKEN = /[MmLlHhVvCcSsQqTtAaZz]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/g;
const ARITY: Record<string, number> = { M: 2, L: 2, H: 1, V: 1, C: 6, S: 4, Q: 4, T: 2, A: 7, Z: 0 };

/** Path data to absolute segments; quadratics become cubics, arcs become cubic pieces. */
export function parsePathData(d: string): Segment[] {
  const tokens = d.match(PATH_TOKEN) ?? [];
  const out: Segment[] = [];
  let i = 0;
  let command = '';
  let [x, y, startX, startY] = [0, 0, 0, 0];
  // The last control point, for the smooth commands (S, T).
  let lastCubic: [number, number] | null = null;
  let lastQuad: [number, number] | null = null;
  // A drawing command right after Z starts a new subpath at the closed one's start (PDF needs the m).
  let afterClose = false;
  while (i < tokens.length) {
    const token = tokens[i];
    if (/[A-Za-z]/.test(token)) {
      command = token;
      i++;
      if (command === 'Z' || command === 'z') {
        out.push({ op: 'Z' });
        [x, y] = [startX, startY];
        lastCubic = lastQuad = null;
        afterClose = true;
        continue;
      }
    } else if (!command || command === 'Z' || command === 'z') {
      return out; // numbers with no command: malformed, keep what was read
    }
    const upper = command.toUpperCase();
    const arity = ARITY[upper];
    if (i + arity > tokens.length) break;
    const args = tokens.slice(i, i + arity).map(Number);
    if (args.some((n) => Number.isNaN(n))) break;
    i += arity;
    const relative = command !== upper;
    const ox = relative ? x : 0;
    const oy = relative ? y : 0;
    let nextCubic: [number, number] | null = null;
    let nextQuad: [number, number] | null = null;
    if (afterClose && upper !== 'M') out.push({ op: 'M', x, y });
    afterClose = false;
    switch (upper) {
      case 'M':
        [x, y] = [ox + args[0], oy + args[1]];
        [startX, startY] = [x, y];
        out.push({ op: 'M', x, y });
        // Further pairs after a moveto are linetos.
        command = relative ? 'l' : 'L';
        break;
      case 'L':
        [x, y] = [ox + args[0], oy + args[1]];
        out.push({ op: 'L', x, y });
        break;
      case 'H':
        x = ox + args[0];
        out.push({ op: 'L', x, y });
        break;
      case 'V':
        y = oy + args[0];
        out.push({ op: 'L', x, y });
        break;
      case 'C': {
        const seg = { op: 'C' as const, x1: ox + args[0], y1: oy + args[1], x2: ox + args[2], y2: oy + args[3] };
        [x, y] = [ox + args[4], oy + args[5]];
        out.push({ ...seg, x, y });
        nextCubic = [seg.x2, seg.y2];
        break;
      }
      case 'S': {
        const [x1, y1] = lastCubic ? [2 * x - lastCubic[0], 2 * y - lastCubic[1]] : [x, y];
        const [x2, y2] = [ox + args[0], oy + args[1]];
        [x, y] = [ox + args[2], oy + args[3]];
        out.push({ op: 'C', x1, y1, x2, y2, x, y });
        nextCubic = [x2, y2];
        break;
      }
      case 'Q':
      case 'T': {
        let qx: number = x;
        let qy: number = y;
        if (upper === 'Q') [qx, qy] = [ox + args[0], oy + args[1]];
        else if (lastQuad) [qx, qy] = [2 * x - lastQuad[0], 2 * y - lastQuad[1]];
        const [ex, ey] = upper === 'Q' ? [ox + args[2], oy + args[3]] : [ox + args[0], oy + args[1]];
        out.push({
          op: 'C',
          x1: x + (2 / 3) * (qx - x),
          y1: y + (2 / 3) * (qy - y),
          x2: ex + (2 / 3) * (qx - ex),
          y2: ey + (2 / 3) * (qy - ey),
          x: ex,
          y: ey,
        });
        [x, y] = [ex, ey];
        nextQuad = [qx, qy];
        break;
      }
      case 'A': {
        const [ex, ey] = [ox + args[5], oy + args[6]];
        out.push(...arcToCubics(x, y, args[0], args[1], args[2], args[3] !== 0, args[4] !== 0, ex, ey));
        [x, y] = [ex, ey];
        break;
      }
    }
    lastCubic = nextCubic;
    lastQuad = nextQuad;
  }
  return out;
}

/**
 * An elliptical arc (SVG's endpoint form) as cubic pieces of at most 90 degrees each: the centre
 * form is computed as the SVG specification's implementation notes describe (appendix B.2.4).
 */
export function arcToCubics(
  x1: number,
  y1: number,
  rxIn: number,
  ryIn: number,
  rotationDeg: number,
  largeArc: boolean,
  sweep: boolean,
  x2: number,
  y2: number,
): Segment[] {
  if (x1 === x2 && y1 === y2) return [];
  let rx = Math.abs(rxIn);
  let ry = Math.abs(ryIn);
  if (rx === 0 || ry === 0) return [{ op: 'L', x: x2, y: y2 }];
  const phi = (rotationDeg * Math.PI) / 180;
  const cos = Math.cos(phi);
  const sin = Math.sin(phi);
  const dx = (x1 - x2) / 2;
  const dy = (y1 - y2) / 2;
  const px = cos * dx + sin * dy;
  const py = -sin * dx + cos * dy;
  // Radii too small for the endpoints are scaled up.
  const lambda = (px * px) / (rx * rx) + (py * py) / (ry * ry);
  if (lambda > 1) {
    rx *= Math.sqrt(lambda);
    ry *= Math.sqrt(lambda);
  }
  const numerator = rx * rx * ry * ry - rx * rx * py * py - ry * ry * px * px;
  const denominator = rx * rx * py * py + ry * ry * px * px;
  let factor = Math.sqrt(Math.max(0, numerator / denominator));
  if (largeArc === sweep) factor = -factor;
  const cxp = (factor * rx * py) / ry;
  const cyp = (-factor * ry * px) / rx;
  const cx = cos * cxp - sin * cyp + (x1 + x2) / 2;
  const cy = sin * cxp + cos * cyp + (y1 + y2) / 2;
  const angle = (ux: number, uy: number, vx: number, vy: number) => {
    const dot = ux * vx + uy * vy;
    const len = Math.hypot(ux, uy) * Math.hypot(vx, vy);
    const a = Math.acos(Math.min(1, Math.max(-1, dot / len)));
    return ux * vy - uy * vx < 0 ? -a : a;
  };
  const theta1 = angle(1, 0, (px - cxp) / rx, (py - cyp) / ry);
  let delta = angle((px - cxp) / rx, (py - cyp) / ry, (-px - cxp) / rx, (-py - cyp) / ry);
  if (!sweep && delta > 0) delta -= 2 * Math.PI;
  if (sweep && delta < 0) delta += 2 * Math.PI;
  const pieces = Math.max(1, Math.ceil(Math.abs(delta) / (Math.PI / 2) - 1e-9));
  const step = delta / pieces;
  const k = (4 / 3) * Math.tan(step / 4);
  const point = (t: number): [number, number] => {
    const ex = rx * Math.cos(t);
    const ey = ry * Math.sin(t);
    return [cx + cos * ex - sin * ey, cy + sin * ex + cos * ey];
  };
  const derivative = (t: number): [number, number] => {
    const ex = -rx * Math.sin(t);
    const ey = ry * Math.cos(t);
    return [cos * ex - sin * ey, sin * ex + cos * ey];
  };
  const out: Segment[] = [];
  let t = theta1;
  for (let n = 0; n < pieces; n++) {
    const t2 = t + step;
    const [sx, sy] = point(t);
    const [dsx, dsy] = derivative(t);
    const [fx, fy] = n === pieces - 1 ? [x2, y2] : point(t2);
    const [dfx, dfy] = derivative(t2);
    out.push({ op: 'C', x1: sx + k * dsx, y1: sy + k * dsy, x2: fx - k * dfx, y2: fy - k * dfy, x: fx, y: fy });
    t = t2;
  }
  return out;
}

const num = (value: string | undefined, fallback = 0) => {
  const n = value === undefined ? Number.NaN : Number.parseFloat(value);
  return Number.isFinite(n) ? n : fallback;
};

/** The basic shapes as segments (rect with rounded corners, circle, ellipse, line, poly*). */
export function shapeSegments(name: string, attrs: Record<string, string>): Segment[] | null {
  switch (name) {
    case 'path':
      return parsePathData(attrs.d ?? '');
    case 'rect': {
      const [x, y, w, h] = [num(attrs.x), num(attrs.y), num(attrs.width), num(attrs.height)];
      if (w <= 0 || h <= 0) return [];
      let rx = attrs.rx === undefined ? num(attrs.ry) : num(attrs.rx);
      let ry = attrs.ry === undefined ? rx : num(attrs.ry);
      rx = Math.min(Math.max(rx, 0), w / 2);
      ry = Math.min(Math.max(ry, 0), h / 2);
      if (rx === 0 || ry === 0) {
        return [
          { op: 'M', x, y },
          { op: 'L', x: x + w, y },
          { op: 'L', x: x + w, y: y + h },
          { op: 'L', x, y: y + h },
          { op: 'Z' },
        ];
      }
      return parsePathData(
        `M${x + rx} ${y}H${x + w - rx}A${rx} ${ry} 0 0 1 ${x + w} ${y + ry}V${y + h - ry}` +
          `A${rx} ${ry} 0 0 1 ${x + w - rx} ${y + h}H${x + rx}A${rx} ${ry} 0 0 1 ${x} ${y + h - ry}` +
          `V${y + ry}A${rx} ${ry} 0 0 1 ${x + rx} ${y}Z`,
      );
    }
    case 'circle':
    case 'ellipse': {
      const [cx, cy] = [num(attrs.cx), num(attrs.cy)];
      const rx = name === 'circle' ? num(attrs.r) : num(attrs.rx);
      const ry = name === 'circle' ? num(attrs.r) : num(attrs.ry);
      if (rx <= 0 || ry <= 0) return [];
      return parsePathData(`M${cx + rx} ${cy}A${rx} ${ry} 0 1 1 ${cx - rx} ${cy}A${rx} ${ry} 0 1 1 ${cx + rx} ${cy}Z`);
    }
    case 'line':
      return [
        { op: 'M', x: num(attrs.x1), y: num(attrs.y1) },
        { op: 'L', x: num(attrs.x2), y: num(attrs.y2) },
      ];
    case 'polyline':
    case 'polygon': {
      const values = numbers(attrs.points ?? '');
      const out: Segment[] = [];
      for (let i = 0; i + 1 < values.length; i += 2) {
        out.push({ op: i === 0 ? 'M' : 'L', x: values[i], y: values[i + 1] });
      }
      if (name === 'polygon' && out.length > 0) out.push({ op: 'Z' });
      return out;
    }
    default:
      return null;
  }
}
