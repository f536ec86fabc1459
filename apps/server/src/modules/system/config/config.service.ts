import type { Database } from '../../../db/database';
import type { Cache } from '../../../plugins/cache/cache';
import { allConfigValues, findConfigValue } from './config.repository';

const PREFIX = 'sys_config:';

/**
 * Configuration values (sys_config), read through the shared cache (the reference's
 * `sys_config:<key>`); the configuration pages write through it with `put` after each change.
 */
export class ConfigService {
  private readonly database: Database;
  private readonly cache: Cache;

  constructor({
    database,
    cache,
  }: {
    database: Database;
    cache: Cache;
  }) {
    this.database = database;
    this.cache = cache;
  }

  async get(key: string): Promise<string | undefined> {
    const cached = await this.cache.get<{ value: string | null }>(PREFIX + key);
    if (cached) return cached.value ?? undefined;
    const value = await findConfigValue(this.database, key);
    await this.cache.set(PREFIX + key, { value: value ?? null });
    return value;
  }

  /** 'true' enables; an empty or missing value falls back to `fallback`. */
  async flag(key: string, fallback: boolean): Promise<boolean> {
    const value = (await this.get(key))?.trim().toLowerCase();
    if (!value) return fallback;
    return value === 'true';
  }

  async number(key: string, fallback: number, min = 0): Promise<number> {
    const raw = (await this.get(key))?.trim();
    if (!raw) return fallback;
    const value = Number(raw);
    return Number.isFinite(value) && value >= min ? value : fallback;
  }

  /** Writes a committed value (undefined: the key is gone) so every reader sees it at once. */
  async put(key: string, value: string | undefined): Promise<void> {
    await this.cache.set(PREFIX + key, { value: value ?? null });
  }

  async invalidate(key?: string): Promise<void> {
    const keys = key ? [PREFIX + key] : await this.cache.scan(PREFIX);
    if (keys.length > 0) await this.cache.delete(...keys);
  }

  /** Drops every cached value and loads them all again (refreshCache). */
  async reload(): Promise<void> {
    await this.invalidate();
    for (const { key, value } of await allConfigValues(this.database)) await this.put(key, value);
  }
}
