// Paint for the SVG-to-PDF converter (docs/report-rendering.md): colours as ECharts writes them
// (#rgb, #rrggbb, #rrggbbaa, rgb(), rgba(), a few names) and the presentation properties an
// element gets from its attributes, its style attribute and its ancestors.

import type { SvgNode } from './svg-to-pdf-parse';

export interface Colour {
  r: number;
  g: number;
  b: number;
  /** 0..1; rgba() and #rrggbbaa carry it. */
  alpha: number;
}

const NAMED: Record<string, string> = {
  black: '#000000',
  white: '#ffffff',
  red: '#ff0000',
  green: '#008000',
  blue: '#0000ff',
  gray: '#808080',
  grey: '#808080',
  silver: '#c0c0c0',
  orange: '#ffa500',
  yellow: '#ffff00',
  purple: '#800080',
};

/** A colour, or null for none, transparent and what cannot be read (not painted). */
export function parseColour(value: string | undefined): Colour | null {
  if (!value) return null;
  const text = value.trim().toLowerCase();
  if (text === 'none' || text === 'transparent' || text === '') return null;
  const hex = (NAMED[text] ?? text).match(/^#([0-9a-f]{3,8})$/);
  if (hex) {
    let digits = hex[1];
    if (digits.length === 3 || digits.length === 4) digits = [...digits].map((d) => d + d).join('');
    if (digits.length !== 6 && digits.length !== 8) return null;
    const part = (at: number) => Number.parseInt(digits.slice(at, at + 2), 16) / 255;
    return { r: part(0), g: part(2), b: part(4), alpha: digits.length === 8 ? part(6) : 1 };
  }
  const functional = text.match(/^rgba?\(([^)]*)\)$/);
  if (functional) {
    const parts = functional[1].split(/[\s,/]+/).filter(Boolean);
    if (parts.length < 3) return null;
    const channel = (part: string) =>
      part.endsWith('%') ? Number.parseFloat(part) / 100 : Number.parseFloat(part) / 255;
    const [r, g, b] = parts.slice(0, 3).map(channel);
    const alphaPart = parts[3];
    const alpha =
      alphaPart === undefined
        ? 1
        : alphaPart.endsWith('%')
          ? Number.parseFloat(alphaPart) / 100
          : Number.parseFloat(alphaPart);
    if ([r, g, b, alpha].some((n) => !Number.isFinite(n))) return null;
    const clamp = (n: number) => Math.min(1, Math.max(0, n));
    return { r: clamp(r), g: clamp(g), b: clamp(b), alpha: clamp(alpha) };
  }
  return null;
}

/** The properties the converter reads; the inherited ones pass from a group to its children. */
export interface Paint {
  fill: string;
  stroke: string;
  strokeWidth: number;
  fillOpacity: number;
  strokeOpacity: number;
  /** The product of the element's and its ancestors' opacity (groups are not composited apart). */
  opacity: number;
  fontSize: number;
  fontWeight: string;
  textAnchor: string;
  dominantBaseline: string;
  fillRule: string;
  lineCap: string;
  lineJoin: string;
  dashArray: string;
  visible: boolean;
}

export const INITIAL_PAINT: Paint = {
  fill: '#000000',
  stroke: 'none',
  strokeWidth: 1,
  fillOpacity: 1,
  strokeOpacity: 1,
  opacity: 1,
  fontSize: 12,
  fontWeight: 'normal',
  textAnchor: 'start',
  dominantBaseline: 'auto',
  fillRule: 'nonzero',
  lineCap: 'butt',
  lineJoin: 'miter',
  dashArray: 'none',
  visible: true,
};

/** An element's attributes with its style attribute's declarations over them. */
export function declarations(node: SvgNode): Record<string, string> {
  const style = node.attrs.style;
  if (!style) return node.attrs;
  const merged: Record<string, string> = { ...node.attrs };
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const name = declaration.slice(0, colon).trim();
    const value = declaration.slice(colon + 1).trim();
    if (name) merged[name] = value;
  }
  return merged;
}

const length = (value: string | undefined): number | undefined => {
  if (value === undefined) return undefined;
  const n = Number.parseFloat(value);
  return Number.isFinite(n) ? n : undefined;
};

const fraction = (value: string | undefined): number | undefined => {
  if (value === undefined) return undefined;
  const n = value.trim().endsWith('%') ? Number.parseFloat(value) / 100 : Number.parseFloat(value);
  return Number.isFinite(n) ? Math.min(1, Math.max(0, n)) : undefined;
};

/** The paint of `node` given its parent's. */
export function resolvePaint(parent: Paint, node: SvgNode): Paint {
  const own = declarations(node);
  const pick = (name: string, inherited: string) => {
    const value = own[name];
    return value === undefined || value === 'inherit' ? inherited : value;
  };
  return {
    fill: pick('fill', parent.fill),
    stroke: pick('stroke', parent.stroke),
    strokeWidth: length(own['stroke-width']) ?? parent.strokeWidth,
    fillOpacity: fraction(own['fill-opacity']) ?? parent.fillOpacity,
    strokeOpacity: fraction(own['stroke-opacity']) ?? parent.strokeOpacity,
    opacity: parent.opacity * (fraction(own.opacity) ?? 1),
    fontSize: length(own['font-size']) ?? parent.fontSize,
    fontWeight: pick('font-weight', parent.fontWeight),
    textAnchor: pick('text-anchor', parent.textAnchor),
    dominantBaseline: pick('dominant-baseline', parent.dominantBaseline),
    fillRule: pick('fill-rule', parent.fillRule),
    lineCap: pick('stroke-linecap', parent.lineCap),
    lineJoin: pick('stroke-linejoin', parent.lineJoin),
    dashArray: pick('stroke-dasharray', parent.dashArray),
    visible: parent.visible && own.display !== 'none' && own.visibility !== 'hidden',
  };
}
