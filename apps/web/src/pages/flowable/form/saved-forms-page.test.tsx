import { type FormSchemaInput, formSchemaShape, type SavedForm } from '@cbo/contracts';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { useAuthStore } from '../../../core/auth/auth-store';
import { ok, startFakeApi } from '../../../test/fake-api';
import { createTestQueryClient } from '../../../test/render-app';
import { Component as SavedFormsPage } from './index';

// 表单配置 (docs/form-render.md): the saved forms' list, its search, the preview with the page's and the
// server's verdicts, and the versions drawer.

const api = startFakeApi();
const PATIENT = { timeout: 8_000 };

const row = (formId: number, formName: string, extra: Partial<SavedForm> = {}): SavedForm => ({
  formId,
  formName,
  version: 1,
  fieldCount: 2,
  usedBy: 0,
  remark: null,
  createBy: 'organiser',
  createTime: '2026-11-20 09:30:00',
  updateBy: 'organiser',
  updateTime: '2026-11-26 10:00:00',
  ...extra,
});
const rows = [row(2, '高校赛道补充信息', { version: 3, usedBy: 2, remark: '2026 届' }), row(1, '企业赛道补充信息')];

const document = formSchemaShape.parse({
  schemaVersion: 1,
  nodes: [
    { id: 'n1', type: 'input', name: 'school', label: '学校', required: true },
    { id: 'n2', type: 'switch', name: 'consent', label: '同意公开' },
  ],
} as FormSchemaInput);
const oldDocument = formSchemaShape.parse({
  schemaVersion: 1,
  nodes: [{ id: 'n1', type: 'input', name: 'college', label: '学院' }],
} as FormSchemaInput);

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/flowable/form/index', element: <SavedFormsPage /> },
      { path: '/tool/build/index', element: <p>builder</p> },
    ],
    { initialEntries: ['/flowable/form/index'] },
  );
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const tableRows = () =>
  Array.from(window.document.querySelectorAll('.ant-table-tbody tr.ant-table-row')) as HTMLElement[];
const listQueries = () =>
  api.calls('GET', '/flowable/form/list').map((request) => new URLSearchParams(request.url.split('?')[1]));

beforeEach(() => {
  useAuthStore.setState({ token: 'test-token', roles: ['organiser'], permissions: ['*:*:*'] });
  api.routes.set('GET /flowable/form/list', ok({ total: 2, rows }));
  api.routes.set('GET /flowable/form/2', ok({ data: { ...rows[0], formContent: document } }));
  api.routes.set(
    'GET /flowable/form/2/versions',
    ok({
      data: [3, 2, 1].map((version) => ({
        formId: 2,
        version,
        fieldCount: version === 1 ? 1 : 2,
        createBy: 'organiser',
        createTime: `2026-11-2${version} 10:00:00`,
      })),
    }),
  );
  api.routes.set(
    'GET /flowable/form/2/versions/1',
    ok({
      data: { formId: 2, version: 1, fieldCount: 1, formContent: oldDocument, createBy: 'organiser', createTime: null },
    }),
  );
  api.routes.set(
    'POST /flowable/form/2/versions/3/check',
    ok({ data: { answers: { school: '天河一中', consent: false }, problems: [] } }),
  );
});

