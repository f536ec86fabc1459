import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { BackupError, type BackupManifest, ENTRY, pgliteInUse, readSecretFile, secretFingerprint } from './manifest';
import { runPgTool } from './pg-tools';
import { TarWriter } from './tar';

/** What is backed up: the configured database, DATA_DIR/files and (embedded default) DATA_DIR/app-secret. */
export interface BackupSource {
  dataDir: string;
  databaseUrl?: string;
  /** The APP_SECRET in use (plugins/config.ts). */
  appSecret: string;
}

export interface BackupOptions {
  /** The archive to write; default DATA_DIR/backups/cbo-backup-<time>.tar.gz. */
  out?: string;
  now?: Date;
}

/** Regular files under `root`, as paths relative to it with forward slashes (symlinks are skipped). */
function listFiles(root: string): string[] {
  if (!existsSync(root)) return [];
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) found.push(relative(root, path).split(sep).join('/'));
    }
  };
  walk(root);
  return found.sort();
}

function stamp(now: Date): string {
  return now
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replace(/[-:]/g, '')
    .replace('T', '-');
}

async function dumpPglite(pgDir: string): Promise<Buffer> {
  if (!existsSync(join(pgDir, 'PG_VERSION'))) throw new BackupError(`no embedded database in ${pgDir}`);
  if (pgliteInUse(pgDir)) {
    throw new BackupError(
      `the embedded database in ${pgDir} is open (postmaster.pid is present): stop the server first. ` +
        'If no server is running (it stopped abnormally), start it once and stop it, then back up.',
    );
  }
  const pglite = await PGlite.create({ dataDir: pgDir, extensions: { pg_trgm } });
  try {
    return Buffer.from(await (await pglite.dumpDataDir('gzip')).arrayBuffer());
  } finally {
    await pglite.close();
  }
}

/**
 * Writes one gzip'd tar archive: manifest, app-secret (embedded default), the database (PGlite's
 * data dir dump, or pg_dump's custom format) and DATA_DIR/files. Written beside the target and
 * renamed when complete, so a failed backup never leaves a file that looks like a good one.
 */
export async function createBackup(
  source: BackupSource,
  options: BackupOptions = {},
): Promise<{ file: string; manifest: BackupManifest }> {
  const now = options.now ?? new Date();
  const file = options.out ?? join(source.dataDir, 'backups', `cbo-backup-${stamp(now)}.tar.gz`);
  const filesDir = join(source.dataDir, 'files');
  const files = listFiles(filesDir);
  // The generated secret travels with the data, or the restored personal data could not be read;
  // an APP_SECRET given in the environment is the operator's to keep (only its fingerprint is stored).
  const secretIncluded = readSecretFile(source.dataDir) === source.appSecret;
  const manifest: BackupManifest = {
    format: 'cbo-backup',
    version: 1,
    createdAt: now.toISOString(),
    database: source.databaseUrl ? 'postgresql' : 'pglite',
    files: files.length,
    secretIncluded,
    secretFingerprint: secretFingerprint(source.appSecret),
  };

  const work = mkdtempSync(join(tmpdir(), 'cbo-backup-'));
  const partial = `${file}.partial`;
  const gzip = createGzip();
  try {
    // The database first: a refusal (server running, pg_dump missing) leaves no file behind.
    let database: { path: string; size: number; content: Buffer | string };
    if (source.databaseUrl) {
      const dump = join(work, 'postgresql.dump');
      await runPgTool('pg_dump', source.databaseUrl, [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--file=${dump}`,
      ]);
      database = { path: ENTRY.postgresql, size: statSync(dump).size, content: dump };
    } else {
      const dump = await dumpPglite(join(source.dataDir, 'pg'));
      database = { path: ENTRY.pglite, size: dump.length, content: dump };
    }

    mkdirSync(dirname(file), { recursive: true });
    // Personal data (and possibly the secret) is inside: readable by the owner only.
    const written = pipeline(gzip, createWriteStream(partial, { mode: 0o600 }));
    // Awaited below; a failure while adding entries destroys the stream and this settles quietly.
    written.catch(() => {});
    const tar = new TarWriter(gzip);
    const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 2));
    await tar.add(ENTRY.manifest, manifestBytes.length, manifestBytes, now);
    if (secretIncluded) {
      const secret = Buffer.from(`${source.appSecret}\n`);
      await tar.add(ENTRY.secret, secret.length, secret, now);
    }
    const { content } = database;
    await tar.add(database.path, database.size, Buffer.isBuffer(content) ? content : createReadStream(content), now);
    for (const name of files) {
      const path = join(filesDir, name);
      const stat = statSync(path);
      await tar.add(`${ENTRY.files}${name}`, stat.size, createReadStream(path), stat.mtime);
    }
    await tar.finish();
    gzip.end();
    await written;
    renameSync(partial, file);
    return { file, manifest };
  } catch (error) {
    gzip.destroy();
    rmSync(partial, { force: true });
    throw error;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
