import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database';
import { rows } from './auth-helpers';

// Fixtures of the award and entrant-result tests (docs/awards.md): batches, decisions, 公示 windows,
// award levels, awards and certificates written straight into the tables, since the batch lifecycle
// and the certificate generation are other modules' (docs/review.md section 7).

export async function insertPublicity(database: Database, { endAt }: { endAt: string }): Promise<number> {
  const [row] = await rows<{ id: number }>(
    database,
    sql`insert into comp_publicity (notice_id, start_at, end_at, working_days, subject)
        values ((select coalesce(max(notice_id), 0) + 1000000 from comp_publicity), '2026-11-02 10:00:00', ${endAt}, 5,
          'promotion_batch')
        returning publicity_id::int as id`,
  );
  return row.id;
}

export interface BatchSpec {
  stageId: number;
  competitionId: number;
  purpose?: 'promotion' | 'award';
  status: string;
  title?: string;
  publicityId?: number | null;
}

export async function insertBatch(database: Database, spec: BatchSpec): Promise<number> {
  const [row] = await rows<{ id: number }>(
    database,
    sql`insert into comp_promotion_batch (stage_id, competition_id, purpose, title, status, rule, versions, round,
          drafted_by, drafted_at, changed_by, publicity_id)
        values (${spec.stageId}, ${spec.competitionId}, ${spec.purpose ?? 'promotion'}, ${spec.title ?? '晋级批次'},
          ${spec.status}, '{}'::jsonb, '[]'::jsonb, 1, 'organiser', '2026-11-01 10:00:00', 'organiser',
          ${spec.publicityId ?? null})
        returning batch_id::int as id`,
  );
  return row.id;
}

export const setBatchStatus = (database: Database, batchId: number, status: string) =>
  database.exec().execute(sql`update comp_promotion_batch set status = ${status} where batch_id = ${batchId}`);

export interface DecisionSpec {
  batchId: number;
  entryId: number;
  applicationId: number;
  result: 'promoted' | 'awarded' | 'eliminated' | 'undecided';
  levelId?: number | null;
  score?: number | null;
  rank?: number | null;
  unitLabel?: string;
}

export async function insertDecision(database: Database, spec: DecisionSpec): Promise<number> {
  const [row] = await rows<{ id: number }>(
    database,
    sql`insert into comp_promotion_decision (batch_id, entry_id, application_id, unit_key, unit_label, score, rank,
          valid_sheets, proposed_result, proposed_level_id, final_result, final_level_id)
        values (${spec.batchId}, ${spec.entryId}, ${spec.applicationId}, 'stage', ${spec.unitLabel ?? '全部'},
          ${spec.score ?? null}, ${spec.rank ?? null}, 2, ${spec.result}, ${spec.levelId ?? null}, ${spec.result},
          ${spec.levelId ?? null})
        returning decision_id::int as id`,
  );
  return row.id;
}

export interface LevelSpec {
  competitionId: number;
  name: string;
  trackId?: number | null;
  kind?: 'ranked' | 'special';
  rankOrder?: number;
  count?: number | null;
  sponsorId?: number | null;
}

export async function insertLevel(database: Database, spec: LevelSpec): Promise<number> {
  const [row] = await rows<{ id: number }>(
    database,
    sql`insert into comp_award_level (competition_id, track_id, name, kind, rank_order, count, sponsor_id)
        values (${spec.competitionId}, ${spec.trackId ?? null}, ${spec.name}, ${spec.kind ?? 'ranked'},
          ${spec.rankOrder ?? 1}, ${spec.count ?? 1}, ${spec.sponsorId ?? null})
        returning level_id::int as id`,
  );
  return row.id;
}

export interface AwardSpec {
  levelId: number;
  competitionId: number;
  applicationId: number;
  entryId?: number | null;
  batchId?: number | null;
}

export async function insertAward(database: Database, spec: AwardSpec): Promise<number> {
  const [row] = await rows<{ id: number }>(
    database,
    sql`insert into comp_award (level_id, competition_id, application_id, entry_id, batch_id, status)
        values (${spec.levelId}, ${spec.competitionId}, ${spec.applicationId}, ${spec.entryId ?? null},
          ${spec.batchId ?? null}, 'final')
        returning award_id::int as id`,
  );
  return row.id;
}

/** A certificate of the award with a small PDF at its storage key in the test app's files. */
export async function insertCertificate(
  database: Database,
  {
    dataDir,
    awardId,
    code,
    revokedAt = null,
  }: { dataDir: string; awardId: number; code: string; revokedAt?: string | null },
): Promise<{ certificateId: number; fileKey: string }> {
  const fileKey = `certificates/test/${code}.pdf`;
  const path = join(dataDir, 'files', fileKey);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `%PDF-1.4\n% certificate ${code}\n%%EOF\n`);
  const [row] = await rows<{ id: number }>(
    database,
    sql`insert into comp_certificate (award_id, code, file_key, issued_at, issued_by, revoked_at, revoke_reason)
        values (${awardId}, ${code}, ${fileKey}, '2026-11-20 10:00:00', 'organiser', ${revokedAt},
          ${revokedAt ? '重新颁发' : null})
        returning certificate_id::int as id`,
  );
  return { certificateId: row.id, fileKey };
}
