import { defineConfig } from 'vitest/config';

const projects = [
  'packages/contracts/vitest.config.ts',
  'apps/server/vitest.config.ts',
  'apps/web/vitest.config.ts',
  'e2e/vitest.config.ts',
];
if (process.env.TEST_DATABASE_URL) projects.splice(2, 0, 'apps/server/vitest.pg.config.ts');

export default defineConfig({ test: { projects } });
