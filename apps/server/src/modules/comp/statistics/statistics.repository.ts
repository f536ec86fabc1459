import { LEFT_COMPETITION_STATUSES } from '@cbo/contracts';
import { and, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
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
 * The track's application breakdowns in one pass: city (the region's city), organisation type, industry (the column, else the
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
  const columns = [
    sql`${city} as d0`,
    sql`${compOrganisation.orgType}::text as d1`,
    sql`${industry} as d2`,
    sql`${team} as d3`,
    ...fields.map((field, index) => sql`${answerOf(field)} as ${sql.raw(`d${index + 4}`)}`),
  ];
  const names = ['city', 'orgType', 'industry', 'teamKind', ...fields.map((field) => `field.${field.key}`)];
  // One scan kept by the CTE, grouped once per dimension.
  const groups = names.map(
    (name, index) =>
      sql`select ${name}::text as dimension, ${sql.raw(`d${index}`)} as key, count(*)::int as count from dims group by ${sql.raw(`d${index}`)}`,
  );
  const result = (await database.exec().execute(sql`
    with dims as (
      select ${sql.join(columns, sql`, `)}
      from ${a}
      left join ${compRegion} on ${compRegion.regionCode} = ${a.regionCode}
      left join ${compOrganisation} on ${compOrganisation.orgId} = ${a.orgId}
      where ${counted(filter, plan)}
    )
    ${sql.join(groups, sql` union all `)}`)) as unknown as { rows: Dimensioned };
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
  // Each track's reference date once (yyyy-MM-dd), then whole years by text: the years between,
  // less one before the birthday (a 29 February birthday completes on 1 March, as eligibility counts).
  const reference = sql`to_char(coalesce(${compTrack.ageRefDate}::date, ${compCompetition.registrationStart}::date, ${today}::date), 'YYYY-MM-DD')`;
  const band = sql.raw(
    `case ${AGE_BANDS.map(([from, to, name]) => `when age >= ${from} and age < ${to} then '${name}'`).join(' ')} end`,
  );
  // One scan kept by the CTE, grouped twice (a lateral VALUES list or grouping sets cost several times more here).
  const result = (await database.exec().execute(sql`
    with refs as (
      select ${compTrack.trackId} as track_id, ${reference} as ref
      from ${compTrack} join ${compCompetition} on ${compCompetition.competitionId} = ${compTrack.competitionId}
      where ${compTrack.competitionId} = ${filter.competitionId}
    ),
    people as (
      select ${m.sex}::text as sex,
             coalesce(${m.ageYears},
               left(refs.ref, 4)::int - left(${m.birthDate}, 4)::int
               - case when substr(refs.ref, 6) < substr(${m.birthDate}, 6) then 1 else 0 end) as age
      from ${m}
      join ${compApplication} on ${compApplication.applicationId} = ${m.applicationId}
      join refs on refs.track_id = ${compApplication.trackId}
      where ${counted(filter, plan)}
    )
    select 'gender' as dimension, sex as key, count(*)::int as count from people group by sex
    union all
    select 'ageBand' as dimension, ${band} as key, count(*)::int as count from people group by 2`)) as unknown as {
    rows: Dimensioned;
  };
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
