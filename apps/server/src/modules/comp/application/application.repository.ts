import { type ApplicationSortColumn, LEFT_COMPETITION_STATUSES } from '@cbo/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  getTableName,
  inArray,
  lt,
  ne,
  notInArray,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/database';
import {
  compApplication,
  compApplicationEvent,
  compApplicationMember,
  compCompetition,
  compGroupCategory,
  compOrganisation,
  compRegion,
  compTrack,
  sysFormVersion,
} from '../../../db/schema';
import { dateRangeCondition, likePattern } from '../../../lib/crud/list-query';
import { pagedList, pageKeys, type VersionsCarry } from '../../../lib/crud/paged-list';
import { type CompScopePlan, compScopeSql } from '../scope/comp-scope.repository';

export type ApplicationValues = Omit<
  typeof compApplication.$inferInsert,
  'applicationId' | 'code' | 'status' | 'createTime' | 'createBy' | 'updateBy' | 'updateTime'
>;
export type MemberValues = Omit<typeof compApplicationMember.$inferInsert, 'memberId' | 'applicationId'>;

/** A list filter after the digests of the exact-match fields were taken. */
export interface ApplicationQuery {
  competitionId?: number | '';
  trackId?: number | '';
  categoryId?: number | '';
  status?: string;
  code?: string;
  projectName?: string;
  industry?: string;
  regionCode?: string;
  orgId?: number | '';
  leaderName?: string;
  leaderMobileHash?: string;
  idHash?: string;
  params?: { beginTime?: string; endTime?: string };
  /** Leave out withdrawn and disqualified entries unless a status is asked for (the export). */
  downstreamOnly?: boolean;
}

const like = (column: SQL | typeof compApplication.code, text: string) =>
  sql`lower(${column}) like ${likePattern(text.trim().toLowerCase())}`;
const given = <T>(value: T | '' | undefined): value is T => value !== undefined && value !== '';

/** The scope over the applications' region, organisation and author. */
export const applicationScope = (plan: CompScopePlan) =>
  compScopeSql(plan, {
    region: compApplication.regionCode,
    organisation: compApplication.orgId,
    owner: compApplication.createBy,
  });

export function applicationWhere(query: ApplicationQuery, plan: CompScopePlan): SQL | undefined {
  const a = compApplication;
  return and(
    applicationScope(plan),
    given(query.competitionId) ? eq(a.competitionId, query.competitionId) : undefined,
    given(query.trackId) ? eq(a.trackId, query.trackId) : undefined,
    given(query.categoryId) ? eq(a.categoryId, query.categoryId) : undefined,
    given(query.status) ? eq(a.status, query.status) : undefined,
    // Without a status asked for, the export leaves out entries that left the competition.
    query.downstreamOnly && !given(query.status) ? notInArray(a.status, [...LEFT_COMPETITION_STATUSES]) : undefined,
    given(query.industry) ? eq(a.industry, query.industry) : undefined,
    given(query.orgId) ? eq(a.orgId, query.orgId) : undefined,
    given(query.code) ? like(a.code, query.code) : undefined,
    given(query.projectName) ? like(sql`${a.projectName}`, query.projectName) : undefined,
    given(query.leaderName) ? like(sql`${a.leaderName}`, query.leaderName) : undefined,
    given(query.regionCode)
      ? sql`${a.regionCode} in (select ${compRegion.regionCode} from ${compRegion} where ${compRegion.regionCode} = ${query.regionCode} or ${compRegion.ancestors} like ${`%,${query.regionCode},%`})`
      : undefined,
    given(query.leaderMobileHash) ? eq(a.leaderMobileHash, query.leaderMobileHash) : undefined,
    given(query.idHash) ? inArray(a.applicationId, applicationsOfPerson(query.idHash)) : undefined,
    dateRangeCondition(a.createTime, query.params),
  );
}

/** The applications a person (by ID digest) is a member of. */
function applicationsOfPerson(idHash: string) {
  return sql`(select ${compApplicationMember.applicationId} from ${compApplicationMember} where ${compApplicationMember.idHash} = ${idHash})`;
}

