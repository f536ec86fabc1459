/** Messages between the database handle (main thread, pglite-client.ts) and PGlite's thread (pglite-worker.mjs). */

/** Query options that can cross threads: Drizzle's parsers all hand values back raw. */
export interface WireQueryOptions {
  rowMode?: 'array' | 'object';
  /** Type ids whose values come back as the text Postgres sent, unparsed. */
  rawTypes?: number[];
}

export type WorkerRequest =
  | { id: number; op: 'query'; sql: string; params?: unknown[]; options?: WireQueryOptions; tx?: number }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  | { id: number; op: 'begin'; tx: number }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'dump'; compression: 'none' | 'gzip' | 'auto' }
  | { id: number; op: 'close' };

/** A database error's fields (code, detail, constraint, ...) survive the crossing. */
export interface WireError {
  name: string;
  message: string;
  fields: Record<string, unknown>;
}

export type WorkerResponse =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: WireError }
  /** Sent once when PGlite is open (id 0), or with ok false when it could not open. */
  | { id: 0; ready: true }
  | { id: 0; ready: false; error: WireError };

export interface WorkerOptions {
  dataDir?: string;
  /** A dumped data dir (tar) to start from. */
  loadDataDir?: ArrayBuffer;
}

export function fromWireError(wire: WireError): Error {
  const error = new Error(wire.message);
  error.name = wire.name;
  Object.assign(error, wire.fields);
  return error;
}