describe('saved forms page', { timeout: 30_000 }, () => {
  it('lists the forms with their newest version, fields and use, and searches by name and field text', async () => {
    renderPage();
    await screen.findByText('高校赛道补充信息', undefined, PATIENT);
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    for (const title of ['表单名称', '最新版本', '字段数', '使用赛道', '更新时间']) expect(headers).toContain(title);
    // The remark is in the column chooser, not shown by default: the list fits 1280 px beside the sidebar.
    expect(headers).not.toContain('备注');
    expect(within(tableRows()[0]).getByText('v3')).toBeTruthy();
    expect(within(tableRows()[0]).getByText('2 个赛道')).toBeTruthy();
    expect(within(tableRows()[1]).getByText('未使用')).toBeTruthy();

    const search = window.document.querySelector('.cbo-search') as HTMLElement;
    fireEvent.change(within(search).getByLabelText('表单名称'), { target: { value: '高校' } });
    fireEvent.change(within(search).getByLabelText('包含字段'), { target: { value: '学校' } });
    fireEvent.click(within(search).getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() => expect(listQueries().at(-1)?.get('fieldText')).toBe('学校'));
    expect(listQueries().at(-1)?.get('formName')).toBe('高校');
  });

  it('opens the builder for a new form and for a form to design', async () => {
    const router = renderPage();
    await screen.findByText('高校赛道补充信息', undefined, PATIENT);
    fireEvent.click(screen.getByRole('button', { name: /新\s*建/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tool/build/index'));
    expect(router.state.location.search).toBe('');
    await act(() => router.navigate('/flowable/form/index'));
    await screen.findByText('高校赛道补充信息', undefined, PATIENT);
    fireEvent.click(within(tableRows()[0]).getByRole('button', { name: /设计/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?formId=2'));
    expect(router.state.location.pathname).toBe('/tool/build/index');
  });

  it('previews the newest document: validates like the real form, then shows the kept answers and both verdicts', async () => {
    renderPage();
    await screen.findByText('高校赛道补充信息', undefined, PATIENT);
    fireEvent.click(within(tableRows()[0]).getByRole('button', { name: /预览/ }));
    const dialog = await screen.findByRole('dialog', undefined, PATIENT);
    await within(dialog).findByText('预览：高校赛道补充信息（v3）');
    fireEvent.click(await within(dialog).findByRole('button', { name: /提\s*交/ }));
    await within(dialog).findByText('学校不能为空', undefined, PATIENT);
    expect(api.calls('POST', '/flowable/form/2/versions/3/check')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('学校'), { target: { value: '天河一中' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(api.calls('POST', '/flowable/form/2/versions/3/check')).toHaveLength(1), PATIENT);
    expect(JSON.parse(api.calls('POST', '/flowable/form/2/versions/3/check')[0].body)).toEqual({
      answers: { school: '天河一中', consent: false },
    });
    const json = dialog.querySelector('.cbo-form-preview__json') as HTMLElement;
    expect(JSON.parse(json.textContent ?? '')).toEqual({ school: '天河一中', consent: false });
    await within(dialog).findByText('服务器校验');
    await waitFor(() => expect(within(dialog).getAllByText('通过')).toHaveLength(2));
  });

  it('shows the server’s problems beside the page’s verdict', async () => {
    api.routes.set(
      'POST /flowable/form/2/versions/3/check',
      ok({
        data: {
          answers: {},
          problems: [{ field: 'school', rule: 'option', message: '学校不是可选的选项', custom: false }],
        },
      }),
    );
    renderPage();
    await screen.findByText('高校赛道补充信息', undefined, PATIENT);
    fireEvent.click(within(tableRows()[0]).getByRole('button', { name: /预览/ }));
    const dialog = await screen.findByRole('dialog', undefined, PATIENT);
    fireEvent.change(await within(dialog).findByLabelText('学校', undefined, PATIENT), {
      target: { value: '天河一中' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: /提\s*交/ }));
    await within(dialog).findByText('学校不是可选的选项', undefined, PATIENT);
    expect(within(dialog).getByText('1 个问题')).toBeTruthy();
    expect(within(dialog).getByText('通过')).toBeTruthy();
  });

  it('lists a form’s versions in a drawer and previews an older one', async () => {
    renderPage();
    await screen.findByText('高校赛道补充信息', undefined, PATIENT);
    fireEvent.click(within(tableRows()[0]).getByRole('button', { name: /版本/ }));
    const drawer = (await screen.findByText('版本：高校赛道补充信息', undefined, PATIENT)).closest(
      '.ant-drawer',
    ) as HTMLElement;
    await within(drawer).findByText('v1', undefined, PATIENT);
    expect(
      within(drawer)
        .getAllByText(/^v\d$/)
        .map((node) => node.textContent),
    ).toEqual(['v3', 'v2', 'v1']);
    expect(within(drawer).getByText('最新')).toBeTruthy();
    const items = drawer.querySelectorAll('.ant-table-tbody tr.ant-table-row');
    fireEvent.click(within(items[2] as HTMLElement).getByRole('button', { name: /预览/ }));
    await screen.findByText('预览：高校赛道补充信息（v1）', undefined, PATIENT);
    expect(await screen.findByLabelText('学院', undefined, PATIENT)).toBeTruthy();
  });

  it('renames a form in the kit’s dialog, sending the newest document back unchanged with its version as the base', async () => {
    api.routes.set('PUT /flowable/form', ok({ data: { formId: 2, version: 3, changed: false } }));
    renderPage();
    await screen.findByText('高校赛道补充信息', undefined, PATIENT);
    fireEvent.click(within(tableRows()[0]).getByRole('button', { name: /修\s*改/ }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText('表单名称') as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('高校赛道补充信息'), PATIENT);
    fireEvent.change(name, { target: { value: '高校赛道补充信息（2026）' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.calls('PUT', '/flowable/form')).toHaveLength(1), PATIENT);
    expect(JSON.parse(api.calls('PUT', '/flowable/form')[0].body)).toEqual({
      formId: 2,
      formName: '高校赛道补充信息（2026）',
      remark: '2026 届',
      formContent: document,
      baseVersion: 3,
    });
  });

  it('deletes after a confirmation and shows the server’s refusal of a form in use', async () => {
    api.routes.set('DELETE /flowable/form/2', ok({ code: 500, msg: '表单高校赛道补充信息正被2个赛道使用，不能删除' }));
    renderPage();
    await screen.findByText('高校赛道补充信息', undefined, PATIENT);
    fireEvent.click(within(tableRows()[0]).getByRole('button', { name: /删\s*除/ }));
    const confirm = await waitFor(() => window.document.querySelector('.ant-modal-confirm') as HTMLElement);
    expect(confirm.textContent).toContain('是否确认删除表单编号为"2"的数据项？');
    expect(api.calls('DELETE', '/flowable/form/2')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.calls('DELETE', '/flowable/form/2')).toHaveLength(1));
    expect(await screen.findByText('表单高校赛道补充信息正被2个赛道使用，不能删除', undefined, PATIENT)).toBeTruthy();
  });

  it('hides the buttons a user lacks the permission for', async () => {
    useAuthStore.setState({ permissions: ['flowable:form:list'] });
    renderPage();
    await screen.findByText('高校赛道补充信息', undefined, PATIENT);
    expect(screen.queryByRole('button', { name: /新\s*建/ })).toBeNull();
    expect(within(tableRows()[0]).queryByRole('button', { name: /设计|预览|版本|删除/ })).toBeNull();
  });
});