/**
 * A display name looked up by primary key in the select list. A correlated subquery rather than a
 * join: PostgreSQL plans a five-way join of the page for about a millisecond at every request,
 * several times what running it costs, and a subquery per name for a fraction of that.
 */
const nameOf = <T>(name: PgColumn, table: PgTable, key: PgColumn, value: PgColumn, fallback?: string) => {
  const picked = fallback === undefined ? qualified(name) : sql`coalesce(${qualified(name)}, ${fallback})`;
  return sql<T>`(select ${picked} from ${table} where ${qualified(key)} = ${qualified(value)})`;
};

/** "table"."column" always: in a query over one table Drizzle leaves columns in SQL unqualified. */
const qualified = (column: PgColumn) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

const rowColumns = {
  applicationId: compApplication.applicationId,
  code: compApplication.code,
  projectName: compApplication.projectName,
  competitionId: compApplication.competitionId,
  competitionName: nameOf<string>(
    compCompetition.competitionName,
    compCompetition,
    compCompetition.competitionId,
    compApplication.competitionId,
    '',
  ),
  trackId: compApplication.trackId,
  trackName: nameOf<string>(compTrack.trackName, compTrack, compTrack.trackId, compApplication.trackId, ''),
  categoryId: compApplication.categoryId,
  categoryName: nameOf<string | null>(
    compGroupCategory.categoryName,
    compGroupCategory,
    compGroupCategory.categoryId,
    compApplication.categoryId,
  ),
  industry: compApplication.industry,
  regionCode: compApplication.regionCode,
  regionName: nameOf<string | null>(
    compRegion.regionName,
    compRegion,
    compRegion.regionCode,
    compApplication.regionCode,
  ),
  orgId: compApplication.orgId,
  orgName: nameOf<string | null>(
    compOrganisation.orgName,
    compOrganisation,
    compOrganisation.orgId,
    compApplication.orgId,
  ),
  leaderName: compApplication.leaderName,
  leaderMobile: compApplication.leaderMobileMask,
  status: compApplication.status,
  memberCount: compApplication.memberCount,
  submittedAt: compApplication.submittedAt,
  returnCount: compApplication.returnCount,
  createBy: compApplication.createBy,
  createTime: compApplication.createTime,
  updateTime: compApplication.updateTime,
};

/**
 * The rows of a page's keys (a subquery of application ids, in `order`), carrying the versions
 * pagedList reads with them.
 */
function rowsOfKeys(database: Database, keys: PageKeys, carry: VersionsCarry, order: SQL[]) {
  return database
    .exec()
    .select({ ...rowColumns, ...carry })
    .from(keys)
    .innerJoin(compApplication, eq(compApplication.applicationId, keys.key))
    .orderBy(...order);
}

type PageKeys = ReturnType<typeof pageKeys>;

function selectRows(database: Database) {
  return database.exec().select(rowColumns).from(compApplication);
}

/** What a sortable column orders by: names through their tables, so the order reads as the column shows. */
const SORTABLE: Record<ApplicationSortColumn, SQL> = {
  code: sql`${compApplication.code}`,
  projectName: sql`${compApplication.projectName}`,
  status: sql`${compApplication.status}`,
  trackName: nameOf(compTrack.trackName, compTrack, compTrack.trackId, compApplication.trackId),
  categoryName: nameOf(
    compGroupCategory.categoryName,
    compGroupCategory,
    compGroupCategory.categoryId,
    compApplication.categoryId,
  ),
  regionName: nameOf(compRegion.regionName, compRegion, compRegion.regionCode, compApplication.regionCode),
  orgName: nameOf(compOrganisation.orgName, compOrganisation, compOrganisation.orgId, compApplication.orgId),
  leaderName: sql`${compApplication.leaderName}`,
  memberCount: sql`${compApplication.memberCount}`,
  submittedAt: sql`${compApplication.submittedAt}`,
  createTime: sql`${compApplication.createTime}`,
};

