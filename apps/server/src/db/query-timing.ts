/** Timings of one statement text. */
interface StatementTiming {
  calls: number;
  totalMs: number;
  maxMs: number;
}

export interface TimedStatement {
  sql: string;
  calls: number;
  avgMs: number;
  maxMs: number;
  totalMs: number;
}

/** Distinct statement texts kept; past it the least costly half is dropped. */
const MAX_STATEMENTS = 1_000;
const MAX_SQL_CHARS = 2_000;

/**
 * The data-source monitor's statement timings, recorded by the database handle around every query:
 * a map keyed by the statement text as sent (Drizzle sends parameters apart, so texts repeat and
 * no parameter is ever kept), counted with performance.now(). The hot path is one map read and
 * three additions; normalising (whitespace, literals) and sorting happen only when someone reads.
 */
export class QueryTiming {
  private readonly statements = new Map<string, StatementTiming>();
  private queries = 0;
  readonly since = Date.now();

  record(text: string, ms: number): void {
    this.queries++;
    let timing = this.statements.get(text);
    if (!timing) {
      if (this.statements.size >= MAX_STATEMENTS) this.prune();
      timing = { calls: 0, totalMs: 0, maxMs: 0 };
      this.statements.set(text, timing);
    }
    timing.calls++;
    timing.totalMs += ms;
    if (ms > timing.maxMs) timing.maxMs = ms;
  }

  /** Keeps the costlier half, so a flood of one-off texts cannot push the slow ones out. */
  private prune(): void {
    const ordered = [...this.statements.entries()].sort((a, b) => b[1].totalMs - a[1].totalMs);
    for (const [text] of ordered.slice(MAX_STATEMENTS / 2)) this.statements.delete(text);
  }

  /** The `top` statements by average time, texts normalised and merged. */
  slowest(top: number): TimedStatement[] {
    const merged = new Map<string, StatementTiming>();
    for (const [text, timing] of this.statements) {
      const key = normaliseSql(text);
      const into = merged.get(key);
      if (!into) merged.set(key, { ...timing });
      else {
        into.calls += timing.calls;
        into.totalMs += timing.totalMs;
        into.maxMs = Math.max(into.maxMs, timing.maxMs);
      }
    }
    return [...merged.entries()]
      .map(([sql, timing]) => ({
        sql,
        calls: timing.calls,
        avgMs: round(timing.totalMs / timing.calls),
        maxMs: round(timing.maxMs),
        totalMs: round(timing.totalMs),
      }))
      .sort((a, b) => b.avgMs - a.avgMs || b.maxMs - a.maxMs)
      .slice(0, top);
  }

  get totals(): { queries: number; distinct: number } {
    return { queries: this.queries, distinct: this.statements.size };
  }
}

const round = (ms: number) => Math.round(ms * 100) / 100;

/** One line, literals replaced by `?` (a text built with values inline must not show them), capped. */
export function normaliseSql(text: string): string {
  const flat = text
    .replace(/'(?:[^']|'')*'/g, '?')
    .replace(/(?<![\w$])\d+(?:\.\d+)?\b/g, '?')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > MAX_SQL_CHARS ? `${flat.slice(0, MAX_SQL_CHARS)}…` : flat;
}

type QueryMethod = (...args: unknown[]) => unknown;

/**
 * Wraps `target.query` (a PGlite handle or transaction, a pg client) so every call is timed from
 * the call to its answer, waiting for the connection included, as the application feels it.
 * Handles the promise form and pg's callback form (pg's pool uses the latter internally).
 */
export function timeQueries(target: { query: unknown }, timing: QueryTiming): void {
  const original = target.query as QueryMethod;
  target.query = function timedQuery(this: unknown, ...args: unknown[]) {
    const first = args[0];
    const text =
      typeof first === 'string'
        ? first
        : typeof (first as { text?: unknown })?.text === 'string'
          ? (first as { text: string }).text
          : undefined;
    if (text === undefined) return original.apply(this, args);
    const started = performance.now();
    const last = args.length - 1;
    if (typeof args[last] === 'function') {
      const callback = args[last] as QueryMethod;
      args[last] = (...results: unknown[]) => {
        timing.record(text, performance.now() - started);
        return callback(...results);
      };
      return original.apply(this, args);
    }
    const result = original.apply(this, args);
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      const done = () => timing.record(text, performance.now() - started);
      (result as Promise<unknown>).then(done, done);
    }
    return result;
  };
}
