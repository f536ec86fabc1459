import type { ConfigForm } from '@cbo/contracts';
import type { Database } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import { formatDateTime } from '../../../lib/date-time';
import { refuseTaken, writeUnique } from '../../../lib/taken';
import {
  configKeyTaken,
  deleteConfigs,
  findConfig,
  findConfigsByIds,
  insertConfig,
  updateConfig,
} from './config.repository';
import type { ConfigService } from './config.service';

/**
 * Configuration page rules: keys are unique, built-in keys (type 'Y') cannot be deleted, and the
 * cache is written through after each change commits, so ConfigService readers see it at once.
 */
export class ConfigAdminService {
  private readonly database: Database;
  private readonly clock: Clock;
  private readonly configs: ConfigService;

  constructor({
    database,
    clock,
    configs,
  }: {
    database: Database;
    clock: Clock;
    configs: ConfigService;
  }) {
    this.database = database;
    this.clock = clock;
    this.configs = configs;
  }

  async get(configId: number) {
    const row = await findConfig(this.database, configId);
    if (!row) throw AppError.rule('common.notFound');
    return row;
  }

  async add(form: ConfigForm, by: string): Promise<void> {
    refuseTaken([[await configKeyTaken(this.database, form.configKey), 'config.addKeyTaken']], {
      name: form.configName,
    });
    await writeUnique('config.addKeyTaken', { name: form.configName }, async () => {
      await insertConfig(this.database, form, by);
    });
    await this.configs.put(form.configKey, form.configValue);
  }

  async edit(configId: number, form: ConfigForm, by: string): Promise<void> {
    refuseTaken([[await configKeyTaken(this.database, form.configKey, configId), 'config.editKeyTaken']], {
      name: form.configName,
    });
    const previous = await writeUnique('config.editKeyTaken', { name: form.configName }, () =>
      this.database.transaction(async () => {
        const before = await findConfig(this.database, configId);
        if (!before) throw AppError.rule('common.notFound');
        await updateConfig(this.database, { configId, form, updateBy: by, at: formatDateTime(this.clock.now()) });
        return before.configKey;
      }),
    );
    if (previous !== form.configKey) await this.configs.put(previous, undefined);
    await this.configs.put(form.configKey, form.configValue);
  }

  /** All or none: refused when any of them is built in. */
  async remove(configIds: number[]): Promise<void> {
    const removed = await this.database.transaction(async () => {
      const rows = await findConfigsByIds(this.database, configIds);
      const builtIn = rows.find((row) => row.configType === 'Y');
      if (builtIn) throw AppError.rule('config.builtIn', { key: builtIn.configKey });
      await deleteConfigs(this.database, configIds);
      return rows.map((row) => row.configKey);
    });
    for (const key of removed) await this.configs.put(key, undefined);
  }
}