/** A list's sort: a whitelisted column (the contract refuses others), newest first by default. */
export interface ApplicationSort {
  orderByColumn?: ApplicationSortColumn;
  isAsc?: string;
}

/** The ORDER BY of a sort, the id breaking ties so pages are stable. */
function applicationOrder(sort: ApplicationSort | undefined): SQL[] {
  const byId = desc(compApplication.applicationId);
  if (!sort?.orderByColumn) return [byId];
  const descending = sort.isAsc === 'desc' || sort.isAsc === 'descending';
  const column = SORTABLE[sort.orderByColumn];
  return [descending ? sql`${column} desc nulls last` : sql`${column} asc nulls last`, byId];
}

/** Below this many matches, a text-fragment page is read from the matches rather than by id. */
const FEW_MATCHES = 5_000;

/**
 * A page newest first, with the total (lib/crud/paged-list.ts). With a text fragment (name, code,
 * leader) the matches can cluster anywhere in the id range, so walking the id index backwards may
 * pass most of the table before 20 match: the page is first read from the fragment's trigram
 * matches, sorted (`+ 0` keeps the planner off the id index); only when the fragment matches many
 * rows is the page read again along the id index. Other pages page the ids first (a deferred join).
 */
export async function listApplications(
  database: Database,
  where: SQL | undefined,
  page: { pageNum: number; pageSize: number },
  fragment = false,
  sort?: ApplicationSort,
) {
  const order = applicationOrder(sort);
  const sorted = order.length > 1;
  return pagedList(database, {
    from: compApplication,
    where,
    page,
    rowsCarryVersions: true,
    rows: async (window, carry) => {
      if (fragment) {
        const found = await database
          .exec()
          .select({ id: compApplication.applicationId, matches: sql<number>`count(*) over ()`.mapWith(Number) })
          .from(compApplication)
          .where(where)
          .orderBy(...(sorted ? order : [sql`${compApplication.applicationId} + 0 desc`]))
          .limit(window.limit)
          .offset(window.offset);
        const matches = found[0]?.matches;
        if (matches !== undefined && matches <= FEW_MATCHES) {
          const ids = found.map((row) => row.id);
          const keys = pageKeys(database, {
            key: compApplication.applicationId,
            from: compApplication,
            where: inArray(compApplication.applicationId, ids),
            order,
            window: { limit: ids.length, offset: 0 },
          });
          return rowsOfKeys(database, keys, carry, order);
        }
        if (matches === undefined && window.offset === 0) return [];
      }
      const keys = pageKeys(database, {
        key: compApplication.applicationId,
        from: compApplication,
        where,
        order,
        window,
      });
      return rowsOfKeys(database, keys, carry, order);
    },
  });
}

/** Keyset pages newest first, for exports. */
export async function applicationsBefore(
  database: Database,
  where: SQL | undefined,
  before: number | undefined,
  size: number,
) {
  return selectRows(database)
    .where(and(where, before === undefined ? undefined : lt(compApplication.applicationId, before)))
    .orderBy(desc(compApplication.applicationId))
    .limit(size);
}

export async function statusCounts(database: Database, where: SQL | undefined) {
  return database
    .exec()
    .select({ status: compApplication.status, n: count() })
    .from(compApplication)
    .where(where)
    .groupBy(compApplication.status);
}

/** One application with everything the detail page shows, or undefined when missing or out of scope. */
export async function findApplication(database: Database, applicationId: number, plan: CompScopePlan) {
  const [row] = await selectRows(database)
    .where(and(eq(compApplication.applicationId, applicationId), applicationScope(plan)))
    .limit(1);
  if (!row) return undefined;
  const [stored] = await database
    .exec()
    .select({
      summary: compApplication.summary,
      leaderIdMask: compApplication.leaderIdMask,
      mentors: compApplication.mentors,
      attachments: compApplication.attachments,
      videoLink: compApplication.videoLink,
      answers: compApplication.answers,
      returnDeadline: compApplication.returnDeadline,
    })
    .from(compApplication)
    .where(eq(compApplication.applicationId, applicationId));
  const members = await membersOf(database, [applicationId]);
  return { ...row, ...stored, members };
}

