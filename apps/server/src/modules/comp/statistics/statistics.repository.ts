import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
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
} from '../../../db/schema';
import { dateRangeCondition } from '../../../lib/crud/list-query';
import { applicationScope } from '../application/application.repository';
import type { CompScopePlan } from '../scope/comp-scope.repository';

export interface StatisticsFilter {
  competitionId: number;
  trackId?: number | '';
  params?: { beginTime?: string; endTime?: string };
}

/** The applications counted: the edition (and track) in scope, created within the dates. */
function counted(filter: StatisticsFilter, plan: CompScopePlan): SQL | undefined {
  return and(
    eq(compApplication.competitionId, filter.competitionId),
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

/** An extra field a breakdown is made of: its key (already checked by the track's contract) and how its answer counts. */
export interface FieldDimension {
  key: string;
  /** `value`: the answer as it is (select, text); `year`: the first four characters (a date). */
  read: 'value' | 'year';
}

const FIELD_KEY = /^[a-zA-Z][a-zA-Z0-9_]{0,39}$/;

/** The answer to a field as text, blank as null; the key is inlined as a literal (it is a checked identifier). */
function answerOf(field: FieldDimension): SQL {
  if (!FIELD_KEY.test(field.key)) throw new Error(`not a field key: ${field.key}`);
  const text = sql`nullif(trim(${compApplication.answers} ->> ${sql.raw(`'${field.key}'`)}), '')`;
  return field.read === 'year' ? sql`left(${text}, 4)` : text;
}

type Dimensioned = Array<{ dimension: string; key: string | null; count: number }>;

/**
 * The track's application breakdowns in one pass (a lateral VALUES list, one row per dimension per
 * application): city (the region's city), organisation type, industry (the column, else the
 * `industry` answer), individual or team, and one per extra field.
 */
export async function applicationDimensions(
  database: Database,
  filter: StatisticsFilter,
  plan: CompScopePlan,
  fields: FieldDimension[],
): Promise<Dimensioned> {
  const a = compApplication;
  const city = sql`case ${compRegion.level} when '2' then ${compRegion.regionCode}
    when '3' then nullif(split_part(${compRegion.ancestors}, ',', 3), '') end`;
  const industry = sql`coalesce(nullif(${a.industry}, ''), nullif(trim(${a.answers} ->> 'industry'), ''))`;
  const team = sql`case when ${a.memberCount} > 1 then 'team' else 'individual' end`;
  const values = [
    sql`('city', ${city})`,
    sql`('orgType', ${compOrganisation.orgType}::text)`,
    sql`('industry', ${industry})`,
    sql`('teamKind', ${team})`,
    ...fields.map((field) => sql`(${`field.${field.key}`}, ${answerOf(field)})`),
  ];
  const result = (await database.exec().execute(sql`
    select d.dimension, d.key, count(*)::int as count
    from ${a}
    left join ${compRegion} on ${compRegion.regionCode} = ${a.regionCode}
    left join ${compOrganisation} on ${compOrganisation.orgId} = ${a.orgId}
    cross join lateral (values ${sql.join(values, sql`, `)}) as d(dimension, key)
    where ${counted(filter, plan)}
    group by d.dimension, d.key`)) as unknown as { rows: Dimensioned };
  return result.rows.map((row) => ({ ...row, count: Number(row.count) }));
}

/** Age bands in whole years (upper bounds exclusive), the last open. */
export const AGE_BANDS = [
  [0, 9, '≤8'],
  [9, 12, '9–11'],
  [12, 15, '12–14'],
  [15, 18, '15–17'],
  [18, 25, '18–24'],
  [25, 35, '25–34'],
  [35, 45, '35–44'],
  [45, 200, '45+'],
] as const;

/**
 * The people of the counted applications (leaders and members) by sex and by age band. The age is
 * in whole years on the track's reference date (else the edition's registration start, else
 * today): from the birth date the ID number gave, or the age kept when retention wiped it.
 */
export async function peopleDimensions(
  database: Database,
  filter: StatisticsFilter,
  plan: CompScopePlan,
  today: string,
): Promise<Dimensioned> {
  const m = compApplicationMember;
  const reference = sql`coalesce(${compTrack.ageRefDate}::date, ${compCompetition.registrationStart}::date, ${today}::date)`;
  const age = sql`coalesce(${m.ageYears}, extract(year from age(${reference}, ${m.birthDate}::date))::int)`;
  const band = sql`case ${sql.join(
    AGE_BANDS.map(([from, to, name]) => sql`when ${age} >= ${from} and ${age} < ${to} then ${name}`),
    sql` `,
  )} end`;
  const result = (await database.exec().execute(sql`
    select d.dimension, d.key, count(*)::int as count
    from ${m}
    join ${compApplication} on ${compApplication.applicationId} = ${m.applicationId}
    join ${compTrack} on ${compTrack.trackId} = ${compApplication.trackId}
    join ${compCompetition} on ${compCompetition.competitionId} = ${compApplication.competitionId}
    cross join lateral (values ('gender', ${m.sex}::text), ('ageBand', ${band})) as d(dimension, key)
    where ${counted(filter, plan)}
    group by d.dimension, d.key`)) as unknown as { rows: Dimensioned };
  return result.rows.map((row) => ({ ...row, count: Number(row.count) }));
}

/** The fields of the track (or of every track of the edition, without one), in their order. */
export async function trackFields(database: Database, filter: StatisticsFilter) {
  const tracks = await database
    .exec()
    .select({ fields: compTrack.fields })
    .from(compTrack)
    .where(
      and(
        eq(compTrack.competitionId, filter.competitionId),
        filter.trackId ? eq(compTrack.trackId, filter.trackId) : undefined,
      ),
    )
    .orderBy(compTrack.sort, compTrack.trackId);
  return tracks.flatMap((track) => track.fields ?? []);
}
