// biome-ignore-all lint/suspicious/noTemplateCurlyInString: SMS template texts write ${variable} literally (docs/sms-templates.md).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderSmsText, SMS_PURPOSES, smsParts, smsSampleParams } from '@cbo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs } from '../../../../../test/auth-helpers';
import { readOutbox } from '../../../../../test/sms-outbox';
import { createTestApp, type TestApp } from '../../../../../test/test-app';
import { seededSmsTemplates } from '../../../../db/seed';
import { LogSmsProvider } from '../../../sms/log-sms-provider';
import { SmsSender } from '../../../sms/sms-sender';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off', SMS_SIGN_NAME: '创新大赛' } });
  admin = bearer(await loginAs(t.app, 'admin'));
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = async (method: Method, url: string, payload?: object, language?: string) =>
  (
    await t.app.inject({
      method,
      url: `/prod-api${url}`,
      headers: { ...admin, ...(language ? { 'accept-language': language } : {}) },
      ...(payload ? { payload } : {}),
    })
  ).json();

const form = (extra: Record<string, unknown> = {}) => ({
  templateName: '获奖通知',
  purpose: 'award',
  content: '恭喜！您的项目「${project}」（${code}）获得${award}。',
  contentEn: '',
  providerCode: 'SMS_AWARD_1',
  status: '0',
  ...extra,
});

describe('SMS templates', () => {
  it('lists the seeded template of every message the product sends today', async () => {
    const answer = await call('GET', '/system/sms/template/list?pageSize=50');
    expect(answer.code).toBe(200);
    expect(answer.rows.map((row: { purpose: string }) => row.purpose)).toEqual([
      'login_code',
      'register_code',
      'registration_approved',
      'registration_rejected',
      'audit_approved',
      'audit_returned',
      'audit_rejected',
      'disqualification',
      'review_task_published',
      'review_reminder',
      'promotion_result',
      'award',
      'schedule_change',
    ]);
    expect(answer.rows.every((row: { status: string }) => row.status === '0')).toBe(true);
    expect(await call('GET', '/system/sms/template/settings')).toEqual({
      code: 200,
      msg: '操作成功',
      data: { signName: '创新大赛' },
    });
  });

  it('refuses on save a text using a variable its purpose does not provide, naming it', async () => {
    expect(await call('POST', '/system/sms/template', form({ content: '${project} 获得 ${prize}' }))).toEqual({
      code: 500,
      msg: '中文内容使用了变量 ${prize}，用途「获奖通知」不提供这个变量',
    });
    expect(await call('POST', '/system/sms/template', form({ contentEn: 'You won ${prize}' }), 'en-US')).toEqual({
      code: 500,
      msg: 'the English text uses the variable ${prize}, which the purpose "Award" does not provide',
    });
    expect(await call('POST', '/system/sms/template', form({ content: '获得 ${award' }))).toEqual({
      code: 500,
      msg: '中文内容中的变量写法不正确：${award',
    });
  });

  it('refuses on save a text missing a variable its purpose requires, naming it', async () => {
    const [login] = (await call('GET', '/system/sms/template/list?purpose=login_code')).rows;
    expect(
      await call('PUT', '/system/sms/template', { ...login, content: '您的验证码已发送，5 分钟内有效。' }),
    ).toEqual({ code: 500, msg: '中文内容缺少变量 ${code}，用途「登录验证码」的短信必须包含它' });
    const [returned] = (await call('GET', '/system/sms/template/list?purpose=audit_returned')).rows;
    expect(await call('PUT', '/system/sms/template', { ...returned, contentEn: 'Returned: ${code}' }, 'en-US')).toEqual(
      {
        code: 500,
        msg: 'the English text lacks the variable ${deadline}, which every "Audit decision: returned" message must hold',
      },
    );
  });

  it('keeps one enabled template per purpose, adds, edits and removes', async () => {
    // The seeded schedule_change template (docs/schedule.md) is disabled first, so the purpose has no enabled one.
    const [seeded] = (await call('GET', '/system/sms/template/list?purpose=schedule_change')).rows;
    expect(seeded.templateName).toBe('赛程变更');
    expect(await call('PUT', '/system/sms/template', { ...seeded, status: '1' })).toEqual({
      code: 200,
      msg: '操作成功',
    });
    const change = (extra: Record<string, unknown> = {}) =>
      form({
        templateName: '日程变更通知',
        purpose: 'schedule_change',
        content: '${event}改到${time}，地点${place}',
        providerCode: 'SMS_CHANGE_1',
        ...extra,
      });
    expect(await call('POST', '/system/sms/template', change())).toEqual({ code: 200, msg: '操作成功' });
    expect(await call('POST', '/system/sms/template', change({ templateName: '日程变更通知二' }))).toEqual({
      code: 500,
      msg: '用途「日程变更」已有启用的模板「日程变更通知」，请先停用它',
    });
    expect(
      await call('POST', '/system/sms/template', change({ templateName: '日程变更通知二', status: '1' })),
    ).toMatchObject({
      code: 200,
    });
    const rows = (await call('GET', '/system/sms/template/list?purpose=schedule_change')).rows;
    expect(rows.map((row: { templateName: string; status: string }) => [row.templateName, row.status])).toEqual([
      ['赛程变更', '1'],
      ['日程变更通知', '0'],
      ['日程变更通知二', '1'],
    ]);
    // Custom templates are chosen by hand, so several may be enabled.
    for (const name of ['自定义一', '自定义二']) {
      expect(
        await call(
          'POST',
          '/system/sms/template',
          form({ templateName: name, purpose: 'custom', content: '${name}，您好' }),
        ),
      ).toMatchObject({ code: 200 });
    }
    const ids = rows
      .filter((row: { templateId: number }) => row.templateId !== seeded.templateId)
      .map((row: { templateId: number }) => row.templateId)
      .join(',');
    expect(await call('DELETE', `/system/sms/template/${ids}`)).toMatchObject({ code: 200 });
    expect((await call('GET', '/system/sms/template/list?purpose=schedule_change')).total).toBe(1);
    expect(await call('PUT', '/system/sms/template', { ...seeded, status: '0' })).toEqual({
      code: 200,
      msg: '操作成功',
    });
  });
});

