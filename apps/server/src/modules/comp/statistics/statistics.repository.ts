import { LEFT_COMPETITION_STATUSES } from '@cbo/contracts';
import { and, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import {
  compApplication,
  compApplicationEvent,
  compGroupCategory,
  compOrganisation,
  compRegion,
} from '../../../db/schema';
import { dateRangeCondition } from '../../../lib/crud/list-query';
import { applicationScope } from '../application/application.repository';
import type { CompScopePlan } from '../scope/comp-scope.repository';

export interface StatisticsFilter {
  competitionId: number;
  trackId?: number | '';
  params?: { beginTime?: string; endTime?: string };
}

/**
 * The applications counted: the edition (and track) in scope, created within the dates, still in
 * the competition (withdrawn and disqualified entries are left out: docs/applications.md, Downstream).
 */
function counted(filter: StatisticsFilter, plan: CompScopePlan): SQL | undefined {
  return and(
    eq(compApplication.competitionId, filter.competitionId),
    notInArray(compApplication.status, [...LEFT_COMPETITION_STATUSES]),
    filter.trackId ? eq(compApplication.trackId, filter.trackId) : undefined,
    applicationScope(plan),
    dateRangeCondition(compApplication.createTime, filter.params),
  );
}

type Breakdown = Array<{ key: string | null; count: number }>;

/**
 * Every breakdown in one pass over the counted applications (grouping sets): by status, region,
 * organisation, group category and industry. A null key is "not filled in".
 */
export async function breakdowns(database: Database, filter: StatisticsFilter, plan: CompScopePlan) {
  const a = compApplication;
  const result = (await database.exec().execute(sql`
    select case when grouping(${a.status}) = 0 then 'status'
                when grouping(${a.regionCode}) = 0 then 'region'
                when grouping(${a.orgId}) = 0 then 'organisation'
                when grouping(${a.categoryId}) = 0 then 'category'
                else 'industry' end as dimension,
           coalesce(${a.status}, ${a.regionCode}, ${a.orgId}::text, ${a.categoryId}::text, ${a.industry}) as key,
           count(*)::int as count
    from ${a}
    where ${counted(filter, plan)}
    group by grouping sets ((${a.status}), (${a.regionCode}), (${a.orgId}), (${a.categoryId}), (${a.industry}))`)) as unknown as {
    rows: Array<{ dimension: string; key: string | null; count: number }>;
  };
  const of = (dimension: string): Breakdown =>
    result.rows.filter((row) => row.dimension === dimension).map(({ key, count }) => ({ key, count: Number(count) }));
  return {
    byStatus: of('status'),
    byRegion: of('region'),
    byOrganisation: of('organisation'),
    byCategory: of('category'),
    byIndustry: of('industry'),
  };
}

/** Names of the keys the breakdowns name. */
export async function names(database: Database, keys: { regions: string[]; orgs: number[]; categories: number[] }) {
  const db = database.exec();
  const regions = keys.regions.length
    ? await db
        .select({ key: compRegion.regionCode, name: compRegion.regionName })
        .from(compRegion)
        .where(inArray(compRegion.regionCode, keys.regions))
    : [];
  const orgs = keys.orgs.length
    ? await db
        .select({ key: sql<string>`${compOrganisation.orgId}::text`, name: compOrganisation.orgName })
        .from(compOrganisation)
        .where(inArray(compOrganisation.orgId, keys.orgs))
    : [];
  const categories = keys.categories.length
    ? await db
        .select({ key: sql<string>`${compGroupCategory.categoryId}::text`, name: compGroupCategory.categoryName })
        .from(compGroupCategory)
        .where(inArray(compGroupCategory.categoryId, keys.categories))
    : [];
  return { regions, orgs, categories };
}

const SUBMISSIONS = ['submit', 'resubmit'];
const DECISIONS = ['approve', 'return', 'reject'];

/** Per day: submissions and audit decisions of the counted applications (events within the dates). */
export async function daily(database: Database, filter: StatisticsFilter, plan: CompScopePlan) {
  const day = sql<string>`to_char(${compApplicationEvent.eventTime}, 'YYYY-MM-DD')`;
  return database
    .exec()
    .select({
      date: day,
      submitted: sql<number>`count(*) filter (where ${inArray(compApplicationEvent.action, SUBMISSIONS)})::int`,
      decided: sql<number>`count(*) filter (where ${inArray(compApplicationEvent.action, DECISIONS)})::int`,
    })
    .from(compApplicationEvent)
    .innerJoin(compApplication, eq(compApplication.applicationId, compApplicationEvent.applicationId))
    .where(
      and(
        eq(compApplication.competitionId, filter.competitionId),
        filter.trackId ? eq(compApplication.trackId, filter.trackId) : undefined,
        applicationScope(plan),
        inArray(compApplicationEvent.action, [...SUBMISSIONS, ...DECISIONS]),
        dateRangeCondition(compApplicationEvent.eventTime, filter.params),
      ),
    )
    .groupBy(day)
    .orderBy(day);
}

/**
 * Hours from the first submission to the final decision (approved or rejected) of the counted
 * applications that have one: how many, the median and the 90th percentile.
 */
export async function turnaround(database: Database, filter: StatisticsFilter, plan: CompScopePlan) {
  const where = counted(filter, plan);
  const result = (await database.exec().execute(sql`
    with spans as (
      select extract(epoch from (
          max(e.event_time) filter (where (e.action = 'approve' and e.to_status = 'approved') or e.action = 'reject')
        - min(e.event_time) filter (where e.action = 'submit'))) / 3600.0 as hours
      from ${compApplicationEvent} e
      join ${compApplication} on ${compApplication.applicationId} = e.application_id
      where ${where} and ${compApplication.status} in ('approved', 'rejected')
      group by e.application_id
    )
    select count(hours)::int as decided,
           percentile_cont(0.5) within group (order by hours) as median,
           percentile_cont(0.9) within group (order by hours) as p90
    from spans where hours is not null`)) as unknown as {
    rows: Array<{ decided: number; median: number | string | null; p90: number | string | null }>;
  };
  const [row] = result.rows;
  const round = (value: number | string | null) => (value === null ? null : Math.round(Number(value) * 10) / 10);
  return {
    decided: Number(row?.decided ?? 0),
    medianHours: round(row?.median ?? null),
    p90Hours: round(row?.p90 ?? null),
  };
}
