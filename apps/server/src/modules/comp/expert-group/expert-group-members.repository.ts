import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import {
  compExpert,
  compExpertDraw,
  compExpertGroup,
  compExpertGroupEvent,
  compExpertGroupMember,
  compOrganisation,
  compRegion,
  type OverriddenWarning,
  sysUser,
} from '../../../db/schema';
import { likePattern } from '../../../lib/crud/list-query';
import { pagedList } from '../../../lib/crud/paged-list';
import { compScopeCondition } from '../scope/comp-scope';

// An expert group's members, its candidates from the pool, its draws and its history
// (docs/expert-groups.md).

/** Most candidates one list answers: the dialog filters further. */
export const CANDIDATE_LIMIT = 500;

const expertOrgName = sql<string | null>`coalesce(${compOrganisation.orgName}, ${compExpert.orgName})`;

export async function listMembers(
  database: Database,
  expertGroupId: number,
  name: string | undefined,
  page: { pageNum: number; pageSize: number },
) {
  const search = name?.trim()
    ? or(
        sql`lower(${sysUser.userName}) like ${likePattern(name.trim().toLowerCase())}`,
        sql`lower(${sysUser.nickName}) like ${likePattern(name.trim().toLowerCase())}`,
      )
    : undefined;
  const condition = and(eq(compExpertGroupMember.expertGroupId, expertGroupId), search);
  return pagedList(database, {
    from: compExpertGroupMember,
    joins: [{ table: sysUser, on: eq(sysUser.userId, compExpertGroupMember.userId) }],
    where: condition,
    page,
    rows: ({ limit, offset }) =>
      database
        .exec()
        .select({
          memberId: compExpertGroupMember.memberId,
          userId: compExpertGroupMember.userId,
          expertId: compExpert.expertId,
          userName: sysUser.userName,
          nickName: sysUser.nickName,
          orgName: expertOrgName,
          title: compExpert.title,
          fields: sql<string[]>`coalesce(${compExpert.fields}, '[]'::jsonb)`,
          regionName: compRegion.regionName,
          role: compExpertGroupMember.role,
          joinedBy: compExpertGroupMember.joinedBy,
          drawId: compExpertGroupMember.drawId,
          overrides: compExpertGroupMember.overrides,
          createBy: compExpertGroupMember.createBy,
          createTime: compExpertGroupMember.createTime,
        })
        .from(compExpertGroupMember)
        .innerJoin(sysUser, eq(sysUser.userId, compExpertGroupMember.userId))
        .leftJoin(compExpert, eq(compExpert.userId, compExpertGroupMember.userId))
        .leftJoin(compOrganisation, eq(compOrganisation.orgId, compExpert.orgId))
        .leftJoin(compRegion, eq(compRegion.regionCode, compExpert.regionCode))
        .where(condition)
        .orderBy(
          sql`case when ${compExpertGroupMember.role} = 'leader' then 0 else 1 end`,
          asc(compExpertGroupMember.memberId),
        )
        .limit(limit)
        .offset(offset),
  });
}

export interface CandidateQuery {
  expertGroupId: number;
  stageId: number;
  name?: string;
  field?: string;
  regionCode?: string;
  track?: string;
  loadAtMost?: number;
  /** Only these experts (the ones a hand-picked add names). */
  expertIds?: number[];
}

/**
 * Active experts of the pool not yet in the group, by expert id (the order a draw shuffles), with
 * their load: how many expert groups of the same stage they already sit in.
 */
export async function candidates(database: Database, query: CandidateQuery) {
  const load = sql<number>`(select count(*)::int from ${compExpertGroupMember} m join ${compExpertGroup} g on g.expert_group_id = m.expert_group_id where m.user_id = "comp_expert"."user_id" and g.stage_id = ${query.stageId})`;
  const name = query.name?.trim().toLowerCase();
  const conditions: Array<SQL | undefined> = [
    eq(compExpert.status, 'active'),
    eq(sysUser.delFlag, '0'),
    sql`not exists (select 1 from ${compExpertGroupMember} m where m.expert_group_id = ${query.expertGroupId} and m.user_id = "comp_expert"."user_id")`,
    name
      ? or(
          sql`lower(${sysUser.nickName}) like ${likePattern(name)}`,
          sql`lower(${sysUser.userName}) like ${likePattern(name)}`,
        )
      : undefined,
    query.field ? sql`${compExpert.fields} @> ${JSON.stringify([query.field])}::jsonb` : undefined,
    query.track ? sql`${compExpert.tracks} @> ${JSON.stringify([query.track])}::jsonb` : undefined,
    query.regionCode
      ? compScopeCondition({ kind: 'region', regionCode: query.regionCode }, { region: compExpert.regionCode })
      : undefined,
    query.loadAtMost === undefined ? undefined : sql`${load} <= ${query.loadAtMost}`,
    query.expertIds ? inArray(compExpert.expertId, query.expertIds.length ? query.expertIds : [0]) : undefined,
  ];
  return database
    .exec()
    .select({
      expertId: compExpert.expertId,
      userId: compExpert.userId,
      userName: sysUser.userName,
      nickName: sysUser.nickName,
      orgName: expertOrgName,
      title: compExpert.title,
      fields: compExpert.fields,
      regionCode: compExpert.regionCode,
      regionName: compRegion.regionName,
      tracks: compExpert.tracks,
      load,
    })
    .from(compExpert)
    .innerJoin(sysUser, eq(sysUser.userId, compExpert.userId))
    .leftJoin(compOrganisation, eq(compOrganisation.orgId, compExpert.orgId))
    .leftJoin(compRegion, eq(compRegion.regionCode, compExpert.regionCode))
    .where(and(...conditions))
    .orderBy(asc(compExpert.expertId))
    .limit(CANDIDATE_LIMIT);
}

