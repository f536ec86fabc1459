import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { compApplication, compCoiDeclaration, compCompetition, compExpert, sysUser } from '../../../db/schema';
import { type FilterSpec, filterConditions, likePattern, orderBy } from '../../../lib/crud/list-query';
import { pagedList } from '../../../lib/crud/paged-list';
import { type CompScopePlan, compScopeCondition } from '../scope/comp-scope';

// Declared conflicts and organisers' decisions (docs/conflicts-of-interest.md), read with the
// expert's name and the application's code, and written one at a time.

const d = compCoiDeclaration;
const a = compApplication;

const columns = {
  declarationId: d.declarationId,
  expertId: d.expertId,
  expertName: sql<string>`coalesce(${sysUser.nickName}, '')`,
  applicationId: d.applicationId,
  applicationCode: a.code,
  projectName: a.projectName,
  source: d.source,
  reason: d.reason,
  status: d.status,
  decidedBy: d.decidedBy,
  decidedAt: d.decidedAt,
  decisionReason: d.decisionReason,
  createBy: d.createBy,
  createTime: d.createTime,
};

export interface DeclarationRow {
  declarationId: number;
  expertId: number;
  expertName: string;
  applicationId: number | null;
  applicationCode: string | null;
  projectName: string | null;
  source: string;
  reason: string;
  status: string;
  decidedBy: string | null;
  decidedAt: string | null;
  decisionReason: string | null;
  createBy: string | null;
  createTime: string | null;
}

/** The application scope: its region, its organisation, or (own scope) the declarations one made. */
const scopeOf = (plan: CompScopePlan) =>
  compScopeCondition(plan, { region: a.regionCode, organisation: a.orgId, owner: d.createBy });

export interface DeclarationFilter {
  competitionId: number;
  status?: string;
  source?: string;
  expertId?: number | '';
  expertName?: string;
  applicationCode?: string;
}

const filters: FilterSpec = {
  status: { op: 'eq', column: d.status },
  source: { op: 'eq', column: d.source },
  expertId: { op: 'eq', column: d.expertId },
  applicationCode: { op: 'like', column: a.code },
};

const sortable = { declarationId: d.declarationId, createTime: d.createTime, status: d.status };

function expertNameCondition(name: string | undefined): SQL | undefined {
  if (!name) return undefined;
  const pattern = likePattern(name.toLowerCase());
  return sql`${d.expertId} in (select ${compExpert.expertId} from ${compExpert} join ${sysUser} on ${sysUser.userId} = ${compExpert.userId}
    where lower(${sysUser.nickName}) like ${pattern} or lower(${sysUser.userName}) like ${pattern})`;
}

function where(filter: DeclarationFilter, plan: CompScopePlan): SQL | undefined {
  return and(
    eq(a.competitionId, filter.competitionId),
    ...filterConditions(filters, { ...filter }),
    expertNameCondition(filter.expertName),
    scopeOf(plan),
  );
}

const joinApplication = { table: a, on: eq(a.applicationId, d.applicationId) };

export async function listDeclarations(
  database: Database,
  filter: DeclarationFilter,
  plan: CompScopePlan,
  page: { pageNum: number; pageSize: number; orderByColumn?: string; isAsc?: string },
) {
  const condition = where(filter, plan);
  const order = orderBy(sortable, page, [desc(d.declarationId)], d.declarationId);
  return pagedList(database, {
    from: d,
    joins: [joinApplication],
    where: condition,
    page,
    rows: ({ limit, offset }) =>
      database
        .exec()
        .select(columns)
        .from(d)
        .innerJoin(a, joinApplication.on)
        .leftJoin(compExpert, eq(compExpert.expertId, d.expertId))
        .leftJoin(sysUser, eq(sysUser.userId, compExpert.userId))
        .where(condition)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
  });
}

function selectDeclarations(database: Database) {
  return database
    .exec()
    .select(columns)
    .from(d)
    .leftJoin(a, eq(a.applicationId, d.applicationId))
    .leftJoin(compExpert, eq(compExpert.expertId, d.expertId))
    .leftJoin(sysUser, eq(sysUser.userId, compExpert.userId));
}

/** One declaration, if it exists and its application is within the scope. */
export async function declarationInScope(
  database: Database,
  declarationId: number,
  plan: CompScopePlan,
): Promise<DeclarationRow | undefined> {
  const [row] = await selectDeclarations(database)
    .where(and(eq(d.declarationId, declarationId), scopeOf(plan)))
    .limit(1);
  return row;
}

