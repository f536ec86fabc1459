import { type DictEntry, dictCatalogue } from '@cbo/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../database';
import { sysDictData, sysDictType } from '../schema';
import { SEED_AUTHOR, type SeedLog, silentLog } from './seed-author';

/**
 * Inserts missing dictionary types and values (by type and value); never overwrites, except that a
 * built-in value without an English label (seeded before labels had one) gets the catalogue's.
 */
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

    const present = await db
      .select({ type: sysDictData.dictType, value: sysDictData.dictValue, labelEn: sysDictData.dictLabelEn })
      .from(sysDictData)
      .where(inArray(sysDictData.dictType, types));
    const presentValues = new Set(present.map((row) => valueKey(row.type, row.value ?? '')));
    const unlabelled = new Set(
      present.filter((row) => row.labelEn === '').map((row) => valueKey(row.type, row.value ?? '')),
    );
    const newValues = catalogue.flatMap((dict) =>
      dict.data
        .filter((item) => !presentValues.has(valueKey(dict.type, item.value)))
        .map((item) => ({
          dictType: dict.type,
          dictLabel: item.label,
          dictLabelEn: item.labelEn ?? '',
          dictValue: item.value,
          dictSort: item.sort,
          listClass: item.listClass ?? '',
          cssClass: item.cssClass ?? '',
          isDefault: item.isDefault ? 'Y' : 'N',
          createBy: SEED_AUTHOR,
        })),
    );
    if (newValues.length > 0) await db.insert(sysDictData).values(newValues);
    let labelled = 0;
    for (const dict of catalogue) {
      for (const item of dict.data) {
        if (!item.labelEn || !unlabelled.has(valueKey(dict.type, item.value))) continue;
        const done = await db
          .update(sysDictData)
          .set({ dictLabelEn: item.labelEn })
          .where(
            and(
              eq(sysDictData.dictType, dict.type),
              eq(sysDictData.dictValue, item.value),
              eq(sysDictData.dictLabelEn, ''),
            ),
          )
          .returning({ code: sysDictData.dictCode });
        labelled += done.length;
      }
    }
    if (newTypes.length + newValues.length + labelled > 0) {
      log(
        `seed: dictionaries ${newTypes.length} types and ${newValues.length} values inserted, ${labelled} labelled in English`,
      );
    }
  });
}

function valueKey(type: string, value: string): string {
  return JSON.stringify([type, value]);
}
