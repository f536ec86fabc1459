import type { RubricCriterion } from '@cbo/contracts';
import { and, asc, eq, inArray, like, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { compReviewTask, compRubric, compStage, compTrack } from '../../../db/schema';
import { likePattern } from '../../../lib/crud/list-query';

// Rubric versions (docs/rubrics.md). Versions of one rubric share root_id and stage_id; the
// latest version of a root is the one with the highest version number.

const JUDGING_KINDS = ['preliminary', 'semi_final', 'final'] as const;

export interface RubricVersion {
  rubricId: number;
  rootId: number;
  stageId: number;
  rubricName: string;
  version: number;
  criteria: RubricCriterion[];
  frozen: '0' | '1';
  createBy: string | null;
  createTime: string | null;
  updateTime: string | null;
}

const versionColumns = {
  rubricId: compRubric.rubricId,
  rootId: sql<number>`coalesce(${compRubric.rootId}, ${compRubric.rubricId})`.mapWith(Number),
  stageId: compRubric.stageId,
  rubricName: compRubric.rubricName,
  version: compRubric.version,
  criteria: compRubric.criteria,
  frozen: compRubric.frozen,
  createBy: compRubric.createBy,
  createTime: compRubric.createTime,
  updateTime: compRubric.updateTime,
};

/** The judging stages of an edition, in order (edition-wide ones first, then by track), with their tracks. */
export async function judgingStages(database: Database, competitionId: number) {
  return database
    .exec()
    .select({
      stageId: compStage.stageId,
      stageName: compStage.stageName,
      stageKind: compStage.stageKind,
      trackId: compStage.trackId,
      trackName: compTrack.trackName,
    })
    .from(compStage)
    .leftJoin(compTrack, eq(compTrack.trackId, compStage.trackId))
    .where(and(eq(compStage.competitionId, competitionId), inArray(compStage.stageKind, [...JUDGING_KINDS])))
    .orderBy(sql`${compTrack.sort} nulls first`, asc(compStage.trackId), asc(compStage.seq), asc(compStage.stageId));
}

/** Whether the stage exists and is a judging stage. */
export async function isJudgingStage(database: Database, stageId: number): Promise<boolean> {
  const [row] = await database
    .exec()
    .select({ id: compStage.stageId })
    .from(compStage)
    .where(and(eq(compStage.stageId, stageId), inArray(compStage.stageKind, [...JUDGING_KINDS])));
  return row !== undefined;
}

/** The latest version of each rubric of a stage, by name. */
export async function latestOfStage(
  database: Database,
  filter: { stageId: number; rubricName?: string },
): Promise<RubricVersion[]> {
  // Written out: drizzle leaves a lone table's columns unqualified, which the subquery would rebind.
  const later = sql`exists (select 1 from comp_rubric newer
    where newer.root_id = comp_rubric.root_id and newer.version > comp_rubric.version)`;
  const rows = await database
    .exec()
    .select(versionColumns)
    .from(compRubric)
    .where(
      and(
        eq(compRubric.stageId, filter.stageId),
        sql`not ${later}`,
        filter.rubricName ? like(compRubric.rubricName, likePattern(filter.rubricName)) : undefined,
      ),
    )
    .orderBy(asc(compRubric.rubricName), asc(compRubric.rubricId));
  return rows as RubricVersion[];
}

export async function findVersion(
  database: Database,
  rubricId: number,
  { lock = false }: { lock?: boolean } = {},
): Promise<RubricVersion | undefined> {
  const query = database.exec().select(versionColumns).from(compRubric).where(eq(compRubric.rubricId, rubricId));
  const [row] = lock ? await query.for('update') : await query;
  return row as RubricVersion | undefined;
}

/** Every version of the given roots, oldest first. */
export async function versionsOfRoots(database: Database, rootIds: number[]): Promise<RubricVersion[]> {
  if (rootIds.length === 0) return [];
  const rows = await database
    .exec()
    .select(versionColumns)
    .from(compRubric)
    .where(inArray(compRubric.rootId, rootIds))
    .orderBy(asc(compRubric.rootId), asc(compRubric.version));
  return rows as RubricVersion[];
}

/** The review tasks using any version of the given roots. */
export async function usesOfRoots(database: Database, rootIds: number[]) {
  if (rootIds.length === 0) return [];
  return database
    .exec()
    .select({
      rootId: compRubric.rootId,
      taskId: compReviewTask.taskId,
      taskName: compReviewTask.taskName,
      version: compRubric.version,
    })
    .from(compReviewTask)
    .innerJoin(compRubric, eq(compRubric.rubricId, compReviewTask.rubricId))
    .where(inArray(compRubric.rootId, rootIds))
    .orderBy(asc(compReviewTask.taskId));
}

/**
 * Serialises the writes of one stage's rubric names until the transaction ends, so two rubrics
 * added or renamed at once cannot both take a name (names have no unique index: versions share one).
 */
export async function lockStageNames(database: Database, stageId: number): Promise<void> {
  await database.exec().execute(sql`select pg_advisory_xact_lock(hashtext('comp_rubric'), ${stageId}::int)`);
}

/** Another rubric (another root) of the stage with this name, at any version. */
export async function nameHolder(
  database: Database,
  values: { stageId: number; rubricName: string; exceptRoot?: number },
): Promise<boolean> {
  const [row] = await database
    .exec()
    .select({ id: compRubric.rubricId })
    .from(compRubric)
    .where(
      and(
        eq(compRubric.stageId, values.stageId),
        eq(compRubric.rubricName, values.rubricName),
        values.exceptRoot === undefined ? undefined : ne(compRubric.rootId, values.exceptRoot),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Inserts a version; a first version becomes its own root. */
export async function insertVersion(
  database: Database,
  values: {
    rootId?: number;
    stageId: number;
    rubricName: string;
    version: number;
    criteria: RubricCriterion[];
    by: string;
  },
): Promise<number> {
  const db = database.exec();
  const [row] = await db
    .insert(compRubric)
    .values({
      rootId: values.rootId ?? null,
      stageId: values.stageId,
      rubricName: values.rubricName,
      version: values.version,
      criteria: values.criteria,
      createBy: values.by,
    })
    .returning({ id: compRubric.rubricId });
  const id = (row as { id: number }).id;
  if (values.rootId === undefined) await db.update(compRubric).set({ rootId: id }).where(eq(compRubric.rubricId, id));
  return id;
}

/** Changes an unfrozen version in place (a frozen one is never changed: 0 rows). */
export async function updateUnfrozen(
  database: Database,
  values: { rubricId: number; rubricName: string; criteria: RubricCriterion[]; by: string; at: string },
): Promise<number> {
  const rows = await database
    .exec()
    .update(compRubric)
    .set({ rubricName: values.rubricName, criteria: values.criteria, updateBy: values.by, updateTime: values.at })
    .where(and(eq(compRubric.rubricId, values.rubricId), eq(compRubric.frozen, '0')))
    .returning({ id: compRubric.rubricId });
  return rows.length;
}

export async function freezeVersion(database: Database, rubricId: number): Promise<number> {
  const rows = await database
    .exec()
    .update(compRubric)
    .set({ frozen: '1' })
    .where(eq(compRubric.rubricId, rubricId))
    .returning({ id: compRubric.rubricId });
  return rows.length;
}

/** The roots of the given version ids, their rows locked against a concurrent freeze. */
export async function lockRoots(database: Database, rubricIds: number[]): Promise<RubricVersion[]> {
  const roots = await database
    .exec()
    .select({ rootId: compRubric.rootId })
    .from(compRubric)
    .where(inArray(compRubric.rubricId, rubricIds));
  const rootIds = [...new Set(roots.map((row) => row.rootId as number))];
  if (rootIds.length === 0) return [];
  const rows = await database
    .exec()
    .select(versionColumns)
    .from(compRubric)
    .where(inArray(compRubric.rootId, rootIds))
    .orderBy(asc(compRubric.rootId), asc(compRubric.version))
    .for('update');
  return rows as RubricVersion[];
}

export async function deleteRoots(database: Database, rootIds: number[]): Promise<void> {
  if (rootIds.length === 0) return;
  await database.exec().delete(compRubric).where(inArray(compRubric.rootId, rootIds));
}
