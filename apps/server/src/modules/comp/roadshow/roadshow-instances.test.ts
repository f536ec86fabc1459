import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, rows } from '../../../../test/auth-helpers';
import { ratingBase, ratingFixture } from '../../../../test/rating-fixtures';
import { userIdOf } from '../../../../test/scoring-fixtures';
import { type Cleanup, startTwoInstances } from '../../../../test/two-instances';
import { ManualClock } from '../../../lib/clock';

// The stamp the live views poll is read from the database (docs/roadshow.md, Stamp): a score saved
// through one server instance changes the stamp another instance answers, with no message between
// them.

const cleanup: Cleanup = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

describe('the roadshow stamp across two instances', () => {
  it('changes on the second instance when an expert saves a score on the first', async () => {
    const { apps, databases } = await startTwoInstances(new ManualClock(), cleanup);
    const database = databases[0];
    await database.exec().execute(sql`
      insert into sys_role_menu (role_id, menu_id)
      select r.role_id, m.menu_id from sys_role r, sys_menu m
      where r.role_key = 'expert' and m.perms = 'comp:taskinfo:edit' on conflict do nothing`);
    const base = await ratingBase(database);
    const expertId = await userIdOf(database, 'expert');
    const fixture = await ratingFixture(database, {
      prefix: 'RSI',
      sourceId: base.sourceId,
      stageId: base.stageId,
      userIds: [expertId],
      marks: [[null], [null]],
      status: 'published',
    });
    const [stage] = await rows<{ id: number }>(
      database,
      sql`select competition_id::int as id from comp_stage where stage_id = ${base.stageId}`,
    );
    const [first, second] = apps;
    const admin = [bearer(await loginAs(first, 'admin')), bearer(await loginAs(second, 'admin'))];
    const expert = bearer(await loginAs(first, 'expert'));
    const call = async (
      app: (typeof apps)[number],
      headers: Record<string, string>,
      method: 'GET' | 'POST' | 'PUT',
      url: string,
      payload?: object,
    ) => {
      const answer = (
        await app.inject({ method, url: `/prod-api${url}`, headers, ...(payload ? { payload } : {}) })
      ).json();
      expect({ url, code: answer.code, msg: answer.msg }).toMatchObject({ url, code: 200 });
      return answer.data;
    };
    const { sessionId } = await call(first, admin[0], 'POST', '/comp/roadshow', {
      competitionId: stage.id,
      stageId: base.stageId,
      taskId: fixture.taskId,
      name: '双实例路演',
      venue: '二号厅',
      startsAt: '2026-01-02 14:00:00',
      pitchMinutes: 6,
      qaMinutes: 4,
      scoringMode: 'open',
    });
    const stampOn = async (index: 0 | 1) =>
      (await call(apps[index], admin[index], 'GET', `/comp/roadshow/${sessionId}/stamp`)).stamp as string;
    const before = await stampOn(1);
    expect(await stampOn(0)).toBe(before);
    const [app] = fixture.apps;
    await call(first, expert, 'POST', `/comp/scoring/${fixture.taskId}/${app.id}/statement`);
    await call(first, expert, 'PUT', `/comp/scoring/${fixture.taskId}/${app.id}/sheet`, {
      items: { innovation: { value: 20 } },
    });
    const afterDraft = await stampOn(1);
    expect(afterDraft).not.toBe(before);
    // A submit moves it again (the submitted count), and a control on the second moves the first's.
    await call(first, expert, 'POST', `/comp/scoring/${fixture.taskId}/${app.id}/submit`, {
      items: { innovation: { value: 20 }, market: { value: 40 } },
    });
    const afterSubmit = await stampOn(1);
    expect(afterSubmit).not.toBe(afterDraft);
    expect(afterSubmit.split('.')[2]).toBe('1');
    await call(second, admin[1], 'POST', `/comp/roadshow/${sessionId}/draw`, { seed: 'two' });
    expect(await stampOn(0)).not.toBe(afterSubmit);
  });
});
