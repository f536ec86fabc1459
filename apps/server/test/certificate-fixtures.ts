import { Resvg } from '@resvg/resvg-js';
import { sql } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
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

/** A red round seal, as an organiser would upload it. */
export function sealPng(): Uint8Array {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200">
    <circle cx="100" cy="100" r="90" fill="none" stroke="#c00" stroke-width="8"/>
    <polygon points="100,50 112,88 152,88 120,111 132,150 100,126 68,150 80,111 48,88 88,88" fill="#c00"/></svg>`;
  return new Resvg(svg).render().asPng();
}

/** The text items of every page, with where they start and how wide they are. */
export async function pdfText(bytes: Uint8Array) {
  const pdf = await getDocument({ data: new Uint8Array(bytes), disableFontFace: true, useSystemFonts: false }).promise;
  const items: Array<{ str: string; x: number; y: number; width: number }> = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    for (const item of content.items) {
      if ('str' in item) items.push({ str: item.str, x: item.transform[4], y: item.transform[5], width: item.width });
    }
  }
  await pdf.destroy();
  return { items, text: items.map((item) => item.str).join('\n') };
}

/**
 * Path parameters of the certificate routes outside a narrow competition scope (the generic scope
 * test): an edition and a run (edition-wide: for the whole scope only), and an award and its
 * certificate of `applicationId`, an application outside the caller's region.
 */
export async function certificatesOutside(database: Database, applicationId: number): Promise<Record<string, string>> {
  const { competitionId, awards } = await awardFixture(database, {
    levelName: '范围奖',
    applicationIds: [applicationId],
  });
  const [run] = await rows<{ id: number }>(
    database,
    sql`insert into comp_certificate_run (competition_id, status, total, started_by, started_at)
        values (${competitionId}, 'done', 1, 'admin', now()) returning run_id::int as id`,
  );
  const [certificate] = await rows<{ id: number }>(
    database,
    sql`insert into comp_certificate (award_id, code, file_key, issued_at, issued_by, run_id)
        values (${awards[0].awardId}, 'SCPE2345SCPE2345', 'certificate/scope.pdf', now(), 'admin', ${run.id})
        returning certificate_id::int as id`,
  );
  return {
    competitionId: String(competitionId),
    runId: String(run.id),
    awardId: String(awards[0].awardId),
    certificateId: String(certificate.id),
  };
}
