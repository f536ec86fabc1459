import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { ROOT } from './server-process';

export interface AssetSize {
  file: string;
  rawBytes: number;
  gzipBytes: number;
  brotliBytes: number;
  /** Bytes on the wire when the server answers a browser that accepts brotli. */
  transferredBytes: number;
}

/** The entry script and styles that index.html loads first, measured as built and as served. */
export async function benchEntryBundle(baseUrl: string): Promise<AssetSize[]> {
  const dist = join(ROOT, 'apps/web/dist');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/competition-bak\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  const sizes: AssetSize[] = [];
  for (const file of ['index.html', ...files]) {
    const raw = readFileSync(join(dist, file));
    const res = await fetch(`${baseUrl}/competition-bak/${file === 'index.html' ? '' : file}`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    const wire = Number(res.headers.get('content-length') ?? (await res.arrayBuffer()).byteLength);
    sizes.push({
      file,
      rawBytes: raw.length,
      gzipBytes: gzipSync(raw, { level: 9 }).length,
      brotliBytes: brotliCompressSync(raw).length,
      transferredBytes: wire,
    });
  }
  return sizes;
}
