import { describe, expect, it } from 'vitest';
import { setLocale } from '../i18n';
import { createAccessChecks, filterRoutes, routeAllowed } from './checks';

const editor = createAccessChecks({ permissions: ['system:user:list', 'system:user:edit'], roles: ['organiser'] });
const superPermissions = createAccessChecks({ permissions: ['*:*:*'], roles: ['organiser'] });
const admin = createAccessChecks({ permissions: [], roles: ['admin'] });

describe('permission checks (spec section 6)', () => {
  it('passes a held permission and fails another', () => {
    expect(editor.hasPermi('system:user:edit')).toBe(true);
    expect(editor.hasPermi('system:user:remove')).toBe(false);
  });

  it('passes every permission with *:*:*', () => {
    expect(superPermissions.hasPermi('system:role:remove')).toBe(true);
    expect(superPermissions.hasPermiAnd(['a:b:c', 'd:e:f'])).toBe(true);
  });

  it('gives false for an empty requirement, even with *:*:*', () => {
    expect(editor.hasPermi('')).toBe(false);
    expect(superPermissions.hasPermi('')).toBe(false);
    expect(superPermissions.hasPermiOr([])).toBe(false);
    expect(superPermissions.hasPermiAnd([])).toBe(false);
  });

  it('has any-of and all-of variants', () => {
    expect(editor.hasPermiOr(['system:user:remove', 'system:user:edit'])).toBe(true);
    expect(editor.hasPermiOr(['system:user:remove', 'system:role:edit'])).toBe(false);
    expect(editor.hasPermiAnd(['system:user:list', 'system:user:edit'])).toBe(true);
    expect(editor.hasPermiAnd(['system:user:list', 'system:user:remove'])).toBe(false);
  });

  it('throws when the list variants are not given a list', () => {
    expect(() => editor.hasPermiOr(undefined as unknown as string[])).toThrow('请设置操作权限标签值');
    expect(() => editor.hasPermiAnd('system:user:edit' as unknown as string[])).toThrow('请设置操作权限标签值');
    setLocale('en-US');
    expect(() => editor.hasPermiOr(undefined as unknown as string[])).toThrow(
      'give the list of permissions that guard this element',
    );
  });
});

describe('role checks (spec section 6)', () => {
  it('passes a held role and fails another', () => {
    expect(editor.hasRole('organiser')).toBe(true);
    expect(editor.hasRole('auditor')).toBe(false);
  });

  it('passes every role check for the admin role, but *:*:* is no role', () => {
    expect(admin.hasRole('auditor')).toBe(true);
    expect(admin.hasRoleAnd(['auditor', 'expert'])).toBe(true);
    expect(superPermissions.hasRole('auditor')).toBe(false);
  });

  it('gives false for an empty requirement', () => {
    expect(admin.hasRole('')).toBe(false);
    expect(admin.hasRoleOr([])).toBe(false);
    expect(admin.hasRoleAnd([])).toBe(false);
  });

  it('has any-of and all-of variants', () => {
    expect(editor.hasRoleOr(['auditor', 'organiser'])).toBe(true);
    expect(editor.hasRoleAnd(['auditor', 'organiser'])).toBe(false);
  });

  it('throws when the list variants are not given a list', () => {
    expect(() => editor.hasRoleOr(undefined as unknown as string[])).toThrow('请设置角色权限标签值');
    expect(() => editor.hasRoleAnd(null as unknown as string[])).toThrow('请设置角色权限标签值');
  });
});

describe('dynamic route filter (spec section 6)', () => {
  const holder = { permissions: ['system:user:list'], roles: ['organiser'] };

  it('includes a route for any of its permissions, else any of its roles, else always', () => {
    expect(routeAllowed({ permissions: ['system:role:list', 'system:user:list'] }, holder)).toBe(true);
    expect(routeAllowed({ permissions: ['system:role:list'] }, holder)).toBe(false);
    expect(routeAllowed({ roles: ['auditor', 'organiser'] }, holder)).toBe(true);
    expect(routeAllowed({ roles: ['auditor'] }, holder)).toBe(false);
    expect(routeAllowed({}, holder)).toBe(true);
    // Permissions decide when both are given.
    expect(routeAllowed({ permissions: ['system:role:list'], roles: ['organiser'] }, holder)).toBe(false);
  });

  it('filters children too', () => {
    interface TestRoute {
      path: string;
      permissions?: string[];
      roles?: string[];
      children?: TestRoute[];
    }
    const routes: TestRoute[] = [
      {
        path: '/system',
        children: [
          { path: 'user', permissions: ['system:user:list'] },
          { path: 'role', permissions: ['system:role:list'] },
        ],
      },
      { path: '/monitor', roles: ['auditor'], children: [{ path: 'online' }] },
    ];
    expect(filterRoutes(routes, holder)).toEqual([
      { path: '/system', children: [{ path: 'user', permissions: ['system:user:list'] }] },
    ]);
  });
});
