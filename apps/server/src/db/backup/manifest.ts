import { createHmac } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What a backup archive holds, written first in it as `manifest.json`. */
export interface BackupManifest {
  format: 'cbo-backup';
  version: 1;
  createdAt: string;
  database: 'pglite' | 'postgresql';
  /** Files under DATA_DIR/files, copied under `files/`. */
  files: number;
  /** Whether `app-secret` (the embedded default's generated APP_SECRET) is in the archive. */
  secretIncluded: boolean;
  /** Tells whether a restore uses the same APP_SECRET, without revealing it. */
  secretFingerprint: string;
}

export const ENTRY = {
  manifest: 'manifest.json',
  pglite: 'database/pglite-data.tar.gz',
  postgresql: 'database/postgresql.dump',
  secret: 'app-secret',
  files: 'files/',
} as const;

export function secretFingerprint(secret: string): string {
  return createHmac('sha256', secret).update('cbo-backup-secret-check').digest('hex').slice(0, 16);
}

/** Where the embedded default keeps its generated secret (plugins/config.ts). */
export function secretFile(dataDir: string): string {
  return join(dataDir, 'app-secret');
}

export function readSecretFile(dataDir: string): string | undefined {
  const file = secretFile(dataDir);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
}

/**
 * PGlite writes postmaster.pid while a data dir is open and removes it on close. Its content never
 * names a live process, so its presence is all there is to go on: a second PGlite on an open data
 * dir would not be refused, and would corrupt it.
 */
export function pgliteInUse(pgDir: string): boolean {
  return existsSync(join(pgDir, 'postmaster.pid'));
}

/** A refusal or failure with a message meant for the operator (printed without a stack trace). */
export class BackupError extends Error {
  override name = 'BackupError';
}
