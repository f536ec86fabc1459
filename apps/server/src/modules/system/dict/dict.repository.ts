import type { DictDataForm } from '@cbo/contracts';
import { and, asc, eq, gt, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { sysDictData } from '../../../db/schema';
import { type FilterSpec, filterConditions, orderBy } from '../../../lib/crud/list-query';
import { pagedList } from '../../../lib/crud/paged-list';
import { isTaken } from '../../../lib/crud/taken';

/** The fields the dictionary cache and `GET /system/dict/data/type/:dictType` carry. */
const entryColumns = {
  dictCode: sysDictData.dictCode,
  dictSort: sysDictData.dictSort,
  dictLabel: sysDictData.dictLabel,
  dictLabelEn: sysDictData.dictLabelEn,
  dictValue: sysDictData.dictValue,
  dictType: sysDictData.dictType,
  cssClass: sysDictData.cssClass,
  listClass: sysDictData.listClass,
  isDefault: sysDictData.isDefault,
  status: sysDictData.status,
  remark: sysDictData.remark,
  createTime: sysDictData.createTime,
};

const columns = {
  ...entryColumns,
  createBy: sysDictData.createBy,
  updateBy: sysDictData.updateBy,
  updateTime: sysDictData.updateTime,
};

const filters: FilterSpec = {
  dictType: { op: 'eq', column: sysDictData.dictType },
  dictLabel: { op: 'like', column: sysDictData.dictLabel },
  status: { op: 'eq', column: sysDictData.status },
};

const sortable = {
  dictCode: sysDictData.dictCode,
  dictSort: sysDictData.dictSort,
  dictLabel: sysDictData.dictLabel,
  dictValue: sysDictData.dictValue,
  createTime: sysDictData.createTime,
};

export interface DictDataFilter {
  dictType?: string;
  dictLabel?: string;
  status?: string;
}

function where(filter: DictDataFilter): SQL | undefined {
  return and(...filterConditions(filters, { ...filter }));
}

/** Null label or value (imported rows) read as empty text, as the wire shape has no nulls there. */
function withText<Row extends { dictLabel: string | null; dictValue: string | null }>(row: Row) {
  return { ...row, dictLabel: row.dictLabel ?? '', dictValue: row.dictValue ?? '' };
}

/** The enabled entries of a type, by sort order then code. */
export async function findEnabledDictData(database: Database, dictType: string) {
  const rows = await database
    .exec()
    .select(entryColumns)
    .from(sysDictData)
    .where(and(eq(sysDictData.dictType, dictType), eq(sysDictData.status, '0')))
    .orderBy(asc(sysDictData.dictSort), asc(sysDictData.dictCode));
  return rows.map(withText);
}

/** Every enabled entry of every type, in each type's order (for reloading the cache). */
export async function findAllEnabledDictData(database: Database) {
  const rows = await database
    .exec()
    .select(entryColumns)
    .from(sysDictData)
    .where(eq(sysDictData.status, '0'))
    .orderBy(asc(sysDictData.dictType), asc(sysDictData.dictSort), asc(sysDictData.dictCode));
  return rows.map(withText);
}

export async function listDictData(
  database: Database,
  filter: DictDataFilter,
  page: { pageNum: number; pageSize: number; orderByColumn?: string; isAsc?: string },
) {
  const condition = where(filter);
  const order = orderBy(sortable, page, [asc(sysDictData.dictSort)], sysDictData.dictCode);
  return pagedList(database, {
    from: sysDictData,
    where: condition,
    page,
    rows: async ({ limit, offset }) =>
      (
        await database
          .exec()
          .select(columns)
          .from(sysDictData)
          .where(condition)
          .orderBy(...order)
          .limit(limit)
          .offset(offset)
      ).map(withText),
  });
}

/** A keyset page for exports: entries matching the filter with dictCode above `after`. */
export async function dictDataAfter(
  database: Database,
  filter: DictDataFilter,
  after: number | undefined,
  size: number,
) {
  const rows = await database
    .exec()
    .select(columns)
    .from(sysDictData)
    .where(and(where(filter), after === undefined ? undefined : gt(sysDictData.dictCode, after)))
    .orderBy(asc(sysDictData.dictCode))
    .limit(size);
  return rows.map(withText);
}

export async function findDictData(database: Database, dictCode: number) {
  const [row] = await database.exec().select(columns).from(sysDictData).where(eq(sysDictData.dictCode, dictCode));
  return row ? withText(row) : undefined;
}

export function valueTaken(database: Database, dictType: string, dictValue: string, exceptCode?: number) {
  const match = and(eq(sysDictData.dictType, dictType), eq(sysDictData.dictValue, dictValue));
  return isTaken(database, sysDictData.dictCode, match, exceptCode);
}

export async function insertDictData(database: Database, form: DictDataForm, createBy: string) {
  await database
    .exec()
    .insert(sysDictData)
    .values({
      ...form,
      cssClass: form.cssClass ?? '',
      listClass: form.listClass ?? '',
      remark: form.remark ?? null,
      createBy,
    });
}

export async function updateDictData(
  database: Database,
  { dictCode, form, updateBy, at }: { dictCode: number; form: DictDataForm; updateBy: string; at: string },
) {
  const result = await database
    .exec()
    .update(sysDictData)
    .set({
      ...form,
      cssClass: form.cssClass ?? '',
      listClass: form.listClass ?? '',
      remark: form.remark ?? null,
      updateBy,
      updateTime: at,
    })
    .where(eq(sysDictData.dictCode, dictCode))
    .returning({ code: sysDictData.dictCode });
  return result.length;
}

/** Deletes entries and answers the types they belonged to. */
export async function deleteDictData(database: Database, dictCodes: number[]) {
  const rows = await database
    .exec()
    .delete(sysDictData)
    .where(inArray(sysDictData.dictCode, dictCodes))
    .returning({ dictType: sysDictData.dictType });
  return [...new Set(rows.map((row) => row.dictType))];
}

/** Files every entry of one type under another (a type renamed). */
export async function moveDictData(database: Database, fromType: string, toType: string) {
  await database.exec().update(sysDictData).set({ dictType: toType }).where(eq(sysDictData.dictType, fromType));
}

/** Types among these that still have entries. */
export async function typesWithData(database: Database, dictTypes: string[]) {
  if (dictTypes.length === 0) return new Set<string>();
  const rows = await database
    .exec()
    .selectDistinct({ dictType: sysDictData.dictType })
    .from(sysDictData)
    .where(inArray(sysDictData.dictType, dictTypes));
  return new Set(rows.map((row) => row.dictType));
}
