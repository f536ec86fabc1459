import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database';
import { rows } from './auth-helpers';

export interface DemoEdition {
  competitionId: number;
  adultTrack: number;
  teenTrack: number;
  /** The first industry of the comp_industry dictionary: its value and label. */
  industry: string;
  industryLabel: string;
}

/** The seeded current edition as the competition tests use it. */
export async function demoEdition(database: Database): Promise<DemoEdition> {
  const [edition] = await rows<{ id: number }>(
    database,
    sql`select competition_id::int as id from comp_competition where is_current = '1'`,
  );
  const tracks = await rows<{ id: number; code: string }>(
    database,
    sql`select track_id::int as id, track_code as code from comp_track where competition_id = ${edition.id}`,
  );
  const [industry] = await rows<{ value: string; label: string }>(
    database,
    sql`select dict_value as value, dict_label as label from sys_dict_data
        where dict_type = 'comp_industry' order by dict_sort limit 1`,
  );
  const track = (code: string) => tracks.find((row) => row.code === code)?.id as number;
  return {
    competitionId: edition.id,
    adultTrack: track('adult'),
    teenTrack: track('teen'),
    industry: industry.value,
    industryLabel: industry.label,
  };
}
