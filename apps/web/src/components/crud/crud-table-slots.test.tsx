import { addPost, editPost, getPost, listPosts, type Post } from '@cbo/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers';
import { useAuthStore } from '../../core/auth/auth-store';
import { clearDicts } from '../../core/dict/dict-store';
import { ok, startFakeApi } from '../../test/fake-api';
import { createTestQueryClient } from '../../test/render-app';
import { CrudTable } from './crud-table';
import { defineResource } from './define-resource';
import type { BatchAction, BatchTarget } from './slots';
import type { CrudColumn } from './types';

// The slots the complex pages use: a header (tabs), the page's own search form over filters it
// owns, its own editor, batch actions and "all rows that match the filter".

const api = startFakeApi();

const resource = defineResource<Post>({
  name: 'test/slots',
  entity: 'post.entity',
  rowKey: 'postId',
  endpoints: { list: listPosts, get: getPost, add: addPost, edit: editPost },
  permission: 'system:post',
  actions: ['add', 'edit'],
});

const columns: CrudColumn<Post>[] = [
  { key: 'postCode', title: 'post.postCode' },
  { key: 'postName', title: 'post.postName' },
];

const post = (postId: number, postCode: string): Post => ({
  postId,
  postCode,
  postName: `岗位${postId}`,
  postSort: postId,
  status: postId === 2 ? '1' : '0',
  remark: null,
  createBy: 'admin',
  createTime: '2026-01-05 08:00:00',
  updateBy: null,
  updateTime: null,
});

const listQueries = () =>
  api
    .calls('GET', '/system/post/list')
    .map((request) => Object.fromEntries(new URLSearchParams(request.url.split('?')[1])));
const button = (root: ParentNode, text: RegExp) =>
  [...root.querySelectorAll('button')].find((b) => text.test(b.textContent ?? '')) as HTMLButtonElement;

function Page({ actions, editor }: { actions: BatchAction<Post>[]; editor?: boolean }) {
  const [filters, setFilters] = useState<Record<string, unknown> | null>(null);
  const [status, setStatus] = useState('');
  return (
    <>
      <button type="button" onClick={() => setFilters({ postName: '默认' })}>
        load defaults
      </button>
      <CrudTable<Post>
        resource={resource}
        columns={columns}
        controlledFilters={{ value: filters, onChange: setFilters }}
        filters={status ? { status } : undefined}
        search={(slot) => (
          <div>
            <button type="button" onClick={() => slot.search({ postCode: 'ceo' })}>
              my search
            </button>
          </div>
        )}
        header={
          <button type="button" onClick={() => setStatus('1')}>
            tab stopped
          </button>
        }
        batchActions={actions}
        editor={
          editor
            ? {
                batchEdit: false,
                render: (state, close) =>
                  state && (
                    <div role="dialog">
                      {state.mode === 'edit' ? `editing ${state.row.postCode}` : 'adding'}
                      <button type="button" onClick={() => void close(true)}>
                        save
                      </button>
                    </div>
                  ),
              }
            : undefined
        }
      />
    </>
  );
}

function renderPage(actions: BatchAction<Post>[] = [], editor = false) {
  return render(
    <AppProviders queryClient={createTestQueryClient()}>
      <Page actions={actions} editor={editor} />
    </AppProviders>,
  );
}

beforeEach(() => {
  clearDicts();
  useAuthStore.setState({ token: 'test-token', roles: ['admin'], permissions: ['*:*:*'] });
  api.routes.set('GET /system/post/list', ok({ total: 45, rows: [post(1, 'ceo'), post(2, 'cto')] }));
});

