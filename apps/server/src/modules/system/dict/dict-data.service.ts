import type { DictDataForm } from '@cbo/contracts';
import type { Database } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import { formatDateTime } from '../../../lib/date-time';
import { refuseTaken } from '../../../lib/taken';
import { deleteDictData, findDictData, insertDictData, updateDictData, valueTaken } from './dict.repository';
import type { DictService } from './dict.service';
import { dictTypeExists } from './dict-type.repository';

/**
 * Dictionary entry rules: an entry belongs to an existing type and its value is unique within
 * the type (labels are looked up by value); each change rewrites the cache of the types touched.
 */
export class DictDataService {
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

  async get(dictCode: number) {
    const row = await findDictData(this.database, dictCode);
    if (!row) throw AppError.rule('common.notFound');
    return row;
  }

  async add(form: DictDataForm, by: string): Promise<void> {
    await this.database.transaction(async () => {
      if (!(await dictTypeExists(this.database, form.dictType))) {
        throw AppError.rule('dict.typeMissing', { type: form.dictType });
      }
      refuseTaken([[await valueTaken(this.database, form.dictType, form.dictValue), 'dict.addValueTaken']], {
        name: form.dictLabel,
      });
      await insertDictData(this.database, form, by);
    });
    await this.dicts.refresh(form.dictType);
  }

  async edit(dictCode: number, form: DictDataForm, by: string): Promise<void> {
    const previous = await this.database.transaction(async () => {
      const before = await findDictData(this.database, dictCode);
      if (!before) throw AppError.rule('common.notFound');
      if (!(await dictTypeExists(this.database, form.dictType))) {
        throw AppError.rule('dict.typeMissing', { type: form.dictType });
      }
      refuseTaken([[await valueTaken(this.database, form.dictType, form.dictValue, dictCode), 'dict.editValueTaken']], {
        name: form.dictLabel,
      });
      await updateDictData(this.database, { dictCode, form, updateBy: by, at: formatDateTime(this.clock.now()) });
      return before.dictType;
    });
    await this.dicts.refresh(previous, form.dictType);
  }

  async remove(dictCodes: number[]): Promise<void> {
    const types = await deleteDictData(this.database, dictCodes);
    await this.dicts.refresh(...types);
  }
}
