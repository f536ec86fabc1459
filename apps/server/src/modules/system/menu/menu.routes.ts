import {
  ALL_PERMISSIONS,
  addMenu,
  editMenu,
  getMenu,
  listMenus,
  menuTreeselect,
  removeMenu,
  roleMenuTreeselect,
} from '@cbo/contracts';
import type { SessionUser } from '../../../plugins/access';
import type { AppModule } from '../../module';
import * as repo from './menu.repository';
import { MenuService } from './menu.service';
import { buildMenuTree } from './menu.tree';

export const menuModule: AppModule = (app, ctx) => {
  const menus = new MenuService({ database: ctx.database, clock: ctx.clock, sessions: ctx.sessions });
  const session = (request: { session: SessionUser | null }) => request.session as SessionUser;
  const visibleTo = (request: { session: SessionUser | null }) => {
    const current = session(request);
    return current.permissions.includes(ALL_PERMISSIONS)
      ? ('all' as const)
      : current.scopeRoles.map((role) => role.roleId);
  };

  app.bindEndpoint(listMenus, async ({ query, request }) => ({
    data: await repo.listMenus(ctx.database, query, visibleTo(request)),
  }));

  app.bindEndpoint(getMenu, async ({ params }) => ({ data: await menus.get(params.menuId) }));

  app.bindEndpoint(menuTreeselect, async ({ request }) => ({
    data: buildMenuTree(await repo.listMenus(ctx.database, {}, visibleTo(request))),
  }));

  app.bindEndpoint(roleMenuTreeselect, async ({ params, request }) => ({
    checkedKeys: await repo.roleMenuIds(ctx.database, params.roleId),
    menus: buildMenuTree(await repo.listMenus(ctx.database, {}, visibleTo(request))),
  }));

  app.bindEndpoint(addMenu, async ({ body, request }) => {
    await menus.add(session(request), body);
    return {};
  });

  app.bindEndpoint(editMenu, async ({ body, request }) => {
    const { menuId, ...form } = body;
    await menus.edit(session(request), menuId, form);
    return {};
  });

  app.bindEndpoint(removeMenu, async ({ params }) => {
    await menus.remove(params.menuId);
    return {};
  });
};
