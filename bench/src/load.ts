import autocannon from 'autocannon';

export interface LoadResult {
  url: string;
  requestsPerSecond: number;
  p99Ms: number;
  p50Ms: number;
  errors: number;
  non2xx: number;
}

export interface LoadOptions {
  connections?: number;
  durationS?: number;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  headers?: Record<string, string>;
  body?: string;
}

/** autocannon with the settings: 50 connections for 10 seconds. */
export async function load(url: string, options: LoadOptions = {}): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections ?? 50,
    duration: options.durationS ?? 10,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
  });
  return {
    url,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    p50Ms: result.latency.p50,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

export interface LatencyResult {
  url: string;
  requests: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
}

/** One request at a time, `count` times: exact percentiles of the answer time (after 20 warm-ups). */
export async function sequentialLatency(
  url: string,
  headers: Record<string, string>,
  count = 500,
): Promise<LatencyResult> {
  const times: number[] = [];
  for (let i = 0; i < count + 20; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url} answered HTTP ${res.status}`);
    if (i >= 20) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => Number(times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(2));
  return { url, requests: count, p50Ms: at(0.5), p95Ms: at(0.95), p99Ms: at(0.99) };
}

/**
 * Server CPU microseconds per request over `amount` requests (50 connections): unlike req/s it
 * does not move with what else the machine runs, the load generator included.
 */
export async function cpuPerRequest(
  url: string,
  cpuMs: () => number,
  options: { amount?: number; headers?: Record<string, string> } = {},
): Promise<number> {
  const amount = options.amount ?? 30_000;
  await autocannon({ url, connections: 50, amount: 2_000, headers: options.headers });
  const before = cpuMs();
  const result = await autocannon({ url, connections: 50, amount, headers: options.headers });
  if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return Number((((cpuMs() - before) * 1000) / result.requests.total).toFixed(1));
}
