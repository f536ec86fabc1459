/** A value the query-string builder leaves out: nothing was chosen. */
function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

function scalar(value: unknown): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

function append(parts: string[], name: string, value: unknown): void {
  if (isEmpty(value)) return;
  if (typeof value === 'object' && !(value instanceof Date)) {
    for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
      append(parts, `${name}[${key}]`, inner);
    }
    return;
  }
  parts.push(`${encodeURIComponent(name)}=${encodeURIComponent(scalar(value))}`);
}

/**
 * docs/web-client.md section 7: GET params as a query string; empty values (null, undefined, '') are skipped and
 * nested objects are expanded as `name[key]` (arrays as `name[0]`), the way the server's `qs`
 * parser reads them back, e.g. `params[beginTime]`.
 */
export function buildQueryString(params: Record<string, unknown> | undefined | null): string {
  if (!params) return '';
  const parts: string[] = [];
  for (const [name, value] of Object.entries(params)) append(parts, name, value);
  return parts.join('&');
}
