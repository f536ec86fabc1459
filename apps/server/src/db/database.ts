import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { AutoAnalyze } from './auto-analyze';
import { PgliteClient } from './pglite-client';
import { QueryTiming, timeQueries } from './query-timing';
import * as schema from './schema';

export type Schema = typeof schema;
/** The database or the open transaction; repositories only ever see this type. */
export type Executor = PgDatabase<PgQueryResultHKT, Schema>;

/** How often PGlite's tables are looked at for growth (auto-analyze.ts). */
const AUTO_ANALYZE_INTERVAL_MS = 30_000;

/** How long a request waits for a database connection before it is told the database is busy. */
export const DEFAULT_DB_WAIT_MS = 1_000; // DB_WAIT_MS's default (plugins/config.ts)

export type DatabaseOptions =
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob | File; waitMs?: number }
  | { kind: 'pg'; url: string; poolSize?: number; waitMs?: number };

/**
 * One database handle per app. The open transaction travels through AsyncLocalStorage, so a
 * repository calling `exec()` inside a transaction always gets the transaction: on PGlite (one
 * connection) using the bare handle there would deadlock, on PostgreSQL it would escape the
 * transaction.
 */
export class Database {
  readonly kind: 'pglite' | 'pg';
  readonly db: Executor;
  /** PGlite, running in its worker thread (pglite-client.ts). */
  readonly pglite?: PgliteClient;
  readonly pool?: pg.Pool;
  /** Statement timings for the data-source monitor (no parameters kept). */
  readonly timing: QueryTiming;
  private readonly txStore = new AsyncLocalStorage<Executor>();
  private openTransactions = 0;
  /** PGlite only: refreshes the planner's statistics of tables that grew (no autovacuum there). */
  readonly autoAnalyze?: AutoAnalyze;

  private constructor(
    kind: 'pglite' | 'pg',
    db: Executor,
    handles: { pglite?: PgliteClient; pool?: pg.Pool },
    timing: QueryTiming,
  ) {
    this.kind = kind;
    this.db = db;
    this.pglite = handles.pglite;
    this.pool = handles.pool;
    this.timing = timing;
    if (handles.pglite) {
      this.autoAnalyze = new AutoAnalyze(handles.pglite);
      this.autoAnalyze.start(AUTO_ANALYZE_INTERVAL_MS);
    }
  }

  /**
   * After a large write (a batch of transitions, decisions, an import): on PGlite, the tables that
   * grew are analyzed in the background; on PostgreSQL autovacuum does it.
   */
  analyzeIfGrown(): void {
    this.autoAnalyze?.trigger();
  }

  static async open(options: DatabaseOptions): Promise<Database> {
    const timing = new QueryTiming();
    const waitMs = options.waitMs ?? DEFAULT_DB_WAIT_MS;
    if (options.kind === 'pg') {
      const pool = new pg.Pool({
        connectionString: options.url,
        max: options.poolSize ?? 10,
        // Bounded waiting for a pooled connection too; busy.ts tells its timeout apart.
        connectionTimeoutMillis: waitMs,
      });
      pool.on('error', () => {
        // an idle client lost its connection; the pool replaces it on the next checkout
      });
      // Every query, pooled or in a transaction, runs on one of the pool's clients.
      pool.on('connect', (client) => timeQueries(client, timing));
      const db = drizzlePg(pool, { schema }) as unknown as Executor;
      return new Database('pg', db, { pool }, timing);
    }
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    const pglite = await PgliteClient.create({ dataDir: options.dataDir, loadDataDir: options.loadDataDir, waitMs });
    timeQueries(pglite, timing);
    // A transaction's queries go through its own handle.
    const transaction = pglite.transaction.bind(pglite);
    pglite.transaction = (callback) =>
      transaction((tx) => {
        timeQueries(tx, timing);
        return callback(tx);
      });
    // The client has the parts of PGlite's interface that Drizzle's driver uses.
    const db = drizzlePglite(pglite as unknown as PGlite, { schema }) as unknown as Executor;
    return new Database('pglite', db, { pglite }, timing);
  }

  /**
   * How long a statement or transaction waits for a connection before DatabaseBusyError (ms; 0: no
   * limit): PGlite's one connection, or a slot of the PostgreSQL pool.
   */
  get waitMs(): number {
    return this.pglite ? this.pglite.gate.waitMs : (this.pool?.options.connectionTimeoutMillis ?? 0);
  }

  set waitMs(ms: number) {
    if (this.pglite) this.pglite.gate.waitMs = ms;
    if (this.pool) this.pool.options.connectionTimeoutMillis = ms;
  }

  /** The current transaction when inside one, else the database. */
  exec(): Executor {
    return this.txStore.getStore() ?? this.db;
  }

  get inTransaction(): boolean {
    return this.txStore.getStore() !== undefined;
  }

  /** Runs `work` in a transaction; nested calls join the outer one. */
  async transaction<T>(work: () => Promise<T>): Promise<T> {
    if (this.inTransaction) return work();
    this.openTransactions++;
    try {
      return await this.db.transaction((tx) => this.txStore.run(tx as unknown as Executor, work));
    } finally {
      // While a store is enabled Node 20 runs a hook on every promise of the process: switch it
      // off when no transaction is open (the next run switches it on again).
      if (--this.openTransactions === 0) this.txStore.disable();
    }
  }

  async ping(): Promise<number> {
    const started = performance.now();
    await this.exec().execute(sql`select 1`);
    return performance.now() - started;
  }

  private closed = false;

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.autoAnalyze?.stop();
    if (this.pool) await this.pool.end();
    if (this.pglite && !this.pglite.closed) await this.pglite.close();
  }
}
