import type { CSSProperties } from 'react';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** One tile of the watermark: the text twice, slanted, as an SVG image (no canvas needed). */
export function watermarkTile(text: string): string {
  const safe = escapeXml(text);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200">` +
    `<g transform="rotate(-24 160 100)" fill="rgba(120,120,120,0.22)" font-size="15" ` +
    `font-family="sans-serif" text-anchor="middle">` +
    `<text x="160" y="90">${safe}</text><text x="160" y="118">${safe}</text></g></svg>`;
  return `url("data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}")`;
}

/**
 * The per-expert watermark tiled over a rendered page or image (docs/scoring.md, attachments): it
 * lies inside each page's own box, so it scrolls with the page and covers all of it, and lets
 * clicks through.
 */
export function Watermark({ text }: { text: string }) {
  const style: CSSProperties = { backgroundImage: watermarkTile(text) };
  return <div className="cbo-score__watermark" style={style} data-watermark={text} aria-hidden="true" />;
}
