import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database';
import { rows } from './auth-helpers';

// Fixtures of the report tests (docs/reports.md): snapshots written straight into
// comp_report_snapshot (the module generates them in the product).

/**
 * A finished snapshot of an edition holding no application at all, so a restricted scope sees
 * neither the edition nor the snapshot (the generic out-of-scope check).
 */
export async function reportsOutside(database: Database): Promise<Record<string, string>> {
  const [edition] = await rows<{ id: number }>(
    database,
    sql`insert into comp_competition (competition_name, edition_year) values ('报告范围外届次', 2033)
        returning competition_id::int as id`,
  );
  const [report] = await rows<{ id: number }>(
    database,
    sql`insert into comp_report_snapshot (competition_id, kind, params, title, status, done, total, data_hash, xlsx_key,
          xlsx_size, pdf_key, pdf_size, created_by, created_at, finished_at)
        values (${edition.id}, 'final_report', '{"kind":"final_report"}'::jsonb, '范围外报告', 'done', 4, 4,
          repeat('0', 64), 'report/scope.xlsx', 1, 'report/scope.pdf', 1, 'admin', now(), now())
        returning report_id::int as id`,
  );
  return { reportId: String(report.id), format: 'xlsx' };
}
