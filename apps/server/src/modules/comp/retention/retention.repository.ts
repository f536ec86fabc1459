import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import {
  compApplication,
  compApplicationMember,
  compCompetition,
  compRetentionRun,
  compStage,
  compTrack,
} from '../../../db/schema';

// Retention (docs/retention.md): an edition's due date, what a run would touch, the anonymising
// writes and the trail of runs.

const FORMAT = 'YYYY-MM-DD HH24:MI:SS';
/** What names become, and masks show, once anonymised. */
export const PLACEHOLDER = '已匿名';
const NO_DIGEST = '0'.repeat(64);

/** The edition's end (its last stage's end, else its registration end) as a timestamp. */
const endOf = sql`coalesce((select max(${compStage.endAt}) from ${compStage} where ${compStage.competitionId} = ${compCompetition.competitionId}), ${compCompetition.registrationEnd})`;

export async function editionRetention(database: Database, competitionId: number) {
  const [row] = await database
    .exec()
    .select({
      competitionId: compCompetition.competitionId,
      name: compCompetition.competitionName,
      retentionMonths: compCompetition.retentionMonths,
      endsAt: sql<string | null>`to_char(${endOf}, ${FORMAT})`,
      dueAt: sql<
        string | null
      >`to_char(${endOf} + make_interval(months => ${compCompetition.retentionMonths}), ${FORMAT})`,
    })
    .from(compCompetition)
    .where(eq(compCompetition.competitionId, competitionId));
  return row;
}

/** Editions with a retention period whose due date is at or before `now` (yyyy-MM-dd HH:mm:ss). */
export async function dueEditions(database: Database, now: string): Promise<number[]> {
  const rows = await database
    .exec()
    .select({ id: compCompetition.competitionId })
    .from(compCompetition)
    .where(
      sql`${compCompetition.retentionMonths} is not null
          and ${endOf} + make_interval(months => ${compCompetition.retentionMonths}) <= ${now}::timestamp`,
    )
    .orderBy(compCompetition.competitionId);
  return rows.map((row) => row.id);
}

/** The extra fields of each track of an edition. */
export async function trackFieldsOf(database: Database, competitionId: number) {
  return database
    .exec()
    .select({ trackId: compTrack.trackId, fields: compTrack.fields })
    .from(compTrack)
    .where(eq(compTrack.competitionId, competitionId));
}

/** Personal answer keys per track id, as a jsonb object the queries read (`{"12": ["guardianName"]}`). */
export type PersonalKeys = Record<string, string[]>;

const personalOf = (keys: PersonalKeys) =>
  sql`coalesce(array(select jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb -> (${compApplication.trackId})::text)), '{}'::text[])`;

/** What a run would touch now: the edition's applications not yet anonymised, their people and personal answers. */
export async function pendingCounts(database: Database, competitionId: number, keys: PersonalKeys) {
  const a = compApplication;
  const [row] = await database
    .exec()
    .select({
      applications: sql<number>`count(*)::int`,
      members: sql<number>`coalesce(sum(${a.memberCount}), 0)::int`,
      mentors: sql<number>`coalesce(sum(jsonb_array_length(${a.mentors})), 0)::int`,
      answers: sql<number>`count(*) filter (where ${a.answers} ?| ${personalOf(keys)})::int`,
    })
    .from(a)
    .where(sql`${a.competitionId} = ${competitionId} and ${a.anonymisedAt} is null`);
  return {
    applications: Number(row?.applications ?? 0),
    members: Number(row?.members ?? 0),
    mentors: Number(row?.mentors ?? 0),
    answers: Number(row?.answers ?? 0),
  };
}

/** One run at a time per edition (another instance's job, a manual run), until the transaction ends. */
export async function lockEdition(database: Database, competitionId: number): Promise<void> {
  await database.exec().execute(sql`select pg_advisory_xact_lock(hashtext('comp_retention'), ${competitionId}::int)`);
}

/**
 * Wipes the personal data of the edition's applications not yet anonymised. Members (the leader
 * included) keep their sex and, in place of the birth date, their age on the track's reference date
 * (the statistics' age bands); names become the placeholder, ID numbers and mobiles become an
 * empty value sealed (so a later read finds nothing rather than failing), without digest or mask; mentors lose their mobile and email; personal answers are removed.
 */
export async function anonymise(
  database: Database,
  {
    competitionId,
    keys,
    at,
    today,
    sealedEmpty,
  }: {
    competitionId: number;
    keys: PersonalKeys;
    at: string;
    today: string;
    /** An empty ID number and mobile, sealed: what stays readable (as nothing) where a sealed value is required. */
    sealedEmpty: { idNumber: string; mobile: string };
  },
) {
  const db = database.exec();
  const m = compApplicationMember;
  const a = compApplication;
  // The same reference date and whole-year count as the statistics (statistics.repository.ts, peopleDimensions).
  const reference = sql`to_char(coalesce(${compTrack.ageRefDate}::date, ${compCompetition.registrationStart}::date, ${today}::date), 'YYYY-MM-DD')`;
  await db.execute(sql`
    update ${m} set
      age_years = coalesce(${m.ageYears}, left(${reference}, 4)::int - left(${m.birthDate}, 4)::int
        - case when substr(${reference}, 6) < substr(${m.birthDate}, 6) then 1 else 0 end),
      name = ${PLACEHOLDER}, id_enc = ${sealedEmpty.idNumber}, id_hash = ${NO_DIGEST}, id_mask = ${PLACEHOLDER}, birth_date = null
    from ${a}
    join ${compTrack} on ${compTrack.trackId} = ${a.trackId}
    join ${compCompetition} on ${compCompetition.competitionId} = ${a.competitionId}
    where ${m.applicationId} = ${a.applicationId} and ${a.competitionId} = ${competitionId} and ${a.anonymisedAt} is null`);
  await db.execute(sql`
    update ${a} set
      leader_name = ${PLACEHOLDER},
      leader_mobile_enc = ${sealedEmpty.mobile}, leader_mobile_hash = ${NO_DIGEST}, leader_mobile_mask = ${PLACEHOLDER},
      leader_id_enc = ${sealedEmpty.idNumber}, leader_id_hash = ${NO_DIGEST}, leader_id_mask = ${PLACEHOLDER},
      mentors = (select coalesce(jsonb_agg(mentor || '{"mobileEnc": null, "mobileMask": null, "email": null}'::jsonb), '[]'::jsonb)
                 from jsonb_array_elements(${a.mentors}) as mentor),
      answers = ${a.answers} - ${personalOf(keys)},
      anonymised_at = ${at}
    where ${a.competitionId} = ${competitionId} and ${a.anonymisedAt} is null`);
}

export async function recordRun(
  database: Database,
  run: { competitionId: number; runBy: string; runAt: string } & {
    applications: number;
    members: number;
    mentors: number;
    answers: number;
  },
) {
  await database.exec().insert(compRetentionRun).values(run);
}

export async function runsOf(database: Database, competitionId: number) {
  const r = compRetentionRun;
  return database
    .exec()
    .select({
      runId: r.runId,
      runBy: r.runBy,
      runAt: r.runAt,
      applications: r.applications,
      members: r.members,
      mentors: r.mentors,
      answers: r.answers,
    })
    .from(r)
    .where(eq(r.competitionId, competitionId))
    .orderBy(desc(r.runId))
    .limit(50);
}
