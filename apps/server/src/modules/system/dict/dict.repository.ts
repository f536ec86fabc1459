import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { sysDictData } from '../../../db/schema';

/** The enabled entries of a type, by sort order then code. */
export async function findEnabledDictData(database: Database, dictType: string) {
  return database
    .exec()
    .select({
      dictCode: sysDictData.dictCode,
      dictSort: sysDictData.dictSort,
      dictLabel: sysDictData.dictLabel,
      dictValue: sysDictData.dictValue,
      dictType: sysDictData.dictType,
      cssClass: sysDictData.cssClass,
      listClass: sysDictData.listClass,
      isDefault: sysDictData.isDefault,
      status: sysDictData.status,
      remark: sysDictData.remark,
      createTime: sysDictData.createTime,
    })
    .from(sysDictData)
    .where(and(eq(sysDictData.dictType, dictType), eq(sysDictData.status, '0')))
    .orderBy(asc(sysDictData.dictSort), asc(sysDictData.dictCode));
}
