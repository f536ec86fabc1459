/** A chosen range: [begin, end] as strings (e.g. `2026-01-01`), or nothing. */
export type DateRange = readonly [string, string] | readonly string[] | null | undefined;

export type WithRange<P> = Omit<P, 'params'> & { params: Record<string, unknown> };

/**
 * docs/web-client.md section 7's date-range helper: adds `beginTime`/`endTime` (or `begin{X}`/`end{X}` with a
 * property name) to `params.params`, keeping what `params.params` already holds. Returns a new
 * object; the query-string builder sends it as `params[beginTime]=...` and skips empty ends.
 */
export function addDateRange<P extends object>(params: P, range: DateRange, propName?: string): WithRange<P> {
  const existing = (params as { params?: unknown }).params;
  const nested =
    typeof existing === 'object' && existing !== null && !Array.isArray(existing)
      ? { ...(existing as Record<string, unknown>) }
      : {};
  const [begin, end] = Array.isArray(range) ? range : [];
  nested[propName === undefined ? 'beginTime' : `begin${propName}`] = begin;
  nested[propName === undefined ? 'endTime' : `end${propName}`] = end;
  return { ...params, params: nested };
}
