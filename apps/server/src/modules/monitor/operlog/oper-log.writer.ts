import type { Database } from '../../../db/database';
import type { Clock } from '../../../lib/clock';
import { cleanOperLogEntry, isDataError } from './oper-log.clean';
import { insertOperLogs, type OperLogEntry, operLogTextLimits } from './oper-log.repository';

export type { OperLogEntry };

export interface OperLogWriterOptions {
  /** Rows are written at most this long after their request answered. */
  flushMs: number;
  /** A batch never holds more rows than this (one INSERT each). */
  batchSize: number;
  /** Rows held (queued or kept for retry) beyond this are logged as errors instead, never blocking requests. */
  maxQueued: number;
  /** First wait after the database failed; doubles with each further failure, up to maxRetryMs. */
  retryMs: number;
  maxRetryMs: number;
}

/** Runs `task` after `ms` (without holding the process open); answers how to cancel it. */
export type Schedule = (task: () => void, ms: number) => () => void;

const DEFAULTS: OperLogWriterOptions = {
  flushMs: 1_000,
  batchSize: 500,
  maxQueued: 20_000,
  retryMs: 1_000,
  maxRetryMs: 60_000,
};

const unrefTimeout: Schedule = (task, ms) => {
  const timer = setTimeout(task, ms);
  timer.unref();
  return () => clearTimeout(timer);
};

interface Logger {
  error(obj: unknown, msg: string): void;
  warn(obj: unknown, msg: string): void;
}

/**
 * Writes operation-log rows after the answer, in batches, so a request never waits for its log
 * row and PGlite's single connection is not taken once per request. An answered action keeps its
 * row: a refused batch is written row by row, a row refused as data is cleaned and written again,
 * and rows the database could not take (an outage) wait for a retry with growing pauses, timed by
 * the app's clock. A row is only ever given up after it was written to the error log.
 */
export class OperLogWriter {
  private readonly options: OperLogWriterOptions;
  private queue: OperLogEntry[] = [];
  private cancelTimer: (() => void) | undefined;
  private flushing: Promise<void> | undefined;
  private failures = 0;
  private retryAt = 0;
  private closed = false;
  /** Rows given up (each logged as an error with its content). */
  dropped = 0;

  private readonly database: Database;
  private readonly clock: Clock;
  private readonly log: Logger;
  private readonly schedule: Schedule;

  constructor({
    database,
    clock,
    log,
    options = {},
    schedule = unrefTimeout,
  }: {
    database: Database;
    clock: Clock;
    log: Logger;
    options?: Partial<OperLogWriterOptions>;
    schedule?: Schedule;
  }) {
    this.database = database;
    this.clock = clock;
    this.log = log;
    this.schedule = schedule;
    this.options = { ...DEFAULTS, ...options };
  }

  record(entry: OperLogEntry): void {
    if (this.queue.length >= this.options.maxQueued) {
      this.giveUp(entry, undefined, 'operation log queue full: row not written');
      return;
    }
    this.queue.push(entry);
    if (this.queue.length >= this.options.batchSize && !this.backingOff()) void this.flush();
    else this.arm(this.backingOff() ? this.retryAt - this.clock.now() : this.options.flushMs);
  }

  /**
   * Writes everything queued so far (tests, "clean" and the timer call it). After a failure it
   * waits until the retry time has come on the app's clock.
   */
  async flush(): Promise<void> {
    this.disarm();
    while (this.flushing) await this.flushing;
    if (this.queue.length === 0) return;
    if (this.backingOff()) {
      this.arm(this.retryAt - this.clock.now());
      return;
    }
    await this.run();
  }

  /** Shutdown: one last attempt whatever the retry time; rows still unwritten go to the error log. */
  async close(): Promise<void> {
    this.closed = true;
    this.disarm();
    while (this.flushing) await this.flushing;
    this.retryAt = 0;
    if (this.queue.length > 0) await this.run();
    for (const entry of this.queue.splice(0))
      this.giveUp(entry, undefined, 'operation log row not written at shutdown');
  }

  get pending(): number {
    return this.queue.length;
  }

  private async run(): Promise<void> {
    this.flushing = this.writeAll();
    try {
      await this.flushing;
    } finally {
      this.flushing = undefined;
    }
  }

  private async writeAll(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, this.options.batchSize);
      let unwritten: OperLogEntry[] = [];
      let failure: unknown;
      try {
        await insertOperLogs(this.database, batch);
      } catch {
        // One bad row must not cost the others theirs: find it row by row.
        ({ unwritten, failure } = await this.writeOneByOne(batch));
      }
      if (unwritten.length > 0) {
        this.queue.unshift(...unwritten);
        this.backOff(failure);
        return;
      }
      this.failures = 0;
      this.retryAt = 0;
    }
  }

  /** Rows from the first one the database could not take (not a data problem) on are kept. */
  private async writeOneByOne(batch: OperLogEntry[]): Promise<{ unwritten: OperLogEntry[]; failure?: unknown }> {
    for (let index = 0; index < batch.length; index++) {
      const entry = batch[index];
      try {
        await insertOperLogs(this.database, [entry]);
        continue;
      } catch (error) {
        if (!isDataError(error)) return { unwritten: batch.slice(index), failure: error };
      }
      const cleaned = cleanOperLogEntry(entry, operLogTextLimits, this.clock.now());
      try {
        await insertOperLogs(this.database, [cleaned]);
        this.log.warn({ operLog: cleaned }, 'operation log row written after cleaning');
      } catch (error) {
        if (!isDataError(error)) return { unwritten: [cleaned, ...batch.slice(index + 1)], failure: error };
        this.giveUp(cleaned, error, 'operation log row cannot be written: given up');
      }
    }
    return { unwritten: [] };
  }

  private backOff(error: unknown): void {
    this.failures++;
    const wait = Math.min(this.options.retryMs * 2 ** (this.failures - 1), this.options.maxRetryMs);
    this.retryAt = this.clock.now() + wait;
    this.log.error(
      { err: error, rows: this.queue.length, retryInMs: wait },
      'operation log rows could not be written: kept for a retry',
    );
    this.arm(wait);
  }

  private backingOff(): boolean {
    return this.retryAt > this.clock.now();
  }

  private giveUp(entry: OperLogEntry, error: unknown, message: string): void {
    this.dropped++;
    this.log.error({ err: error, operLog: entry }, message);
  }

  private arm(ms: number): void {
    if (this.cancelTimer || this.closed) return;
    this.cancelTimer = this.schedule(
      () => {
        this.cancelTimer = undefined;
        void this.flush();
      },
      Math.max(0, ms),
    );
  }

  private disarm(): void {
    this.cancelTimer?.();
    this.cancelTimer = undefined;
  }
}
