// biome-ignore-all lint/suspicious/noTemplateCurlyInString: SMS template texts write ${variable} literally (docs/sms-templates.md).
import type { SmsTemplate } from '@cbo/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../../app/providers';
import { useAuthStore } from '../../../../core/auth/auth-store';
import { clearDicts } from '../../../../core/dict/dict-store';
import { setLocale } from '../../../../core/i18n';
import { dictAnswer, ok, startFakeApi } from '../../../../test/fake-api';
import { createTestQueryClient } from '../../../../test/render-app';
import { Component as SmsTemplatePage } from './index';

const api = startFakeApi();
const PATIENT = { timeout: 8_000 };

const rejected: SmsTemplate = {
  templateId: 106,
  templateName: '申报审核不通过',
  purpose: 'audit_rejected',
  content: '很遗憾，您的申报 ${code}「${project}」未通过${level}。',
  contentEn: 'We regret that ${code} did not pass.',
  providerCode: 'AUDIT_REJECTED',
  status: '0',
  remark: null,
  createBy: 'admin',
  createTime: '2026-11-20 09:30:00',
  updateBy: null,
  updateTime: null,
};

const renderPage = () =>
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <SmsTemplatePage />
    </AppProviders>,
  );

beforeEach(() => {
  clearDicts();
  useAuthStore.setState({ token: 'test-token', roles: ['admin'], permissions: ['*:*:*'] });
  api.routes.set('GET /system/sms/template/list', ok({ total: 1, rows: [rejected] }));
  api.routes.set('GET /system/sms/template/settings', ok({ data: { signName: '创新大赛' } }));
  api.routes.set('GET /system/sms/template/106', ok({ data: rejected }));
  api.routes.set(
    'GET /system/dict/data/type/sys_normal_disable',
    dictAnswer('sys_normal_disable', [
      { dictValue: '0', dictLabel: '正常', listClass: 'primary', cssClass: '', isDefault: 'Y' },
      { dictValue: '1', dictLabel: '停用', listClass: 'danger', cssClass: '', isDefault: 'N' },
    ]),
  );
});
afterEach(() => setLocale('zh-CN'));

describe('SMS templates page', { timeout: 30_000 }, () => {
  it('edits in English: purposes by name, variables to insert, refusals named, a signed preview and its parts', async () => {
    setLocale('en-US');
    renderPage();
    await screen.findByText('申报审核不通过', undefined, PATIENT);
    expect(screen.getByText('Audit decision: rejected')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: /Edit/ }).at(-1) as HTMLElement);
    const drawer = await screen.findByRole('dialog');
    const english = await within(drawer).findByRole('textbox', { name: 'English text' }, PATIENT);
    await waitFor(() => expect((english as HTMLTextAreaElement).value).toBe(rejected.contentEn));
    await waitFor(() =>
      expect(within(drawer).getByTestId('sms-preview-en-US').textContent).toContain(
        '【创新大赛】We regret that GZ2026-000123 did not pass.',
      ),
    );
    // 6 (the signature) + 42 characters: one message.
    expect(within(drawer).getByTestId('sms-parts-en-US').textContent).toBe(
      '48 characters with the signature: billed as 1 message(s)',
    );

    fireEvent.change(english, { target: { value: 'Sorry, ${prize}' } });
    expect(await within(drawer).findByText('the purpose does not provide ${prize}')).toBeTruthy();
    fireEvent.change(english, { target: { value: 'Sorry: ' } });
    const [, englishVariables] = drawer.querySelectorAll('.sms-editor__variables');
    fireEvent.click(within(englishVariables as HTMLElement).getByText(/\$\{level\}/));
    await waitFor(() => expect((english as HTMLTextAreaElement).value).toBe('Sorry: ${level}'));
    expect(within(drawer).getByTestId('sms-preview-en-US').textContent).toContain('【创新大赛】Sorry: 区县初审');
    expect(within(drawer).queryByText(/does not provide/)).toBeNull();
  });
});
