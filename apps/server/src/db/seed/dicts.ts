import { type DictEntry, dictCatalogue } from '@cbo/contracts';
import { inArray } from 'drizzle-orm';
import type { Database } from '../database';
import { sysDictData, sysDictType } from '../schema';
import { SEED_AUTHOR, type SeedLog, silentLog } from './seed-author';

/** Inserts missing dictionary types and values (by type and value); never overwrites. */
export async function seedDicts(
  database: Database,
  catalogue: readonly DictEntry[] = dictCatalogue,
  log: SeedLog = silentLog,
): Promise<void> {
  const types = catalogue.map((dict) => dict.type);
  await database.transaction(async () => {
    const db = database.exec();
    const presentTypes = new Set(
      (
        await db.select({ type: sysDictType.dictType }).from(sysDictType).where(inArray(sysDictType.dictType, types))
      ).map((row) => row.type),
    );
    const newTypes = catalogue
      .filter((dict) => !presentTypes.has(dict.type))
      .map((dict) => ({ dictName: dict.name, dictType: dict.type, remark: dict.remark, createBy: SEED_AUTHOR }));
    if (newTypes.length > 0) await db.insert(sysDictType).values(newTypes);

    const presentValues = new Set(
      (
        await db
          .select({ type: sysDictData.dictType, value: sysDictData.dictValue })
          .from(sysDictData)
          .where(inArray(sysDictData.dictType, types))
      ).map((row) => valueKey(row.type, row.value ?? '')),
    );
    const newValues = catalogue.flatMap((dict) =>
      dict.data
        .filter((item) => !presentValues.has(valueKey(dict.type, item.value)))
        .map((item) => ({
          dictType: dict.type,
          dictLabel: item.label,
          dictValue: item.value,
          dictSort: item.sort,
          listClass: item.listClass ?? '',
          cssClass: item.cssClass ?? '',
          isDefault: item.isDefault ? 'Y' : 'N',
          createBy: SEED_AUTHOR,
        })),
    );
    if (newValues.length > 0) await db.insert(sysDictData).values(newValues);
    if (newTypes.length + newValues.length > 0) {
      log(`seed: dictionaries ${newTypes.length} types and ${newValues.length} values inserted`);
    }
  });
}

function valueKey(type: string, value: string): string {
  return JSON.stringify([type, value]);
}
