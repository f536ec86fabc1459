import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { bearer, loginAs } from '../../../test/auth-helpers';
import { multipartBody } from '../../../test/multipart';
import { databaseUrl, quoteIdent, withAdminClient } from '../../../test/pg-admin';
import { testConfig, writeFakeWebDist } from '../../../test/test-app';
import { openTestDatabase } from '../../../test/test-database';
import { TEST_APP_SECRET } from '../../../test/test-secret';
import { buildApp } from '../../app';
import { ManualClock } from '../../lib/clock';
import { MemoryCache } from '../../plugins/cache/memory-cache';
import { Database } from '../database';
import { createBackup } from './create-backup';
import { type BackupManifest, secretFingerprint } from './manifest';
import { restoreBackup } from './restore-backup';
import { TarWriter } from './tar';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');
// A data dir is written, dumped and loaded several times over (PGlite on disk: ~10 s each on a busy machine).
const SLOW = 180_000;
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'cbo-backup-test-'));
  dirs.push(dir);
  return dir;
}

/** The app as it runs on `dataDir` (secret from DATA_DIR/app-secret unless the database is PostgreSQL). */
async function start(dataDir: string, database: Database, appSecret?: string) {
  writeFakeWebDist(join(dataDir, 'web'));
  const config = testConfig(dataDir, { APP_CAPTCHA: 'off', APP_SECRET: appSecret ?? '' });
  const cache = new MemoryCache(new ManualClock());
  const app = await buildApp({ config, database, cache, clock: new ManualClock() });
  await app.ready();
  return { app, config, close: () => app.close().then(() => database.close()) };
}

type Running = Awaited<ReturnType<typeof start>>;

async function uploadPdf(running: Running): Promise<{ fileName: string; url: string }> {
  const token = await loginAs(running.app, 'admin');
  const body = multipartBody([{ field: 'file', filename: 'plan.pdf', content: PDF }]);
  const res = await running.app.inject({
    method: 'POST',
    url: '/prod-api/common/upload',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
  expect(res.json()).toMatchObject({ code: 200 });
  return res.json();
}

/** Logs in as admin/admin123 and reads the uploaded file, by resource name and by its signed URL. */
async function expectRestored(running: Running, uploaded: { fileName: string; url: string }) {
  const token = await loginAs(running.app, 'admin', 'admin123');
  const byName = await running.app.inject({
    url: `/prod-api/common/download/resource?resource=${encodeURIComponent(uploaded.fileName)}`,
    headers: bearer(token),
  });
  expect(byName.rawPayload.equals(PDF)).toBe(true);
  // The signed URL still verifies: the same APP_SECRET is in force after the restore.
  const signed = await running.app.inject({ url: uploaded.url });
  expect(signed.rawPayload.equals(PDF)).toBe(true);
}

describe.runIf(inject('dbKind') === 'pglite')('backups of the embedded default', () => {
  it(
    'restore into a fresh data dir: admin signs in and the uploaded file is there',
    async () => {
      const source = tempDir();
      writeFileSync(join(source, 'app-secret'), `${TEST_APP_SECRET}\n`);
      // An installation made from the seeded template (what the server would have created).
      const seeded = await PGlite.create({
        dataDir: join(source, 'pg'),
        loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]),
        extensions: { pg_trgm },
      });
      await seeded.close();
      const first = await start(source, await Database.open({ kind: 'pglite', dataDir: join(source, 'pg') }));
      const uploaded = await uploadPdf(first);

      // While the server has the database open, a backup is refused rather than made from a moving target.
      await expect(createBackup({ dataDir: source, appSecret: first.config.appSecret })).rejects.toThrow(
        /stop the server first/,
      );
      await first.close();

      const { file, manifest } = await createBackup({ dataDir: source, appSecret: first.config.appSecret });
      expect(file.startsWith(join(source, 'backups'))).toBe(true);
      expect(manifest).toMatchObject({ database: 'pglite', files: 1, secretIncluded: true });

      const target = join(tempDir(), 'data');
      await restoreBackup(file, { dataDir: target });
      expect(readFileSync(join(target, 'app-secret'), 'utf8').trim()).toBe(TEST_APP_SECRET);
      const restored = await start(target, await Database.open({ kind: 'pglite', dataDir: join(target, 'pg') }));
      try {
        await expectRestored(restored, uploaded);
      } finally {
        await restored.close();
      }

      // Existing data is never overwritten by accident, and a different APP_SECRET is refused.
      await expect(restoreBackup(file, { dataDir: target })).rejects.toThrow(/already holds data/);
      await expect(
        restoreBackup(file, { dataDir: join(tempDir(), 'data'), appSecret: 'y'.repeat(40) }),
      ).rejects.toThrow(/APP_SECRET differs/);
      await restoreBackup(file, { dataDir: target }, { replace: true });
      // --replace moves the data it replaces aside, never deletes it.
      expect(existsSync(join(target, 'pg', 'PG_VERSION'))).toBe(true);
      expect(
        readdirSync(target)
          .filter((name) => name.includes('.before-restore-'))
          .sort(),
      ).toEqual([expect.stringMatching(/^files\.before-restore-/), expect.stringMatching(/^pg\.before-restore-/)]);
    },
    SLOW,
  );
});

