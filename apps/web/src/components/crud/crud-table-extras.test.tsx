import { addDept, type Dept, deptForm, editDept, getDept, listDepts, removeDept } from '@cbo/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers';
import { useAuthStore } from '../../core/auth/auth-store';
import { clearDicts } from '../../core/dict/dict-store';
import { offContract, ok, startFakeApi } from '../../test/fake-api';
import { createTestQueryClient } from '../../test/render-app';
import { CrudTable } from './crud-table';
import { defineResource } from './define-resource';
import type { CrudColumn, CrudForm, FormTarget } from './types';

// The kit's tree mode and the hooks list pages use beside the search form: fixed filters, a reset
// callback, rows that may not be changed, an add form opened with values, and a form loader.

const api = startFakeApi();

function dept(deptId: number, parentId: number, deptName: string): Dept {
  return {
    deptId,
    parentId,
    ancestors: '',
    deptName,
    orderNum: 0,
    leader: null,
    phone: null,
    email: null,
    status: '0',
    delFlag: '0',
    createBy: null,
    createTime: null,
    updateBy: null,
    updateTime: null,
  };
}

const depts = [dept(100, 0, '总部'), dept(101, 100, '办公室'), dept(102, 100, '赛务部'), dept(103, 102, '一组')];

const treeResource = defineResource<Dept>({
  name: 'test/dept',
  entity: 'dept.entity',
  rowKey: 'deptId',
  endpoints: { list: listDepts, get: getDept, add: addDept, edit: editDept, remove: removeDept },
  permission: 'system:dept',
  actions: ['add', 'edit', 'remove'],
  tree: { parentKey: 'parentId' },
});

const columns: CrudColumn<Dept>[] = [
  { key: 'deptName', title: 'dept.deptName' },
  { key: 'status', title: 'dept.status', dict: 'sys_normal_disable' },
];

const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent ?? '');
const listQueries = () =>
  api.calls('GET', '/system/dept/list').map((request) => new URLSearchParams(request.url.split('?')[1]));

function renderTree(form?: CrudForm<Record<string, unknown>>) {
  return render(
    <AppProviders queryClient={createTestQueryClient()}>
      <CrudTable
        resource={treeResource}
        columns={columns}
        form={form}
        rowAllowed={(row, action) => action === 'edit' || row.parentId !== 0}
        rowActions={(row, context) => (
          <button type="button" onClick={() => context.openAdd({ parentId: row.deptId })}>
            {`child of ${row.deptName}`}
          </button>
        )}
      />
    </AppProviders>,
  );
}

beforeEach(() => {
  clearDicts();
  useAuthStore.setState({ token: 'test-token', roles: ['admin'], permissions: ['*:*:*'] });
  api.routes.set('GET /system/dept/list', ok({ data: depts }));
  api.routes.set('GET /system/dict/data/type/sys_normal_disable', ok({ data: [] }));
});

describe('CrudTable as a tree', { timeout: 20_000 }, () => {
  it('builds the flat list into an open tree with no paging, pager or batch selection', async () => {
    renderTree();
    await screen.findByText('一组');
    expect(listQueries()[0].toString()).toBe('');
    expect(headers()).toEqual(['部门名称', '部门状态', '操作']);
    expect(document.querySelector('.ant-table-selection-column')).toBeNull();
    expect(document.querySelector('nav.cbo-pager')).toBeNull();
    expect(screen.getAllByRole('row')).toHaveLength(5);

    fireEvent.click(screen.getByRole('button', { name: /展开\/折叠/ }));
    await waitFor(() => expect(screen.queryByText('一组')).toBeNull());
    expect(screen.getByText('总部')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /展开\/折叠/ }));
    expect(await screen.findByText('一组')).toBeTruthy();
  });

  it('offers remove only on the rows allowed, and opens the add form with the values given', async () => {
    const load = vi.fn(async (_target: FormTarget) => ({ orderNum: 7 }));
    renderTree({
      schema: deptForm,
      load,
      fields: [
        { name: 'parentId', label: 'dept.parentId', type: 'number' },
        { name: 'deptName', label: 'dept.deptName' },
        { name: 'orderNum', label: 'dept.orderNum', type: 'number' },
      ],
    });
    await screen.findByText('一组');
    const rootRow = screen.getByText('总部').closest('tr') as HTMLElement;
    expect(within(rootRow).queryByRole('button', { name: /删除/ })).toBeNull();
    expect(within(rootRow).getByRole('button', { name: /修改/ })).toBeTruthy();
    const groupRow = screen.getByText('赛务部').closest('tr') as HTMLElement;
    expect(within(groupRow).getByRole('button', { name: /删除/ })).toBeTruthy();

    fireEvent.click(within(groupRow).getByRole('button', { name: 'child of 赛务部' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect((within(dialog).getByLabelText('显示排序') as HTMLInputElement).value).toBe('7'));
    expect((within(dialog).getByLabelText('上级部门') as HTMLInputElement).value).toBe('102');
    expect(load).toHaveBeenCalledWith({ mode: 'add' });
  });

  it('starts the edit form from the loader instead of the detail call', async () => {
    const load = vi.fn(async (target: FormTarget) =>
      target.mode === 'edit' ? { parentId: 100, deptName: '从加载器来', orderNum: 3 } : {},
    );
    renderTree({ schema: deptForm, load, fields: [{ name: 'deptName', label: 'dept.deptName' }] });
    await screen.findByText('一组');
    const row = screen.getByText('办公室').closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /修改/ }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect((within(dialog).getByLabelText('部门名称') as HTMLInputElement).value).toBe('从加载器来'),
    );
    expect(load).toHaveBeenCalledWith({ mode: 'edit', id: 101 });
    expect(api.calls('GET', '/system/dept/101')).toHaveLength(0);
  });
});

describe('CrudTable with filters from outside the search form', { timeout: 20_000 }, () => {
  const paged = defineResource<Dept>({
    name: 'test/paged-dept',
    entity: 'dept.entity',
    rowKey: 'deptId',
    endpoints: { list: listDepts, get: getDept, add: addDept, edit: editDept, remove: removeDept },
    permission: 'system:dept',
  });

  function WithAside() {
    const [parentId, setParentId] = useState<number>();
    return (
      <CrudTable
        resource={paged}
        columns={columns}
        filters={parentId === undefined ? undefined : { parentId }}
        onReset={() => setParentId(undefined)}
        aside={
          <button type="button" onClick={() => setParentId(100)}>
            choose 100
          </button>
        }
      />
    );
  }

  it('sends them with the list from page 1, and forgets them when the search form is reset', async () => {
    // A made-up paged resource over the department path: the table's concern, not the endpoint's.
    api.routes.set('GET /system/dept/list', offContract(ok({ total: 4, rows: depts })));
    render(
      <AppProviders queryClient={createTestQueryClient()}>
        <WithAside />
      </AppProviders>,
    );
    await screen.findByText('一组');
    expect(document.querySelector('.cbo-crud-split__aside')?.textContent).toBe('choose 100');
    fireEvent.click(screen.getByRole('button', { name: 'choose 100' }));
    await waitFor(() => expect(listQueries()).toHaveLength(2));
    expect(Object.fromEntries(listQueries()[1])).toEqual({ pageNum: '1', pageSize: '20', parentId: '100' });

    fireEvent.click(screen.getByRole('button', { name: /重置/ }));
    await waitFor(() => expect(listQueries().at(-1)?.has('parentId')).toBe(false));
  });
});