export async function memberCount(database: Database, expertGroupId: number) {
  const [{ n }] = await database
    .exec()
    .select({ n: count() })
    .from(compExpertGroupMember)
    .where(eq(compExpertGroupMember.expertGroupId, expertGroupId));
  return n;
}

/** Which of these users are members of the group. */
export async function membersAmong(database: Database, expertGroupId: number, userIds: number[]) {
  const found = await database
    .exec()
    .select({ userId: compExpertGroupMember.userId })
    .from(compExpertGroupMember)
    .where(and(eq(compExpertGroupMember.expertGroupId, expertGroupId), inArray(compExpertGroupMember.userId, userIds)));
  return found.map((row) => row.userId);
}

export interface NewMember {
  userId: number;
  joinedBy: 'draw' | 'manual';
  drawId: number | null;
  overrides: OverriddenWarning[];
}

export async function insertMembers(database: Database, expertGroupId: number, members: NewMember[], by: string) {
  if (members.length === 0) return;
  await database
    .exec()
    .insert(compExpertGroupMember)
    .values(members.map((member) => ({ ...member, expertGroupId, role: 'member', createBy: by })));
}

export async function deleteMembers(database: Database, expertGroupId: number, userIds: number[]) {
  await database
    .exec()
    .delete(compExpertGroupMember)
    .where(and(eq(compExpertGroupMember.expertGroupId, expertGroupId), inArray(compExpertGroupMember.userId, userIds)));
}

/** Makes one member the leader (the others members) and records it on the group. */
export async function setLeader(
  database: Database,
  { expertGroupId, userId, by, at }: { expertGroupId: number; userId: number | null; by: string; at: string },
) {
  await database
    .exec()
    .update(compExpertGroupMember)
    .set({ role: sql`case when ${compExpertGroupMember.userId} = ${userId ?? 0} then 'leader' else 'member' end` })
    .where(eq(compExpertGroupMember.expertGroupId, expertGroupId));
  await database
    .exec()
    .update(compExpertGroup)
    .set({ leaderUserId: userId, updateBy: by, updateTime: at })
    .where(eq(compExpertGroup.expertGroupId, expertGroupId));
}

export async function insertDraw(
  database: Database,
  draw: {
    expertGroupId: number;
    seed: string;
    filter: Record<string, unknown>;
    candidateIds: number[];
    drawCount: number;
    drawnIds: number[];
    createBy: string;
  },
) {
  const [row] = await database.exec().insert(compExpertDraw).values(draw).returning({ drawId: compExpertDraw.drawId });
  return row.drawId;
}

export interface NewEvent {
  action: 'add' | 'remove' | 'leader' | 'draw';
  userId: number | null;
  drawId?: number | null;
  detail?: Record<string, unknown>;
}

export async function insertEvents(database: Database, expertGroupId: number, events: NewEvent[], by: string) {
  if (events.length === 0) return;
  await database
    .exec()
    .insert(compExpertGroupEvent)
    .values(
      events.map((event) => ({
        expertGroupId,
        action: event.action,
        userId: event.userId,
        drawId: event.drawId ?? null,
        detail: event.detail ?? {},
        createBy: by,
      })),
    );
}

export async function listEvents(
  database: Database,
  expertGroupId: number,
  page: { pageNum: number; pageSize: number },
) {
  const condition = eq(compExpertGroupEvent.expertGroupId, expertGroupId);
  return pagedList(database, {
    from: compExpertGroupEvent,
    where: condition,
    page,
    rows: ({ limit, offset }) =>
      database
        .exec()
        .select({
          eventId: compExpertGroupEvent.eventId,
          action: compExpertGroupEvent.action,
          userId: compExpertGroupEvent.userId,
          userName: sysUser.userName,
          nickName: sysUser.nickName,
          drawId: compExpertGroupEvent.drawId,
          detail: compExpertGroupEvent.detail,
          createBy: compExpertGroupEvent.createBy,
          createTime: compExpertGroupEvent.createTime,
        })
        .from(compExpertGroupEvent)
        .leftJoin(sysUser, eq(sysUser.userId, compExpertGroupEvent.userId))
        .where(condition)
        .orderBy(desc(compExpertGroupEvent.eventId))
        .limit(limit)
        .offset(offset),
  });
}

/** The draws of a group (for tests and the history's detail), oldest first. */
export async function listDraws(database: Database, expertGroupId: number) {
  return database
    .exec()
    .select()
    .from(compExpertDraw)
    .where(eq(compExpertDraw.expertGroupId, expertGroupId))
    .orderBy(asc(compExpertDraw.drawId));
}
