import type { ConfigForm } from '@cbo/contracts';
import { and, asc, eq, gt, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { sysConfig } from '../../../db/schema';
import { dateRangeCondition, type FilterSpec, filterConditions, orderBy } from '../../../lib/crud/list-query';
import { pagedList } from '../../../lib/crud/paged-list';
import { isTaken } from '../../../lib/crud/taken';

const columns = {
  configId: sysConfig.configId,
  configName: sysConfig.configName,
  configKey: sysConfig.configKey,
  configValue: sysConfig.configValue,
  configType: sysConfig.configType,
  remark: sysConfig.remark,
  createBy: sysConfig.createBy,
  createTime: sysConfig.createTime,
  updateBy: sysConfig.updateBy,
  updateTime: sysConfig.updateTime,
};

const filters: FilterSpec = {
  configName: { op: 'like', column: sysConfig.configName },
  configKey: { op: 'like', column: sysConfig.configKey },
  configType: { op: 'eq', column: sysConfig.configType },
};

const sortable = {
  configId: sysConfig.configId,
  configName: sysConfig.configName,
  configKey: sysConfig.configKey,
  createTime: sysConfig.createTime,
};

export interface ConfigFilter {
  configName?: string;
  configKey?: string;
  configType?: string;
  params?: { beginTime?: string; endTime?: string };
}

function where(filter: ConfigFilter): SQL | undefined {
  return and(...filterConditions(filters, { ...filter }), dateRangeCondition(sysConfig.createTime, filter.params));
}

function withText<Row extends { configName: string | null; configValue: string | null }>(row: Row) {
  return { ...row, configName: row.configName ?? '', configValue: row.configValue ?? '' };
}

export async function findConfigValue(database: Database, key: string): Promise<string | undefined> {
  const [row] = await database
    .exec()
    .select({ value: sysConfig.configValue })
    .from(sysConfig)
    .where(eq(sysConfig.configKey, key))
    .limit(1);
  return row ? (row.value ?? '') : undefined;
}

/** Every key with its value (for reloading the cache). */
export async function allConfigValues(database: Database) {
  const rows = await database.exec().select({ key: sysConfig.configKey, value: sysConfig.configValue }).from(sysConfig);
  return rows.map((row) => ({ key: row.key, value: row.value ?? '' }));
}

export async function listConfigs(
  database: Database,
  filter: ConfigFilter,
  page: { pageNum: number; pageSize: number; orderByColumn?: string; isAsc?: string },
) {
  const condition = where(filter);
  const order = orderBy(sortable, page, [], sysConfig.configId);
  return pagedList(database, {
    from: sysConfig,
    where: condition,
    page,
    rows: async ({ limit, offset }) =>
      (
        await database
          .exec()
          .select(columns)
          .from(sysConfig)
          .where(condition)
          .orderBy(...order)
          .limit(limit)
          .offset(offset)
      ).map(withText),
  });
}

/** A keyset page for exports: keys matching the filter with configId above `after`. */
export async function configsAfter(database: Database, filter: ConfigFilter, after: number | undefined, size: number) {
  const rows = await database
    .exec()
    .select(columns)
    .from(sysConfig)
    .where(and(where(filter), after === undefined ? undefined : gt(sysConfig.configId, after)))
    .orderBy(asc(sysConfig.configId))
    .limit(size);
  return rows.map(withText);
}

export async function findConfig(database: Database, configId: number) {
  const [row] = await database.exec().select(columns).from(sysConfig).where(eq(sysConfig.configId, configId));
  return row ? withText(row) : undefined;
}

export async function findConfigsByIds(database: Database, configIds: number[]) {
  const rows = await database.exec().select(columns).from(sysConfig).where(inArray(sysConfig.configId, configIds));
  return rows.map(withText);
}

/** Whether another row already uses this key. */
export function configKeyTaken(database: Database, configKey: string, exceptId?: number) {
  return isTaken(database, sysConfig.configId, eq(sysConfig.configKey, configKey), exceptId);
}

export async function insertConfig(database: Database, form: ConfigForm, createBy: string) {
  await database
    .exec()
    .insert(sysConfig)
    .values({ ...form, remark: form.remark ?? null, createBy });
}

export async function updateConfig(
  database: Database,
  { configId, form, updateBy, at }: { configId: number; form: ConfigForm; updateBy: string; at: string },
) {
  await database
    .exec()
    .update(sysConfig)
    .set({ ...form, remark: form.remark ?? null, updateBy, updateTime: at })
    .where(eq(sysConfig.configId, configId));
}

export async function deleteConfigs(database: Database, configIds: number[]) {
  await database.exec().delete(sysConfig).where(inArray(sysConfig.configId, configIds));
}