describe.runIf(inject('dbKind') === 'pg')('backups with PostgreSQL', () => {
  it(
    'restore into a fresh database: admin signs in and the uploaded file is there',
    async () => {
      const source = tempDir();
      const database = await openTestDatabase();
      const url = database.pool?.options.connectionString ?? '';
      const first = await start(source, database, TEST_APP_SECRET);
      const uploaded = await uploadPdf(first);
      await first.close();

      const { file, manifest } = await createBackup({ dataDir: source, databaseUrl: url, appSecret: TEST_APP_SECRET });
      expect(manifest).toMatchObject({ database: 'postgresql', files: 1, secretIncluded: false });

      const fresh = `cbo_restore_${randomBytes(6).toString('hex')}`;
      await withAdminClient(url, (client) => client.query(`create database ${quoteIdent(fresh)}`));
      const freshUrl = databaseUrl(url, fresh);
      try {
        const target = join(tempDir(), 'data');
        // Without the same APP_SECRET the restore is refused before anything is written.
        await expect(restoreBackup(file, { dataDir: target, databaseUrl: freshUrl })).rejects.toThrow(/APP_SECRET/);
        await restoreBackup(file, { dataDir: target, databaseUrl: freshUrl, appSecret: TEST_APP_SECRET });
        const restored = await start(target, await Database.open({ kind: 'pg', url: freshUrl }), TEST_APP_SECRET);
        try {
          await expectRestored(restored, uploaded);
        } finally {
          await restored.close();
        }
        await expect(
          restoreBackup(file, { dataDir: join(tempDir(), 'data'), databaseUrl: freshUrl, appSecret: TEST_APP_SECRET }),
        ).rejects.toThrow(/not empty/);
      } finally {
        await withAdminClient(url, (client) =>
          client.query(`drop database if exists ${quoteIdent(fresh)} with (force)`),
        );
      }
    },
    SLOW,
  );
});

describe('restoring an archive', () => {
  it('refuses an entry that would land outside DATA_DIR/files', async () => {
    const dir = tempDir();
    const archive = join(dir, 'evil.tar.gz');
    const gzip = createGzip();
    const written = pipeline(gzip, createWriteStream(archive));
    const tar = new TarWriter(gzip);
    const manifest: BackupManifest = {
      format: 'cbo-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      database: 'pglite',
      files: 1,
      secretIncluded: true,
      secretFingerprint: secretFingerprint(TEST_APP_SECRET),
    };
    const bytes = Buffer.from(JSON.stringify(manifest));
    await tar.add('manifest.json', bytes.length, bytes);
    await tar.add('files/../../escaped.txt', 2, Buffer.from('hi'));
    await tar.finish();
    gzip.end();
    await written;
    await expect(restoreBackup(archive, { dataDir: join(dir, 'data') })).rejects.toThrow(/unexpected entry/);
    expect(existsSync(join(dir, 'escaped.txt'))).toBe(false);
  });
});
