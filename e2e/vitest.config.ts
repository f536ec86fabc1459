import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'e2e',
    include: ['specs/**/*.e2e.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Each spec starts a real server and a real Chromium. Two at a time on a 2-core machine left
    // each browser waiting on the other's server long enough to time out now and then (menus,
    // confirmations): one at a time is slower but steady.
    maxWorkers: 1,
  },
});