export async function membersOf(database: Database, applicationIds: number[]) {
  if (applicationIds.length === 0) return [];
  return database
    .exec()
    .select()
    .from(compApplicationMember)
    .where(inArray(compApplicationMember.applicationId, applicationIds))
    .orderBy(asc(compApplicationMember.applicationId), asc(compApplicationMember.seq));
}

/** The sealed mobiles and ID numbers of one application (an edit's masked values stand for them). */
export async function storedPeople(database: Database, applicationId: number) {
  const [row] = await database
    .exec()
    .select({
      leaderMobileEnc: compApplication.leaderMobileEnc,
      leaderMobileMask: compApplication.leaderMobileMask,
      mentors: compApplication.mentors,
    })
    .from(compApplication)
    .where(eq(compApplication.applicationId, applicationId));
  if (!row) return undefined;
  return { ...row, members: await membersOf(database, [applicationId]) };
}

/** The stored state the rules need (status, track, window), for ids in scope. */
export async function applicationStates(database: Database, ids: number[], plan: CompScopePlan) {
  if (ids.length === 0) return [];
  return database
    .exec()
    .select({
      applicationId: compApplication.applicationId,
      code: compApplication.code,
      status: compApplication.status,
      competitionId: compApplication.competitionId,
      trackId: compApplication.trackId,
      attachments: compApplication.attachments,
      answers: compApplication.answers,
      returnDeadline: compApplication.returnDeadline,
      returnLevel: compApplication.returnLevel,
    })
    .from(compApplication)
    .where(and(inArray(compApplication.applicationId, ids), applicationScope(plan)));
}

/**
 * The next `n` codes of a prefix in an edition (`A26-0001`). Tracks whose codes start with the
 * same letter share the prefix, so the sequence and the transaction-scoped advisory lock that
 * keeps two creations from drawing the same number are per (edition, prefix), not per track: a
 * lock per track let two such tracks draw the same code at once. Call inside a transaction.
 */
export async function nextCodes(
  database: Database,
  competitionId: number,
  /** The sequence's name: tracks whose codes share a first letter share it. */
  prefix: string,
  n: number,
) {
  const db = database.exec();
  // Two int keys (apart from the single-key locks elsewhere); a hash collision only serialises more.
  const lockKey = `application-code:${prefix}`;
  await db.execute(sql`select pg_advisory_xact_lock(${competitionId}::int, hashtext(${lockKey}))`);
  // The largest number, not the largest text: A26-10000 comes after A26-9999.
  const [{ last }] = await db
    .select({
      last: sql<
        number | null
      >`max(cast(substring(${compApplication.code} from ${sql.raw(String(prefix.length + 2))}) as integer))`,
    })
    .from(compApplication)
    .where(
      and(eq(compApplication.competitionId, competitionId), sql`${compApplication.code} ~ ${`^${prefix}-[0-9]+$`}`),
    );
  const start = (last === null ? 0 : Number(last)) + 1;
  return Array.from({ length: n }, (_, i) => `${prefix}-${String(start + i).padStart(4, '0')}`);
}

export async function insertApplications(
  database: Database,
  /** `owner`: whose draft it is (the entrant's user name), when not `by` (imports). */
  rows: Array<{ values: ApplicationValues; code: string; members: MemberValues[]; owner?: string }>,
  by: string,
  at: string,
) {
  const db = database.exec();
  const inserted = await db
    .insert(compApplication)
    .values(
      rows.map((row) => ({
        ...row.values,
        code: row.code,
        status: 'draft',
        createBy: row.owner ?? by,
        createTime: at,
      })),
    )
    .returning({ applicationId: compApplication.applicationId, code: compApplication.code });
  const idByCode = new Map(inserted.map((row) => [row.code, row.applicationId]));
  const members = rows.flatMap((row) =>
    row.members.map((member) => ({ ...member, applicationId: idByCode.get(row.code) as number })),
  );
  if (members.length > 0) await db.insert(compApplicationMember).values(members);
  await db.insert(compApplicationEvent).values(
    inserted.map((row) => ({
      applicationId: row.applicationId,
      action: 'create',
      fromStatus: null,
      toStatus: 'draft',
      operName: by,
      eventTime: at,
    })),
  );
  return inserted;
}

