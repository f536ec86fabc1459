// A live roadshow set up through the API (docs/roadshow.md, docs/roadshow-page.md), for the
// roadshow browser spec and the screenshots script: a published review task of the adult
// preliminary judged by the demo expert, a session over it with its order drawn from a fixed seed,
// every team checked in, the session started and its first project presenting.
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from './browser';
import { type DraftTask, draftReviewTask, type JudgingApi, publishTask } from './judging';
import { CHROMIUM } from './paths';
import { fillPasswordLogin } from './session';

export interface LiveRoadshow {
  task: DraftTask;
  competitionId: number;
  sessionId: number;
  sessionName: string;
  seed: string;
  /** The slots in presentation order. */
  slots: Array<{ slotId: number; applicationId: number; code: string; projectName: string }>;
}

interface SessionDetail {
  stamp: string;
  currentSlotId: number | null;
  slots: Array<{ slotId: number; applicationId: number; code: string; projectName: string; orderNo: number | null }>;
}

/** `yyyy-MM-dd HH:mm:ss` of now, as the forms take it. */
function nowText(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())} ${pad(now.getHours())}:${pad(now.getMinutes())}:00`;
}

export interface RoadshowOptions {
  sessionName: string;
  pitchMinutes?: number;
  qaMinutes?: number;
  seed?: string;
}

/**
 * A roadshow session over a published task, its order drawn from `seed`, every team checked in,
 * started, its first project presenting (phase pitch).
 */
export async function startRoadshow(
  api: JudgingApi,
  task: DraftTask,
  { sessionName, pitchMinutes = 8, qaMinutes = 7, seed = 'e2e-roadshow' }: RoadshowOptions,
): Promise<LiveRoadshow> {
  const edition = await api.call<{ competitionId: number }>('organiser', 'GET', '/comp/competition/current/timeline');
  const competitionId = edition.data?.competitionId ?? 0;
  const created = await api.call<{ sessionId: number }>('organiser', 'POST', '/comp/roadshow', {
    competitionId,
    stageId: task.stageId,
    taskId: task.taskId,
    name: sessionName,
    venue: '创新中心报告厅',
    startsAt: nowText(),
    pitchMinutes,
    qaMinutes,
    scoringMode: 'live',
    appealHours: 48,
  });
  const sessionId = created.data?.sessionId ?? 0;
  await api.call('organiser', 'POST', `/comp/roadshow/${sessionId}/draw`, { seed });
  const detail = await api.call<SessionDetail>('organiser', 'GET', `/comp/roadshow/${sessionId}`);
  const slots = [...(detail.data?.slots ?? [])].sort((a, b) => (a.orderNo ?? 0) - (b.orderNo ?? 0));
  for (const slot of slots) {
    await api.call('organiser', 'PUT', `/comp/roadshow/slot/${slot.slotId}/check-in`, { checkedIn: true });
  }
  await api.call('organiser', 'POST', `/comp/roadshow/${sessionId}/control`, { action: 'start' });
  await api.call('organiser', 'POST', `/comp/roadshow/${sessionId}/control`, { action: 'next' });
  return { task, competitionId, sessionId, sessionName, seed, slots };
}

/**
 * A roadshow session presenting its first project (phase pitch) over a new published task of
 * `size` applications scored live by `experts`.
 */
export async function liveRoadshow(
  api: JudgingApi,
  {
    taskName,
    size = 2,
    experts = ['expert'],
    ...options
  }: RoadshowOptions & { taskName: string; size?: number; experts?: string[] },
): Promise<LiveRoadshow> {
  const task = await draftReviewTask(api, { taskName, size, experts });
  await publishTask(api, task.taskId);
  return startRoadshow(api, task, options);
}

/** A second browser (its own cookies): another person on another device. */
export async function secondBrowser(
  viewport = { width: 390, height: 844 },
): Promise<{ browser: Browser; context: BrowserContext; page: Page }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const context = await browser.newContext({ locale: 'zh-CN', viewport, hasTouch: viewport.width < 992 });
  const page = await context.newPage();
  return { browser, context, page };
}

/** Logs in on a page of its own browser (the base URL ends with /competition-bak). */
export async function loginOn(page: Page, appUrl: string, user: string, password = 'admin123'): Promise<void> {
  await page.goto(`${appUrl}/login`);
  await fillPasswordLogin(page, user, password);
  await page.waitForURL(/\/competition-bak\/index$/);
}
