import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { compCompetition, compCompetitionSponsor, compSponsor } from '../../../db/schema';
import { type FilterSpec, filterConditions, orderBy } from '../../../lib/crud/list-query';
import { pagedList } from '../../../lib/crud/paged-list';
import { isTaken } from '../../../lib/crud/taken';

const columns = {
  sponsorId: compSponsor.sponsorId,
  sponsorName: compSponsor.sponsorName,
  sponsorRole: compSponsor.sponsorRole,
  logo: compSponsor.logo,
  website: compSponsor.website,
  tier: compSponsor.tier,
  contactName: compSponsor.contactName,
  contactPhone: compSponsor.contactPhone,
  sort: compSponsor.sort,
  status: compSponsor.status,
  remark: compSponsor.remark,
  createTime: compSponsor.createTime,
};

const filters: FilterSpec = {
  sponsorName: { op: 'like', column: compSponsor.sponsorName },
  sponsorRole: { op: 'eq', column: compSponsor.sponsorRole },
  status: { op: 'eq', column: compSponsor.status },
};

const sortable = { sponsorId: compSponsor.sponsorId, sort: compSponsor.sort, createTime: compSponsor.createTime };

export interface SponsorValues {
  sponsorName: string;
  sponsorRole: string;
  logo: string | null;
  website: string | null;
  tier: string | null;
  contactName: string | null;
  contactPhone: string | null;
  sort: number;
  status: string;
  remark: string | null;
}

async function withCompetitions<Row extends { sponsorId: number }>(database: Database, rows: Row[]) {
  if (rows.length === 0) return [];
  const links = await database
    .exec()
    .select({ sponsorId: compCompetitionSponsor.sponsorId, competitionId: compCompetitionSponsor.competitionId })
    .from(compCompetitionSponsor)
    .where(
      inArray(
        compCompetitionSponsor.sponsorId,
        rows.map((row) => row.sponsorId),
      ),
    )
    .orderBy(asc(compCompetitionSponsor.competitionId));
  return rows.map((row) => ({
    ...row,
    competitionIds: links.filter((link) => link.sponsorId === row.sponsorId).map((link) => link.competitionId),
  }));
}

export async function listSponsors(
  database: Database,
  filter: Record<string, unknown> & { competitionId?: number | '' },
  page: { pageNum: number; pageSize: number; orderByColumn?: string; isAsc?: string },
) {
  const byEdition = filter.competitionId
    ? sql`exists (select 1 from ${compCompetitionSponsor} where ${compCompetitionSponsor.sponsorId} = ${compSponsor.sponsorId} and ${compCompetitionSponsor.competitionId} = ${filter.competitionId})`
    : undefined;
  const condition: SQL | undefined = and(...filterConditions(filters, filter), byEdition);
  const order = orderBy(sortable, page, [asc(compSponsor.sort), asc(compSponsor.sponsorId)], compSponsor.sponsorId);
  return pagedList(database, {
    from: compSponsor,
    where: condition,
    page,
    rows: async ({ limit, offset }) =>
      withCompetitions(
        database,
        await database
          .exec()
          .select(columns)
          .from(compSponsor)
          .where(condition)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
      ),
  });
}

export async function sponsorOptions(database: Database) {
  return database
    .exec()
    .select({
      sponsorId: compSponsor.sponsorId,
      sponsorName: compSponsor.sponsorName,
      sponsorRole: compSponsor.sponsorRole,
    })
    .from(compSponsor)
    .where(eq(compSponsor.status, '0'))
    .orderBy(asc(compSponsor.sort), asc(compSponsor.sponsorId));
}

export async function findSponsor(database: Database, sponsorId: number) {
  const rows = await database.exec().select(columns).from(compSponsor).where(eq(compSponsor.sponsorId, sponsorId));
  const [row] = await withCompetitions(database, rows);
  return row;
}

export async function existingCompetitions(database: Database, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await database
    .exec()
    .select({ id: compCompetition.competitionId })
    .from(compCompetition)
    .where(inArray(compCompetition.competitionId, ids));
  return rows.map((row) => row.id);
}

export async function insertSponsor(database: Database, values: SponsorValues, by: string) {
  const [row] = await database
    .exec()
    .insert(compSponsor)
    .values({ ...values, createBy: by })
    .returning({ sponsorId: compSponsor.sponsorId });
  return row.sponsorId;
}

export async function updateSponsor(
  database: Database,
  { sponsorId, values, by, at }: { sponsorId: number; values: SponsorValues; by: string; at: string },
) {
  const result = await database
    .exec()
    .update(compSponsor)
    .set({ ...values, updateBy: by, updateTime: at })
    .where(eq(compSponsor.sponsorId, sponsorId))
    .returning({ id: compSponsor.sponsorId });
  return result.length;
}

export async function setCompetitions(database: Database, sponsorId: number, competitionIds: number[]) {
  await database.exec().delete(compCompetitionSponsor).where(eq(compCompetitionSponsor.sponsorId, sponsorId));
  if (competitionIds.length > 0) {
    await database
      .exec()
      .insert(compCompetitionSponsor)
      .values(competitionIds.map((competitionId) => ({ competitionId, sponsorId })));
  }
}

export async function deleteSponsors(database: Database, ids: number[]) {
  await database.exec().delete(compCompetitionSponsor).where(inArray(compCompetitionSponsor.sponsorId, ids));
  const result = await database
    .exec()
    .delete(compSponsor)
    .where(inArray(compSponsor.sponsorId, ids))
    .returning({ id: compSponsor.sponsorId });
  return result.length;
}

/** Whether another sponsor of one of these editions has this name (case and outer spaces aside). */
export async function nameTakenInEditions(
  database: Database,
  name: string,
  competitionIds: number[],
  exceptId?: number,
): Promise<boolean> {
  if (competitionIds.length === 0) return false;
  const inEditions = sql`exists (select 1 from ${compCompetitionSponsor} where ${compCompetitionSponsor.sponsorId} = ${compSponsor.sponsorId} and ${inArray(compCompetitionSponsor.competitionId, competitionIds)})`;
  const sameName = sql`lower(trim(${compSponsor.sponsorName})) = ${name.trim().toLowerCase()}`;
  return isTaken(database, compSponsor.sponsorId, and(sameName, inEditions), exceptId);
}
