import { ResultCode } from '@cbo/contracts';
import { AppError } from '../lib/app-error';

/**
 * The database could not take the request within the configured wait (DB_WAIT_MS): its connection
 * was held by others all that time. An AppError, so the request answers a "busy, try again" text
 * at once instead of queueing for tens of seconds behind a long transaction or a crowd.
 */
export class DatabaseBusyError extends AppError {
  override name = 'DatabaseBusyError';

  constructor(readonly waitedMs: number) {
    super(ResultCode.ERROR, 'error.databaseBusy');
  }
}

interface Waiter {
  grant: (release: () => void) => void;
  refuse: (error: Error) => void;
  timer?: NodeJS.Timeout;
}

/** Statements one flow may run back to back while others wait (see `release`). */
const MAX_FOLLOW_ON = 8;

/**
 * Turns for PGlite's single connection: one holder at a time (a statement or a whole
 * transaction), the others served first come, first served, each waiting at most `waitMs`
 * (0: no limit). Without it every caller queued inside PGlite with no bound at all.
 *
 * A request runs its statements one after another (a page, then its total): when a statement
 * ends, whatever asks before the event loop's next turn (the same flow continuing, in microtasks)
 * goes first, a few times at most. Otherwise each statement of a request queued behind the whole
 * crowd again, doubling its wait, and a request could be refused busy half done, its first
 * statement's work wasted.
 */
export class ConnectionGate {
  private held = false;
  private readonly waiters: Waiter[] = [];
  private closedWith: Error | undefined;
  /** A released connection not yet handed to a waiter: a follow-on statement may take it. */
  private handover: NodeJS.Immediate | undefined;
  private followOns = 0;

  constructor(public waitMs: number) {}

  /** How many callers wait for the connection now (the data-source monitor, tests). */
  get waiting(): number {
    return this.waiters.length;
  }

  /** Resolves with the function that gives the connection back (call it exactly once). */
  acquire(): Promise<() => void> {
    if (this.closedWith) return Promise.reject(this.closedWith);
    const followOn = this.handover !== undefined;
    if (!this.held && (!followOn || this.followOns < MAX_FOLLOW_ON)) {
      this.held = true;
      this.followOns = followOn ? this.followOns + 1 : 0;
      return Promise.resolve(this.releaser());
    }
    return new Promise((grant, refuse) => {
      const waiter: Waiter = { grant, refuse };
      if (this.waitMs > 0) {
        const limit = this.waitMs;
        waiter.timer = setTimeout(() => {
          const at = this.waiters.indexOf(waiter);
          if (at >= 0) this.waiters.splice(at, 1);
          refuse(new DatabaseBusyError(limit));
        }, limit);
      }
      this.waiters.push(waiter);
    });
  }

  /** Refuses everyone waiting and every later caller (the database is closing). */
  close(error: Error): void {
    this.closedWith = error;
    clearImmediate(this.handover);
    this.handover = undefined;
    for (const waiter of this.waiters.splice(0)) {
      clearTimeout(waiter.timer);
      waiter.refuse(error);
    }
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.held = false;
      if (this.waiters.length > 0 && !this.handover) this.handover = setImmediate(() => this.handOver());
    };
  }

  /** The event loop turned: the longest waiter gets the connection unless a follow-on took it. */
  private handOver(): void {
    this.handover = undefined;
    if (this.held) return;
    this.followOns = 0;
    const next = this.waiters.shift();
    if (!next) return;
    clearTimeout(next.timer);
    this.held = true;
    next.grant(this.releaser());
  }
}
