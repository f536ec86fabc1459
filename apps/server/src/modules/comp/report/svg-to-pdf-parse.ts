// A small XML reader for the SVG that ECharts' server-side renderer writes (docs/report-rendering.md):
// elements, attributes, text content. Comments, CDATA (the hover styles), processing instructions
// and doctypes are skipped. Not a general XML parser: it never throws, and what it cannot read it
// leaves out.

export interface SvgNode {
  name: string;
  attrs: Record<string, string>;
  children: SvgNode[];
  /** The element's own character data (entities decoded), for <text> and <tspan>. */
  text: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return ENTITIES[body] ?? whole;
  });
}

const ATTRIBUTE = /([^\s=/>]+)\s*(?:=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

function parseAttributes(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const match of source.matchAll(ATTRIBUTE)) {
    attrs[match[1]] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attrs;
}

/** The root <svg> element, or null when there is none. */
export function parseSvg(source: string): SvgNode | null {
  const root: SvgNode = { name: '#root', attrs: {}, children: [], text: '' };
  const stack: SvgNode[] = [root];
  let at = 0;
  while (at < source.length) {
    const open = source.indexOf('<', at);
    const top = stack[stack.length - 1];
    if (open < 0) {
      top.text += decodeEntities(source.slice(at));
      break;
    }
    if (open > at) top.text += decodeEntities(source.slice(at, open));
    if (source.startsWith('<!--', open)) {
      const end = source.indexOf('-->', open + 4);
      at = end < 0 ? source.length : end + 3;
      continue;
    }
    if (source.startsWith('<![CDATA[', open)) {
      const end = source.indexOf(']]>', open + 9);
      at = end < 0 ? source.length : end + 3;
      continue;
    }
    if (source.startsWith('<?', open) || source.startsWith('<!', open)) {
      const end = source.indexOf('>', open + 2);
      at = end < 0 ? source.length : end + 1;
      continue;
    }
    const close = findTagEnd(source, open + 1);
    if (close < 0) break;
    const tag = source.slice(open + 1, close);
    at = close + 1;
    if (tag.startsWith('/')) {
      const name = tag.slice(1).trim();
      // Pop to the matching element; a stray closing tag is ignored.
      const index = stack.map((node) => node.name).lastIndexOf(name);
      if (index > 0) stack.length = index;
      continue;
    }
    const selfClosing = tag.endsWith('/');
    const body = selfClosing ? tag.slice(0, -1) : tag;
    const nameEnd = body.search(/[\s/]|$/);
    const node: SvgNode = {
      name: body.slice(0, nameEnd),
      attrs: parseAttributes(body.slice(nameEnd)),
      children: [],
      text: '',
    };
    top.children.push(node);
    if (!selfClosing) stack.push(node);
  }
  return findSvg(root);
}

/** The end of a tag, skipping quoted attribute values (which may hold '>'). */
function findTagEnd(source: string, from: number): number {
  let quote = '';
  for (let i = from; i < source.length; i++) {
    const char = source[i];
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '>') {
      return i;
    }
  }
  return -1;
}

function findSvg(node: SvgNode): SvgNode | null {
  if (node.name === 'svg') return node;
  for (const child of node.children) {
    const found = findSvg(child);
    if (found) return found;
  }
  return null;
}
