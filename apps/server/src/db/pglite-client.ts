import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import { ConnectionGate } from './connection-gate';
import {
  fromWireError,
  type WireQueryOptions,
  type WorkerOptions,
  type WorkerRequest,
  type WorkerResponse,
} from './pglite-protocol';

type Request = WorkerRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/** What Drizzle's PGlite driver, the migrator and the timing wrapper use of a PGlite handle. */
export interface PgliteQueryable {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
}

export interface PgliteTransaction extends PgliteQueryable {
  rollback(): Promise<void>;
  readonly closed: boolean;
}

export interface PgliteClientOptions {
  dataDir?: string;
  loadDataDir?: Blob | File;
  /** How long a statement or transaction may wait for the connection (ms; 0: no limit). */
  waitMs: number;
}

const WORKER_URL = new URL('./pglite-worker.mjs', import.meta.url);

/** Drizzle's parsers for PGlite only hand values back raw; anything else cannot cross threads. */
function wireOptions(options: QueryOptions | undefined): WireQueryOptions | undefined {
  if (!options) return undefined;
  const rawTypes: number[] = [];
  for (const [type, parser] of Object.entries(options.parsers ?? {})) {
    if (parser('probe', Number(type)) !== 'probe') throw new Error(`parser of type ${type} cannot cross to the worker`);
    rawTypes.push(Number(type));
  }
  return { rowMode: options.rowMode, rawTypes };
}

/**
 * PGlite in a worker thread, with the interface of a PGlite handle: the WebAssembly Postgres no
 * longer runs on the server's main thread, so one slow list does not stall every other request.
 * PGlite has one connection: a ConnectionGate hands it to one statement or one whole transaction
 * at a time, first come first served, and refuses whoever waited longer than `waitMs` with a
 * DatabaseBusyError. A transaction's statements go through its own handle, which holds the turn.
 */
export class PgliteClient implements PgliteQueryable {
  readonly gate: ConnectionGate;
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  private nextId = 1;
  private nextTransaction = 1;
  private failure: Error | undefined;
  private closing: Promise<void> | undefined;

  private constructor(
    private readonly worker: Worker,
    waitMs: number,
  ) {
    this.gate = new ConnectionGate(waitMs);
    worker.on('message', (message: WorkerResponse) => {
      if (message.id === 0) return;
      const waiting = this.pending.get(message.id);
      if (!waiting || !('ok' in message)) return;
      this.pending.delete(message.id);
      if (this.pending.size === 0) this.worker.unref();
      if (message.ok) waiting.resolve(message.result);
      else waiting.reject(fromWireError(message.error));
    });
    const fail = (error: Error) => {
      this.failure ??= error;
      this.gate.close(error);
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the PGlite worker stopped (exit code ${code})`)));
  }

  static async create(options: PgliteClientOptions): Promise<PgliteClient> {
    const workerOptions: WorkerOptions = {
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir ? await options.loadDataDir.arrayBuffer() : undefined,
    };
    const worker = new Worker(WORKER_URL, {
      workerData: workerOptions,
      transferList: workerOptions.loadDataDir ? [workerOptions.loadDataDir] : [],
    });
    await new Promise<void>((resolve, reject) => {
      const onMessage = (message: WorkerResponse) => {
        if (message.id !== 0 || !('ready' in message)) return;
        worker.off('message', onMessage);
        worker.off('error', reject);
        if (message.ready) resolve();
        else {
          void worker.terminate();
          reject(fromWireError(message.error));
        }
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
    });
    // Idle, the worker must not keep the process alive; a statement under way does (send()).
    worker.unref();
    return new PgliteClient(worker, options.waitMs);
  }

  get closed(): boolean {
    return this.closing !== undefined || this.failure !== undefined;
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.inTurn(() => this.send({ op: 'query', sql, params, options: wireOptions(options) }));
  }

  exec(sql: string): Promise<Results[]> {
    return this.inTurn(() => this.send({ op: 'exec', sql }));
  }

  /** Holds the connection from BEGIN to COMMIT (or ROLLBACK when `work` throws). */
  async transaction<T>(work: (tx: PgliteTransaction) => Promise<T>): Promise<T> {
    return this.inTurn(async () => {
      const id = this.nextTransaction++;
      await this.send({ op: 'begin', tx: id });
      let closed = false;
      const end = async (commit: boolean) => {
        if (closed) return;
        closed = true;
        await this.send({ op: 'end', tx: id, commit });
      };
      const tx: PgliteTransaction = {
        query: <R>(sql: string, params?: unknown[], options?: QueryOptions) =>
          this.send<Results<R>>({ op: 'query', sql, params, options: wireOptions(options), tx: id }),
        exec: (sql: string) => this.send<Results[]>({ op: 'exec', sql, tx: id }),
        rollback: () => end(false),
        get closed() {
          return closed;
        },
      };
      try {
        const result = await work(tx);
        await end(true);
        return result;
      } catch (error) {
        await end(false).catch(() => undefined);
        throw error;
      }
    });
  }

  /** A tar of the data dir (the test template, backups). */
  async dumpDataDir(compression: 'none' | 'gzip' | 'auto' = 'auto'): Promise<Blob> {
    const buffer = await this.inTurn(() => this.send<ArrayBuffer>({ op: 'dump', compression }));
    return new Blob([buffer]);
  }

  /** Refuses new work, lets the current holder finish, then closes PGlite and ends the thread. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      const closedError = new Error('the database is closed');
      // Behind everyone already waiting, however long that takes: they were accepted before closing.
      this.gate.waitMs = 0;
      const last = this.failure ? undefined : this.gate.acquire();
      try {
        if (last) {
          const release = await last;
          this.gate.close(closedError);
          await this.send({ op: 'close' });
          release();
        }
      } finally {
        await this.worker.terminate();
      }
    })();
    return this.closing;
  }

  private async inTurn<T>(work: () => Promise<T>): Promise<T> {
    if (this.closing) throw new Error('the database is closed');
    const release = await this.gate.acquire();
    try {
      return await work();
    } finally {
      release();
    }
  }

  private send<T>(request: Request): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      if (this.pending.size === 1) this.worker.ref();
      this.worker.postMessage({ ...request, id } as WorkerRequest);
    });
  }
}