export async function updateApplication(
  database: Database,
  {
    applicationId,
    values,
    members,
    by,
    at,
  }: { applicationId: number; values: ApplicationValues; members: MemberValues[]; by: string; at: string },
) {
  const db = database.exec();
  await db
    .update(compApplication)
    .set({ ...values, updateBy: by, updateTime: at })
    .where(eq(compApplication.applicationId, applicationId));
  await db.delete(compApplicationMember).where(eq(compApplicationMember.applicationId, applicationId));
  if (members.length > 0) {
    await db.insert(compApplicationMember).values(members.map((member) => ({ ...member, applicationId })));
  }
}

/** What a text message to an application's leader needs: code, project and the sealed mobile. */
export async function leaderContact(database: Database, applicationId: number) {
  const [row] = await database
    .exec()
    .select({
      code: compApplication.code,
      projectName: compApplication.projectName,
      leaderMobileEnc: compApplication.leaderMobileEnc,
    })
    .from(compApplication)
    .where(eq(compApplication.applicationId, applicationId));
  return row;
}

/** Moves one application from `from` to `to` and records it; false when its state changed meanwhile. */
export async function moveStatus(
  database: Database,
  {
    change,
    extra,
    by,
    at,
    event = {},
  }: {
    change: { applicationId: number; action: string; from: string; to: string; reason: string | null };
    extra: Partial<typeof compApplication.$inferInsert>;
    by: string;
    at: string;
    event?: { levelNo?: number | null; reasonCode?: string | null };
  },
) {
  const db = database.exec();
  const moved = await db
    .update(compApplication)
    .set({ ...extra, status: change.to, updateBy: by, updateTime: at })
    .where(and(eq(compApplication.applicationId, change.applicationId), eq(compApplication.status, change.from)))
    .returning({ applicationId: compApplication.applicationId });
  if (moved.length === 0) return false;
  await db.insert(compApplicationEvent).values({
    applicationId: change.applicationId,
    action: change.action,
    fromStatus: change.from,
    toStatus: change.to,
    reason: change.reason,
    levelNo: event.levelNo ?? null,
    reasonCode: event.reasonCode ?? null,
    operName: by,
    eventTime: at,
  });
  return true;
}

export async function deleteApplications(database: Database, ids: number[]) {
  const db = database.exec();
  await db.delete(compApplicationMember).where(inArray(compApplicationMember.applicationId, ids));
  await db.delete(compApplicationEvent).where(inArray(compApplicationEvent.applicationId, ids));
  await db.delete(compApplication).where(inArray(compApplication.applicationId, ids));
}

export async function historyOf(database: Database, applicationId: number) {
  return database
    .exec()
    .select({
      eventId: compApplicationEvent.eventId,
      action: compApplicationEvent.action,
      fromStatus: compApplicationEvent.fromStatus,
      toStatus: compApplicationEvent.toStatus,
      reason: compApplicationEvent.reason,
      levelNo: compApplicationEvent.levelNo,
      reasonCode: compApplicationEvent.reasonCode,
      operName: compApplicationEvent.operName,
      eventTime: compApplicationEvent.eventTime,
    })
    .from(compApplicationEvent)
    .where(eq(compApplicationEvent.applicationId, applicationId))
    .orderBy(asc(compApplicationEvent.eventId));
}

/**
 * Applications that hold a person's one entry of an edition: submitted ones, whatever became of them
 * since, but withdrawn or disqualified. A draft holds nobody: it may list anyone and still never be
 * submitted (docs/applications.md).
 */
