import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { JobTrigger, MisfirePolicy } from '@cbo/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../module';
import { CronError, firesBetween, nextFire, parseCron } from './cron';
import { claimFire, dueJobs, earliestFire, findJob, type JobRecord } from './job.repository';
import { JobRunner } from './job-runner';
import type { TaskRegistry } from './task-registry';

export interface SchedulerOptions {
  /** A fire later than this is a misfire, handled by the job's policy (Quartz's misfire threshold). */
  misfireThresholdMs: number;
  /** Longest sleep between looks at the schedule, so changes made by other instances are seen. */
  pollMs: number;
  /** How long shutdown waits for running tasks before aborting them. */
  shutdownGraceMs: number;
  /** Most missed fires run by policy '1' after downtime (older ones are dropped). */
  catchUpLimit: number;
  leaseMs: number;
  /** How often a non-concurrent fire waiting for a running one tries again. */
  busyRetryMs: number;
}

export const defaultSchedulerOptions: SchedulerOptions = {
  misfireThresholdMs: 5_000,
  pollMs: 5_000,
  shutdownGraceMs: 10_000,
  catchUpLimit: 100,
  leaseMs: 60_000,
  busyRetryMs: 250,
};

interface PlannedRun {
  fireAt: number;
  trigger: string;
}

/**
 * What to run for the fires of a job that came due: fires within the misfire threshold run as
 * scheduled; older ones (the server was down, or busy) follow the policy: '3' skips them, '0' and
 * '2' run once now (unless an on-time fire runs now anyway), '1' runs every one of them.
 */
export function planRuns(fires: number[], now: number, policy: string, thresholdMs: number): PlannedRun[] {
  const onTime = fires.filter((fire) => now - fire <= thresholdMs);
  const missed = fires.filter((fire) => now - fire > thresholdMs);
  const runs = onTime.map((fireAt) => ({ fireAt, trigger: JobTrigger.SCHEDULE }));
  if (missed.length === 0 || policy === MisfirePolicy.DO_NOTHING) return runs;
  if (policy === MisfirePolicy.IGNORE_MISFIRES) {
    return [...missed.map((fireAt) => ({ fireAt, trigger: JobTrigger.MISFIRE })), ...runs];
  }
  // '0' (default for cron: fire once now) and '2' (fire once and proceed).
  return runs.length > 0 ? runs : [{ fireAt: missed[missed.length - 1], trigger: JobTrigger.MISFIRE }];
}

/**
 * The job scheduler. The database holds the schedule (each normal job's awaited fire), so it
 * survives restarts and is shared by every instance: an instance wakes at the earliest awaited
 * fire (or every `pollMs`), and for each due job moves the awaited fire forward with a
 * compare-and-set; only the instance whose update wins runs that fire. Runs go on in the
 * background; a task that throws is a failed run in the job log and the scheduler goes on.
 */
export class Scheduler {
  readonly instanceId = randomUUID();
  private readonly runner: JobRunner;
  private readonly abort = new AbortController();
  private readonly running = new Set<Promise<void>>();
  /** Non-concurrent jobs with a fire waiting for the running one (policies '0' and '2' keep one). */
  private readonly waiting = new Map<number, number>();
  private timer: NodeJS.Timeout | undefined;
  private started = false;
  private stopping = false;
  private ticking: Promise<void> | undefined;
  private again = false;

  private readonly app: AppContext;
  readonly registry: TaskRegistry;
  private readonly log: FastifyBaseLogger;
  readonly options: SchedulerOptions;

  constructor({
    app,
    registry,
    log,
    options = { ...defaultSchedulerOptions },
  }: {
    app: AppContext;
    registry: TaskRegistry;
    log: FastifyBaseLogger;
    options?: SchedulerOptions;
  }) {
    this.app = app;
    this.registry = registry;
    this.log = log;
    this.options = options;
    this.runner = new JobRunner({
      app,
      registry,
      log,
      options: { leaseMs: options.leaseMs, instanceId: this.instanceId },
      signal: this.abort.signal,
    });
  }