describe('CrudTable slots', { timeout: 20_000 }, () => {
  it('waits for the filters the page owns, then sends them with the header tab and the custom search', async () => {
    renderPage();
    expect(screen.getByRole('button', { name: 'my search' })).toBeTruthy();
    // No generated search form: only the page's.
    expect(document.querySelector('form.cbo-search')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(listQueries()).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'load defaults' }));
    await screen.findByText('ceo');
    expect(listQueries().at(-1)).toMatchObject({ postName: '默认', pageNum: '1' });

    fireEvent.click(screen.getByRole('button', { name: 'tab stopped' }));
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ postName: '默认', status: '1' }));

    fireEvent.click(screen.getByRole('button', { name: 'my search' }));
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ postCode: 'ceo', status: '1' }));
    expect(listQueries().at(-1)?.postName).toBeUndefined();
  });

  it('enables a batch action for the rows it allows and gives it their ids', async () => {
    const run = vi.fn();
    renderPage([{ key: 'stop', label: 'crud.delete', allowed: (rows) => rows.every((r) => r.status === '0'), run }]);
    fireEvent.click(screen.getByRole('button', { name: 'load defaults' }));
    await screen.findByText('ceo');
    const toolbar = screen.getByRole('toolbar');
    expect(button(toolbar, /删\s*除/).disabled).toBe(true);
    const [first, second] = document.querySelectorAll('.ant-table-tbody tr.ant-table-row');
    fireEvent.click(within(first as HTMLElement).getByRole('checkbox'));
    await waitFor(() => expect(button(toolbar, /删\s*除/).disabled).toBe(false));
    fireEvent.click(within(second as HTMLElement).getByRole('checkbox'));
    await waitFor(() => expect(button(toolbar, /删\s*除/).disabled).toBe(true));
    fireEvent.click(within(second as HTMLElement).getByRole('checkbox'));
    await waitFor(() => expect(button(toolbar, /删\s*除/).disabled).toBe(false));
    fireEvent.click(button(toolbar, /删\s*除/));
    const target = run.mock.calls[0][0] as BatchTarget<Post>;
    expect(target).toMatchObject({ kind: 'ids', ids: [1] });
  });

  it('acts on all rows that match the filter only after confirming their count', async () => {
    const run = vi.fn();
    const refuse = vi.fn();
    renderPage([
      { key: 'stop', label: 'crud.delete', matching: true, run },
      { key: 'other', label: 'crud.export', run: refuse },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'load defaults' }));
    await screen.findByText('ceo');
    // The whole page chosen while more rows match: the offer appears.
    fireEvent.click(within(document.querySelector('.ant-table-thead') as HTMLElement).getByRole('checkbox'));
    fireEvent.click(await screen.findByRole('button', { name: '选择筛选出的全部 45 项' }));
    const toolbar = screen.getByRole('toolbar');
    expect(within(toolbar).getByText(/已选择筛选出的全部 45 项/)).toBeTruthy();
    // An action that does not take the filter cannot act on all of them.
    expect(button(toolbar, /导\s*出/).disabled).toBe(true);

    fireEvent.click(button(toolbar, /删\s*除/));
    const confirm = await screen.findByText('将对筛选出的全部 45 项执行"删除"，是否继续？');
    expect(run).not.toHaveBeenCalled();
    fireEvent.click(button(confirm.closest('.ant-modal') as HTMLElement, /确\s*定/));
    await waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    expect(run.mock.calls[0][0]).toEqual({ kind: 'filter', filters: { postName: '默认' }, count: 45 });

    // Another filter forgets the choice.
    fireEvent.click(screen.getByRole('button', { name: 'tab stopped' }));
    await waitFor(() => expect(within(toolbar).queryByText(/已选择/)).toBeNull());
  });

  it("opens the page's editor for add and edit and reloads the list after a save", async () => {
    renderPage([], true);
    fireEvent.click(screen.getByRole('button', { name: 'load defaults' }));
    await screen.findByText('ceo');
    const toolbar = screen.getByRole('toolbar');
    // No one-row edit button in the toolbar when the editor says so.
    expect(button(toolbar, /修\s*改/)).toBeUndefined();
    fireEvent.click(button(toolbar, /新\s*增/));
    expect((await screen.findByRole('dialog')).textContent).toContain('adding');
    const before = listQueries().length;
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(listQueries().length).toBeGreaterThan(before));

    const first = document.querySelector('.ant-table-tbody tr.ant-table-row') as HTMLElement;
    fireEvent.click(within(first).getByRole('button', { name: /修\s*改/ }));
    expect((await screen.findByRole('dialog')).textContent).toContain('editing ceo');
  });
});
