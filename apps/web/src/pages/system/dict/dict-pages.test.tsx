import type { ConfigRow, DictDataDetail, DictTypeRow } from '@cbo/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { useAuthStore } from '../../../core/auth/auth-store';
import { DictTag } from '../../../core/dict';
import { clearDicts, useDictStore } from '../../../core/dict/dict-store';
import { json, ok, startFakeApi } from '../../../test/fake-api';
import { createTestQueryClient } from '../../../test/render-app';
import { Component as ConfigPage } from '../config/index';
import { Component as DictDataPage } from '../dict-data/index';
import { Component as DictTypePage } from './index';

const api = startFakeApi();
// The whole web suite shares two cores: give the answers time to arrive.
const PATIENT = { timeout: 8_000 };

function signIn(permissions: string[]) {
  useAuthStore.setState({ token: 'test-token', roles: ['organiser'], permissions });
}

/** A page at a path, with a status tag of another list beside it (another page's tags). */
function renderAt(path: string, pattern: string, Page: ComponentType) {
  const router = createMemoryRouter(
    [
      {
        path: pattern,
        element: (
          <>
            <Page />
            <div data-testid="elsewhere">
              <DictTag type="sys_normal_disable" value="0" />
            </div>
          </>
        ),
      },
      { path: '/system/dict', element: <p>dictionary types</p> },
      { path: '/system/dict-data/index/:dictId', element: <p>entries page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const typeRow = (dictId: number, dictName: string, dictType: string): DictTypeRow => ({
  dictId,
  dictName,
  dictType,
  status: '0',
  remark: null,
  createBy: 'admin',
  createTime: '2026-01-05 08:00:00',
  updateBy: null,
  updateTime: null,
});

const entry = (
  dictCode: number,
  dictType: string,
  dictLabel: string,
  dictValue: string,
  listClass: string | null,
  cssClass: string | null = null,
): DictDataDetail => ({
  dictCode,
  dictSort: dictCode,
  dictLabel,
  dictValue,
  dictType,
  cssClass,
  listClass,
  isDefault: 'N',
  status: '0',
  remark: null,
  createTime: '2026-01-05 08:00:00',
  createBy: 'admin',
  updateBy: null,
  updateTime: null,
});

const types = [typeRow(1, '用户性别', 'sys_user_sex'), typeRow(2, '系统开关', 'sys_normal_disable')];
let statusEntries = [
  entry(6, 'sys_normal_disable', '正常', '0', 'primary'),
  entry(7, 'sys_normal_disable', '停用', '1', 'danger', 'off'),
];
const sexEntries = [entry(1, 'sys_user_sex', '男', '0', 'default'), entry(2, 'sys_user_sex', '女', '1', 'success')];

const confirmDialog = () => document.querySelector('.ant-modal-confirm') as HTMLElement;
const queries = (path: string) =>
  api.calls('GET', path).map((request) => new URLSearchParams(request.url.split('?')[1] ?? ''));
const typeCalls = (type: string) => api.calls('GET', `/system/dict/data/type/${type}`).length;
const dialog = () => screen.findByRole('dialog', undefined, PATIENT);

beforeEach(() => {
  clearDicts();
  signIn(['*:*:*']);
  statusEntries = [
    entry(6, 'sys_normal_disable', '正常', '0', 'primary'),
    entry(7, 'sys_normal_disable', '停用', '1', 'danger', 'off'),
  ];
  api.routes.set('GET /system/dict/data/type/sys_normal_disable', (request, response) =>
    ok({ data: statusEntries })(request, response),
  );
  api.routes.set(
    'GET /system/dict/data/type/sys_yes_no',
    ok({ data: [entry(20, 'sys_yes_no', '是', 'Y', 'primary'), entry(21, 'sys_yes_no', '否', 'N', 'danger')] }),
  );
  api.routes.set('GET /system/dict/type/optionselect', ok({ data: types }));
  api.routes.set('GET /system/dict/type/list', ok({ total: 2, rows: types }));
  api.routes.set('GET /system/dict/data/list', (request, response) => {
    const type = new URLSearchParams(request.url.split('?')[1]).get('dictType');
    const rows = type === 'sys_user_sex' ? sexEntries : statusEntries;
    return ok({ total: rows.length, rows })(request, response);
  });
});

describe('dictionary types page', { timeout: 20_000 }, () => {
  it("lists the types, each type's key a link to its entries, with a date-range search", async () => {
    const router = renderAt('/system/dict', '/system/dict', DictTypePage);
    const link = await screen.findByRole('link', { name: 'sys_user_sex' }, PATIENT);
    expect(screen.getByText('用户性别')).toBeTruthy();
    expect(screen.getByPlaceholderText('开始日期')).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(
      expect.arrayContaining(['字典编号', '字典名称', '字典类型', '状态', '备注', '创建时间']),
    );
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/system/dict-data/index/1'), PATIENT);
  });

  it('refreshes the server cache and drops every dictionary the web holds', async () => {
    api.routes.set('DELETE /system/dict/type/refreshCache', ok());
    renderAt('/system/dict', '/system/dict', DictTypePage);
    await screen.findByRole('link', { name: 'sys_user_sex' }, PATIENT);
    await waitFor(() => expect(within(screen.getByTestId('elsewhere')).getByText('正常')).toBeTruthy(), PATIENT);
    const before = typeCalls('sys_normal_disable');
    statusEntries = [entry(6, 'sys_normal_disable', '启用中', '0', 'primary')];
    fireEvent.click(screen.getByRole('button', { name: /刷新缓存/ }));
    await screen.findByText('刷新成功', undefined, PATIENT);
    expect(api.calls('DELETE', '/system/dict/type/refreshCache')).toHaveLength(1);
    await waitFor(() => expect(within(screen.getByTestId('elsewhere')).getByText('启用中')).toBeTruthy(), PATIENT);
    expect(typeCalls('sys_normal_disable')).toBeGreaterThan(before);
  });

  it('offers no cache refresh without the remove permission', async () => {
    signIn(['system:dict:list']);
    renderAt('/system/dict', '/system/dict', DictTypePage);
    await screen.findByRole('link', { name: 'sys_user_sex' }, PATIENT);
    expect(screen.queryByRole('button', { name: /刷新缓存/ })).toBeNull();
  });

  it('renames a type and drops the cached dictionaries; deletes only after the confirmation', async () => {
    api.routes.set('GET /system/dict/type/1', ok({ data: types[0] }));
    api.routes.set('PUT /system/dict/type', ok());
    api.routes.set('DELETE /system/dict/type/1', ok());
    renderAt('/system/dict', '/system/dict', DictTypePage);
    const row = (await screen.findByRole('link', { name: 'sys_user_sex' }, PATIENT)).closest('tr') as HTMLElement;
    await waitFor(() => expect(useDictStore.getState().entries.sys_normal_disable).toBeTruthy(), PATIENT);

    fireEvent.click(within(row).getByRole('button', { name: /修\s*改/ }));
    const form = await dialog();
    expect(within(form).getByText('修改字典类型')).toBeTruthy();
    const typeInput = within(form).getByLabelText('字典类型') as HTMLInputElement;
    await waitFor(() => expect(typeInput.value).toBe('sys_user_sex'), PATIENT);
    fireEvent.change(typeInput, { target: { value: 'sys_gender' } });
    fireEvent.click(within(form).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.calls('PUT', '/system/dict/type')).toHaveLength(1), PATIENT);
    expect(JSON.parse(api.calls('PUT', '/system/dict/type')[0].body)).toMatchObject({
      dictId: 1,
      dictType: 'sys_gender',
      dictName: '用户性别',
    });
    await waitFor(() => expect(typeCalls('sys_normal_disable')).toBeGreaterThan(1), PATIENT);

    fireEvent.click(within(row).getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(confirmDialog()).toBeTruthy(), PATIENT);
    expect(confirmDialog().textContent).toContain('字典类型');
    expect(api.calls('DELETE', '/system/dict/type/1')).toHaveLength(0);
    fireEvent.click(within(confirmDialog()).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.calls('DELETE', '/system/dict/type/1')).toHaveLength(1), PATIENT);
  });
});

describe('dictionary data page', { timeout: 20_000 }, () => {
  it("lists the entries of the route's type, labels as tags in their listClass and cssClass", async () => {
    renderAt('/system/dict-data/index/2', '/system/dict-data/index/:dictId', DictDataPage);
    const stopped = await screen.findByText('停用', { selector: '.ant-tag' }, PATIENT);
    expect(stopped.className).toMatch(/ant-tag-error/);
    expect(stopped.className).toMatch(/\boff\b/);
    expect(queries('/system/dict/data/list')[0].get('dictType')).toBe('sys_normal_disable');
    const selector = screen.getByRole('combobox', { name: '字典名称' });
    expect(selector.closest('.ant-select')?.textContent).toContain('系统开关（sys_normal_disable）');
  });

  it('switches to another type with the selector, and back on reset', async () => {
    renderAt('/system/dict-data/index/2', '/system/dict-data/index/:dictId', DictDataPage);
    await screen.findByText('停用', { selector: '.ant-tag' }, PATIENT);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '字典名称' }));
    fireEvent.click(await screen.findByTitle('用户性别（sys_user_sex）', undefined, PATIENT));
    const female = await screen.findByText('女', { selector: '.ant-tag' }, PATIENT);
    expect(female.className).toMatch(/ant-tag-success/);
    // 'default' is plain text, as the reference shows it.
    expect(screen.getByText('男', { selector: 'span' }).closest('.ant-tag')).toBeNull();
    expect(queries('/system/dict/data/list').at(-1)?.get('dictType')).toBe('sys_user_sex');

    fireEvent.click(screen.getByRole('button', { name: /重\s*置/ }));
    await waitFor(
      () => expect(queries('/system/dict/data/list').at(-1)?.get('dictType')).toBe('sys_normal_disable'),
      PATIENT,
    );
  });

  it('adds an entry to the chosen type with a tag style', async () => {
    api.routes.set('POST /system/dict/data', ok());
    renderAt('/system/dict-data/index/2', '/system/dict-data/index/:dictId', DictDataPage);
    await screen.findByText('停用', { selector: '.ant-tag' }, PATIENT);
    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    const form = await dialog();
    expect(within(form).getByText('添加字典数据')).toBeTruthy();
    const type = within(form).getByLabelText('字典类型') as HTMLInputElement;
    expect(type.value).toBe('sys_normal_disable');
    expect(type.disabled).toBe(true);
    fireEvent.change(within(form).getByLabelText('数据标签'), { target: { value: '待审' } });
    fireEvent.change(within(form).getByLabelText('数据键值'), { target: { value: '2' } });
    fireEvent.change(within(form).getByLabelText('样式属性'), { target: { value: 'pending' } });
    fireEvent.mouseDown(within(form).getByRole('combobox', { name: '回显样式' }));
    const styleTitles = () =>
      [...document.querySelectorAll('.ant-select-item-option')].map((option) => option.getAttribute('title'));
    await waitFor(
      () =>
        expect(styleTitles()).toEqual([
          '默认(default)',
          '主要(primary)',
          '成功(success)',
          '信息(info)',
          '警告(warning)',
          '危险(danger)',
        ]),
      PATIENT,
    );
    fireEvent.click(await screen.findByTitle('警告(warning)'));
    fireEvent.click(within(form).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.calls('POST', '/system/dict/data')).toHaveLength(1), PATIENT);
    expect(JSON.parse(api.calls('POST', '/system/dict/data')[0].body)).toMatchObject({
      dictType: 'sys_normal_disable',
      dictLabel: '待审',
      dictValue: '2',
      cssClass: 'pending',
      listClass: 'warning',
      status: '0',
    });
  });

  it("an edited label shows in another list's tags: the type's cached entries are dropped", async () => {
    api.routes.set('GET /system/dict/data/6', ok({ data: statusEntries[0] }));
    api.routes.set('PUT /system/dict/data', (request, response) => {
      const body = JSON.parse(request.body) as DictDataDetail;
      statusEntries = statusEntries.map((row) => (row.dictCode === body.dictCode ? { ...row, ...body } : row));
      return ok()(request, response);
    });
    renderAt('/system/dict-data/index/2', '/system/dict-data/index/:dictId', DictDataPage);
    const elsewhere = await screen.findByTestId('elsewhere', undefined, PATIENT);
    await waitFor(() => expect(within(elsewhere).getByText('正常')).toBeTruthy(), PATIENT);
    await screen.findByText('停用', { selector: '.ant-tag' }, PATIENT);
    const row = document.querySelector('tr[data-row-key="6"]') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /修\s*改/ }));
    const form = await dialog();
    const label = within(form).getByLabelText('数据标签') as HTMLInputElement;
    await waitFor(() => expect(label.value).toBe('正常'), PATIENT);
    fireEvent.change(label, { target: { value: '在用' } });
    fireEvent.click(within(form).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(within(elsewhere).getByText('在用')).toBeTruthy(), PATIENT);
    expect(JSON.parse(api.calls('PUT', '/system/dict/data')[0].body)).toMatchObject({
      dictCode: 6,
      dictType: 'sys_normal_disable',
      dictLabel: '在用',
    });
  });

  it('closes back to the types, and says so when the type does not exist', async () => {
    const router = renderAt('/system/dict-data/index/99', '/system/dict-data/index/:dictId', DictDataPage);
    expect(await screen.findByText('字典类型不存在', undefined, PATIENT)).toBeTruthy();
    expect(api.calls('GET', '/system/dict/data/list')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: /关\s*闭/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/system/dict'), PATIENT);
  });
});

