import {
  addPost,
  editPost,
  exportPosts,
  getPost,
  importPosts,
  listPosts,
  type Post,
  type PostForm,
  postForm,
  postImportTemplate,
  removePosts,
} from '@cbo/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/providers';
import { useAuthStore } from '../../core/auth/auth-store';
import { clearDicts } from '../../core/dict/dict-store';
import { json, ok, startFakeApi } from '../../test/fake-api';
import { createTestQueryClient } from '../../test/render-app';
import { columnMemoryKey } from './column-memory';
import { CrudTable } from './crud-table';
import { defineResource } from './define-resource';
import type { CrudColumn, CrudForm } from './types';

const api = startFakeApi();

const resource = defineResource<Post>({
  name: 'test/post',
  entity: 'post.entity',
  rowKey: 'postId',
  endpoints: {
    list: listPosts,
    get: getPost,
    add: addPost,
    edit: editPost,
    remove: removePosts,
    export: exportPosts,
    importData: importPosts,
    importTemplate: postImportTemplate,
  },
  permission: 'system:post',
  actions: ['add', 'edit', 'remove', 'export', 'import'],
});

const columns: CrudColumn<Post>[] = [
  { key: 'postId', title: 'post.postId', hideInSearch: true },
  { key: 'postCode', title: 'post.postCode', sorter: true },
  { key: 'postName', title: 'post.postName' },
  { key: 'status', title: 'post.status', dict: 'sys_normal_disable' },
  { key: 'remark', title: 'field.remark', hideInSearch: true, defaultHidden: true },
];

const form: CrudForm<PostForm> = {
  schema: postForm,
  initialValues: { postSort: 0, status: '0' },
  fields: [
    { name: 'postName', label: 'post.postName' },
    { name: 'postCode', label: 'post.postCode' },
    { name: 'postSort', label: 'post.postSort', type: 'number' },
  ],
};

function post(postId: number, postCode: string, postName: string): Post {
  return {
    postId,
    postCode,
    postName,
    postSort: postId,
    status: '0',
    remark: `remark ${postId}`,
    createBy: 'admin',
    createTime: '2026-01-05 08:00:00',
    updateBy: null,
    updateTime: null,
  };
}

const rows = [post(1, 'director', '主任'), post(2, 'officer', '干事')];

function signIn(permissions: string[]) {
  useAuthStore.setState({ token: 'test-token', roles: ['organiser'], permissions });
}

function renderTable(name = resource.name) {
  return render(
    <AppProviders queryClient={createTestQueryClient()}>
      <CrudTable resource={{ ...resource, name }} columns={columns} form={form} />
    </AppProviders>,
  );
}

const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent ?? '');
const listQueries = () =>
  api.calls('GET', '/system/post/list').map((request) => new URLSearchParams(request.url.split('?')[1]));

beforeEach(() => {
  clearDicts();
  signIn(['*:*:*']);
  api.routes.set('GET /system/post/list', ok({ total: 2, rows }));
  api.routes.set('GET /system/dict/data/type/sys_normal_disable', ok({ data: [] }));
});

describe('CrudTable: column visibility', { timeout: 20_000 }, () => {
  it('remembers the hidden columns per page in this browser', async () => {
    const first = renderTable();
    await screen.findByText('director');
    expect(headers()).not.toContain('备注');
    expect(headers()).toContain('岗位编码');

    fireEvent.click(screen.getByRole('button', { name: '显隐列' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: '岗位编码' }));
    await waitFor(() => expect(headers()).not.toContain('岗位编码'));
    expect(JSON.parse(window.localStorage.getItem(columnMemoryKey('test/post')) ?? '[]')).toEqual([
      'postCode',
      'remark',
    ]);
    first.unmount();

    const again = renderTable();
    await screen.findByText('主任');
    expect(headers()).not.toContain('岗位编码');
    expect(screen.queryByText('director')).toBeNull();
    again.unmount();

    // Another page keeps its own choice.
    renderTable('test/other');
    await screen.findByText('director');
    expect(headers()).toContain('岗位编码');
  });

  it('shows every column again with the reset link', async () => {
    window.localStorage.setItem(columnMemoryKey('test/post'), JSON.stringify(['postName']));
    renderTable();
    await screen.findByText('director');
    expect(headers()).not.toContain('岗位名称');
    fireEvent.click(screen.getByRole('button', { name: '显隐列' }));
    fireEvent.click(await screen.findByRole('button', { name: '恢复默认' }));
    await waitFor(() => expect(headers()).toContain('岗位名称'));
    expect(headers()).toContain('备注');
    expect(window.localStorage.getItem(columnMemoryKey('test/post'))).toBe('[]');
  });
});

describe('CrudTable: query, permissions and form', { timeout: 20_000 }, () => {
  it('sends the search form from page 1, and the sort as orderByColumn/isAsc', async () => {
    renderTable();
    await screen.findByText('director');
    expect(listQueries()[0].toString()).toBe('pageNum=1&pageSize=20');

    const search = document.querySelector('.cbo-search') as HTMLElement;
    fireEvent.change(within(search).getByPlaceholderText('请输入岗位名称'), { target: { value: '  主 ' } });
    fireEvent.click(within(search).getByRole('button', { name: /搜索/ }));
    await waitFor(() => expect(listQueries()).toHaveLength(2));
    expect(Object.fromEntries(listQueries()[1])).toEqual({ pageNum: '1', pageSize: '20', postName: '主' });

    fireEvent.click(screen.getByRole('columnheader', { name: /岗位编码/ }));
    await waitFor(() => expect(listQueries()).toHaveLength(3));
    expect(Object.fromEntries(listQueries()[2])).toMatchObject({ orderByColumn: 'postCode', isAsc: 'ascending' });
  });

  it('shows only the toolbar buttons and row actions the user may use', async () => {
    signIn(['system:post:list', 'system:post:edit']);
    renderTable();
    await screen.findByText('director');
    const toolbar = document.querySelector('.cbo-crud__buttons') as HTMLElement;
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['修改']);
    expect(screen.queryByRole('button', { name: /删\s*除/ })).toBeNull();
    expect(screen.getAllByRole('button', { name: /修改/ })).toHaveLength(3);
  });

  it('checks the form with the shared schema in the current language and shows what the server refuses', async () => {
    api.routes.set('POST /system/post', json({ code: 500, msg: "新增岗位'主任'失败，岗位编码已存在" }));
    renderTable();
    await screen.findByText('director');
    fireEvent.click(screen.getByRole('button', { name: /新增/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('岗位名称不能为空')).toBeTruthy();
    expect(within(dialog).getByText('岗位编码不能为空')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('岗位名称'), { target: { value: '主任' } });
    fireEvent.change(within(dialog).getByLabelText('岗位编码'), { target: { value: 'x'.repeat(65) } });
    expect(await within(dialog).findByText('岗位编码长度不能超过 64 个字符')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('岗位编码'), { target: { value: ' director ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));

    await waitFor(() => expect(api.calls('POST', '/system/post')).toHaveLength(1));
    expect(JSON.parse(api.calls('POST', '/system/post')[0].body)).toEqual({
      postName: '主任',
      postCode: 'director',
      postSort: 0,
      status: '0',
    });
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain("新增岗位'主任'失败，岗位编码已存在");
    // The field the message names carries it too.
    const codeItem = within(dialog).getByLabelText('岗位编码').closest('.ant-form-item') as HTMLElement;
    await waitFor(() => expect(codeItem.textContent).toContain('岗位编码已存在'));
  });
});
