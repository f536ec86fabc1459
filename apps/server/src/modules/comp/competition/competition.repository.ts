import type { CompetitionStatus, Stage, StageKind } from '@cbo/contracts';
import { and, asc, count, desc, eq, inArray, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import {
  compApplication,
  compAuditLevel,
  compCompetition,
  compCompetitionSponsor,
  compExpertGroup,
  compGroupCategory,
  compReviewGroup,
  compReviewTask,
  compRubric,
  compSponsor,
  compStage,
  compStageEntry,
  compTrack,
  sysForm,
  sysFormVersion,
  sysRole,
  type TrackFieldJson,
} from '../../../db/schema';
import { type FilterSpec, filterConditions, orderBy } from '../../../lib/crud/list-query';
import { pagedList } from '../../../lib/crud/paged-list';
import type { StageUse } from './competition.rules';

const rowColumns = {
  competitionId: compCompetition.competitionId,
  competitionName: compCompetition.competitionName,
  editionYear: compCompetition.editionYear,
  status: compCompetition.status,
  registrationStart: compCompetition.registrationStart,
  registrationEnd: compCompetition.registrationEnd,
  logo: compCompetition.logo,
  isCurrent: compCompetition.isCurrent,
  retentionMonths: compCompetition.retentionMonths,
  remark: compCompetition.remark,
  createBy: compCompetition.createBy,
  createTime: compCompetition.createTime,
  updateBy: compCompetition.updateBy,
  updateTime: compCompetition.updateTime,
};

const filters: FilterSpec = {
  competitionName: { op: 'like', column: compCompetition.competitionName },
  editionYear: { op: 'eq', column: compCompetition.editionYear },
  status: { op: 'eq', column: compCompetition.status },
};

const sortable = {
  competitionId: compCompetition.competitionId,
  editionYear: compCompetition.editionYear,
  createTime: compCompetition.createTime,
};

export interface CompetitionValues {
  competitionName: string;
  editionYear: number;
  status: CompetitionStatus;
  registrationStart: string | null;
  registrationEnd: string | null;
  rules: string | null;
  logo: string | null;
  isCurrent: string;
  retentionMonths: number | null;
  /** '1': entrants see their criterion scores and comments after the 公示 window. */
  revealScores: string;
  remark: string | null;
}

export async function listCompetitions(
  database: Database,
  filter: Record<string, unknown>,
  page: { pageNum: number; pageSize: number; orderByColumn?: string; isAsc?: string },
) {
  const condition: SQL | undefined = and(...filterConditions(filters, filter));
  const order = orderBy(
    sortable,
    page,
    [desc(compCompetition.editionYear), desc(compCompetition.competitionId)],
    compCompetition.competitionId,
  );
  return pagedList(database, {
    from: compCompetition,
    where: condition,
    page,
    rows: ({ limit, offset }) =>
      database
        .exec()
        .select(rowColumns)
        .from(compCompetition)
        .where(condition)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
  });
}

export async function competitionOptions(database: Database) {
  return database
    .exec()
    .select({
      competitionId: compCompetition.competitionId,
      competitionName: compCompetition.competitionName,
      editionYear: compCompetition.editionYear,
    })
    .from(compCompetition)
    .orderBy(desc(compCompetition.editionYear), desc(compCompetition.competitionId));
}

export async function findCompetition(database: Database, competitionId: number) {
  const [row] = await database
    .exec()
    .select({
      ...rowColumns,
      rules: compCompetition.rules,
      revealScores: sql<'0' | '1'>`${compCompetition.revealScores}`,
    })
    .from(compCompetition)
    .where(eq(compCompetition.competitionId, competitionId))
    .limit(1);
  if (!row) return undefined;
  const links = await database
    .exec()
    .select({ sponsorId: compCompetitionSponsor.sponsorId })
    .from(compCompetitionSponsor)
    .where(eq(compCompetitionSponsor.competitionId, competitionId))
    .orderBy(asc(compCompetitionSponsor.sponsorId));
  return { ...row, sponsorIds: links.map((link) => link.sponsorId) };
}

export async function findCompetitions(database: Database, ids: number[]) {
  return database
    .exec()
    .select({
      competitionId: compCompetition.competitionId,
      name: compCompetition.competitionName,
      status: compCompetition.status,
    })
    .from(compCompetition)
    .where(inArray(compCompetition.competitionId, ids));
}

export async function insertCompetition(database: Database, values: CompetitionValues, by: string) {
  const [row] = await database
    .exec()
    .insert(compCompetition)
    .values({ ...values, createBy: by })
    .returning({ competitionId: compCompetition.competitionId });
  return row.competitionId;
}

export async function updateCompetition(
  database: Database,
  { competitionId, values, by, at }: { competitionId: number; values: CompetitionValues; by: string; at: string },
) {
  await database
    .exec()
    .update(compCompetition)
    .set({ ...values, updateBy: by, updateTime: at })
    .where(eq(compCompetition.competitionId, competitionId));
}

/** No edition but this one is current. */
export async function clearCurrent(database: Database, exceptId?: number) {
  await database
    .exec()
    .update(compCompetition)
    .set({ isCurrent: '0' })
    .where(
      and(
        eq(compCompetition.isCurrent, '1'),
        exceptId === undefined ? undefined : ne(compCompetition.competitionId, exceptId),
      ),
    );
}

export async function setRegistrationWindow(
  database: Database,
  competitionId: number,
  start: string | null,
  end: string | null,
) {
  await database
    .exec()
    .update(compCompetition)
    .set({ registrationStart: start, registrationEnd: end })
    .where(eq(compCompetition.competitionId, competitionId));
}

export async function existingSponsors(database: Database, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await database
    .exec()
    .select({ id: compSponsor.sponsorId })
    .from(compSponsor)
    .where(inArray(compSponsor.sponsorId, ids));
  return rows.map((row) => row.id);
}

export async function setSponsors(database: Database, competitionId: number, sponsorIds: number[]) {
  await database.exec().delete(compCompetitionSponsor).where(eq(compCompetitionSponsor.competitionId, competitionId));
  if (sponsorIds.length > 0) {
    await database
      .exec()
      .insert(compCompetitionSponsor)
      .values(sponsorIds.map((sponsorId) => ({ competitionId, sponsorId })));
  }
}

type CountColumn =
  | typeof compApplication.competitionId
  | typeof compApplication.trackId
  | typeof compApplication.categoryId;

async function applicationCounts(database: Database, column: CountColumn, ids: number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await database
    .exec()
    .select({ id: column, n: count() })
    .from(compApplication)
    .where(inArray(column, ids))
    .groupBy(column);
  return new Map(rows.map((row) => [row.id as number, row.n]));
}

/** How many applications (whatever their status) each of these editions holds; absent = none. */
export const applicationsPerEdition = (database: Database, ids: number[]) =>
  applicationCounts(database, compApplication.competitionId, ids);

/** How many applications each of these tracks holds; absent = none. */
export const applicationsPerTrack = (database: Database, ids: number[]) =>
  applicationCounts(database, compApplication.trackId, ids);

/** How many applications each of these group categories holds; absent = none. */
export const applicationsPerCategory = (database: Database, ids: number[]) =>
  applicationCounts(database, compApplication.categoryId, ids);

export async function deleteCompetitions(database: Database, ids: number[]) {
  const db = database.exec();
  const tracks = await db
    .select({ id: compTrack.trackId })
    .from(compTrack)
    .where(inArray(compTrack.competitionId, ids));
  if (tracks.length > 0) {
    await db.delete(compGroupCategory).where(
      inArray(
        compGroupCategory.trackId,
        tracks.map((track) => track.id),
      ),
    );
  }
  await db.delete(compTrack).where(inArray(compTrack.competitionId, ids));
  await db.delete(compStage).where(inArray(compStage.competitionId, ids));
  await db.delete(compAuditLevel).where(inArray(compAuditLevel.competitionId, ids));
  await db.delete(compCompetitionSponsor).where(inArray(compCompetitionSponsor.competitionId, ids));
  await db.delete(compCompetition).where(inArray(compCompetition.competitionId, ids));
}

// Tracks and their group categories

const trackColumns = {
  trackId: compTrack.trackId,
  trackCode: compTrack.trackCode,
  trackName: compTrack.trackName,
  ageMin: compTrack.ageMin,
  ageMax: compTrack.ageMax,
  ageRefDate: compTrack.ageRefDate,
  teamMin: compTrack.teamMin,
  teamMax: compTrack.teamMax,
  oneEntry: compTrack.oneEntry,
  attachments: compTrack.attachments,
  formId: compTrack.formId,
  formVersion: compTrack.formVersion,
  formName: sysForm.formName,
  /** The bound version's document (versions never change, so it is the one the track bound). */
  form: sysFormVersion.content,
  fields: compTrack.fields,
  sort: compTrack.sort,
};

/** An edition's tracks in order, each with its bound form version's name and document, and its categories. */
export async function listTracks(database: Database, competitionId: number) {
  const tracks = await database
    .exec()
    .select(trackColumns)
    .from(compTrack)
    .leftJoin(sysForm, eq(sysForm.formId, compTrack.formId))
    .leftJoin(
      sysFormVersion,
      and(eq(sysFormVersion.formId, compTrack.formId), eq(sysFormVersion.version, compTrack.formVersion)),
    )
    .where(eq(compTrack.competitionId, competitionId))
    .orderBy(asc(compTrack.sort), asc(compTrack.trackId));
  if (tracks.length === 0) return [];
  const categories = await database
    .exec()
    .select({
      trackId: compGroupCategory.trackId,
      categoryId: compGroupCategory.categoryId,
      code: compGroupCategory.categoryCode,
      name: compGroupCategory.categoryName,
      sort: compGroupCategory.sort,
    })
    .from(compGroupCategory)
    .where(
      inArray(
        compGroupCategory.trackId,
        tracks.map((track) => track.trackId),
      ),
    )
    .orderBy(asc(compGroupCategory.sort), asc(compGroupCategory.categoryId));
  return tracks.map((track) => ({
    ...track,
    categories: categories
      .filter((category) => category.trackId === track.trackId)
      .map(({ trackId: _trackId, ...category }) => category),
  }));
}

export async function countTracks(database: Database, competitionId: number) {
  const [{ n }] = await database
    .exec()
    .select({ n: count() })
    .from(compTrack)
    .where(eq(compTrack.competitionId, competitionId));
  return n;
}

export interface TrackValues {
  trackCode: string;
  trackName: string;
  ageMin: number | null;
  ageMax: number | null;
  ageRefDate: string | null;
  teamMin: number;
  teamMax: number;
  oneEntry: string;
  attachments: string[];
  /** The bound form version (both null: no extra fields) and that version's field summary. */
  formId: number | null;
  formVersion: number | null;
  fields: TrackFieldJson[];
  categories: Array<{ code: string; name: string; sort: number }>;
  sort: number;
}

/**
 * Upserts tracks by code and categories by track and code; what the list leaves out is deleted,
 * with a removed track's stages (the service first makes sure no application refers to it and no
 * stage of it is judged in). Call inside a transaction.
 */
export async function replaceTracks(database: Database, competitionId: number, tracks: TrackValues[], by: string) {
  const db = database.exec();
  const codes = tracks.map((track) => track.trackCode);
  const gone = await db
    .select({ id: compTrack.trackId })
    .from(compTrack)
    .where(
      and(
        eq(compTrack.competitionId, competitionId),
        codes.length ? notInArray(compTrack.trackCode, codes) : undefined,
      ),
    );
  if (gone.length > 0) {
    const goneIds = gone.map((row) => row.id);
    await db.delete(compGroupCategory).where(inArray(compGroupCategory.trackId, goneIds));
    // A removed track's judging stages go with it (the service refuses when one is judged in).
    await db.delete(compStage).where(inArray(compStage.trackId, goneIds));
    await db.delete(compTrack).where(inArray(compTrack.trackId, goneIds));
  }
  for (const { categories, ...track } of tracks) {
    const [{ trackId }] = await db
      .insert(compTrack)
      .values({ ...track, competitionId, createBy: by })
      .onConflictDoUpdate({
        target: [compTrack.competitionId, compTrack.trackCode],
        set: { ...track, updateBy: by },
      })
      .returning({ trackId: compTrack.trackId });
    const categoryCodes = categories.map((category) => category.code);
    await db
      .delete(compGroupCategory)
      .where(
        and(
          eq(compGroupCategory.trackId, trackId),
          categoryCodes.length ? notInArray(compGroupCategory.categoryCode, categoryCodes) : undefined,
        ),
      );
    for (const category of categories) {
      const values = { categoryName: category.name, sort: category.sort };
      await db
        .insert(compGroupCategory)
        .values({ trackId, categoryCode: category.code, ...values })
        .onConflictDoUpdate({ target: [compGroupCategory.trackId, compGroupCategory.categoryCode], set: values });
    }
  }
}

// Stages

const stageColumns = {
  stageId: compStage.stageId,
  stageKind: compStage.stageKind,
  trackId: compStage.trackId,
  trackName: compTrack.trackName,
  stageName: compStage.stageName,
  seq: compStage.seq,
  startAt: compStage.startAt,
  endAt: compStage.endAt,
};

/** The edition-wide stages first, then each track's ladder (tracks in their order), each by `seq`. */
export async function listStages(database: Database, competitionId: number): Promise<Stage[]> {
  const rows = await database
    .exec()
    .select(stageColumns)
    .from(compStage)
    .leftJoin(compTrack, eq(compTrack.trackId, compStage.trackId))
    .where(eq(compStage.competitionId, competitionId))
    .orderBy(sql`${compStage.trackId} is not null`, asc(compTrack.sort), asc(compStage.trackId), asc(compStage.seq));
  return rows as Stage[];
}

export interface StageValues {
  stageKind: StageKind;
  trackId: number | null;
  stageName: string;
  seq: number;
  startAt: string;
  endAt: string;
}

/**
 * Takes an edition's stages for update until the transaction ends, so that what is counted as
 * judged in them next stays true: a writer of stage entries or review groups takes its stage for
 * share (docs/review.md section 2). Answers the saved stages.
 */
export async function lockStages(database: Database, competitionId: number) {
  return database
    .exec()
    .select({
      stageId: compStage.stageId,
      stageKind: compStage.stageKind,
      trackId: compStage.trackId,
      stageName: compStage.stageName,
    })
    .from(compStage)
    .where(eq(compStage.competitionId, competitionId))
    .orderBy(asc(compStage.stageId))
    .for('update');
}

/** How many stage entries, review groups and expert groups each of these stages holds; absent = none. */
export async function judgingPerStage(database: Database, stageIds: number[]) {
  const counts = new Map<number, StageUse>();
  if (stageIds.length === 0) return counts;
  const db = database.exec();
  const tally = (rows: Array<{ id: number; n: number }>, part: keyof StageUse) => {
    for (const row of rows) {
      const use = counts.get(row.id) ?? { entries: 0, groups: 0, expertGroups: 0 };
      counts.set(row.id, { ...use, [part]: row.n });
    }
  };
  const entries = compStageEntry.stageId;
  const groups = compReviewGroup.stageId;
  const expertGroups = compExpertGroup.stageId;
  tally(
    await db
      .select({ id: entries, n: count() })
      .from(compStageEntry)
      .where(inArray(entries, stageIds))
      .groupBy(entries),
    'entries',
  );
  tally(
    await db.select({ id: groups, n: count() }).from(compReviewGroup).where(inArray(groups, stageIds)).groupBy(groups),
    'groups',
  );
  tally(
    await db
      .select({ id: expertGroups, n: count() })
      .from(compExpertGroup)
      .where(inArray(expertGroups, stageIds))
      .groupBy(expertGroups),
    'expertGroups',
  );
  const rubrics = compRubric.stageId;
  tally(
    await db.select({ id: rubrics, n: count() }).from(compRubric).where(inArray(rubrics, stageIds)).groupBy(rubrics),
    'rubrics',
  );
  const tasks = compReviewTask.stageId;
  tally(
    await db.select({ id: tasks, n: count() }).from(compReviewTask).where(inArray(tasks, stageIds)).groupBy(tasks),
    'tasks',
  );
  return counts;
}

/**
 * One stage with its edition and track, held FOR SHARE until the transaction ends: call it inside
 * the transaction that writes stage entries, review groups or expert groups of the stage, so a
 * concurrent save of the edition's stages (which takes them FOR UPDATE) cannot delete it meanwhile.
 * Undefined when there is no such stage.
 */
export async function holdStage(database: Database, stageId: number) {
  const [row] = await database
    .exec()
    .select({
      stageId: compStage.stageId,
      competitionId: compStage.competitionId,
      trackId: compStage.trackId,
      stageKind: compStage.stageKind,
      stageName: compStage.stageName,
    })
    .from(compStage)
    .where(eq(compStage.stageId, stageId))
    .for('share');
  return row;
}

export async function deleteStages(database: Database, stageIds: number[]) {
  if (stageIds.length === 0) return;
  await database.exec().delete(compStage).where(inArray(compStage.stageId, stageIds));
}

/**
 * Upserts stages by (track, kind), so a kept stage keeps its id (review groups and stage entries
 * refer to it). The caller deletes what the list leaves out first. Call inside a transaction.
 */
export async function upsertStages(database: Database, competitionId: number, stages: StageValues[], by: string) {
  const db = database.exec();
  for (const stage of stages) {
    await db
      .insert(compStage)
      .values({ ...stage, competitionId, createBy: by })
      .onConflictDoUpdate({
        target: [compStage.competitionId, compStage.trackId, compStage.stageKind],
        set: { stageName: stage.stageName, seq: stage.seq, startAt: stage.startAt, endAt: stage.endAt, updateBy: by },
      });
  }
}

export async function updateRegistrationStage(database: Database, competitionId: number, start: string, end: string) {
  await database
    .exec()
    .update(compStage)
    .set({ startAt: start, endAt: end })
    .where(and(eq(compStage.competitionId, competitionId), eq(compStage.stageKind, 'registration')));
}

// Audit levels

export async function listAuditLevels(database: Database, competitionId: number) {
  return database
    .exec()
    .select({
      auditLevelId: compAuditLevel.auditLevelId,
      levelNo: compAuditLevel.levelNo,
      levelName: compAuditLevel.levelName,
      roleId: compAuditLevel.roleId,
      roleName: sysRole.roleName,
      regionLevel: compAuditLevel.regionLevel,
    })
    .from(compAuditLevel)
    .leftJoin(sysRole, eq(sysRole.roleId, compAuditLevel.roleId))
    .where(eq(compAuditLevel.competitionId, competitionId))
    .orderBy(asc(compAuditLevel.levelNo));
}

/** The roles an audit level may name: the live ones, as existingRoles accepts them, in role order. */
export async function auditRoleOptions(database: Database) {
  return database
    .exec()
    .select({ roleId: sysRole.roleId, roleName: sysRole.roleName })
    .from(sysRole)
    .where(eq(sysRole.delFlag, '0'))
    .orderBy(asc(sysRole.roleSort), asc(sysRole.roleId));
}

export async function existingRoles(database: Database, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await database
    .exec()
    .select({ id: sysRole.roleId })
    .from(sysRole)
    .where(and(inArray(sysRole.roleId, ids), eq(sysRole.delFlag, '0')));
  return rows.map((row) => row.id);
}

export interface AuditLevelValues {
  levelNo: number;
  levelName: string;
  roleId: number;
  regionLevel: string;
}

export async function replaceAuditLevels(
  database: Database,
  competitionId: number,
  levels: AuditLevelValues[],
  by: string,
) {
  const db = database.exec();
  const numbers = levels.map((level) => level.levelNo);
  await db
    .delete(compAuditLevel)
    .where(
      and(
        eq(compAuditLevel.competitionId, competitionId),
        numbers.length ? notInArray(compAuditLevel.levelNo, numbers) : undefined,
      ),
    );
  for (const level of levels) {
    await db
      .insert(compAuditLevel)
      .values({ ...level, competitionId, createBy: by })
      .onConflictDoUpdate({
        target: [compAuditLevel.competitionId, compAuditLevel.levelNo],
        set: { ...level, updateBy: by },
      });
  }
}

export async function currentCompetition(database: Database) {
  const [row] = await database
    .exec()
    .select({
      competitionId: compCompetition.competitionId,
      competitionName: compCompetition.competitionName,
      editionYear: compCompetition.editionYear,
      status: compCompetition.status,
    })
    .from(compCompetition)
    .where(eq(compCompetition.isCurrent, '1'))
    .limit(1);
  return row;
}

/**
 * Holds an edition's tracks for share until the transaction ends: a stage save names them, and a
 * concurrent track save (which takes them for update) cannot remove one under it, while
 * applications being written (also for share) are not held up.
 */
export async function shareEditionTracks(database: Database, competitionId: number): Promise<void> {
  await database
    .exec()
    .select({ id: compTrack.trackId })
    .from(compTrack)
    .where(eq(compTrack.competitionId, competitionId))
    .for('share');
}

/**
 * Takes the tracks and group categories of editions for update until the transaction ends: an
 * application being written holds them for share (application.repository.ts holdTracks), so the
 * applications counted next are all there are. Call inside the transaction, before counting.
 */
export async function lockEditionTracks(database: Database, competitionIds: number[]): Promise<void> {
  const db = database.exec();
  const tracks = await db
    .select({ id: compTrack.trackId })
    .from(compTrack)
    .where(inArray(compTrack.competitionId, competitionIds))
    .for('update');
  if (tracks.length === 0) return;
  await db
    .select({ id: compGroupCategory.categoryId })
    .from(compGroupCategory)
    .where(
      inArray(
        compGroupCategory.trackId,
        tracks.map((track) => track.id),
      ),
    )
    .for('update');
}

/**
 * How many tracks bind a version of each of these forms (docs/forms.md): the saved-forms module
 * refuses removing a form in use and shows the count. Forms no track uses are absent from the map.
 */
export async function tracksUsingForms(database: Database, formIds: number[]): Promise<Map<number, number>> {
  if (formIds.length === 0) return new Map();
  const rows = await database
    .exec()
    .select({ formId: compTrack.formId, tracks: count() })
    .from(compTrack)
    .where(inArray(compTrack.formId, formIds))
    .groupBy(compTrack.formId);
  return new Map(rows.flatMap((row) => (row.formId === null ? [] : [[row.formId, Number(row.tracks)] as const])));
}
