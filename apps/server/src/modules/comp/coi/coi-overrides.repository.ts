import type { Database } from '../../../db/database';
import { compCoiOverride } from '../../../db/schema';

export interface OverrideRecord {
  expertId: number;
  applicationId: number | null;
  expertGroupId: number | null;
  ruleKind: string;
  reason: string;
  by: string;
}

/** Appends overridden warnings to the override log (never updated or deleted). */
export async function insertOverrides(database: Database, records: readonly OverrideRecord[]): Promise<void> {
  if (records.length === 0) return;
  await database
    .exec()
    .insert(compCoiOverride)
    .values(
      records.map((record) => ({
        expertId: record.expertId,
        applicationId: record.applicationId,
        expertGroupId: record.expertGroupId,
        ruleKind: record.ruleKind,
        reason: record.reason,
        createBy: record.by,
      })),
    );
}
