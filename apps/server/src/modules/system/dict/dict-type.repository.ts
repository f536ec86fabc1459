import type { DictTypeForm } from '@cbo/contracts';
import { and, asc, eq, gt, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { sysDictType } from '../../../db/schema';
import { dateRangeCondition, type FilterSpec, filterConditions, orderBy } from '../../../lib/crud/list-query';
import { pagedList } from '../../../lib/crud/paged-list';
import { isTaken } from '../../../lib/crud/taken';

const columns = {
  dictId: sysDictType.dictId,
  dictName: sysDictType.dictName,
  dictType: sysDictType.dictType,
  status: sysDictType.status,
  remark: sysDictType.remark,
  createBy: sysDictType.createBy,
  createTime: sysDictType.createTime,
  updateBy: sysDictType.updateBy,
  updateTime: sysDictType.updateTime,
};

const filters: FilterSpec = {
  dictName: { op: 'like', column: sysDictType.dictName },
  dictType: { op: 'like', column: sysDictType.dictType },
  status: { op: 'eq', column: sysDictType.status },
};

const sortable = {
  dictId: sysDictType.dictId,
  dictName: sysDictType.dictName,
  dictType: sysDictType.dictType,
  createTime: sysDictType.createTime,
};

export interface DictTypeFilter {
  dictName?: string;
  dictType?: string;
  status?: string;
  params?: { beginTime?: string; endTime?: string };
}

function where(filter: DictTypeFilter): SQL | undefined {
  return and(...filterConditions(filters, { ...filter }), dateRangeCondition(sysDictType.createTime, filter.params));
}

function withName<Row extends { dictName: string | null }>(row: Row) {
  return { ...row, dictName: row.dictName ?? '' };
}

export async function listDictTypes(
  database: Database,
  filter: DictTypeFilter,
  page: { pageNum: number; pageSize: number; orderByColumn?: string; isAsc?: string },
) {
  const condition = where(filter);
  const order = orderBy(sortable, page, [], sysDictType.dictId);
  return pagedList(database, {
    from: sysDictType,
    where: condition,
    page,
    rows: async ({ limit, offset }) =>
      (
        await database
          .exec()
          .select(columns)
          .from(sysDictType)
          .where(condition)
          .orderBy(...order)
          .limit(limit)
          .offset(offset)
      ).map(withName),
  });
}

/** A keyset page for exports: types matching the filter with dictId above `after`. */
export async function dictTypesAfter(
  database: Database,
  filter: DictTypeFilter,
  after: number | undefined,
  size: number,
) {
  const rows = await database
    .exec()
    .select(columns)
    .from(sysDictType)
    .where(and(where(filter), after === undefined ? undefined : gt(sysDictType.dictId, after)))
    .orderBy(asc(sysDictType.dictId))
    .limit(size);
  return rows.map(withName);
}

export async function allDictTypes(database: Database) {
  const rows = await database.exec().select(columns).from(sysDictType).orderBy(asc(sysDictType.dictId));
  return rows.map(withName);
}

export async function findDictType(database: Database, dictId: number) {
  const [row] = await database.exec().select(columns).from(sysDictType).where(eq(sysDictType.dictId, dictId));
  return row ? withName(row) : undefined;
}

export async function findDictTypesByIds(database: Database, dictIds: number[]) {
  const rows = await database.exec().select(columns).from(sysDictType).where(inArray(sysDictType.dictId, dictIds));
  return rows.map(withName);
}

export async function dictTypeExists(database: Database, dictType: string) {
  const [row] = await database
    .exec()
    .select({ id: sysDictType.dictId })
    .from(sysDictType)
    .where(eq(sysDictType.dictType, dictType))
    .limit(1);
  return Boolean(row);
}

export function dictTypeTaken(database: Database, dictType: string, exceptId?: number) {
  return isTaken(database, sysDictType.dictId, eq(sysDictType.dictType, dictType), exceptId);
}

export async function insertDictType(database: Database, form: DictTypeForm, createBy: string) {
  await database
    .exec()
    .insert(sysDictType)
    .values({ ...form, remark: form.remark ?? null, createBy });
}

export async function updateDictType(
  database: Database,
  { dictId, form, updateBy, at }: { dictId: number; form: DictTypeForm; updateBy: string; at: string },
) {
  const result = await database
    .exec()
    .update(sysDictType)
    .set({ ...form, remark: form.remark ?? null, updateBy, updateTime: at })
    .where(eq(sysDictType.dictId, dictId))
    .returning({ id: sysDictType.dictId });
  return result.length;
}

export async function deleteDictTypes(database: Database, dictIds: number[]) {
  await database.exec().delete(sysDictType).where(inArray(sysDictType.dictId, dictIds));
}
