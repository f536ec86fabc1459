import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../app';
import { Database } from '../db/database';
import { ManualClock } from '../lib/clock';
import { MemoryCache } from '../plugins/cache/memory-cache';
import { loadConfig, REPO_ROOT } from '../plugins/config';

export const OPENAPI_FILE = join(REPO_ROOT, 'docs', 'openapi.json');

/** The OpenAPI document as committed: stable key order from the registry, two-space JSON. */
export function serialiseDocument(document: unknown): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

/** Builds the app (no listening, an empty in-memory database) and returns its OpenAPI document. */
export async function generateDocument(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cbo-openapi-'));
  const database = await Database.open({ kind: 'pglite' });
  const clock = new ManualClock();
  const cache = new MemoryCache(clock);
  try {
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      APP_SECRET: 'openapi-generation-only-000000000000',
      // The database is empty (no migrations): there is no demo to build a judging round in.
      DEMO_JUDGING: '0',
    });
    const app = await buildApp({ config, database, cache, clock });
    await app.ready();
    const text = serialiseDocument(app.swagger());
    await app.close();
    return text;
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