export async function declarationById(database: Database, declarationId: number): Promise<DeclarationRow> {
  const [row] = await selectDeclarations(database).where(eq(d.declarationId, declarationId)).limit(1);
  if (!row) throw new Error(`declaration ${declarationId} vanished`);
  return row;
}

/** An expert's own declarations, newest first. */
export async function declarationsOfExpert(database: Database, expertId: number): Promise<DeclarationRow[]> {
  return selectDeclarations(database)
    .where(and(eq(d.expertId, expertId), eq(d.source, 'expert')))
    .orderBy(desc(d.declarationId))
    .limit(500);
}

/** Locks a declaration for a decision (two organisers deciding at once: the second sees the first's). */
export async function lockDeclaration(database: Database, declarationId: number) {
  const [row] = await database
    .exec()
    .select({ status: d.status })
    .from(d)
    .where(eq(d.declarationId, declarationId))
    .for('update');
  return row;
}

/** One writer per (expert, application) until the transaction ends: no two open declarations of a pair. */
export async function lockPair(database: Database, pair: { expertId: number; applicationId: number }) {
  await database
    .exec()
    .execute(
      sql`select pg_advisory_xact_lock(hashtext('comp_coi_declaration'), hashtext(${`${pair.expertId}:${pair.applicationId}`}))`,
    );
}

/** A declaration of the pair by the source that is still in force (pending or confirmed). */
export async function openDeclaration(
  database: Database,
  pair: { expertId: number; applicationId: number; source: 'expert' | 'organiser' },
) {
  const [row] = await database
    .exec()
    .select({ declarationId: d.declarationId })
    .from(d)
    .where(
      and(
        eq(d.expertId, pair.expertId),
        eq(d.applicationId, pair.applicationId),
        eq(d.source, pair.source),
        inArray(d.status, ['declared', 'confirmed']),
      ),
    )
    .limit(1);
  return row;
}

export async function insertDeclaration(
  database: Database,
  values: {
    expertId: number;
    applicationId: number;
    source: 'expert' | 'organiser';
    reason: string;
    status: 'declared' | 'confirmed';
    by: string;
    at: string;
  },
): Promise<number> {
  const decided = values.status === 'confirmed';
  const [row] = await database
    .exec()
    .insert(d)
    .values({
      expertId: values.expertId,
      applicationId: values.applicationId,
      source: values.source,
      reason: values.reason,
      status: values.status,
      decidedBy: decided ? values.by : null,
      decidedAt: decided ? values.at : null,
      decisionReason: decided ? values.reason : null,
      createBy: values.by,
      createTime: values.at,
    })
    .returning({ id: d.declarationId });
  return row.id;
}

export async function decide(
  database: Database,
  values: { declarationId: number; status: 'confirmed' | 'dismissed'; reason: string; by: string; at: string },
): Promise<void> {
  await database
    .exec()
    .update(d)
    .set({
      status: values.status,
      decidedBy: values.by,
      decidedAt: values.at,
      decisionReason: values.reason,
      updateBy: values.by,
      updateTime: values.at,
    })
    .where(eq(d.declarationId, values.declarationId));
}

/** The calling user's expert profile. */
export async function expertOfUser(database: Database, userId: number): Promise<{ expertId: number } | undefined> {
  const [row] = await database
    .exec()
    .select({ expertId: compExpert.expertId })
    .from(compExpert)
    .where(eq(compExpert.userId, userId))
    .limit(1);
  return row;
}

export async function expertName(database: Database, expertId: number): Promise<string | undefined> {
  const [row] = await database
    .exec()
    .select({ name: sysUser.nickName })
    .from(compExpert)
    .innerJoin(sysUser, eq(sysUser.userId, compExpert.userId))
    .where(eq(compExpert.expertId, expertId))
    .limit(1);
  return row?.name;
}

/** An application with whether its edition is the current one, if it is within the scope. */
export async function applicationFor(
  database: Database,
  applicationId: number,
  plan: CompScopePlan | undefined,
): Promise<{ code: string; current: boolean } | undefined> {
  const [row] = await database
    .exec()
    .select({ code: a.code, isCurrent: compCompetition.isCurrent })
    .from(a)
    .innerJoin(compCompetition, eq(compCompetition.competitionId, a.competitionId))
    .where(
      and(
        eq(a.applicationId, applicationId),
        plan ? compScopeCondition(plan, { region: a.regionCode, organisation: a.orgId, owner: a.createBy }) : undefined,
      ),
    )
    .limit(1);
  return row && { code: row.code, current: row.isCurrent === '1' };
}
