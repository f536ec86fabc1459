import type { DictData } from '@cbo/contracts';
import { act, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok, startFakeApi } from '../../test/fake-api';
import { useAuthStore } from '../auth/auth-store';
import { toDictOption } from './dict-api';
import { dictLabel, dictLabels } from './dict-label';
import { clearDicts, ensureDict, removeDict, useDictStore } from './dict-store';
import { DictTag } from './dict-tag';

const api = startFakeApi();

function entry(dictValue: string, dictLabel: string, listClass: string | null = null, cssClass: string | null = null) {
  return {
    dictCode: Number(dictValue) + 1,
    dictSort: Number(dictValue) + 1,
    dictLabel,
    dictValue,
    dictType: 'sys_normal_disable',
    cssClass,
    listClass,
    isDefault: 'N',
    status: '0',
    remark: null,
    createTime: null,
  } satisfies DictData;
}

const status = [entry('0', '正常', 'primary'), entry('1', '停用', 'danger', 'stopped')];
const sex = [entry('0', '男', 'default'), entry('1', '女', ''), entry('2', '未知')];

beforeEach(() => {
  clearDicts();
  api.routes.set('GET /system/dict/data/type/sys_normal_disable', ok({ data: status }));
  api.routes.set('GET /system/dict/data/type/sys_user_sex', ok({ data: sex }));
});

describe('dictionary label lookup (spec section 7)', () => {
  const options = status.map(toDictOption);

  it('gives the label of one value; a value without an entry reads as itself', () => {
    expect(dictLabel(options, '1')).toBe('停用');
    expect(dictLabel(options, 0 as unknown as string)).toBe('正常');
    expect(dictLabel(options, '9')).toBe('9');
    expect(dictLabel(options, undefined)).toBe('');
    expect(dictLabel(options, null)).toBe('');
  });

  it('gives the labels of comma-separated values, a list, or another separator', () => {
    expect(dictLabels(options, '0,1')).toBe('正常,停用');
    expect(dictLabels(options, '1,9,0')).toBe('停用,9,正常');
    expect(dictLabels(options, ['1', '0'])).toBe('停用,正常');
    expect(dictLabels(options, '0|1', '|')).toBe('正常|停用');
    expect(dictLabels(options, '')).toBe('');
    expect(dictLabels(options, undefined)).toBe('');
  });
});

describe('dictionary cache and tags', () => {
  it('loads a type once for every component using it, and keeps it for the session', async () => {
    const { unmount } = render(
      <div>
        <DictTag type="sys_normal_disable" value="0" />
        <DictTag type="sys_normal_disable" value="1" />
        <DictTag type="sys_user_sex" value="1" />
      </div>,
    );
    await screen.findByText('停用');
    await screen.findByText('女');
    expect(api.calls('GET', '/system/dict/data/type/sys_normal_disable')).toHaveLength(1);
    expect(api.calls('GET', '/system/dict/data/type/sys_user_sex')).toHaveLength(1);
    unmount();

    render(<DictTag type="sys_normal_disable" value="0" />);
    expect(screen.getByText('正常')).toBeTruthy();
    expect(api.calls('GET', '/system/dict/data/type/sys_normal_disable')).toHaveLength(1);
  });

  it('forgets the dictionaries when the session changes', async () => {
    render(<DictTag type="sys_normal_disable" value="0" />);
    await screen.findByText('正常');
    act(() => useAuthStore.setState({ token: 'another-session' }));
    expect(useDictStore.getState().entries).toEqual({});
    await waitFor(() => expect(api.calls('GET', '/system/dict/data/type/sys_normal_disable')).toHaveLength(2));
  });

  it('colours tags by listClass with their cssClass; plain entries and unknown values are text', async () => {
    const { container } = render(
      <div>
        <DictTag type="sys_normal_disable" value="0,1" />
        <DictTag type="sys_user_sex" value={['0', '1', '7']} />
      </div>,
    );
    await screen.findByText('停用');
    await screen.findByText('男');
    const stopped = screen.getByText('停用');
    expect(stopped.className).toMatch(/ant-tag-error/);
    expect(stopped.className).toMatch(/stopped/);
    expect(screen.getByText('正常').className).toMatch(/ant-tag-processing/);
    expect(screen.getByText('男').closest('.ant-tag')).toBeNull();
    expect(screen.getByText('女').closest('.ant-tag')).toBeNull();
    expect(screen.getByText('7')).toBeTruthy();
    expect(container.querySelectorAll('.ant-tag')).toHaveLength(2);
  });

  it('loads a type again after it was dropped (an edit), and the tags show the new entries', async () => {
    render(<DictTag type="sys_normal_disable" value="0" />);
    await screen.findByText('正常');
    api.routes.set('GET /system/dict/data/type/sys_normal_disable', ok({ data: [entry('0', '在用', 'primary')] }));
    act(() => removeDict('sys_normal_disable'));
    await screen.findByText('在用');
    expect(api.calls('GET', '/system/dict/data/type/sys_normal_disable')).toHaveLength(2);
  });

  it('keeps no answer of a load that was under way when its type was dropped, and loads it afresh', async () => {
    let answer: (() => void) | undefined;
    api.routes.set('GET /system/dict/data/type/sys_normal_disable', (request, response) => {
      // The first answer is held back until the type has been dropped: it holds the old label.
      answer = () => ok({ data: status })(request, response);
    });
    render(<DictTag type="sys_normal_disable" value="0" />);
    await waitFor(() => expect(answer).toBeDefined());
    api.routes.set('GET /system/dict/data/type/sys_normal_disable', ok({ data: [entry('0', '在用', 'primary')] }));
    act(() => removeDict('sys_normal_disable'));
    // The tag, still waiting for its first answer, asks again.
    await screen.findByText('在用');
    answer?.();
    await waitFor(() => expect(api.calls('GET', '/system/dict/data/type/sys_normal_disable')).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(useDictStore.getState().entries.sys_normal_disable?.[0].label).toBe('在用');
    expect(screen.queryByText('正常')).toBeNull();
  });

  it('drops every type at once, loads in flight included', async () => {
    await ensureDict('sys_user_sex');
    const before = api.calls('GET', '/system/dict/data/type/sys_normal_disable').length;
    const inFlight = ensureDict('sys_normal_disable');
    clearDicts();
    await inFlight;
    expect(useDictStore.getState().entries).toEqual({});
    render(<DictTag type="sys_normal_disable" value="1" />);
    await screen.findByText('停用');
    expect(api.calls('GET', '/system/dict/data/type/sys_normal_disable')).toHaveLength(before + 2);
  });
});