  /** Handles what came due while no instance ran (misfires), then keeps waking at fire times. */
  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    await this.tick();
  }

  /** Looks at the schedule now (after a job changed). */
  wake(): void {
    if (!this.started || this.stopping) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), 0);
  }

  /**
   * Runs every fire that has come due, then sleeps until the next one. Ticks never overlap: a
   * tick asked for while one runs happens right after it.
   */
  async tick(): Promise<void> {
    if (this.ticking) {
      this.again = true;
      return this.ticking;
    }
    this.ticking = (async () => {
      do {
        this.again = false;
        try {
          await this.fireDue();
        } catch (error) {
          this.log.error({ err: error }, 'scheduler tick failed');
        }
      } while (this.again && !this.stopping);
    })();
    try {
      await this.ticking;
    } finally {
      this.ticking = undefined;
    }
    await this.arm();
  }

  private async arm(): Promise<void> {
    if (!this.started || this.stopping) return;
    let delay = this.options.pollMs;
    try {
      const next = await earliestFire(this.app.database);
      if (next !== null) delay = Math.min(delay, Math.max(0, next - this.app.clock.now()));
    } catch (error) {
      this.log.error({ err: error }, 'scheduler could not read the schedule');
    }
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), delay);
    this.timer.unref();
  }

  private async fireDue(): Promise<void> {
    const now = this.app.clock.now();
    for (const job of await dueJobs(this.app.database, now)) {
      if (this.stopping) return;
      await this.fireJob(job, now);
    }
  }

  private async fireJob(job: JobRecord, now: number): Promise<void> {
    const awaited = job.nextFireAt as number;
    let fires: number[];
    let next: number | null;
    try {
      const cron = parseCron(job.cronExpression);
      fires = firesBetween(cron, awaited, now, this.options.catchUpLimit);
      next = nextFire(cron, now);
    } catch (error) {
      if (!(error instanceof CronError)) throw error;
      // Saved expressions are checked, so only a parser change gets here: stop waiting for it.
      this.log.error({ jobId: job.jobId, cron: job.cronExpression }, 'job cron no longer parses; unscheduled');
      fires = [];
      next = null;
    }
    if (!(await claimFire(this.app.database, job.jobId, awaited, next))) return;
    const runs = planRuns(fires, now, job.misfirePolicy, this.options.misfireThresholdMs);
    // A non-concurrent job's catch-up runs go one after the other, in fire order.
    if (job.concurrent === '0') for (const run of runs) this.dispatch(job, [run]);
    else if (runs.length > 0) this.dispatch(job, runs);
    if (fires.length > 0 && now - fires[0] > this.options.misfireThresholdMs) {
      this.log.info({ jobId: job.jobId, missed: fires.length, policy: job.misfirePolicy }, 'job misfired');
    }
  }

  /** Runs a job once now, in the background, whatever its status. False when it does not exist. */
  async runNow(jobId: number): Promise<boolean> {
    const job = await findJob(this.app.database, jobId);
    if (!job) return false;
    this.dispatch(job, [{ fireAt: this.app.clock.now(), trigger: JobTrigger.MANUAL }]);
    return true;
  }

  /** Runs in the background, in order. */
  private dispatch(job: JobRecord, runs: PlannedRun[]): void {
    const task = (async () => {
      for (const run of runs) await this.runWhenFree(job, run);
    })()
      .catch((error) => this.log.error({ err: error, jobId: job.jobId }, 'job dispatch failed'))
      .finally(() => this.running.delete(task));
    this.running.add(task);
  }

  /**
   * A non-concurrent job's fire waits while another run holds the job. Waiting past the misfire
   * threshold makes it a misfire: '3' drops it, '0' and '2' keep one waiting fire, '1' keeps all.
   */
  private async runWhenFree(job: JobRecord, run: PlannedRun): Promise<void> {
    let queued = false;
    try {
      for (;;) {
        // 'gone': the job was deleted while this fire waited.
        if ((await this.runner.run({ job, ...run })) !== 'busy' || this.stopping) return;
        const late = this.app.clock.now() - run.fireAt > this.options.misfireThresholdMs;
        if (late && job.misfirePolicy === MisfirePolicy.DO_NOTHING) return;
        if (!queued) {
          const others = this.waiting.get(job.jobId) ?? 0;
          const coalesce =
            job.misfirePolicy === MisfirePolicy.DEFAULT || job.misfirePolicy === MisfirePolicy.FIRE_AND_PROCEED;
          if (coalesce && others > 0 && run.trigger !== JobTrigger.MANUAL) return;
          this.waiting.set(job.jobId, others + 1);
          queued = true;
        }
        await sleep(this.options.busyRetryMs, undefined, { ref: false });
      }
    } finally {
      if (queued) {
        const left = (this.waiting.get(job.jobId) ?? 1) - 1;
        if (left > 0) this.waiting.set(job.jobId, left);
        else this.waiting.delete(job.jobId);
      }
    }
  }

  /** Resolves when no run is going on (tests, and shutdown). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  get runningCount(): number {
    return this.running.size;
  }

  /**
   * Stops waking, waits for running tasks up to the grace period, then aborts the rest (their
   * signal fires) and gives them a moment to record the outcome.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.timer);
    await this.ticking;
    const grace = sleep(this.options.shutdownGraceMs, 'timeout' as const, { ref: false });
    if ((await Promise.race([this.idle().then(() => 'idle' as const), grace])) === 'timeout') {
      this.log.warn({ running: this.running.size }, 'shutdown: aborting job runs still going');
      this.abort.abort();
      await Promise.race([this.idle(), sleep(1_000, undefined, { ref: false })]);
    }
  }
}
