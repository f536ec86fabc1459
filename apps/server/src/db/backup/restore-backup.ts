import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Writable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import {
  BackupError,
  type BackupManifest,
  ENTRY,
  pgliteInUse,
  readSecretFile,
  secretFile,
  secretFingerprint,
} from './manifest';
import { runPgTool } from './pg-tools';
import { readTar, type TarEntry } from './tar';

/** Where a backup is restored: the configured DATA_DIR and database. */
export interface RestoreTarget {
  dataDir: string;
  databaseUrl?: string;
  /** APP_SECRET from the environment, when set (else the embedded default's DATA_DIR/app-secret). */
  appSecret?: string;
}

export interface RestoreOptions {
  /**
   * Restore over existing data: the embedded database, files and secret are moved aside to
   * `<name>.before-restore-<time>` (never deleted); on PostgreSQL, objects are dropped first.
   */
  replace?: boolean;
  now?: Date;
}

class Collector extends Writable {
  readonly chunks: Buffer[] = [];
  override _write(chunk: Buffer, _encoding: string, done: () => void) {
    this.chunks.push(chunk);
    done();
  }
  get bytes(): Buffer {
    return Buffer.concat(this.chunks);
  }
}

function nonEmpty(path: string): boolean {
  return existsSync(path) && readdirSync(path).length > 0;
}

/** A path inside `files/` that stays inside it (the archive is input like any other). */
function safeFilePath(path: string): string | undefined {
  const rest = path.slice(ENTRY.files.length);
  const parts = rest.split('/');
  if (rest === '' || rest.includes('\\') || rest.includes('\0')) return undefined;
  if (parts.some((part) => part === '' || part === '.' || part === '..')) return undefined;
  return rest;
}

async function userTableCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      "select count(*) as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
    );
    return Number(rows[0].n);
  } finally {
    await client.end();
  }
}

function checkManifest(manifest: BackupManifest, target: RestoreTarget): void {
  if (manifest.format !== 'cbo-backup' || manifest.version !== 1)
    throw new BackupError('not a backup of this application');
  const kind = target.databaseUrl ? 'postgresql' : 'pglite';
  if (manifest.database !== kind) {
    throw new BackupError(
      `the backup holds a ${manifest.database} database but the target is ${kind}: ` +
        (kind === 'pglite' ? 'set DATABASE_URL to restore it' : 'unset DATABASE_URL to restore it'),
    );
  }
}

/** The secret the restored data will be read with, checked against the backup's before anything is written. */
function checkSecret(manifest: BackupManifest, target: RestoreTarget, replace: boolean): void {
  const mismatch =
    'the APP_SECRET differs from the one the backup was made with: personal data (ID and mobile numbers) ' +
    'is encrypted with it and could not be read. Use the same APP_SECRET';
  if (target.appSecret !== undefined) {
    if (secretFingerprint(target.appSecret) !== manifest.secretFingerprint) throw new BackupError(`${mismatch}.`);
    return;
  }
  const existing = readSecretFile(target.dataDir);
  if (manifest.secretIncluded) {
    if (existing !== undefined && secretFingerprint(existing) !== manifest.secretFingerprint && !replace) {
      throw new BackupError(
        `${secretFile(target.dataDir)} holds another secret: restore with --replace to move it aside.`,
      );
    }
    return;
  }
  if (existing === undefined || secretFingerprint(existing) !== manifest.secretFingerprint) {
    throw new BackupError(`${mismatch} (set APP_SECRET).`);
  }
}

/**
 * Restores an archive of createBackup into a stopped installation. Everything is checked first
 * (kind of database, secret, empty target); existing data is only ever moved aside, with --replace.
 */
export async function restoreBackup(
  archive: string,
  target: RestoreTarget,
  options: RestoreOptions = {},
): Promise<BackupManifest> {
  const replace = options.replace ?? false;
  const suffix = `.before-restore-${(options.now ?? new Date()).toISOString().replace(/[-:.]/g, '')}`;
  const pgDir = join(target.dataDir, 'pg');
  const filesDir = join(target.dataDir, 'files');
  const work = mkdtempSync(join(tmpdir(), 'cbo-restore-'));
  const manifestBytes = new Collector();
  let manifest: BackupManifest | undefined;
  let pgliteDump: Collector | undefined;
  let pgDump: string | undefined;

  const prepare = async (): Promise<BackupManifest> => {
    if (manifestBytes.chunks.length === 0) throw new BackupError('not a backup of this application (no manifest)');
    const read = JSON.parse(manifestBytes.bytes.toString('utf8')) as BackupManifest;
    checkManifest(read, target);
    checkSecret(read, target, replace);
    const aside = (path: string) => {
      if (!existsSync(path)) return;
      if (!replace)
        throw new BackupError(`${path} already holds data: restore into a fresh DATA_DIR, or pass --replace.`);
      renameSync(path, `${path}${suffix}`);
    };
    if (target.databaseUrl) {
      if (!replace && (await userTableCount(target.databaseUrl)) > 0) {
        throw new BackupError('the target database is not empty: restore into a fresh database, or pass --replace.');
      }
    } else {
      if (pgliteInUse(pgDir))
        throw new BackupError(`the embedded database in ${pgDir} is open: stop the server first.`);
      if (nonEmpty(pgDir)) aside(pgDir);
    }
    if (nonEmpty(filesDir)) aside(filesDir);
    if (read.secretIncluded && target.appSecret === undefined) {
      const existing = readSecretFile(target.dataDir);
      if (existing !== undefined && secretFingerprint(existing) !== read.secretFingerprint)
        aside(secretFile(target.dataDir));
    }
    return read;
  };

  try {
    await readTar(createReadStream(archive).pipe(createGunzip()), async (entry: TarEntry) => {
      if (!manifest && entry.path !== ENTRY.manifest) manifest = await prepare();
      if (entry.path === ENTRY.manifest) return manifestBytes;
      if (entry.path === ENTRY.secret) {
        if (target.appSecret !== undefined) return undefined;
        mkdirSync(target.dataDir, { recursive: true });
        return createWriteStream(secretFile(target.dataDir), { mode: 0o600 });
      }
      if (entry.path === ENTRY.pglite && !target.databaseUrl) {
        pgliteDump = new Collector();
        return pgliteDump;
      }
      if (entry.path === ENTRY.postgresql && target.databaseUrl) {
        pgDump = join(work, 'postgresql.dump');
        return createWriteStream(pgDump);
      }
      const name = entry.path.startsWith(ENTRY.files) ? safeFilePath(entry.path) : undefined;
      if (name === undefined) throw new BackupError(`unexpected entry in the backup: ${entry.path}`);
      const path = join(filesDir, name);
      mkdirSync(dirname(path), { recursive: true });
      return createWriteStream(path);
    });
    manifest ??= await prepare();

    if (target.databaseUrl) {
      if (!pgDump) throw new BackupError('the backup holds no database dump');
      const clean = replace ? ['--clean', '--if-exists'] : [];
      await runPgTool('pg_restore', target.databaseUrl, [
        ...clean,
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        pgDump,
      ]);
    } else {
      if (!pgliteDump) throw new BackupError('the backup holds no database dump');
      mkdirSync(pgDir, { recursive: true });
      const pglite = await PGlite.create({
        dataDir: pgDir,
        loadDataDir: new Blob([pgliteDump.bytes]),
        extensions: { pg_trgm },
      });
      await pglite.close();
    }
    return manifest;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
