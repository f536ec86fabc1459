/**
 * Quill's semantic HTML writes every space as &nbsp; (so long lines would not wrap for readers);
 * spaces are given back, and the view keeps runs of them with `white-space: pre-wrap`, as the
 * editor does. Quill writes a typed non-breaking space as the character itself, never the entity.
 * An editor holding nothing (no text, no image) is the empty string.
 */
export function editorHtml(semanticHtml: string, text: string): string {
  const empty = text.trim() === '' && !/<img\s/i.test(semanticHtml);
  return empty ? '' : semanticHtml.replaceAll('&nbsp;', ' ');
}
