import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database';
import { rows } from './auth-helpers';

// Fixtures of the certificate tests (docs/certificates.md): an award level and final awards written
// straight into comp_award_level and comp_award (finalized award batches make them in the product).

export interface AwardFixture {
  competitionId: number;
  levelId: number;
  awards: Array<{ awardId: number; applicationId: number; projectName: string }>;
}

/** The current edition's id. */
export async function currentEdition(database: Database): Promise<number> {
  const [edition] = await rows<{ id: number }>(
    database,
    sql`select competition_id::int as id from comp_competition where is_current = '1'`,
  );
  return edition.id;
}

/**
 * A level named `levelName` of the current edition and a final award of it for each application
 * (the given ones, else the first `count` of the edition that are not drafts).
 */
export async function awardFixture(
  database: Database,
  { levelName, count = 0, applicationIds }: { levelName: string; count?: number; applicationIds?: number[] },
): Promise<AwardFixture> {
  const competitionId = await currentEdition(database);
  const [level] = await rows<{ id: number }>(
    database,
    sql`insert into comp_award_level (competition_id, name, kind, rank_order, create_by)
        values (${competitionId}, ${levelName}, 'ranked', 1, 'test') returning level_id::int as id`,
  );
  const chosen =
    applicationIds ??
    (
      await rows<{ id: number }>(
        database,
        sql`select application_id::int as id from comp_application
            where competition_id = ${competitionId} and status <> 'draft' order by application_id limit ${count}`,
      )
    ).map((row) => row.id);
  const awards: AwardFixture['awards'] = [];
  for (const applicationId of chosen) {
    const [award] = await rows<{ awardId: number; projectName: string }>(
      database,
      sql`insert into comp_award (level_id, competition_id, application_id, status, create_by)
          values (${level.id}, ${competitionId}, ${applicationId}, 'final', 'test')
          returning award_id::int as "awardId",
            (select project_name from comp_application where application_id = ${applicationId}) as "projectName"`,
    );
    awards.push({ ...award, applicationId });
  }
  return { competitionId, levelId: level.id, awards };
}