describe('configuration page', { timeout: 20_000 }, () => {
  const config = (configId: number, configKey: string, configType: string): ConfigRow => ({
    configId,
    configName: `参数${configId}`,
    configKey,
    configValue: 'true',
    configType,
    remark: null,
    createBy: 'admin',
    createTime: '2026-01-05 08:00:00',
    updateBy: null,
    updateTime: null,
  });

  beforeEach(() => {
    api.routes.set(
      'GET /system/config/list',
      ok({ total: 2, rows: [config(1, 'sys.account.captchaEnabled', 'Y'), config(9, 'comp.open', 'N')] }),
    );
  });

  it('shows the built-in flag from sys_yes_no, and the server message when a built-in key is deleted', async () => {
    api.routes.set(
      'DELETE /system/config/1',
      json({ code: 500, msg: '内置参数【sys.account.captchaEnabled】不能删除' }),
    );
    renderAt('/system/config', '/system/config', ConfigPage);
    const row = (await screen.findByText('sys.account.captchaEnabled', undefined, PATIENT)).closest(
      'tr',
    ) as HTMLElement;
    await waitFor(() => expect(within(row).getByText('是')).toBeTruthy(), PATIENT);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(
      expect.arrayContaining(['参数主键', '参数名称', '参数键名', '参数键值', '系统内置', '创建时间']),
    );
    fireEvent.click(within(row).getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(confirmDialog()).toBeTruthy(), PATIENT);
    fireEvent.click(within(confirmDialog()).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('内置参数【sys.account.captchaEnabled】不能删除', undefined, PATIENT)).toBeTruthy();
    expect(screen.queryByText('删除成功')).toBeNull();
  });

  it('adds a key as not built in by default', async () => {
    api.routes.set('POST /system/config', ok());
    renderAt('/system/config', '/system/config', ConfigPage);
    await screen.findByText('comp.open', undefined, PATIENT);
    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    const form = await dialog();
    expect(within(form).getByText('添加参数')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('参数名称'), { target: { value: '报名开放' } });
    fireEvent.change(within(form).getByLabelText('参数键名'), { target: { value: 'comp.signup.open' } });
    fireEvent.change(within(form).getByLabelText('参数键值'), { target: { value: 'false' } });
    fireEvent.click(within(form).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.calls('POST', '/system/config')).toHaveLength(1), PATIENT);
    expect(JSON.parse(api.calls('POST', '/system/config')[0].body)).toEqual({
      configName: '报名开放',
      configKey: 'comp.signup.open',
      configValue: 'false',
      configType: 'N',
    });
  });

  it('refreshes the configuration cache', async () => {
    api.routes.set('DELETE /system/config/refreshCache', ok());
    renderAt('/system/config', '/system/config', ConfigPage);
    await screen.findByText('comp.open', undefined, PATIENT);
    fireEvent.click(screen.getByRole('button', { name: /刷新缓存/ }));
    await screen.findByText('刷新成功', undefined, PATIENT);
    expect(api.calls('DELETE', '/system/config/refreshCache')).toHaveLength(1);
  });
});
