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
import type { Actor } from '../../../plugins/access';
import type { AppModule } from '../../module';
import { assertIdsInScope } from '../data-scope/data-scope';
import * as repo from './menu.repository';
import { MenuService } from './menu.service';
import { buildMenuTree } from './menu.tree';

export const menuModule: AppModule = (app, ctx) => {
  const menus = new MenuService({ database: ctx.database, clock: ctx.clock, sessions: ctx.sessions });
  const visibleTo = (actor: Actor) =>
    actor.permissions.includes(ALL_PERMISSIONS) ? ('all' as const) : actor.scopeRoles.map((role) => role.roleId);

  app.bindEndpoint(listMenus, async ({ query, actor }) => ({
    data: await repo.listMenus(ctx.database, query, visibleTo(actor)),
  }));

  app.bindEndpoint(getMenu, async ({ params }) => ({ data: await menus.get(params.menuId) }));

  app.bindEndpoint(menuTreeselect, async ({ actor, request }) => ({
    data: buildMenuTree(await repo.listMenus(ctx.database, {}, visibleTo(actor)), request.locale),
  }));

  app.bindEndpoint(roleMenuTreeselect, async ({ params, actor, request }) => {
    // A role's menus are shown to whoever may read or edit that role: the role is in their data scope.
    await assertIdsInScope(ctx.database, {
      subject: actor.subject,
      permission: 'system:role:query,system:role:edit',
      target: 'role',
      ids: [params.roleId],
    });
    return {
      checkedKeys: await repo.roleMenuIds(ctx.database, params.roleId),
      menus: buildMenuTree(await repo.listMenus(ctx.database, {}, visibleTo(actor)), request.locale),
    };
  });

  app.bindEndpoint(addMenu, async ({ body, actor }) => {
    await menus.add(actor, body);
    return {};
  });

  app.bindEndpoint(editMenu, async ({ body, actor }) => {
    const { menuId, ...form } = body;
    await menus.edit(actor, menuId, form);
    return {};
  });

  app.bindEndpoint(removeMenu, async ({ params }) => {
    await menus.remove(params.menuId);
    return {};
  });
};
