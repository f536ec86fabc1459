import { type Browser, chromium, type Page } from 'playwright-core';

// The web app in headless Chromium on the production build (docs/architecture.md#budgets-and-benchmarks): the
// JavaScript the login page and the first shell page transfer, and how long until each is usable,
// over cold runs (a new browser, so an empty cache, each time).

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/** The session cookie of the web app (docs/web-client.md section 4). */
const TOKEN_COOKIE = 'Admin-Token';
const WEB_BASE = '/competition-bak';

export interface PageFigures {
  /** Compressed bytes of the scripts transferred on a cold load (as served: brotli). */
  scriptBytes: number;
  scripts: number;
  /** Milliseconds from the navigation's start until usable, per run. */
  usableMs: number[];
  medianMs: number;
}

export interface BrowserFigures {
  login: PageFigures;
  shell: PageFigures;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Counts the scripts' transferred bytes of everything the page loads. */
function countScripts(page: Page): () => Promise<{ bytes: number; count: number }> {
  const sizes: Promise<number>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') sizes.push(request.sizes().then((size) => size.responseBodySize));
  });
  return async () => {
    const all = await Promise.all(sizes);
    return { bytes: all.reduce((sum, size) => sum + size, 0), count: all.length };
  };
}

// Evaluated in the page (as text: this package has no DOM types).
/** The login form can be typed in: the account field is on screen and enabled. */
const LOGIN_USABLE = `(() => {
  const input = document.querySelector('input[autocomplete="username"]');
  return input && !input.disabled && input.getBoundingClientRect().height > 0 ? performance.now() : false;
})()`;

/** /index inside the layout: the sidebar's menu items and the home page's heading are on screen. */
const SHELL_USABLE = `(() => {
  const menu = document.querySelector('nav.cbo-sidebar .ant-menu-item');
  const heading = document.querySelector('.cbo-layout__content h1, .cbo-layout__content h2, .cbo-layout__content h3');
  return menu && heading ? performance.now() : false;
})()`;

async function coldRun(
  browser: Browser,
  url: string,
  usable: string,
  token: string | undefined,
): Promise<{ ms: number; bytes: number; count: number }> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  try {
    if (token) await context.addCookies([{ name: TOKEN_COOKIE, value: token, url }]);
    const page = await context.newPage();
    const scripts = countScripts(page);
    await page.goto(url, { waitUntil: 'commit' });
    // performance.now() counts from the navigation's start; polled every frame.
    const handle = await page.waitForFunction(usable, undefined, { polling: 'raf', timeout: 60_000 });
    const ms = (await handle.jsonValue()) as number;
    await page.waitForLoadState('networkidle');
    return { ms, ...(await scripts()) };
  } finally {
    await context.close();
  }
}

async function figures(url: string, usable: string, token: string | undefined, runs: number): Promise<PageFigures> {
  const times: number[] = [];
  let bytes = 0;
  let count = 0;
  for (let run = 0; run < runs; run += 1) {
    // A new browser each run: nothing cached, no warm process.
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
    try {
      const result = await coldRun(browser, url, usable, token);
      times.push(Math.round(result.ms));
      bytes = result.bytes;
      count = result.count;
    } finally {
      await browser.close();
    }
  }
  return { scriptBytes: bytes, scripts: count, usableMs: times, medianMs: Math.round(median(times)) };
}

/** The login page and the home page inside the layout (logged in by cookie), `runs` cold loads each. */
export async function benchBrowser(baseUrl: string, token: string, runs = 5): Promise<BrowserFigures> {
  const login = await figures(`${baseUrl}${WEB_BASE}/login`, LOGIN_USABLE, undefined, runs);
  const shell = await figures(`${baseUrl}${WEB_BASE}/index`, SHELL_USABLE, token, runs);
  return { login, shell };
}
