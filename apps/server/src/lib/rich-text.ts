import sanitizeHtml, { type IOptions } from 'sanitize-html';

/**
 * Same-origin paths an image may load from: the API (signed file links) and the reference's
 * resource paths. `//host` is not among them (it would leave the origin).
 */
const LOCAL_IMAGE = /^\/(prod-api|profile)\/[^/\\]/;

/** Style values: colours, lengths and keywords only, so no url(), expression() or escapes. */
const COLOUR = /^(#[0-9a-f]{3,8}|rgba?\(\s*[\d.%\s,]+\)|[a-z]+)$/i;
const LENGTH = /^\d+(\.\d+)?(px|em|rem|%|pt)?$/;
const KEYWORD = /^[a-z-]+$/i;

/**
 * The allow-list for rich text written by staff (notices): formatting, lists, tables, links and
 * images survive; scripts, event handlers, styles that run code, frames, objects, forms, SVG and
 * MathML do not. Links may be http(s) or mailto; images https or same-origin paths. `data:` URLs
 * are refused everywhere: images are uploaded through the file service and linked, which keeps
 * notices small and closes the data:image/svg+xml and oversized-inline-image routes.
 */
const options: IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'div',
    'span',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'del',
    'ins',
    'sub',
    'sup',
    'mark',
    'small',
    'blockquote',
    'pre',
    'code',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'caption',
    'colgroup',
    'col',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  // Discarded with everything inside them, not just their tags: content of these is never text.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'title',
    'template',
    'svg',
    'math',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'applet',
    'noembed',
    'noframes',
    'xmp',
    'head',
  ],
  disallowedTagsMode: 'discard',
  allowedAttributes: {
    // `rel` as well: the transform below sets it on links that open a new window.
    a: ['href', 'title', 'rel', { name: 'target', multiple: false, values: ['_blank', '_self'] }],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    col: ['span'],
    '*': ['style', 'class'],
  },
  // Editors mark alignment, indents and sizes with classes of their own prefix.
  allowedClasses: { '*': ['ql-*', 'w-e-*'] },
  allowedStyles: {
    '*': {
      color: [COLOUR],
      'background-color': [COLOUR],
      'text-align': [/^(left|right|center|justify)$/],
      'text-decoration': [KEYWORD],
      'font-weight': [/^(normal|bold|bolder|lighter|\d{3})$/],
      'font-style': [/^(normal|italic)$/],
      'font-size': [LENGTH, KEYWORD],
      'line-height': [LENGTH],
      'text-indent': [LENGTH],
      'padding-left': [LENGTH],
      'margin-left': [LENGTH],
      width: [LENGTH],
      height: [LENGTH],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  transformTags: {
    // A link opening a new window cannot reach back into this one.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
    img: (tagName, attribs) => {
      const src = (attribs.src ?? '').trim();
      const cleaned = { ...attribs };
      if (/^https:\/\//i.test(src) || LOCAL_IMAGE.test(src)) cleaned.src = src;
      else delete cleaned.src;
      return { tagName, attribs: cleaned };
    },
  },
  // An image whose source was refused is removed rather than left as a broken frame.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** Cleans staff-written HTML through the allow-list above; `null` and blanks stay empty. */
export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return '';
  return sanitizeHtml(html, options);
}
