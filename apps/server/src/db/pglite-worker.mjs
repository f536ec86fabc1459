// PGlite's thread. Plain JavaScript on purpose: Node 20 runs no loader hooks (tsx) for a worker's
// entry file, and a worker that needs no transpiling starts the same under tsx, Vitest and node.
// The messages are typed in pglite-protocol.ts; pglite-client.ts is the other end.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The WebAssembly Postgres runs here, so a slow query no longer stops the server's main thread
 * (sessions, cached answers, timers). The main thread's ConnectionGate decides whose turn it is;
 * this side runs what it is sent and keeps the open transactions.
 */
const port = parentPort;
if (!port) throw new Error('pglite-worker runs as a worker thread');

const raw = (value) => value;

/** @param {import('./pglite-protocol').WireQueryOptions | undefined} wire */
function queryOptions(wire) {
  if (!wire) return undefined;
  const parsers = wire.rawTypes ? Object.fromEntries(wire.rawTypes.map((type) => [type, raw])) : undefined;
  return { rowMode: wire.rowMode, parsers };
}

/** A database error's plain fields (code, detail, constraint, ...) cross with its message. */
function toWireError(error) {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return { name: error.name, message: error.message, fields };
}

/** @type {Map<number, { tx: import('@electric-sql/pglite').Transaction, finish: (commit: boolean) => void, done: Promise<unknown> }>} */
const transactions = new Map();

function transactionOf(id) {
  if (id === undefined) return undefined;
  const open = transactions.get(id);
  if (!open) throw new Error(`no open transaction ${id}`);
  return open.tx;
}

/** Opens a transaction that stays open until its `end` message arrives. */
function begin(db, id) {
  return new Promise((opened, failed) => {
    const done = db
      .transaction(
        (tx) =>
          new Promise((resolve) => {
            transactions.set(id, {
              tx,
              done,
              finish: (commit) => {
                // A rollback marks the transaction closed, so PGlite does not commit it after.
                if (commit) resolve();
                else tx.rollback().then(resolve, resolve);
              },
            });
            opened();
          }),
      )
      .catch((error) => {
        // Not opened: the caller hears it now. Opened: its `end` awaits `done` and hears it then.
        if (!transactions.has(id)) failed(error);
        else throw error;
      });
  });
}

async function end(id, commit) {
  const open = transactions.get(id);
  if (!open) return;
  open.finish(commit);
  try {
    await open.done;
  } finally {
    transactions.delete(id);
  }
}

/** @param {PGlite} db @param {import('./pglite-protocol').WorkerRequest} request */
async function handle(db, request) {
  switch (request.op) {
    case 'query':
      return (transactionOf(request.tx) ?? db).query(request.sql, request.params, queryOptions(request.options));
    case 'exec':
      return (transactionOf(request.tx) ?? db).exec(request.sql);
    case 'begin':
      return begin(db, request.tx);
    case 'end':
      return end(request.tx, request.commit);
    case 'dump':
      return (await db.dumpDataDir(request.compression)).arrayBuffer();
    case 'close':
      if (!db.closed) await db.close();
      return undefined;
    default:
      throw new Error(`unknown operation ${request.op}`);
  }
}

async function main() {
  /** @type {import('./pglite-protocol').WorkerOptions} */
  const options = workerData;
  let db;
  try {
    db = await PGlite.create({
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir ? new Blob([options.loadDataDir]) : undefined,
      extensions: { pg_trgm },
    });
  } catch (error) {
    port.postMessage({ id: 0, ready: false, error: toWireError(error) });
    return;
  }
  port.on('message', (request) => {
    handle(db, request).then(
      (result) => port.postMessage({ id: request.id, ok: true, result }, result instanceof ArrayBuffer ? [result] : []),
      (error) => port.postMessage({ id: request.id, ok: false, error: toWireError(error) }),
    );
  });
  port.postMessage({ id: 0, ready: true });
}

void main();