export const NOT_AN_ENTRY: readonly string[] = ['draft', 'withdrawn', 'disqualified'];

/** Other entries (NOT_AN_ENTRY aside) of the given people in an edition: the digest, the application and its code. */
export async function entriesOf(database: Database, competitionId: number, idHashes: string[], exceptId?: number) {
  if (idHashes.length === 0) return [];
  return database
    .exec()
    .select({
      idHash: compApplicationMember.idHash,
      applicationId: compApplication.applicationId,
      code: compApplication.code,
    })
    .from(compApplicationMember)
    .innerJoin(compApplication, eq(compApplication.applicationId, compApplicationMember.applicationId))
    .where(
      and(
        eq(compApplicationMember.competitionId, competitionId),
        inArray(compApplicationMember.idHash, idHashes),
        notInArray(compApplication.status, [...NOT_AN_ENTRY]),
        exceptId === undefined ? undefined : ne(compApplication.applicationId, exceptId),
      ),
    );
}

// What an application refers to

export async function competitionOf(database: Database, competitionId: number) {
  const [row] = await database
    .exec()
    .select({
      competitionId: compCompetition.competitionId,
      editionYear: compCompetition.editionYear,
      registrationStart: compCompetition.registrationStart,
      registrationEnd: compCompetition.registrationEnd,
    })
    .from(compCompetition)
    .where(eq(compCompetition.competitionId, competitionId));
  return row;
}

/** An edition's tracks, each with its bound form version's document (null: no extra fields). */
export async function tracksOf(database: Database, competitionId: number) {
  return database
    .exec()
    .select({ ...getTableColumns(compTrack), form: sysFormVersion.content })
    .from(compTrack)
    .leftJoin(
      sysFormVersion,
      and(eq(sysFormVersion.formId, compTrack.formId), eq(sysFormVersion.version, compTrack.formVersion)),
    )
    .where(eq(compTrack.competitionId, competitionId));
}

export async function categoriesOf(database: Database, trackIds: number[]) {
  if (trackIds.length === 0) return [];
  return database
    .exec()
    .select({
      categoryId: compGroupCategory.categoryId,
      trackId: compGroupCategory.trackId,
      name: compGroupCategory.categoryName,
    })
    .from(compGroupCategory)
    .where(inArray(compGroupCategory.trackId, trackIds));
}

export async function regionsIn(database: Database, codes: string[]) {
  if (codes.length === 0) return [];
  return database
    .exec()
    .select({ regionCode: compRegion.regionCode, ancestors: compRegion.ancestors })
    .from(compRegion)
    .where(inArray(compRegion.regionCode, codes));
}

/** Which of these region codes exist and are enabled (a region answer names one). */
export async function enabledRegionCodes(database: Database, codes: string[]): Promise<string[]> {
  if (codes.length === 0) return [];
  const rows = await database
    .exec()
    .select({ regionCode: compRegion.regionCode })
    .from(compRegion)
    .where(and(inArray(compRegion.regionCode, codes), eq(compRegion.status, '0')));
  return rows.map((row) => row.regionCode);
}

export async function organisationsIn(database: Database, ids: number[]) {
  if (ids.length === 0) return [];
  return database
    .exec()
    .select({
      orgId: compOrganisation.orgId,
      orgName: compOrganisation.orgName,
      regionCode: compOrganisation.regionCode,
    })
    .from(compOrganisation)
    .where(inArray(compOrganisation.orgId, ids));
}

export async function organisationsNamed(database: Database, names: string[]) {
  if (names.length === 0) return [];
  return database
    .exec()
    .select({ orgId: compOrganisation.orgId, orgName: compOrganisation.orgName })
    .from(compOrganisation)
    .where(inArray(compOrganisation.orgName, names));
}

export async function analyzeApplications(database: Database) {
  // PGlite: vacuum and analyze what grew (auto-analyze.ts); PostgreSQL: analyze now, autovacuum follows.
  if (database.autoAnalyze) await database.autoAnalyze.run();
  else await database.exec().execute(sql`analyze comp_application, comp_application_member`);
}

