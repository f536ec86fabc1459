import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { CHROMIUM, WEB_DIST } from './paths';
import { startServerProcess } from './server-process';

/**
 * Checks the built app and the browser, then lets the real server create, migrate and seed one
 * data dir; every spec file starts its own server on a copy of it (no initdb per spec).
 */
export default async function setup(project: TestProject) {
  if (!existsSync(join(WEB_DIST, 'index.html'))) {
    throw new Error(`The web app is not built (${WEB_DIST}): run \`npm run build\` first (npm run test:e2e does).`);
  }
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install chromium`);
  const dir = mkdtempSync(join(tmpdir(), 'cbo-e2e-template-'));
  const server = await startServerProcess(dir);
  await server.stop();
  project.provide('e2eTemplateDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
