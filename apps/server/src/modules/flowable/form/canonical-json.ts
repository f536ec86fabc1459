/**
 * A value as JSON with every object's keys in order, undefined properties left out: two documents
 * are the same form exactly when these texts are equal, whatever order the keys arrived in (jsonb
 * gives them back in its own order).
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sorted(value));
}

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) {
    const item = (value as Record<string, unknown>)[key];
    if (item !== undefined) out[key] = sorted(item);
  }
  return out;
}
