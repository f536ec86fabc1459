import type { regionForm } from '@cbo/contracts';
import { and, asc, count, eq, like, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../../db/database';
import { compOrganisation, compRegion, sysDept } from '../../../db/schema';
import { likePattern } from '../../../lib/crud/list-query';

const columns = {
  regionCode: compRegion.regionCode,
  regionName: compRegion.regionName,
  level: compRegion.level,
  parentCode: compRegion.parentCode,
  ancestors: compRegion.ancestors,
  orderNum: compRegion.orderNum,
  status: compRegion.status,
  createTime: compRegion.createTime,
};

export async function listRegions(database: Database, filter: { regionName?: string; status?: string }) {
  const conditions: SQL[] = [];
  if (filter.regionName) conditions.push(like(compRegion.regionName, likePattern(filter.regionName)));
  if (filter.status) conditions.push(eq(compRegion.status, filter.status));
  return database
    .exec()
    .select(columns)
    .from(compRegion)
    .where(and(...conditions))
    .orderBy(asc(compRegion.level), asc(compRegion.orderNum), asc(compRegion.regionCode));
}

export async function findRegion(database: Database, regionCode: string) {
  const [row] = await database
    .exec()
    .select(columns)
    .from(compRegion)
    .where(eq(compRegion.regionCode, regionCode))
    .limit(1);
  return row;
}

export async function insertRegion(
  database: Database,
  form: z.output<typeof regionForm>,
  ancestors: string,
  by: string,
) {
  await database
    .exec()
    .insert(compRegion)
    .values({ ...form, ancestors, createBy: by });
}

export async function updateRegion(
  database: Database,
  {
    regionCode,
    change,
    by,
    at,
  }: { regionCode: string; change: { regionName: string; orderNum: number; status: string }; by: string; at: string },
) {
  const result = await database
    .exec()
    .update(compRegion)
    .set({ ...change, updateBy: by, updateTime: at })
    .where(eq(compRegion.regionCode, regionCode))
    .returning({ code: compRegion.regionCode });
  return result.length;
}

/** What still points at a region: sub-regions, organisations, departments. */
export async function regionUsage(database: Database, regionCode: string) {
  const db = database.exec();
  const [{ children }] = await db
    .select({ children: count() })
    .from(compRegion)
    .where(eq(compRegion.parentCode, regionCode));
  const [{ orgs }] = await db
    .select({ orgs: count() })
    .from(compOrganisation)
    .where(eq(compOrganisation.regionCode, regionCode));
  const [{ depts }] = await db
    .select({ depts: count() })
    .from(sysDept)
    .where(and(eq(sysDept.regionCode, regionCode), eq(sysDept.delFlag, '0')));
  return { children, used: orgs + depts };
}

export async function deleteRegion(database: Database, regionCode: string) {
  await database.exec().delete(compRegion).where(eq(compRegion.regionCode, regionCode));
}
