import { BusinessType, defineEndpoint } from '@cbo/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bearer, loginAs, rows } from '../../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';

const saveNote = defineEndpoint({
  method: 'POST',
  path: '/test/note',
  access: 'login',
  body: z.object({ name: z.string(), remark: z.string().optional() }),
  answer: z.object({}),
  log: { title: '写入测试', businessType: BusinessType.INSERT },
});

const breakNote = defineEndpoint({
  method: 'DELETE',
  path: '/test/note',
  access: 'login',
  answer: z.object({}),
  log: { title: '写入测试', businessType: BusinessType.DELETE },
});

const logLines: string[] = [];
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({
    env: { APP_CAPTCHA: 'off', LOG_LEVEL: 'warn' },
    logStream: { write: (line) => void logLines.push(line) },
    extraModules: [
      (app) => {
        app.bindEndpoint(saveNote, async () => ({}));
        // A fault whose text carries a NUL byte: PostgreSQL refuses it in any text column.
        app.bindEndpoint(breakNote, async () => {
          throw new Error('disk\u0000full');
        });
      },
    ],
  });
  token = await loginAs(t.app, 'organiser');
});
afterAll(() => t.close());

const save = (name: string, remark?: string) =>
  t.app.inject({ method: 'POST', url: '/prod-api/test/note', headers: bearer(token), payload: { name, remark } });
const written = () =>
  rows<{ business_type: number; error_msg: string; oper_param: string }>(
    t.database,
    sql`select business_type, error_msg, oper_param from sys_oper_log where title = '写入测试' order by oper_id`,
  );
const clearWritten = () => t.database.exec().execute(sql`delete from sys_oper_log where title = '写入测试'`);
const takeTableAway = () => t.database.exec().execute(sql`alter table sys_oper_log rename to sys_oper_log_away`);
const bringTableBack = () => t.database.exec().execute(sql`alter table sys_oper_log_away rename to sys_oper_log`);

describe('the operation log writer', () => {
  it('keeps the other rows of a batch when one row is refused, and writes the refused row cleaned', async () => {
    await save('first');
    await t.app.inject({ method: 'DELETE', url: '/prod-api/test/note', headers: bearer(token) });
    // Long emoji texts: the 2000-character cut of the parameters lands on a pair with one of the two.
    await save('a', '😀'.repeat(1500));
    await save('ab', '😀'.repeat(1500));
    await save('last');
    expect(t.app.operLog.pending).toBe(5);

    await t.app.operLog.flush();
    const stored = await written();
    expect(stored).toHaveLength(5);
    expect(stored[0].oper_param).toBe('{"name":"first"}');
    expect(stored[1]).toMatchObject({ business_type: BusinessType.DELETE, error_msg: 'diskfull' });
    expect(stored[2].oper_param.startsWith('{"name":"a","remark":"😀')).toBe(true);
    expect(stored[3].oper_param.startsWith('{"name":"ab","remark":"😀')).toBe(true);
    expect(stored[4].oper_param).toBe('{"name":"last"}');
    expect(t.app.operLog.pending).toBe(0);
    expect(t.app.operLog.dropped).toBe(0);
    await clearWritten();
  });

  it('keeps rows while the database fails and writes them after a growing pause on the app clock', async () => {
    await takeTableAway();
    try {
      await save('during the outage');
      await t.app.operLog.flush();
      expect(t.app.operLog.pending).toBe(1);

      // First pause 1 s: still failing then, so the next pause is 2 s.
      t.clock.advance(1_000);
      await t.app.operLog.flush();
      expect(t.app.operLog.pending).toBe(1);
    } finally {
      await bringTableBack();
    }
    await save('after the outage');
    t.clock.advance(1_000);
    await t.app.operLog.flush();
    expect(t.app.operLog.pending).toBe(2);
    expect(await written()).toEqual([]);

    t.clock.advance(1_000);
    await t.app.operLog.flush();
    expect(t.app.operLog.pending).toBe(0);
    expect((await written()).map((row) => row.oper_param)).toEqual([
      '{"name":"during the outage"}',
      '{"name":"after the outage"}',
    ]);
    expect(t.app.operLog.dropped).toBe(0);
    expect(logLines.some((line) => line.includes('kept for a retry'))).toBe(true);
    await clearWritten();
  });

  it('gives a row up only after writing it, whole, to the error log', async () => {
    await save('good');
    // A date that has the right shape but does not exist: even the cleaned row is refused.
    t.app.operLog.record({ title: '写入测试', operName: 'ghost', operTime: '2026-13-45 10:00:00' });
    await t.app.operLog.flush();
    expect((await written()).map((row) => row.oper_param)).toEqual(['{"name":"good"}']);
    expect(t.app.operLog.dropped).toBe(1);
    const given = logLines.map((line) => JSON.parse(line)).find((entry) => entry.msg?.includes('given up'));
    expect(given).toMatchObject({ level: 50, operLog: { operName: 'ghost', title: '写入测试' } });
    await clearWritten();
  });

  it('at shutdown makes a last attempt and logs every row it could not write', async () => {
    await save('unsaved');
    await takeTableAway();
    await t.app.close();
    expect(t.app.operLog.pending).toBe(0);
    const lost = logLines.map((line) => JSON.parse(line)).filter((entry) => entry.msg?.includes('at shutdown'));
    expect(lost).toHaveLength(1);
    expect(lost[0].operLog.operParam).toBe('{"name":"unsaved"}');
  });
});
