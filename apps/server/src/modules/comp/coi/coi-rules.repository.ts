import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { compCoiRule, compCompetition } from '../../../db/schema';

// An edition's conflict-of-interest rule set (docs/conflicts-of-interest.md): one row per kind.

export interface StoredRule {
  kind: string;
  severity: string;
  params: Record<string, number>;
  enabled: string;
  updateBy: string | null;
  updateTime: string | null;
}

export async function competitionExists(database: Database, competitionId: number): Promise<boolean> {
  const [row] = await database
    .exec()
    .select({ id: compCompetition.competitionId })
    .from(compCompetition)
    .where(eq(compCompetition.competitionId, competitionId))
    .limit(1);
  return row !== undefined;
}

export async function rulesOf(database: Database, competitionId: number): Promise<StoredRule[]> {
  const r = compCoiRule;
  return database
    .exec()
    .select({
      kind: r.kind,
      severity: r.severity,
      params: r.params,
      enabled: r.enabled,
      updateBy: r.updateBy,
      updateTime: r.updateTime,
    })
    .from(r)
    .where(eq(r.competitionId, competitionId))
    .orderBy(asc(r.ruleId));
}

export interface RuleWrite {
  kind: string;
  severity: string;
  params: Record<string, number>;
  enabled: boolean;
}

/**
 * Writes the rows of the set: inserted where the kind has none, else updated. With `onlyMissing`
 * (the defaults stored at first read) an existing row is left as it is, so two first reads at once
 * store one set.
 */
export async function upsertRules(
  database: Database,
  {
    competitionId,
    rules,
    by,
    at,
    onlyMissing,
  }: {
    competitionId: number;
    rules: readonly RuleWrite[];
    by: string;
    at: string;
    onlyMissing: boolean;
  },
): Promise<void> {
  if (rules.length === 0) return;
  const values = rules.map((rule) => ({
    competitionId,
    kind: rule.kind,
    severity: rule.severity,
    params: rule.params,
    enabled: rule.enabled ? '1' : '0',
    createBy: by,
    createTime: at,
    updateBy: onlyMissing ? null : by,
    updateTime: onlyMissing ? null : at,
  }));
  const insert = database.exec().insert(compCoiRule).values(values);
  if (onlyMissing) {
    await insert.onConflictDoNothing({ target: [compCoiRule.competitionId, compCoiRule.kind] });
    return;
  }
  await insert.onConflictDoUpdate({
    target: [compCoiRule.competitionId, compCoiRule.kind],
    set: {
      severity: sql`excluded.severity`,
      params: sql`excluded.params`,
      enabled: sql`excluded.enabled`,
      updateBy: sql`excluded.update_by`,
      updateTime: sql`excluded.update_time`,
    },
  });
}
