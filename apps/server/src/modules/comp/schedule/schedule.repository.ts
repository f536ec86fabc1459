import { PORTAL_OPEN_STATUSES, type ScheduleKind } from '@cbo/contracts';
import { and, asc, eq, gte, inArray, isNull, like, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { compApplication, compCompetition, compScheduleItem, compStage } from '../../../db/schema';
import { pagedList } from '../../../lib/crud/paged-list';
import { type CompScopePlan, compScopeSql } from '../scope/comp-scope.repository';

// Schedule items (docs/schedule.md): an edition's dated items. They carry no region or organisation,
// so a restricted competition scope holds an item through its edition (as award levels do).

type Page = { pageNum: number; pageSize: number };

async function query<T>(database: Database, statement: SQL): Promise<T[]> {
  const result = (await database.exec().execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}

/** The judging stages: their teams are the stage's entries; other stages reach the edition's teams. */
const JUDGING_KINDS = ['preliminary', 'semi_final', 'final'];
/** Teams that no longer take part (docs/review.md 1, countsDownstream) and drafts are never texted. */
const NOT_TEAMS = sql`('draft', 'withdrawn', 'disqualified')`;

/**
 * Whether the edition exists and is in the plan: every edition for the whole scope, otherwise an
 * edition holding at least one application the scope sees (docs/competition-scope.md).
 */
export async function editionInScope(database: Database, competitionId: number, plan: CompScopePlan) {
  const scope = compScopeSql(plan, {
    region: compApplication.regionCode,
    organisation: compApplication.orgId,
    owner: compApplication.createBy,
  });
  const [row] = await query<{ found: number }>(
    database,
    scope
      ? sql`select 1 as found from comp_application where comp_application.competition_id = ${competitionId} and ${scope} limit 1`
      : sql`select 1 as found from comp_competition where competition_id = ${competitionId}`,
  );
  return row !== undefined;
}

export async function stageOfEdition(database: Database, stageId: number, competitionId: number) {
  const [row] = await database
    .exec()
    .select({ stageId: compStage.stageId, stageKind: compStage.stageKind, stageName: compStage.stageName })
    .from(compStage)
    .where(and(eq(compStage.stageId, stageId), eq(compStage.competitionId, competitionId)));
  return row;
}

/** The edition's stages: the edition-wide ones first, then each track's ladder, in order. */
export function stagesOf(database: Database, competitionId: number) {
  return query<{ stageId: number; stageName: string; stageKind: string; trackName: string | null }>(
    database,
    sql`select s.stage_id::int as "stageId", s.stage_name as "stageName", s.stage_kind as "stageKind",
          t.track_name as "trackName"
        from comp_stage s left join comp_track t on t.track_id = s.track_id
        where s.competition_id = ${competitionId}
        order by s.track_id nulls first, s.seq, s.stage_id`,
  );
}

export interface ItemRecord {
  itemId: number;
  competitionId: number;
  stageId: number | null;
  stageName: string | null;
  title: string;
  kind: ScheduleKind;
  startsAt: string;
  endsAt: string;
  location: string | null;
  onlineLink: string | null;
  isPublic: boolean;
  description: string | null;
  notifiedAt: string | null;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
}

const itemColumns = {
  itemId: compScheduleItem.itemId,
  competitionId: compScheduleItem.competitionId,
  stageId: compScheduleItem.stageId,
  stageName: sql<string | null>`${compStage.stageName}`,
  title: compScheduleItem.title,
  kind: sql<ScheduleKind>`${compScheduleItem.kind}`,
  startsAt: compScheduleItem.startsAt,
  endsAt: compScheduleItem.endsAt,
  location: compScheduleItem.location,
  onlineLink: compScheduleItem.onlineLink,
  isPublic: sql<boolean>`(${compScheduleItem.isPublic} = '1')`,
  description: compScheduleItem.description,
  notifiedAt: compScheduleItem.notifiedAt,
  createBy: compScheduleItem.createBy,
  createTime: compScheduleItem.createTime,
  updateBy: compScheduleItem.updateBy,
  updateTime: compScheduleItem.updateTime,
};

export interface ItemFilter {
  competitionId: number;
  stageId?: number | '';
  kind?: ScheduleKind | '';
  isPublic?: '0' | '1' | '';
  from?: string;
  to?: string;
  title?: string;
}

/** An edition's items with the filters, by start, paged in the database. */
export function listItems(database: Database, filter: ItemFilter, page: Page) {
  const escaped = filter.title ? `%${filter.title.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = and(
    eq(compScheduleItem.competitionId, filter.competitionId),
    filter.stageId ? eq(compScheduleItem.stageId, filter.stageId) : undefined,
    filter.kind ? eq(compScheduleItem.kind, filter.kind) : undefined,
    filter.isPublic ? eq(compScheduleItem.isPublic, filter.isPublic) : undefined,
    // Items overlapping the days [from, to].
    filter.from ? gte(compScheduleItem.endsAt, `${filter.from} 00:00:00`) : undefined,
    filter.to ? lte(compScheduleItem.startsAt, `${filter.to} 23:59:59`) : undefined,
    escaped ? like(compScheduleItem.title, escaped) : undefined,
  );
  return pagedList(database, {
    from: compScheduleItem,
    where,
    page,
    rows: ({ limit, offset }) =>
      database
        .exec()
        .select(itemColumns)
        .from(compScheduleItem)
        .leftJoin(compStage, eq(compStage.stageId, compScheduleItem.stageId))
        .where(where)
        .orderBy(asc(compScheduleItem.startsAt), asc(compScheduleItem.itemId))
        .limit(limit)
        .offset(offset),
  });
}

export async function findItems(database: Database, itemIds: number[]): Promise<ItemRecord[]> {
  if (itemIds.length === 0) return [];
  return database
    .exec()
    .select(itemColumns)
    .from(compScheduleItem)
    .leftJoin(compStage, eq(compStage.stageId, compScheduleItem.stageId))
    .where(inArray(compScheduleItem.itemId, itemIds))
    .orderBy(asc(compScheduleItem.itemId));
}

export interface ItemValues {
  competitionId: number;
  stageId: number | null;
  title: string;
  kind: ScheduleKind;
  startsAt: string;
  endsAt: string;
  location: string | null;
  onlineLink: string | null;
  isPublic: boolean;
  description: string | null;
}

const stored = (values: ItemValues) => ({ ...values, isPublic: values.isPublic ? '1' : '0' });

export async function insertItem(database: Database, values: ItemValues, by: string): Promise<number> {
  const [row] = await database
    .exec()
    .insert(compScheduleItem)
    .values({ ...stored(values), createBy: by })
    .returning({ itemId: compScheduleItem.itemId });
  return row.itemId;
}

/** Writes the item; `clearNotified`: the teams have not been told of it as it now stands. */
export async function updateItem(
  database: Database,
  {
    itemId,
    values,
    by,
    at,
    clearNotified,
  }: { itemId: number; values: ItemValues; by: string; at: string; clearNotified: boolean },
) {
  await database
    .exec()
    .update(compScheduleItem)
    .set({ ...stored(values), updateBy: by, updateTime: at, ...(clearNotified ? { notifiedAt: null } : {}) })
    .where(eq(compScheduleItem.itemId, itemId));
}

export async function deleteItems(database: Database, itemIds: number[]) {
  await database.exec().delete(compScheduleItem).where(inArray(compScheduleItem.itemId, itemIds));
}

/** Records the notification, unless another one was recorded meanwhile (answers whether it was this one). */
export async function markNotified(database: Database, itemId: number, at: string): Promise<boolean> {
  const rows = await database
    .exec()
    .update(compScheduleItem)
    .set({ notifiedAt: at })
    .where(and(eq(compScheduleItem.itemId, itemId), isNull(compScheduleItem.notifiedAt)))
    .returning({ itemId: compScheduleItem.itemId });
  return rows.length === 1;
}

/** The teams an item concerns: where the stage is a judging stage, its entries; else the edition's teams. */
function teamsSql(item: { competitionId: number; stageId: number | null }, columns: SQL) {
  return sql`select ${columns} from comp_application a
    where a.competition_id = ${item.competitionId} and a.status not in ${NOT_TEAMS}
      and (${item.stageId}::bigint is null
        or not exists (select 1 from comp_stage s where s.stage_id = ${item.stageId}
          and s.stage_kind in (${sql.join(
            JUDGING_KINDS.map((kind) => sql`${kind}`),
            sql`, `,
          )}))
        or exists (select 1 from comp_stage_entry e where e.stage_id = ${item.stageId} and e.application_id = a.application_id))`;
}

export async function countTeams(database: Database, item: { competitionId: number; stageId: number | null }) {
  const [row] = await query<{ count: number }>(database, teamsSql(item, sql`count(*)::int as count`));
  return row?.count ?? 0;
}

/** The affected teams' leaders, the mobile still sealed (docs/applications.md). */
export function teamLeaders(database: Database, item: { competitionId: number; stageId: number | null }) {
  return query<{ applicationId: number; leaderMobileEnc: string }>(
    database,
    sql`${teamsSql(item, sql`a.application_id::int as "applicationId", a.leader_mobile_enc as "leaderMobileEnc"`)} order by a.application_id`,
  );
}

/** An open edition's public items by start: never internal ones, never staff columns. */
export function publicItems(database: Database, competitionId: number) {
  return database
    .exec()
    .select({
      itemId: compScheduleItem.itemId,
      competitionId: compScheduleItem.competitionId,
      stageName: sql<string | null>`${compStage.stageName}`,
      title: compScheduleItem.title,
      kind: sql<ScheduleKind>`${compScheduleItem.kind}`,
      startsAt: compScheduleItem.startsAt,
      endsAt: compScheduleItem.endsAt,
      location: compScheduleItem.location,
      onlineLink: compScheduleItem.onlineLink,
      description: compScheduleItem.description,
    })
    .from(compScheduleItem)
    .innerJoin(compCompetition, eq(compCompetition.competitionId, compScheduleItem.competitionId))
    .leftJoin(compStage, eq(compStage.stageId, compScheduleItem.stageId))
    .where(
      and(
        eq(compScheduleItem.competitionId, competitionId),
        eq(compScheduleItem.isPublic, '1'),
        inArray(compCompetition.status, [...PORTAL_OPEN_STATUSES]),
      ),
    )
    .orderBy(asc(compScheduleItem.startsAt), asc(compScheduleItem.itemId));
}
