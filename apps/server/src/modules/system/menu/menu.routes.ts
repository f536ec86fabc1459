import { randomUUID } from 'node:crypto';
import {
  ALL_PERMISSIONS,
  addMenu,
  editMenu,
  getMenu,
  listMenus,
  menuTreeselect,
  ResultCode,
  removeMenu,
  roleMenuTreeselect,
} from '@cbo/contracts';
import { AppError } from '../../../lib/app-error';
import { formatDateTime } from '../../../lib/date-time';
import type { Actor } from '../../../plugins/access';
import type { AppModule } from '../../module';
import { assertIdsInScope } from '../data-scope/data-scope';
import * as repo from './menu.repository';
import { buildMenuTree } from './menu.tree';
import { assertCatalogueFieldsKept, assertPermsHeld } from './menu-rules';

const EXTERNAL = /^https?:\/\//i;

export const menuModule: AppModule = (app, ctx) => {
  const visibleTo = (actor: Actor) =>
    actor.permissions.includes(ALL_PERMISSIONS) ? ('all' as const) : actor.scopeRoles.map((role) => role.roleId);
  const values = (form: { isFrame: string; isCache: string; perms: string; [key: string]: unknown }) => ({
    ...form,
    isFrame: Number(form.isFrame),
    isCache: Number(form.isCache),
    perms: form.perms || null,
  });

  app.bindEndpoint(listMenus, async ({ query, actor }) => ({
    data: await repo.listMenus(ctx.database, query, visibleTo(actor)),
  }));

  app.bindEndpoint(getMenu, async ({ params }) => {
    const menu = await repo.findMenu(ctx.database, params.menuId);
    if (!menu) throw AppError.rule('common.notFound');
    return { data: menu };
  });

  app.bindEndpoint(menuTreeselect, async ({ actor }) => ({
    data: buildMenuTree(await repo.listMenus(ctx.database, {}, visibleTo(actor))),
  }));

  app.bindEndpoint(roleMenuTreeselect, async ({ params, actor }) => {
    // A role's menus are shown to whoever may read or edit that role: the role is in their data scope.
    await assertIdsInScope(ctx.database, {
      subject: actor.subject,
      permission: 'system:role:query,system:role:edit',
      target: 'role',
      ids: [params.roleId],
    });
    return {
      checkedKeys: await repo.roleMenuIds(ctx.database, params.roleId),
      menus: buildMenuTree(await repo.listMenus(ctx.database, {}, visibleTo(actor))),
    };
  });

  app.bindEndpoint(addMenu, async ({ body, actor }) => {
    const name = { name: body.menuName };
    assertPermsHeld(actor.permissions, undefined, body, body.menuName);
    if (await repo.nameTakenUnder(ctx.database, body.parentId, body.menuName))
      throw AppError.rule('menu.addNameTaken', name);
    if (body.isFrame === '0' && !EXTERNAL.test(body.path)) throw AppError.rule('menu.addLinkInvalid', name);
    const clash = await repo.routeClashUnder(ctx.database, body.parentId, body);
    if (clash) throw AppError.rule(clash === 'routeName' ? 'menu.addRouteNameTaken' : 'menu.addPathTaken', name);
    await repo.insertMenu(ctx.database, {
      ...values(body),
      code: `custom.${randomUUID()}`,
      createBy: actor.userName,
    } as Parameters<typeof repo.insertMenu>[1]);
    await ctx.sessions.bumpEpoch();
    return {};
  });

  app.bindEndpoint(editMenu, async ({ body, actor }) => {
    const { menuId, ...form } = body;
    const name = { name: form.menuName };
    if (form.parentId === menuId || (await repo.ancestorsOf(ctx.database, form.parentId)).includes(menuId)) {
      throw AppError.rule('menu.parentSelf', name);
    }
    const stored = await repo.findMenu(ctx.database, menuId);
    if (!stored) throw AppError.rule('common.notFound');
    assertCatalogueFieldsKept(stored, form, form.menuName);
    assertPermsHeld(actor.permissions, stored, form, form.menuName);
    if (await repo.nameTakenUnder(ctx.database, form.parentId, form.menuName, menuId)) {
      throw AppError.rule('menu.editNameTaken', name);
    }
    if (form.isFrame === '0' && !EXTERNAL.test(form.path)) throw AppError.rule('menu.editLinkInvalid', name);
    const clash = await repo.routeClashUnder(ctx.database, form.parentId, form, menuId);
    if (clash) throw AppError.rule(clash === 'routeName' ? 'menu.editRouteNameTaken' : 'menu.editPathTaken', name);
    await repo.updateMenu(ctx.database, menuId, {
      ...values(form),
      updateBy: actor.userName,
      updateTime: formatDateTime(ctx.clock.now()),
    } as Parameters<typeof repo.updateMenu>[2]);
    await ctx.sessions.bumpEpoch();
    return {};
  });

  app.bindEndpoint(removeMenu, async ({ params }) => {
    await ctx.database.transaction(async () => {
      if ((await repo.countChildren(ctx.database, params.menuId)) > 0) {
        throw new AppError(ResultCode.WARN, 'menu.hasChildren');
      }
      if ((await repo.countGrants(ctx.database, params.menuId)) > 0)
        throw new AppError(ResultCode.WARN, 'menu.assigned');
      await repo.deleteMenu(ctx.database, params.menuId);
    });
    await ctx.sessions.bumpEpoch();
    return {};
  });
};
