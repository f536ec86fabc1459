import type { FormSchema } from '@cbo/contracts';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { useAuthStore } from '../../../core/auth/auth-store';
import { ok, startFakeApi } from '../../../test/fake-api';
import { createTestQueryClient } from '../../../test/render-app';
import { Component as FormBuilderPage } from './index';

const api = startFakeApi();
const PATIENT = { timeout: 8_000 };

function renderBuilder(path = '/tool/build/index') {
  const router = createMemoryRouter(
    [
      { path: '/tool/build/index', element: <FormBuilderPage /> },
      { path: '/elsewhere', element: <div>elsewhere</div> },
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

const canvas = () => screen.getByRole('region', { name: '画布' });
const paletteItem = (name: string) =>
  within(screen.getByRole('complementary', { name: '组件' })).getByRole('button', { name });
const nodes = () =>
  within(canvas())
    .queryAllByRole('button', { pressed: true })
    .concat(within(canvas()).queryAllByRole('button', { pressed: false }));
const node = (label: string) => within(canvas()).getByRole('button', { name: label });
const props = () => screen.getByRole('complementary', { name: '属性' });
const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

/** The document as the JSON dialog shows it. */
async function documentJson(): Promise<FormSchema> {
  fireEvent.click(screen.getByRole('button', { name: 'JSON' }));
  const dialog = await screen.findByRole('dialog');
  const schema = JSON.parse(within(dialog).getByTestId('form-json').textContent ?? '') as FormSchema;
  fireEvent.click(within(dialog).getByRole('button', { name: /close|关闭/i }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  return schema;
}

function typeIn(label: string, value: string) {
  fireEvent.change(within(props()).getByLabelText(label), { target: { value } });
}

beforeEach(() => {
  // A desktop window: the three panes (below 992 px the palette and properties are drawers).
  vi.spyOn(document.body, 'getBoundingClientRect').mockImplementation(() => new DOMRect(0, 0, 1440, 900));
  useAuthStore.setState({ token: 'test-token', roles: ['organiser'], permissions: ['*:*:*'] });
  api.routes.set('GET /system/dict/type/optionselect', ok({ data: [] }));
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('form builder page', { timeout: 60_000 }, () => {
  it('shows the empty state, then appends palette items on click (and Enter) with unique names', async () => {
    renderBuilder();
    expect(await within(canvas()).findByText('从左侧拖入字段')).toBeTruthy();
    fireEvent.click(paletteItem('单行文本'));
    fireEvent.keyDown(paletteItem('单行文本'), { key: 'Enter', code: 'Enter' });
    const schema = await documentJson();
    expect(schema.nodes.map((item) => (item.type === 'input' ? item.name : item.type))).toEqual(['field_1', 'field_2']);
  });

  it('drags a palette item onto the canvas with the keyboard (Space, arrow, Space)', async () => {
    renderBuilder();
    const item = paletteItem('下拉选择');
    item.focus();
    fireEvent.keyDown(item, { key: ' ', code: 'Space' });
    await tick();
    fireEvent.keyDown(item, { key: 'ArrowRight', code: 'ArrowRight' });
    await tick();
    fireEvent.keyDown(item, { key: ' ', code: 'Space' });
    await tick();
    expect(await within(canvas()).findByRole('button', { name: '下拉选择' }, PATIENT)).toBeTruthy();
    const schema = await documentJson();
    expect(schema.nodes).toEqual([
      expect.objectContaining({
        type: 'select',
        name: 'field_1',
        options: {
          source: 'static',
          items: [
            { label: '选项1', value: '1' },
            { label: '选项2', value: '2' },
          ],
        },
      }),
    ]);
  });

  it('edits the selected field live, shows a repeated name as a problem, and undoes with the toolbar and keys', async () => {
    renderBuilder();
    fireEvent.click(paletteItem('单行文本'));
    fireEvent.click(paletteItem('数字'));
    fireEvent.click(node('数字'));
    typeIn('字段名', 'field_1');
    expect(await within(props()).findByText('字段名field_1已被使用')).toBeTruthy();
    fireEvent.click(node('单行文本'));
    typeIn('标签', '姓名');
    expect(await within(canvas()).findByText('姓名')).toBeTruthy();
    typeIn('字段名', 'fullName');
    fireEvent.click(node('数字'));
    await waitFor(() => expect(within(props()).queryByText('字段名field_1已被使用')).toBeNull());
    fireEvent.click(node('姓名'));
    fireEvent.click(within(props()).getByRole('switch', { name: '必填' }));

    let schema = await documentJson();
    expect(schema.nodes[0]).toMatchObject({ label: '姓名', name: 'fullName', required: true });
    expect(schema.nodes[1]).toMatchObject({ name: 'field_1' });

    fireEvent.click(screen.getByRole('button', { name: '撤销' }));
    schema = await documentJson();
    expect(schema.nodes[0]).toMatchObject({ name: 'fullName', required: false });
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    schema = await documentJson();
    expect(schema.nodes[0]).toMatchObject({ label: '姓名', name: 'field_1' });
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true, shiftKey: true });
    fireEvent.click(screen.getByRole('button', { name: '重做' }));
    schema = await documentJson();
    expect(schema.nodes[0]).toMatchObject({ name: 'fullName', required: true });
    expect(screen.getByRole('button', { name: '重做' })).toHaveProperty('disabled', true);
  });

  it('copies and deletes a node from its own actions', async () => {
    renderBuilder();
    fireEvent.click(paletteItem('评分'));
    fireEvent.click(within(canvas()).getByRole('button', { name: '复制 评分' }));
    let schema = await documentJson();
    expect(schema.nodes.map((item) => (item.type === 'rate' ? item.name : item.type))).toEqual(['field_1', 'field_2']);
    fireEvent.click(within(canvas()).getAllByRole('button', { name: '删除 评分' })[0]);
    schema = await documentJson();
    expect(schema.nodes.map((item) => item.id)).toEqual(['n2']);
    expect(nodes()).toHaveLength(1);
  });

  it('adds a rule with its message, and shows an unusable pattern as a problem on the rule', async () => {
    renderBuilder();
    fireEvent.click(paletteItem('单行文本'));
    fireEvent.click(within(props()).getByRole('button', { name: /添加规则/ }));
    const rule = within(props()).getByTestId('rule-0');
    fireEvent.change(within(rule).getByLabelText('最大'), { target: { value: '5' } });
    fireEvent.blur(within(rule).getByLabelText('最大'));
    fireEvent.change(within(rule).getByLabelText('不符合时的提示（可不填） 1'), { target: { value: '最多五个字' } });
    fireEvent.click(within(props()).getByRole('button', { name: /添加规则/ }));
    const second = within(props()).getByTestId('rule-1');
    fireEvent.mouseDown(within(second).getByRole('combobox', { name: '规则 2' }));
    fireEvent.click(await screen.findByTitle('正则表达式'));
    fireEvent.change(within(second).getByLabelText('表达式（不含斜杠）'), { target: { value: '(a+)+$' } });
    expect(await within(second).findByText(/回溯|unsafe|不安全/)).toBeTruthy();
    fireEvent.change(within(second).getByLabelText('表达式（不含斜杠）'), { target: { value: '^[a-z]+$' } });
    await waitFor(() => expect(within(second).queryByText(/回溯|不安全/)).toBeNull());
    const schema = await documentJson();
    expect(schema.nodes[0]).toMatchObject({
      rules: [
        { kind: 'length', max: 5, message: '最多五个字' },
        { kind: 'pattern', pattern: '^[a-z]+$' },
      ],
    });
  });

  it('round-trips the JSON: exported then imported gives the same document, and bad JSON is listed, not applied', async () => {
    renderBuilder();
    fireEvent.click(paletteItem('栅格行'));
    fireEvent.click(paletteItem('多选框'));
    fireEvent.click(paletteItem('日期范围'));
    fireEvent.click(paletteItem('分割线'));
    fireEvent.click(node('多选框'));
    typeIn('字段名', 'hobbies');
    fireEvent.click(node('日期范围'));
    fireEvent.mouseDown(within(props()).getByRole('combobox', { name: '字段（上方的）' }));
    fireEvent.click(await screen.findByTitle('多选框 (hobbies)'));
    fireEvent.mouseDown(within(props()).getByRole('combobox', { name: '条件' }));
    fireEvent.click(await screen.findByTitle('不为空'));
    const exported = await documentJson();
    expect(exported.nodes[2]).toMatchObject({ visibleWhen: { field: 'hobbies', op: 'notEmpty' } });

    fireEvent.click(screen.getByRole('button', { name: '清空' }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    expect(await within(canvas()).findByText('从左侧拖入字段')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'JSON' }));
    fireEvent.click(await screen.findByRole('tab', { name: '导入 JSON' }));
    const input = await screen.findByRole('textbox', { name: '导入 JSON' });
    const broken = structuredClone(exported);
    broken.nodes.push({ ...(exported.nodes[1] as object), id: 'copy' } as FormSchema['nodes'][number]);
    fireEvent.change(input, { target: { value: JSON.stringify(broken) } });
    fireEvent.click(screen.getByRole('button', { name: '替换当前表单' }));
    expect(await screen.findByText(/nodes\.4\.name: 字段名hobbies已被使用/)).toBeTruthy();
    fireEvent.change(input, { target: { value: '{"schemaVersion": 1,' } });
    fireEvent.click(screen.getByRole('button', { name: '替换当前表单' }));
    expect(await screen.findByText(/不是有效的 JSON/)).toBeTruthy();
    fireEvent.change(input, { target: { value: JSON.stringify(exported) } });
    fireEvent.click(screen.getByRole('button', { name: '替换当前表单' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: '导入 JSON' })).toBeNull());

    expect(await documentJson()).toEqual(exported);
    // Replacing is one undo step.
    fireEvent.click(screen.getByRole('button', { name: '撤销' }));
    expect((await documentJson()).nodes).toEqual([]);
  });

  it('previews with the shared renderer, which refuses a required field left empty', async () => {
    renderBuilder();
    fireEvent.click(paletteItem('单行文本'));
    typeIn('标签', '学校');
    fireEvent.click(within(props()).getByRole('switch', { name: '必填' }));
    fireEvent.click(screen.getByRole('button', { name: '预览' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /提\s*交/ }));
    expect(await within(dialog).findByText('学校不能为空', undefined, PATIENT)).toBeTruthy();
    fireEvent.change(within(dialog).getByPlaceholderText('请输入学校'), { target: { value: '一中' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /提\s*交/ }));
    const answers = await within(dialog).findByTestId('preview-answers', undefined, PATIENT);
    expect(JSON.parse(answers.textContent ?? '')).toEqual({ field_1: '一中' });
  });

  it('saves a new form with the document, then a new version with its base version', async () => {
    api.routes.set('POST /flowable/form', ok({ data: { formId: 7, version: 1 } }));
    api.routes.set('PUT /flowable/form', ok({ data: { formId: 7, version: 2, changed: true } }));
    const router = renderBuilder();
    fireEvent.click(paletteItem('开关'));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('表单名称'), { target: { value: '报名附加信息' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('已保存，版本 1')).toBeTruthy();
    const document = await documentJson();
    expect(JSON.parse(api.calls('POST', '/flowable/form')[0].body)).toEqual({
      formName: '报名附加信息',
      remark: null,
      formContent: document,
    });
    expect(screen.getByText('版本 1')).toBeTruthy();
    expect(screen.queryByText('未保存')).toBeNull();
    // The address names the new form (a refresh reopens it), without loading it again.
    expect(router.state.location.search).toBe('?formId=7');
    expect(api.calls('GET', '/flowable/form/7')).toHaveLength(0);

    fireEvent.click(node('开关'));
    typeIn('标签', '同意条款');
    expect(screen.getByText('未保存')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    const again = await screen.findByRole('dialog');
    await waitFor(() => expect(within(again).getByLabelText('表单名称')).toHaveProperty('value', '报名附加信息'));
    fireEvent.click(within(again).getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('已保存，版本 2')).toBeTruthy();
    const put = JSON.parse(api.calls('PUT', '/flowable/form')[0].body);
    expect(put).toMatchObject({ formId: 7, baseVersion: 1, formName: '报名附加信息' });
    expect(put.formContent.nodes[0].label).toBe('同意条款');
  });

  it('refuses to save while the document has problems, listing them; a click selects the node', async () => {
    renderBuilder();
    fireEvent.click(paletteItem('单行文本'));
    fireEvent.click(paletteItem('密码'));
    typeIn('字段名', 'field_1');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('表单还有 1 个问题，修正后才能保存：')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: /保\s*存/ })).toHaveProperty('disabled', true);
    fireEvent.click(within(dialog).getByRole('button', { name: '密码：字段名field_1已被使用' }));
    await waitFor(() => expect(node('密码').getAttribute('aria-pressed')).toBe('true'));
    expect(api.calls('POST', '/flowable/form')).toHaveLength(0);
  });
});

describe('form builder page with a saved form', { timeout: 60_000 }, () => {
  const saved: FormSchema = {
    schemaVersion: 1,
    config: { labelPosition: 'top', labelWidth: 120, size: 'middle' },
    nodes: [
      { id: 'a1', type: 'input', name: 'school', label: '学校', required: true, rules: [], span: 24, disabled: false },
    ],
  };
  const detail = (version: number) =>
    ok({
      data: {
        formId: 3,
        formName: '学校信息',
        version,
        fieldCount: 1,
        usedBy: 0,
        remark: null,
        createBy: 'admin',
        createTime: '2026-11-27 00:00:00',
        updateBy: null,
        updateTime: null,
        formContent: saved,
      },
    });

  it('opens the newest version with ?formId=, and a stale save offers to reload', async () => {
    let version = 2;
    api.routes.set('GET /flowable/form/3', (request, response) => detail(version)(request, response));
    api.routes.set('PUT /flowable/form', ok({ code: 500, msg: '表单已被他人保存为版本 3，请重新加载' }));
    renderBuilder('/tool/build/index?formId=3');
    expect(await screen.findByText('学校信息', undefined, PATIENT)).toBeTruthy();
    expect(screen.getByText('版本 2')).toBeTruthy();
    expect(within(canvas()).getByText('学校')).toBeTruthy();

    fireEvent.click(node('学校'));
    typeIn('标签', '就读学校');
    version = 3;
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByLabelText('表单名称')).toHaveProperty('value', '学校信息'));
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect((await screen.findAllByText('表单已被他人保存', undefined, PATIENT)).length).toBeGreaterThan(0);
    expect(screen.getByText('表单已被他人保存为版本 3，请重新加载')).toBeTruthy();
    expect(JSON.parse(api.calls('PUT', '/flowable/form')[0].body)).toMatchObject({ baseVersion: 2 });
    fireEvent.click(screen.getByRole('button', { name: '重新加载最新版本（放弃这里的修改）' }));
    expect(await screen.findByText('版本 3', undefined, PATIENT)).toBeTruthy();
    expect(within(canvas()).getByText('学校')).toBeTruthy();
    expect(screen.queryByText('未保存')).toBeNull();
  });

  it('asks before leaving with unsaved changes', async () => {
    const router = renderBuilder();
    fireEvent.click(paletteItem('单行文本'));
    await act(() => router.navigate('/elsewhere'));
    expect((await screen.findAllByText('表单有未保存的修改，确定离开吗？')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: '留下' }));
    expect(router.state.location.pathname).toBe('/tool/build/index');
    await act(() => router.navigate('/elsewhere'));
    fireEvent.click((await screen.findAllByRole('button', { name: '离开' })).at(-1) as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
  });
});
