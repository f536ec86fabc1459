import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { Database } from '../src/db/database';
import { prepareTemplate } from './template-seed';

/** Migrates and seeds once; every test file then loads a copy of the dumped data dir. */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'cbo-pglite-template-'));
  const database = await Database.open({ kind: 'pglite' });
  await prepareTemplate(database);
  const dump = await database.pglite!.dumpDataDir('none');
  const file = join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('dbKind', 'pglite');
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
