import type { DictTypeForm } from '@cbo/contracts';
import type { Database } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import { formatDateTime } from '../../../lib/date-time';
import { refuseTaken, writeUnique } from '../../../lib/taken';
import { moveDictData, typesWithData } from './dict.repository';
import type { DictService } from './dict.service';
import {
  deleteDictTypes,
  dictTypeTaken,
  findDictType,
  findDictTypesByIds,
  insertDictType,
  updateDictType,
} from './dict-type.repository';

/**
 * Dictionary type rules: the type key is unique, a new key carries the type's entries along, a
 * type with entries cannot be deleted; the cache follows every change once it has committed.
 */
export class DictTypeService {
  private readonly database: Database;
  private readonly clock: Clock;
  private readonly dicts: DictService;

  constructor({
    database,
    clock,
    dicts,
  }: {
    database: Database;
    clock: Clock;
    dicts: DictService;
  }) {
    this.database = database;
    this.clock = clock;
    this.dicts = dicts;
  }

  async get(dictId: number) {
    const row = await findDictType(this.database, dictId);
    if (!row) throw AppError.rule('common.notFound');
    return row;
  }

  async add(form: DictTypeForm, by: string): Promise<void> {
    refuseTaken([[await dictTypeTaken(this.database, form.dictType), 'dict.addTypeTaken']], { name: form.dictName });
    // Two people adding the same type at once: the unique index decides.
    await writeUnique('dict.addTypeTaken', { name: form.dictName }, async () => {
      await insertDictType(this.database, form, by);
    });
    await this.dicts.refresh(form.dictType);
  }

  async edit(dictId: number, form: DictTypeForm, by: string): Promise<void> {
    refuseTaken([[await dictTypeTaken(this.database, form.dictType, dictId), 'dict.editTypeTaken']], {
      name: form.dictName,
    });
    const previous = await writeUnique('dict.editTypeTaken', { name: form.dictName }, () =>
      this.database.transaction(async () => {
        const before = await findDictType(this.database, dictId);
        if (!before) throw AppError.rule('common.notFound');
        await updateDictType(this.database, { dictId, form, updateBy: by, at: formatDateTime(this.clock.now()) });
        if (before.dictType !== form.dictType) await moveDictData(this.database, before.dictType, form.dictType);
        return before.dictType;
      }),
    );
    if (previous !== form.dictType) await this.dicts.evict(previous);
    await this.dicts.refresh(form.dictType);
  }

  /** All or none: refused when any of them still has entries. */
  async remove(dictIds: number[]): Promise<void> {
    const removed = await this.database.transaction(async () => {
      const types = await findDictTypesByIds(this.database, dictIds);
      const inUse = await typesWithData(
        this.database,
        types.map((type) => type.dictType),
      );
      const used = types.find((type) => inUse.has(type.dictType));
      if (used) throw AppError.rule('common.assigned', { name: used.dictName });
      await deleteDictTypes(this.database, dictIds);
      return types.map((type) => type.dictType);
    });
    await this.dicts.evict(...removed);
  }
}
