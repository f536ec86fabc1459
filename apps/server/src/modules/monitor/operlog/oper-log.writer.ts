import type { Database } from '../../../db/database';
import { sysOperLog } from '../../../db/schema';

export type OperLogEntry = typeof sysOperLog.$inferInsert;

export interface OperLogWriterOptions {
  /** Rows are written at most this long after their request answered. */
  flushMs: number;
  /** A batch never holds more rows than this (one multi-row INSERT each). */
  batchSize: number;
  /** Rows beyond this while the database is slow are dropped (and counted), never blocking requests. */
  maxQueued: number;
}

const DEFAULTS: OperLogWriterOptions = { flushMs: 1_000, batchSize: 200, maxQueued: 20_000 };

/**
 * Writes operation-log rows after the answer, in batches, so a request never waits for its log
 * row and PGlite's single connection is not taken once per request.
 */
export class OperLogWriter {
  private queue: OperLogEntry[] = [];
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;
  dropped = 0;

  constructor(
    private readonly database: Database,
    private readonly log: { error(obj: unknown, msg: string): void },
    private readonly options: OperLogWriterOptions = DEFAULTS,
  ) {}

  record(entry: OperLogEntry): void {
    if (this.queue.length >= this.options.maxQueued) {
      this.dropped++;
      return;
    }
    this.queue.push(entry);
    if (this.queue.length >= this.options.batchSize) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.options.flushMs);
  }

  /** Writes everything queued so far (tests and shutdown call it; otherwise the timer does). */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    while (this.flushing) await this.flushing;
    if (this.queue.length === 0) return;
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
      try {
        await this.database.exec().insert(sysOperLog).values(batch);
      } catch (error) {
        this.log.error({ err: error, rows: batch.length }, 'operation log rows could not be written');
      }
    }
  }

  get pending(): number {
    return this.queue.length;
  }
}