describe('the part count, as the provider bills it (signature included)', () => {
  const text = (n: number) => '字'.repeat(n);
  it.each([
    // 【创新大赛】 is 6 characters.
    [64, 70, 1],
    [65, 71, 2],
    [128, 134, 2],
    [129, 135, 3],
    [195, 201, 3],
    [196, 202, 4],
  ])('%i characters of text are %i with the signature: %i part(s)', (length, chars, parts) => {
    expect(smsParts(text(length), '创新大赛')).toEqual({ chars, parts });
  });
  it('counts without a signature when none is configured, and a character outside the BMP once', () => {
    expect(smsParts(text(70), '')).toEqual({ chars: 70, parts: 1 });
    expect(smsParts(`${text(69)}😀`, '')).toEqual({ chars: 70, parts: 1 });
    expect(smsParts('', '')).toEqual({ chars: 0, parts: 0 });
  });
});

describe('sending', () => {
  it('sends every seeded message through its template, the log holding the text with codes masked', async () => {
    const outboxDir = mkdtempSync(join(tmpdir(), 'sms-outbox-'));
    const sender = new SmsSender({
      database: t.database,
      clock: t.clock,
      provider: new LogSmsProvider({ clock: t.clock, outboxFile: join(outboxDir, 'sms-outbox.jsonl') }),
      logger: t.app.log,
    });
    for (const seeded of seededSmsTemplates) {
      const params = smsSampleParams(seeded.purpose);
      expect(await sender.send({ mobile: '13600000001', purpose: seeded.purpose, params })).toMatchObject({ ok: true });
    }
    expect(readOutbox(outboxDir).map((line) => [line.purpose, line.template, line.text])).toEqual(
      seededSmsTemplates.map((seeded) => [
        seeded.purpose,
        seeded.providerCode,
        renderSmsText(seeded.content, smsSampleParams(seeded.purpose)),
      ]),
    );
    // en-US where the recipient chose English; zh-CN for a purpose without a template sends nothing.
    await sender.send({
      mobile: '13600000002',
      purpose: 'audit_approved',
      params: smsSampleParams('audit_approved'),
      language: 'en-US',
    });
    expect(readOutbox(outboxDir).at(-1)?.text).toBe(
      'Your application GZ2026-000123 (智能垃圾分类回收系统) has been approved.',
    );
    const [change] = (await call('GET', '/system/sms/template/list?purpose=schedule_change')).rows;
    expect(await call('PUT', '/system/sms/template', { ...change, status: '1' })).toEqual({
      code: 200,
      msg: '操作成功',
    });
    expect(await sender.send({ mobile: '13600000003', purpose: 'schedule_change', params: {} })).toEqual({
      ok: false,
      error: 'no enabled template for schedule_change',
    });
    expect(SMS_PURPOSES).toContain('schedule_change');
  });
});
