import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { testConfig } from '../../test/test-app';
import { openTestDatabase } from '../../test/test-database';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { ManualClock } from '../lib/clock';
import { MemoryCache } from './cache/memory-cache';

let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

describe('secure by default', () => {
  it('refuses to start when a route declares no access mode', async () => {
    database = await openTestDatabase();
    const clock = new ManualClock();
    const deps = {
      config: testConfig(mkdtempSync(join(tmpdir(), 'cbo-access-'))),
      database,
      cache: new MemoryCache(clock),
      clock,
    };
    const undeclared = buildApp(deps, {
      extraModules: [
        (app) => {
          app.get('/test/open', async () => ({ code: 200 }));
        },
      ],
    });
    await expect(undeclared).rejects.toThrow(/Route GET \/prod-api\/test\/open declares no access mode/);

    const misspelt = buildApp(deps, {
      extraModules: [
        (app) => {
          app.get('/test/typo', { config: { access: 'everyone' as 'public' } }, async () => ({ code: 200 }));
        },
      ],
    });
    await expect(misspelt).rejects.toThrow(/declares no access mode/);
  });
});
