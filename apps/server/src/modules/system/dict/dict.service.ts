import type { DictData } from '@cbo/contracts';
import type { Database } from '../../../db/database';
import type { Cache } from '../../../plugins/cache/cache';
import { findAllEnabledDictData, findEnabledDictData } from './dict.repository';

const PREFIX = 'sys_dict:';
/** A backstop only: every write to a type's entries rewrites or evicts its key. */
const TTL_MS = 24 * 60 * 60_000;

/** A dictionary entry as spreadsheet columns and option lists use it. */
export interface DictOption {
  value: string;
  label: string;
}

/**
 * Dictionary entries per type, cache first (the reference's `sys_dict:<type>`). The cache is the
 * shared one (memory or Redis), so what one instance writes every instance reads. One per app, on
 * the app context (`ctx.dicts`).
 */
export class DictService {
  private readonly database: Database;
  private readonly cache: Cache;

  constructor(deps: { database: Database; cache: Cache }) {
    this.database = deps.database;
    this.cache = deps.cache;
  }

  /** The enabled entries of a type as value/label pairs: the `dict` of spreadsheet columns. */
  async options(dictType: string): Promise<DictOption[]> {
    return (await this.enabledEntries(dictType)).map((entry) => ({ value: entry.dictValue, label: entry.dictLabel }));
  }

  async enabledEntries(dictType: string): Promise<DictData[]> {
    const cached = await this.cache.get<DictData[]>(PREFIX + dictType);
    if (cached) return cached;
    const rows = await findEnabledDictData(this.database, dictType);
    await this.cache.set(PREFIX + dictType, rows, TTL_MS);
    return rows;
  }

  /**
   * Rewrites the cached entries of these types from the database. Call after the change has
   * committed, never inside its transaction: a reader must not cache what may still roll back.
   */
  async refresh(...dictTypes: string[]): Promise<void> {
    for (const dictType of new Set(dictTypes)) {
      await this.cache.set(PREFIX + dictType, await findEnabledDictData(this.database, dictType), TTL_MS);
    }
  }

  /** Call after a type is gone (deleted, or renamed away from this key). */
  async evict(...dictTypes: string[]): Promise<void> {
    if (dictTypes.length > 0) await this.cache.delete(...dictTypes.map((dictType) => PREFIX + dictType));
  }

  /** Drops every cached type and loads every type that has enabled entries (refreshCache). */
  async reload(): Promise<void> {
    const keys = await this.cache.scan(PREFIX);
    if (keys.length > 0) await this.cache.delete(...keys);
    const byType = new Map<string, DictData[]>();
    for (const row of await findAllEnabledDictData(this.database)) {
      const list = byType.get(row.dictType);
      if (list) list.push(row);
      else byType.set(row.dictType, [row]);
    }
    for (const [dictType, rows] of byType) await this.cache.set(PREFIX + dictType, rows, TTL_MS);
  }
}