/** Arbitrary high half of the one-entry locks' keys (the low half is the edition), apart from other advisory locks. */
const ONE_ENTRY_LOCK_SPACE = 0x6f6e65n;

/**
 * Serialises the one-entry-per-person check of an edition with the status changes it guards: a
 * transaction-scoped advisory lock (PostgreSQL and PGlite), so a submission waits for a rival one
 * of the same edition to commit and then sees it. Call inside the transaction, editions in
 * ascending order.
 */
export async function lockEditionEntries(database: Database, competitionId: number): Promise<void> {
  const key = (ONE_ENTRY_LOCK_SPACE << 32n) + BigInt(competitionId);
  await database.exec().execute(sql`select pg_advisory_xact_lock(${key.toString()}::bigint)`);
}

/**
 * Holds the tracks (and group categories) that applications being written refer to until the
 * transaction ends, and answers whether they all still exist. Saving an edition's tracks takes the
 * same rows for update before it counts their applications (competition.repository.ts), so a track
 * is never removed while an application for it is being written. Call inside the transaction.
 */
export async function holdTracks(database: Database, trackIds: number[], categoryIds: number[]): Promise<boolean> {
  const db = database.exec();
  const tracks = [...new Set(trackIds)];
  const categories = [...new Set(categoryIds)];
  const heldTracks = await db
    .select({ id: compTrack.trackId })
    .from(compTrack)
    .where(inArray(compTrack.trackId, tracks))
    .for('share');
  if (heldTracks.length < tracks.length) return false;
  if (categories.length === 0) return true;
  const heldCategories = await db
    .select({ id: compGroupCategory.categoryId })
    .from(compGroupCategory)
    .where(inArray(compGroupCategory.categoryId, categories))
    .for('share');
  return heldCategories.length === categories.length;
}

/**
 * Replaces the files of a draft or returned application (a staff attach), unless it changed
 * meanwhile (its status, files or answers are no longer those read): two attaches at once never
 * lose one another's file.
 */
export async function setApplicationFiles(
  database: Database,
  {
    applicationId,
    was,
    attachments,
    answers,
    by,
    at,
  }: {
    applicationId: number;
    was: { status: string; attachments: ApplicationValues['attachments']; answers: ApplicationValues['answers'] };
    attachments: ApplicationValues['attachments'];
    answers: ApplicationValues['answers'];
    by: string;
    at: string;
  },
): Promise<boolean> {
  const changed = await database
    .exec()
    .update(compApplication)
    .set({ attachments, answers, updateBy: by, updateTime: at })
    .where(
      and(
        eq(compApplication.applicationId, applicationId),
        eq(compApplication.status, was.status),
        sql`${compApplication.attachments} = ${JSON.stringify(was.attachments)}::jsonb`,
        sql`${compApplication.answers} = ${JSON.stringify(was.answers)}::jsonb`,
      ),
    )
    .returning({ applicationId: compApplication.applicationId });
  return changed.length > 0;
}

/** Enabled regions (code, name, ancestors), province first: the import's names of regions. */
export async function enabledRegions(database: Database) {
  return database
    .exec()
    .select({ regionCode: compRegion.regionCode, regionName: compRegion.regionName, ancestors: compRegion.ancestors })
    .from(compRegion)
    .where(eq(compRegion.status, '0'))
    .orderBy(asc(compRegion.level), asc(compRegion.orderNum), asc(compRegion.regionCode));
}

/** Names of enabled organisations, at most `limit` (the template's dropdown). */
export async function organisationNames(database: Database, limit: number): Promise<string[]> {
  const found = await database
    .exec()
    .selectDistinct({ orgName: compOrganisation.orgName })
    .from(compOrganisation)
    .where(eq(compOrganisation.status, '0'))
    .orderBy(asc(compOrganisation.orgName))
    .limit(limit);
  return found.map((row) => row.orgName);
}
