import { eq } from 'drizzle-orm';
import type { Database } from '../database';
import { sysConfig } from '../schema';
import { SEED_AUTHOR } from './seed-author';

// What the seed has done once and must not do again, kept as built-in (config_type 'Y', so an
// administrator cannot delete them) configuration keys: deleting the demo applications must not
// bring them back at the next start (docs/applications.md).

/** The competition id of the demo edition the seed created. */
export const DEMO_EDITION_KEY = 'seed.demo.edition';
/** Set once the demo applications were inserted ('done') or could not be ('failed'). */
export const DEMO_APPLICATIONS_KEY = 'seed.demo.applications';
/** Set once the demo expert pool was inserted (docs/experts.md). */
export const DEMO_EXPERTS_KEY = 'seed.demo.experts';
/** Set once the demo rubrics were inserted (docs/rubrics.md): removed ones do not come back. */
export const DEMO_RUBRICS_KEY = 'seed.demo.rubrics';
/** Set once the demo judging round was built ('done') or passed over ('skipped'; docs/rating.md). */
export const DEMO_JUDGING_KEY = 'seed.demo.judging';
/** Set once the demo schedule was written ('done') or passed over ('skipped'; docs/schedule.md). */
export const DEMO_SCHEDULE_KEY = 'seed.demo.schedule';

const NAMES: Record<string, string> = {
  [DEMO_EDITION_KEY]: '演示数据-演示届次',
  [DEMO_APPLICATIONS_KEY]: '演示数据-演示申报已写入',
  [DEMO_EXPERTS_KEY]: '演示数据-演示专家已写入',
  [DEMO_RUBRICS_KEY]: '演示数据-评分标准已写入',
  [DEMO_JUDGING_KEY]: '演示数据-演示评审轮次已写入',
  [DEMO_SCHEDULE_KEY]: '演示数据-演示赛程已写入',
};

export async function readSeedState(database: Database, key: string): Promise<string | undefined> {
  const [row] = await database
    .exec()
    .select({ value: sysConfig.configValue })
    .from(sysConfig)
    .where(eq(sysConfig.configKey, key));
  return row ? (row.value ?? '') : undefined;
}

/** Inserts the key, or sets its value when present. */
export async function writeSeedState(database: Database, key: string, value: string): Promise<void> {
  const db = database.exec();
  const present = await readSeedState(database, key);
  if (present === undefined) {
    await db.insert(sysConfig).values({
      configName: NAMES[key] ?? key,
      configKey: key,
      configValue: value,
      configType: 'Y',
      remark: '由初始化程序维护',
      createBy: SEED_AUTHOR,
    });
  } else if (present !== value) {
    await db.update(sysConfig).set({ configValue: value }).where(eq(sysConfig.configKey, key));
  }
}
