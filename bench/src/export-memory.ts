import type { BenchProcess } from './server-process';

export interface ExportFigures {
  rows: number;
  bytes: number;
  ms: number;
  rssBeforeBytes: number;
  rssPeakBytes: number;
}

/** Exports every user as xlsx while sampling the server's memory every 20 ms. */
export async function benchExport(server: BenchProcess, token: string, rows: number): Promise<ExportFigures> {
  const rssBeforeBytes = server.rssBytes();
  let rssPeakBytes = rssBeforeBytes;
  const sampler = setInterval(() => {
    rssPeakBytes = Math.max(rssPeakBytes, server.rssBytes());
  }, 20);
  const started = performance.now();
  try {
    const res = await fetch(`${server.url}/prod-api/system/user/export`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'status=',
    });
    if (!res.ok || !res.headers.get('content-type')?.includes('spreadsheetml')) {
      throw new Error(`export answered ${res.status} ${res.headers.get('content-type')}`);
    }
    const bytes = (await res.arrayBuffer()).byteLength;
    return { rows, bytes, ms: performance.now() - started, rssBeforeBytes, rssPeakBytes };
  } finally {
    clearInterval(sampler);
  }
}
