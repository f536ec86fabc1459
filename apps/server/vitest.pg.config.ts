import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** The same suite on PostgreSQL (and Redis, once it exists) when TEST_DATABASE_URL is set. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'server-pg',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup-pg.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
