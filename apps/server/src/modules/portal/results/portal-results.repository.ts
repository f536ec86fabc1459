import type {
  AwardLevelKind,
  AwardStatus,
  BatchPurpose,
  DecisionResult,
  Receipt,
  RubricCriterion,
  SheetItems,
} from '@cbo/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';

// The entrant's own results, awards, certificates and scores (docs/portal.md, docs/awards.md).
// "Own" is the portal's rule: applications the entrant created (comp_application.create_by, which an
// import sets to the entrant leading it). A batch is published once it reached 公示: in_publicity,
// amending (an upheld objection) or finalized; nothing of a draft, approved or revoked batch shows.

async function query<T>(database: Database, statement: SQL): Promise<T[]> {
  const result = (await database.exec().execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}

const PUBLISHED = sql`('in_publicity', 'amending', 'finalized')`;

export interface ResultRecord {
  entryId: number;
  applicationId: number;
  code: string;
  projectName: string;
  competitionId: number;
  competitionName: string;
  stageId: number;
  stageName: string;
  purpose: BatchPurpose;
  result: DecisionResult;
  levelName: string | null;
  final: boolean;
  publicityEndAt: string | null;
  score: number | null;
  rank: number | null;
  unitLabel: string;
}

/** The published decisions of the entrant's applications, newest edition first, then by stage order. */
export function publishedResults(database: Database, userName: string, competitionId?: number) {
  return query<ResultRecord>(
    database,
    sql`select d.entry_id::int as "entryId", a.application_id::int as "applicationId", a.code,
          a.project_name as "projectName", c.competition_id::int as "competitionId",
          c.competition_name as "competitionName", s.stage_id::int as "stageId", s.stage_name as "stageName",
          b.purpose, d.final_result as result, l.name as "levelName", (b.status = 'finalized') as final,
          case when b.status = 'finalized' then null else p.end_at end as "publicityEndAt",
          d.score::float8 as score, d.rank, d.unit_label as "unitLabel"
        from comp_promotion_decision d
        join comp_promotion_batch b on b.batch_id = d.batch_id and b.status in ${PUBLISHED}
        join comp_application a on a.application_id = d.application_id and a.create_by = ${userName}
        join comp_stage s on s.stage_id = b.stage_id
        join comp_competition c on c.competition_id = a.competition_id
        left join comp_award_level l on l.level_id = d.final_level_id
        left join comp_publicity p on p.publicity_id = b.publicity_id
        where ${competitionId === undefined ? sql`true` : sql`a.competition_id = ${competitionId}`}
        order by c.competition_id desc, s.seq, s.stage_id, b.purpose desc, a.code, d.decision_id`,
  );
}

export interface AwardRecord {
  awardId: number;
  applicationId: number;
  code: string;
  projectName: string;
  competitionName: string;
  trackName: string | null;
  levelName: string;
  levelKind: AwardLevelKind;
  status: AwardStatus;
  revokedAt: string | null;
  revokeReason: string | null;
  certificateId: number | null;
  certificateCode: string | null;
  issuedAt: string | null;
}

/** The entrant's awards (final and revoked) with each one's current certificate. */
export function ownAwards(database: Database, userName: string) {
  return query<AwardRecord>(
    database,
    sql`select aw.award_id::int as "awardId", a.application_id::int as "applicationId", a.code,
          a.project_name as "projectName", c.competition_name as "competitionName", t.track_name as "trackName",
          l.name as "levelName", l.kind as "levelKind", aw.status, aw.revoked_at as "revokedAt",
          aw.revoke_reason as "revokeReason", cc.certificate_id::int as "certificateId",
          cc.code as "certificateCode", cc.issued_at as "issuedAt"
        from comp_award aw
        join comp_application a on a.application_id = aw.application_id and a.create_by = ${userName}
        join comp_award_level l on l.level_id = aw.level_id
        join comp_competition c on c.competition_id = aw.competition_id
        left join comp_track t on t.track_id = a.track_id
        left join comp_certificate cc on cc.award_id = aw.award_id and cc.revoked_at is null
        order by c.competition_id desc, case when l.kind = 'ranked' then 0 else 1 end, l.rank_order, aw.award_id`,
  );
}

/** One of the entrant's current certificates of a final award: its storage key and code. */
export async function ownCurrentCertificate(database: Database, userName: string, certificateId: number) {
  const [row] = await query<{ fileKey: string; code: string }>(
    database,
    sql`select cc.file_key as "fileKey", cc.code from comp_certificate cc
        join comp_award aw on aw.award_id = cc.award_id and aw.status = 'final'
        join comp_application a on a.application_id = aw.application_id and a.create_by = ${userName}
        where cc.certificate_id = ${certificateId} and cc.revoked_at is null`,
  );
  return row;
}

export interface EntryRecord {
  entryId: number;
  applicationId: number;
  stageId: number;
  stageName: string;
  resultVersionId: number | null;
  finalScore: number | null;
  revealScores: string;
  /** The entry's batches as published: their statuses. */
  published: string[];
}

/** One of the entrant's stage entries, with its edition's switch and its published batches' statuses. */
export async function ownEntry(database: Database, userName: string, entryId: number) {
  const [row] = await query<EntryRecord>(
    database,
    sql`select e.entry_id::int as "entryId", e.application_id::int as "applicationId", e.stage_id::int as "stageId",
          s.stage_name as "stageName", e.result_version_id::int as "resultVersionId", e.final_score::float8 as "finalScore",
          c.reveal_scores as "revealScores",
          coalesce((select array_agg(b.status::text) from comp_promotion_decision d
            join comp_promotion_batch b on b.batch_id = d.batch_id and b.status in ${PUBLISHED}
            where d.entry_id = e.entry_id), '{}') as published
        from comp_stage_entry e
        join comp_application a on a.application_id = e.application_id and a.create_by = ${userName}
        join comp_stage s on s.stage_id = e.stage_id
        join comp_competition c on c.competition_id = a.competition_id
        where e.entry_id = ${entryId}`,
  );
  return row;
}

/**
 * The entry's result with its receipt and the rubric of its task: the version written to the entry,
 * or else the newest version holding it.
 */
export async function entryResult(database: Database, entry: { entryId: number; resultVersionId: number | null }) {
  const [row] = await query<{ score: number | null; receipt: Receipt; criteria: RubricCriterion[] }>(
    database,
    sql`select r.score::float8 as score, r.receipt, ru.criteria
        from comp_result r
        join comp_result_version v on v.version_id = r.version_id
        join comp_review_task t on t.task_id = v.task_id
        join comp_rubric ru on ru.rubric_id = t.rubric_id
        where r.entry_id = ${entry.entryId}
        order by (r.version_id = ${entry.resultVersionId ?? 0}) desc, v.provisional, v.computed_at desc, v.version_id desc
        limit 1`,
  );
  return row;
}

/** The sheets' entries and comments (no assignment, no expert). */
export async function sheetsOf(database: Database, sheetIds: number[]) {
  if (sheetIds.length === 0) return [];
  return query<{ sheetId: number; total: string | null; items: SheetItems; overallComment: string | null }>(
    database,
    sql`select sheet_id::int as "sheetId", total::text as total, items, overall_comment as "overallComment"
        from comp_score_sheet where sheet_id in (${sql.join(
          sheetIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
}
