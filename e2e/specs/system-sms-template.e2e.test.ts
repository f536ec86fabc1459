// biome-ignore-all lint/suspicious/noTemplateCurlyInString: SMS template texts write ${variable} literally (docs/sms-templates.md).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type E2eSession, startE2e } from '../support/browser';
import { loginAs, messageText, sessionToken, settled, shot } from '../support/session';

// SMS templates (/system/sms/template, docs/sms-templates.md): an administrator edits the
// audit-decision template and sees the preview with sample values and the part count as billed.

let s: E2eSession;
beforeAll(async () => {
  s = await startE2e({ env: { SMS_SIGN_NAME: '创新大赛' } });
  await loginAs(s, 'admin');
});
afterEach(async (context) => {
  if (context.task.result?.state === 'fail')
    await shot(s.page, `failed-sms-template-${context.task.name.slice(0, 30)}`);
});
afterAll(async () => {
  await s?.stop();
});

const rows = () => s.page.locator('.ant-table-tbody tr.ant-table-row');
const row = (name: string) => rows().filter({ hasText: name });

describe('SMS templates', () => {
  it('edits the audit-decision template with a live preview and part count, and saves it', async () => {
    const page = s.page;
    await page.goto(s.url('/system/sms/template'));
    await page.locator('.cbo-crud').waitFor();
    await page.locator('.ant-table .ant-spin-spinning').waitFor({ state: 'detached' });
    await row('申报退回修改').waitFor();
    expect(await row('申报退回修改').innerText()).toContain('审核决定：退回修改');

    await row('申报退回修改').getByRole('button', { name: '修改' }).click();
    const drawer = page.getByRole('dialog', { name: '修改短信模板' });
    await drawer.waitFor();
    const content = drawer.getByRole('textbox', { name: '中文内容' });
    await expect.poll(() => content.inputValue()).toContain('${deadline}');
    const preview = drawer.getByTestId('sms-preview-zh-CN');
    const parts = drawer.getByTestId('sms-parts-zh-CN');
    // The seeded text with the purpose's sample values, signed.
    expect(await preview.innerText()).toContain(
      '【创新大赛】您的申报 GZ2026-000123「智能垃圾分类回收系统」被区县初审退回修改，请于 2026-12-01 18:00:00 前修改后重新提交。',
    );
    // 78 characters with the sample values: billed as two messages.
    expect(await parts.innerText()).toBe('78 字（含签名），计 2 条短信');

    // A variable the purpose does not provide is named while typing.
    await content.fill('请于 ${deadline} 前修改 ${prize}');
    await drawer.getByText('用途不提供变量 ${prize}').waitFor();

    // 6 (signature) + 64 = 70 characters are one message; one more makes two parts.
    const text = `申报 \${code} 已退回，请于 \${deadline} 前修改。${'请'.repeat(16)}`;
    await content.fill(text);
    await expect.poll(() => drawer.getByText('用途不提供变量').count()).toBe(0);
    const rendered = `申报 GZ2026-000123 已退回，请于 2026-12-01 18:00:00 前修改。${'请'.repeat(16)}`;
    expect(await preview.innerText()).toContain(`【创新大赛】${rendered}`);
    expect(await parts.innerText()).toBe('70 字（含签名），计 1 条短信');
    await content.press('End');
    await content.pressSequentially('！');
    expect(await preview.innerText()).toContain(`【创新大赛】${rendered}！`);
    expect(await parts.innerText()).toBe('71 字（含签名），计 2 条短信');
    await settled(page);
    await shot(page, 'sms-template-editor');

    await drawer.getByRole('button', { name: '确定' }).click();
    expect(await messageText(page, '修改成功')).toBe('修改成功');
    await drawer.waitFor({ state: 'hidden' });
    await expect.poll(() => row('申报退回修改').innerText()).toContain('已退回，请于 ${deadline} 前修改');

    // Stored as typed.
    const token = await sessionToken(s);
    const listed = (await (
      await fetch(`${s.server.baseUrl}/prod-api/system/sms/template/list?purpose=audit_returned`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { rows: Array<{ content: string }> };
    expect(listed.rows[0].content).toBe(`${text}！`);
  });
});
