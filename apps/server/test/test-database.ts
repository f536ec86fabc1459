import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { Database } from '../src/db/database';
import { databaseUrl, quoteIdent, withAdminClient } from './pg-admin';

/** A private copy of the migrated, seeded template: PGlite in memory, or a new PostgreSQL database. */
export async function openTestDatabase(): Promise<Database> {
  return (await openSharedTestDatabase(1))[0];
}

/**
 * `count` handles on one private copy, as that many server instances have: separate pools on
 * PostgreSQL; on PGlite (one connection per instance) the one instance for all of them.
 */
export async function openSharedTestDatabase(count: number): Promise<Database[]> {
  if (inject('dbKind') === 'pg') {
    const url = inject('pgUrl');
    const template = inject('pgTemplate');
    const name = `${template.replace(/template$/, '')}${randomBytes(6).toString('hex')}`;
    await withAdminClient(url, (client) =>
      client.query(`create database ${quoteIdent(name)} template ${quoteIdent(template)}`),
    );
    return Promise.all(
      Array.from({ length: count }, () => Database.open({ kind: 'pg', url: databaseUrl(url, name), poolSize: 4 })),
    );
  }
  const dump = readFileSync(inject('pgliteTemplate'));
  const database = await Database.open({ kind: 'pglite', loadDataDir: new Blob([dump]) });
  return Array.from({ length: count }, () => database);
}

/** A fresh, empty database (not migrated): for migration tests. */
export async function openEmptyDatabase(): Promise<{ open: () => Promise<Database> }> {
  if (inject('dbKind') === 'pg') {
    const url = inject('pgUrl');
    const name = `${inject('pgTemplate').replace(/template$/, '')}e${randomBytes(6).toString('hex')}`;
    await withAdminClient(url, (client) => client.query(`create database ${quoteIdent(name)}`));
    return { open: () => Database.open({ kind: 'pg', url: databaseUrl(url, name), poolSize: 4 }) };
  }
  let shared: Promise<Database> | undefined;
  // PGlite has one connection per instance: "two servers" on PGlite share the one instance.
  return { open: () => (shared ??= Database.open({ kind: 'pglite' })) };
}
