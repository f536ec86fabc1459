import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';

// Score history is append-only in the database itself (docs/review.md section 5): whatever path
// a change takes, the table refuses UPDATE, DELETE and TRUNCATE.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.exec().execute(sql`insert into comp_score_revision
    (sheet_id, revision_no, kind, snapshot, total, actor, created_at, hmac)
    values (1, 1, 'autosave', '{"items":{},"overallComment":null}'::jsonb, 10, 'expert', now(), repeat('a', 64))`);
});
afterAll(() => t.close());

describe('comp_score_revision', () => {
  it('takes new rows and refuses to change or remove them', async () => {
    // The database's refusal, as Drizzle passes it on (its own error wraps the driver's).
    const refusal = (query: ReturnType<typeof sql>) =>
      t.database
        .exec()
        .execute(query)
        .then(
          () => 'accepted',
          (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
        );
    expect(await refusal(sql`update comp_score_revision set total = 99`)).toBe(
      'comp_score_revision is append-only: UPDATE refused',
    );
    expect(await refusal(sql`delete from comp_score_revision`)).toBe(
      'comp_score_revision is append-only: DELETE refused',
    );
    expect(await refusal(sql`truncate comp_score_revision`)).toBe(
      'comp_score_revision is append-only: TRUNCATE refused',
    );
    expect(await rows(t.database, sql`select total::text as total from comp_score_revision`)).toEqual([
      { total: '10.00' },
    ]);
  });
});
