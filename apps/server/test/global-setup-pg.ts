import type { TestProject } from 'vitest/node';
import { Database } from '../src/db/database';
import { databaseUrl, dropDatabasesLike, quoteIdent, withAdminClient } from './pg-admin';
import { prepareTemplate } from './template-seed';

export const TEST_DB_PREFIX = `cbo_t${process.pid}_`;

/** Migrates and seeds a template database once; every test file gets CREATE DATABASE ... TEMPLATE. */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const template = `${TEST_DB_PREFIX}template`;
  await dropDatabasesLike(url, TEST_DB_PREFIX);
  await withAdminClient(url, (client) => client.query(`create database ${quoteIdent(template)}`));
  const database = await Database.open({ kind: 'pg', url: databaseUrl(url, template) });
  await prepareTemplate(database);
  await database.close();
  project.provide('dbKind', 'pg');
  project.provide('pgUrl', url);
  project.provide('pgTemplate', template);
  return () => dropDatabasesLike(url, TEST_DB_PREFIX);
}
