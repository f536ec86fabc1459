import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { setConfigValues } from './configs';
import { CHROMIUM } from './paths';
import { type ServerProcess, startServerProcess } from './server-process';

/** Flags from docs/architecture.md#tests-and-ci: headless, and no calls to the closed network. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface E2eSession {
  server: ServerProcess;
  context: BrowserContext;
  page: Page;
  /** Absolute URL of a path of the app, e.g. url('/index'). */
  url(path?: string): string;
  stop(): Promise<void>;
}

export interface E2eOptions {
  env?: Record<string, string>;
  locale?: string;
  /** sys_config values set before the server starts (e.g. 'sys.account.registerUser': 'true'). */
  configs?: Record<string, string>;
  /** false: a database seeded without demo data (SEED_DEMO=0), as a new installation starts. */
  demo?: boolean;
}

let withoutDemo: Promise<string> | undefined;

/**
 * The template without demo data, made on first use in this spec file's process only (most specs
 * need the demo data of the shared template from global-setup.ts) and removed when it exits.
 */
function templateWithoutDemo(): Promise<string> {
  withoutDemo ??= (async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cbo-e2e-template-nodemo-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    const server = await startServerProcess(dir, { SEED_DEMO: '0' });
    await server.stop();
    return dir;
  })();
  return withoutDemo;
}

/** One real server on a copy of the pre-seeded data dir, and a fresh Chromium, for one spec file. */
export async function startE2e(options: E2eOptions = {}): Promise<E2eSession> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cbo-e2e-'));
  const demo = options.demo ?? true;
  cpSync(demo ? inject('e2eTemplateDir') : await templateWithoutDemo(), dataDir, { recursive: true });
  if (options.configs) await setConfigValues(dataDir, options.configs);
  // Every start seeds (idempotently): without demo data the switch stays off on this server too.
  const server = await startServerProcess(dataDir, demo ? options.env : { SEED_DEMO: '0', ...options.env });
  const userDataDir = mkdtempSync(join(tmpdir(), 'cbo-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
    locale: options.locale ?? 'zh-CN',
    viewport: { width: 1366, height: 800 },
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    server,
    context,
    page,
    url: (path = '/') => `${server.baseUrl}/competition-bak${path}`,
    stop: async () => {
      await context.close();
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
