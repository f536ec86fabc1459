import type { DictData } from '@cbo/contracts';
import type { Database } from '../../../db/database';
import type { Cache } from '../../../plugins/cache/cache';
import { findEnabledDictData } from './dict.repository';

const PREFIX = 'sys_dict:';
/** A backstop only: every write to a type's entries calls `evict`. */
const TTL_MS = 24 * 60 * 60_000;

/** Dictionary entries per type, cache first (the reference's `sys_dict:<type>`). */
export class DictService {
  constructor(
    private readonly database: Database,
    private readonly cache: Cache,
  ) {}

  async enabledEntries(dictType: string): Promise<DictData[]> {
    const cached = await this.cache.get<DictData[]>(PREFIX + dictType);
    if (cached) return cached;
    const rows = (await findEnabledDictData(this.database, dictType)).map((row) => ({
      ...row,
      dictLabel: row.dictLabel ?? '',
      dictValue: row.dictValue ?? '',
    }));
    await this.cache.set(PREFIX + dictType, rows, TTL_MS);
    return rows;
  }

  /** Call after any change to a type's entries (or the type itself). */
  async evict(dictType: string): Promise<void> {
    await this.cache.delete(PREFIX + dictType);
  }
}
