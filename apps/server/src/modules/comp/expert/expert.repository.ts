import type { ExpertFilters } from '@cbo/contracts';
import { and, asc, type Column, eq, gt, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import {
  compExpert,
  compExpertGroup,
  compExpertGroupMember,
  compExpertRelation,
  compOrganisation,
  compRegion,
  sysUser,
} from '../../../db/schema';
import { likePattern, orderBy } from '../../../lib/crud/list-query';
import { pagedList } from '../../../lib/crud/paged-list';
import { compScopeCondition } from '../scope/comp-scope';

/** The profile columns add, edit and import write. */
export type ExpertValues = Pick<
  typeof compExpert.$inferInsert,
  'gender' | 'orgId' | 'orgName' | 'title' | 'fields' | 'industries' | 'regionCode' | 'tracks' | 'maxLoad' | 'remark'
>;

export type RelationValues = Pick<
  typeof compExpertRelation.$inferInsert,
  'kind' | 'orgId' | 'orgName' | 'fromDate' | 'untilDate' | 'text'
>;

const columns = {
  expertId: compExpert.expertId,
  userId: compExpert.userId,
  userName: sysUser.userName,
  nickName: sysUser.nickName,
  phonenumber: sql<string>`coalesce(${sysUser.phonenumber}, '')`.as('phonenumber'),
  email: sql<string>`coalesce(${sysUser.email}, '')`.as('email'),
  gender: compExpert.gender,
  orgId: compExpert.orgId,
  orgName: sql<string | null>`coalesce(${compOrganisation.orgName}, ${compExpert.orgName})`.as('org_name'),
  title: compExpert.title,
  fields: compExpert.fields,
  industries: compExpert.industries,
  regionCode: compExpert.regionCode,
  regionName: compRegion.regionName,
  tracks: compExpert.tracks,
  maxLoad: compExpert.maxLoad,
  status: compExpert.status,
  rating: sql<number | null>`${compExpert.rating}::float8`.as('rating'),
  remark: compExpert.remark,
  createTime: compExpert.createTime,
};

const sortable = {
  expertId: compExpert.expertId,
  nickName: sysUser.nickName,
  status: compExpert.status,
  rating: compExpert.rating,
  maxLoad: compExpert.maxLoad,
  createTime: compExpert.createTime,
};

const has = (column: Column, value: string) => sql`${column} @> ${JSON.stringify([value])}::jsonb`;

function where(filter: ExpertFilters): SQL | undefined {
  const name = filter.nickName?.trim();
  return and(
    name ? or(ilike(sysUser.nickName, likePattern(name)), ilike(sysUser.userName, likePattern(name))) : undefined,
    filter.field ? has(compExpert.fields, filter.field) : undefined,
    filter.industry ? has(compExpert.industries, filter.industry) : undefined,
    filter.track ? has(compExpert.tracks, filter.track) : undefined,
    filter.title ? eq(compExpert.title, filter.title) : undefined,
    filter.status ? eq(compExpert.status, filter.status) : undefined,
    // A region filter matches its whole subtree, like the competition scope.
    filter.regionCode
      ? compScopeCondition({ kind: 'region', regionCode: filter.regionCode }, { region: compExpert.regionCode })
      : undefined,
    eq(sysUser.delFlag, '0'),
  );
}

const joined = (database: Database) =>
  database
    .exec()
    .select(columns)
    .from(compExpert)
    .innerJoin(sysUser, eq(sysUser.userId, compExpert.userId))
    .leftJoin(compOrganisation, eq(compOrganisation.orgId, compExpert.orgId))
    .leftJoin(compRegion, eq(compRegion.regionCode, compExpert.regionCode));

export async function listExperts(
  database: Database,
  filter: ExpertFilters,
  page: { pageNum: number; pageSize: number; orderByColumn?: string; isAsc?: string },
) {
  const condition = where(filter);
  const order = orderBy(sortable, page, [asc(compExpert.expertId)], compExpert.expertId);
  return pagedList(database, {
    from: compExpert,
    joins: [{ table: sysUser, on: eq(sysUser.userId, compExpert.userId) }],
    where: condition,
    page,
    rows: ({ limit, offset }) =>
      joined(database)
        .where(condition)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
  });
}

/** A keyset batch of the filtered experts, for the streamed export. */
export async function expertsAfter(database: Database, filter: ExpertFilters, after: number | undefined, size: number) {
  return joined(database)
    .where(and(where(filter), after === undefined ? undefined : gt(compExpert.expertId, after)))
    .orderBy(asc(compExpert.expertId))
    .limit(size);
}

export async function expertsByIds(database: Database, expertIds: number[]) {
  if (expertIds.length === 0) return [];
  return joined(database)
    .where(and(inArray(compExpert.expertId, expertIds), eq(sysUser.delFlag, '0')))
    .orderBy(asc(compExpert.expertId));
}

export async function expertsByUserIds(database: Database, userIds: number[]) {
  if (userIds.length === 0) return [];
  return joined(database)
    .where(and(inArray(compExpert.userId, userIds), eq(sysUser.delFlag, '0')))
    .orderBy(asc(compExpert.expertId));
}

export async function relationsOf(database: Database, expertIds: number[]) {
  if (expertIds.length === 0) return [];
  return database
    .exec()
    .select({
      relationId: compExpertRelation.relationId,
      expertId: compExpertRelation.expertId,
      kind: compExpertRelation.kind,
      orgId: compExpertRelation.orgId,
      orgName: sql<string | null>`coalesce(${compOrganisation.orgName}, ${compExpertRelation.orgName})`.as('org_name'),
      fromDate: compExpertRelation.fromDate,
      untilDate: compExpertRelation.untilDate,
      text: compExpertRelation.text,
    })
    .from(compExpertRelation)
    .leftJoin(compOrganisation, eq(compOrganisation.orgId, compExpertRelation.orgId))
    .where(inArray(compExpertRelation.expertId, expertIds))
    .orderBy(asc(compExpertRelation.expertId), asc(compExpertRelation.relationId));
}

/** The expert groups these users sit in (first by id per user), for refusals and the detail. */
export async function groupsOfUsers(database: Database, userIds: number[]) {
  if (userIds.length === 0) return [];
  return database
    .exec()
    .select({ userId: compExpertGroupMember.userId, groupName: compExpertGroup.groupName })
    .from(compExpertGroupMember)
    .innerJoin(compExpertGroup, eq(compExpertGroup.expertGroupId, compExpertGroupMember.expertGroupId))
    .where(inArray(compExpertGroupMember.userId, userIds))
    .orderBy(asc(compExpertGroupMember.userId), asc(compExpertGroup.expertGroupId));
}

export async function profileOfUser(database: Database, userId: number) {
  const [row] = await database
    .exec()
    .select({ expertId: compExpert.expertId })
    .from(compExpert)
    .where(eq(compExpert.userId, userId))
    .limit(1);
  return row?.expertId;
}

/** Live users with no expert profile by account or name (the link picker), entrants left out. */
export async function usersWithoutProfile(database: Database, keyword: string | undefined) {
  const text = keyword?.trim();
  return database
    .exec()
    .select({
      userId: sysUser.userId,
      userName: sysUser.userName,
      nickName: sysUser.nickName,
      phonenumber: sql<string>`coalesce(${sysUser.phonenumber}, '')`.as('phonenumber'),
    })
    .from(sysUser)
    .leftJoin(compExpert, eq(compExpert.userId, sysUser.userId))
    .where(
      and(
        isNull(compExpert.expertId),
        eq(sysUser.delFlag, '0'),
        eq(sysUser.status, '0'),
        sql`not exists (select 1 from sys_user_role ur join sys_role r on r.role_id = ur.role_id
          where ur.user_id = ${sysUser.userId} and r.role_key = 'participants')`,
        text ? or(ilike(sysUser.userName, likePattern(text)), ilike(sysUser.nickName, likePattern(text))) : undefined,
      ),
    )
    .orderBy(asc(sysUser.userId))
    .limit(50);
}

/** A live, enabled user (for linking). */
export async function liveUser(database: Database, userId: number) {
  const [row] = await database
    .exec()
    .select({ userId: sysUser.userId, userName: sysUser.userName })
    .from(sysUser)
    .where(and(eq(sysUser.userId, userId), eq(sysUser.delFlag, '0'), eq(sysUser.status, '0')))
    .limit(1);
  return row;
}

export async function existingOrgIds(database: Database, orgIds: number[]): Promise<Set<number>> {
  if (orgIds.length === 0) return new Set();
  const rows = await database
    .exec()
    .select({ id: compOrganisation.orgId })
    .from(compOrganisation)
    .where(inArray(compOrganisation.orgId, orgIds));
  return new Set(rows.map((row) => row.id));
}

/** Organisations by exact name (the import's organisation column). */
export async function orgIdsByName(database: Database, names: string[]): Promise<Map<string, number>> {
  if (names.length === 0) return new Map();
  const rows = await database
    .exec()
    .select({ id: compOrganisation.orgId, name: compOrganisation.orgName })
    .from(compOrganisation)
    .where(inArray(compOrganisation.orgName, names))
    .orderBy(asc(compOrganisation.orgId));
  const map = new Map<string, number>();
  for (const row of rows) if (!map.has(row.name)) map.set(row.name, row.id);
  return map;
}

export async function existingRegionCodes(database: Database, codes: string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await database
    .exec()
    .select({ code: compRegion.regionCode })
    .from(compRegion)
    .where(inArray(compRegion.regionCode, codes));
  return new Set(rows.map((row) => row.code));
}

/** Which of these accounts, mobiles and e-mails live users already hold. */
export async function takenAccounts(database: Database, userNames: string[], mobiles: string[], emails: string[] = []) {
  const wanted = emails.filter((email) => email !== '');
  if (userNames.length === 0 && mobiles.length === 0 && wanted.length === 0) {
    return { names: new Set<string>(), mobiles: new Set<string>(), emails: new Set<string>() };
  }
  const rows = await database
    .exec()
    .select({ userName: sysUser.userName, phonenumber: sysUser.phonenumber, email: sysUser.email })
    .from(sysUser)
    .where(
      and(
        eq(sysUser.delFlag, '0'),
        or(
          userNames.length ? inArray(sysUser.userName, userNames) : undefined,
          mobiles.length ? inArray(sysUser.phonenumber, mobiles) : undefined,
          wanted.length ? inArray(sysUser.email, wanted) : undefined,
        ),
      ),
    );
  return {
    names: new Set(rows.map((row) => row.userName)),
    mobiles: new Set(rows.map((row) => row.phonenumber ?? '')),
    emails: new Set(rows.map((row) => row.email ?? '').filter((email) => email !== '')),
  };
}

export async function insertExpert(
  database: Database,
  values: ExpertValues & { userId: number; status: string; createBy: string },
) {
  const [row] = await database.exec().insert(compExpert).values(values).returning({ expertId: compExpert.expertId });
  return row.expertId;
}

/** Inserts an applied profile unless the user has one (a registration approved twice stays one row). */
export async function insertAppliedExpert(database: Database, userId: number, by: string) {
  await database
    .exec()
    .insert(compExpert)
    .values({ userId, status: 'applied', createBy: by })
    .onConflictDoNothing({ target: compExpert.userId });
}

export async function updateExpert(
  database: Database,
  {
    expertId,
    values,
    by,
    at,
  }: { expertId: number; values: Partial<ExpertValues> & { status?: string }; by: string; at: string },
) {
  const rows = await database
    .exec()
    .update(compExpert)
    .set({ ...values, updateBy: by, updateTime: at })
    .where(eq(compExpert.expertId, expertId))
    .returning({ expertId: compExpert.expertId });
  return rows.length;
}

/** Moves the status only from the one it was read in, so two concurrent moves cannot both pass. */
export async function moveStatus(
  database: Database,
  { expertId, from, to, by, at }: { expertId: number; from: string; to: string; by: string; at: string },
) {
  const rows = await database
    .exec()
    .update(compExpert)
    .set({ status: to, updateBy: by, updateTime: at })
    .where(and(eq(compExpert.expertId, expertId), eq(compExpert.status, from)))
    .returning({ expertId: compExpert.expertId });
  return rows.length;
}

export async function replaceRelations(
  database: Database,
  { expertId, relations, by }: { expertId: number; relations: RelationValues[]; by: string },
) {
  await database.exec().delete(compExpertRelation).where(eq(compExpertRelation.expertId, expertId));
  if (relations.length) {
    await database
      .exec()
      .insert(compExpertRelation)
      .values(relations.map((relation) => ({ ...relation, expertId, createBy: by })));
  }
}

export async function deleteExperts(database: Database, expertIds: number[]) {
  await database.exec().delete(compExpertRelation).where(inArray(compExpertRelation.expertId, expertIds));
  await database.exec().delete(compExpert).where(inArray(compExpert.expertId, expertIds));
}
