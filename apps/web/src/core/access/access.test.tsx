import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../auth/auth-store';
import { Access, HasPermi, HasRole } from './access';
import { useAccess } from './use-access';

function signIn(permissions: string[], roles: string[]) {
  useAuthStore.setState({ permissions, roles });
}

describe('<HasPermi> and <HasRole> (the reference directives)', () => {
  it('removes guarded elements the user may not use', () => {
    signIn(['system:user:add'], ['organiser']);
    render(
      <div data-testid="toolbar">
        <HasPermi value={['system:user:add']}>
          <button type="button">新增</button>
        </HasPermi>
        <HasPermi value={['system:user:remove']}>
          <button type="button">删除</button>
        </HasPermi>
        <HasPermi value={['system:user:add', 'system:user:export']} all>
          <button type="button">导出新增</button>
        </HasPermi>
        <HasRole value={['auditor', 'organiser']}>
          <button type="button">审核</button>
        </HasRole>
        <HasRole value={['auditor', 'organiser']} all>
          <button type="button">双重角色</button>
        </HasRole>
      </div>,
    );
    expect(screen.getByTestId('toolbar').textContent).toBe('新增审核');
  });

  it('lets *:*:* and the admin role through', () => {
    signIn(['*:*:*'], ['admin']);
    render(
      <div data-testid="toolbar">
        <HasPermi value={['system:user:remove', 'x:y:z']} all>
          <button type="button">删除</button>
        </HasPermi>
        <HasRole value={['auditor', 'expert']} all>
          <button type="button">评审</button>
        </HasRole>
      </div>,
    );
    expect(screen.getByTestId('toolbar').textContent).toBe('删除评审');
  });

  it('throws without a list, as the reference directives do', () => {
    signIn(['*:*:*'], ['admin']);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<HasPermi value={undefined as unknown as string[]}>x</HasPermi>)).toThrow(
      '请设置操作权限标签值',
    );
    expect(() => render(<HasPermi value={[]}>x</HasPermi>)).toThrow('请设置操作权限标签值');
    expect(() => render(<HasRole value={undefined as unknown as string[]}>x</HasRole>)).toThrow('请设置角色权限标签值');
    vi.mocked(console.error).mockRestore();
  });

  it('re-renders when the rights change', () => {
    signIn([], ['organiser']);
    render(
      <HasPermi value={['system:user:add']}>
        <button type="button">新增</button>
      </HasPermi>,
    );
    expect(screen.queryByText('新增')).toBeNull();
    act(() => signIn(['system:user:add'], ['organiser']));
    expect(screen.getByText('新增')).toBeTruthy();
  });
});

describe('<Access>', () => {
  it('renders the children or the fallback for any-of and all-of rules', () => {
    signIn(['system:user:list'], ['organiser']);
    render(
      <ul>
        <Access rule={{ anyPermission: ['system:user:list', 'system:role:list'] }}>
          <li>any-permission</li>
        </Access>
        <Access
          rule={{ allPermissions: ['system:user:list', 'system:role:list'] }}
          fallback={<li>no-all-permissions</li>}
        >
          <li>all-permissions</li>
        </Access>
        <Access rule={{ anyRole: ['organiser'] }}>
          <li>any-role</li>
        </Access>
        <Access rule={{ allRoles: ['organiser', 'expert'] }} fallback={<li>no-all-roles</li>}>
          <li>all-roles</li>
        </Access>
      </ul>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'any-permission',
      'no-all-permissions',
      'any-role',
      'no-all-roles',
    ]);
  });
});

describe('useAccess', () => {
  function Probe() {
    const access = useAccess();
    return (
      <output>
        {[
          access.hasPermi('system:user:edit'),
          access.hasPermiOr(['a:b:c', 'system:user:edit']),
          access.hasPermiAnd(['a:b:c', 'system:user:edit']),
          access.hasRole('expert'),
          access.hasRoleOr(['expert', 'auditor']),
          access.hasRoleAnd(['expert', 'auditor']),
        ].join(',')}
      </output>
    );
  }

  it('checks the logged-in user from the auth store', () => {
    signIn(['system:user:edit'], ['expert']);
    const { rerender } = render(<Probe />);
    expect(screen.getByRole('status').textContent).toBe('true,true,false,true,true,false');
    act(() => signIn(['*:*:*'], ['admin']));
    rerender(<Probe />);
    expect(screen.getByRole('status').textContent).toBe('true,true,true,true,true,true');
  });
});
