import { randomUUID } from 'node:crypto';
import { type menuForm, ResultCode } from '@cbo/contracts';
import type { z } from 'zod';
import type { Database } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import { formatDateTime } from '../../../lib/date-time';
import { refuseTaken } from '../../../lib/taken';
import type { SessionStore } from '../../auth/session-store';
import * as repo from './menu.repository';
import { assertCatalogueFieldsKept, assertPermsHeld } from './menu-rules';

export type MenuForm = z.output<typeof menuForm>;

/** Who changes a menu: their name for the audit columns and the permissions they may hand out. */
export interface MenuActor {
  userName: string;
  permissions: readonly string[];
}

const EXTERNAL = /^https?:\/\//i;

/** The stored shape of a form: flags as numbers, an empty permission as null. */
const values = (form: MenuForm) => ({
  ...form,
  isFrame: Number(form.isFrame),
  isCache: Number(form.isCache),
  perms: form.perms || null,
});

/**
 * Menu changes and their rules: unique names and routes among siblings, external links, no
 * permission handed out that the actor lacks, catalogue fields kept, no cycle, no removal of a menu
 * with children or grants. Every change bumps the session epoch, so menus and permissions reload.
 */
export class MenuService {
  private readonly database: Database;
  private readonly clock: Clock;
  private readonly sessions: SessionStore;

  constructor(options: { database: Database; clock: Clock; sessions: SessionStore }) {
    this.database = options.database;
    this.clock = options.clock;
    this.sessions = options.sessions;
  }

  async get(menuId: number) {
    const menu = await repo.findMenu(this.database, menuId);
    if (!menu) throw AppError.rule('common.notFound');
    return menu;
  }

  async add(actor: MenuActor, form: MenuForm): Promise<void> {
    const name = { name: form.menuName };
    assertPermsHeld(actor.permissions, undefined, form, form.menuName);
    refuseTaken([[await repo.nameTakenUnder(this.database, form.parentId, form.menuName), 'menu.addNameTaken']], name);
    if (form.isFrame === '0' && !EXTERNAL.test(form.path)) throw AppError.rule('menu.addLinkInvalid', name);
    const clash = await repo.routeClashUnder(this.database, form.parentId, form);
    refuseTaken(
      [
        [clash === 'routeName', 'menu.addRouteNameTaken'],
        [clash === 'path', 'menu.addPathTaken'],
      ],
      name,
    );
    await repo.insertMenu(this.database, {
      ...values(form),
      code: `custom.${randomUUID()}`,
      createBy: actor.userName,
    } as Parameters<typeof repo.insertMenu>[1]);
    await this.sessions.bumpEpoch();
  }

  async edit(actor: MenuActor, menuId: number, form: MenuForm): Promise<void> {
    const name = { name: form.menuName };
    if (form.parentId === menuId || (await repo.ancestorsOf(this.database, form.parentId)).includes(menuId)) {
      throw AppError.rule('menu.parentSelf', name);
    }
    const stored = await repo.findMenu(this.database, menuId);
    if (!stored) throw AppError.rule('common.notFound');
    assertCatalogueFieldsKept(stored, form, form.menuName);
    assertPermsHeld(actor.permissions, stored, form, form.menuName);
    refuseTaken(
      [[await repo.nameTakenUnder(this.database, form.parentId, form.menuName, menuId), 'menu.editNameTaken']],
      name,
    );
    if (form.isFrame === '0' && !EXTERNAL.test(form.path)) throw AppError.rule('menu.editLinkInvalid', name);
    const clash = await repo.routeClashUnder(this.database, form.parentId, form, menuId);
    refuseTaken(
      [
        [clash === 'routeName', 'menu.editRouteNameTaken'],
        [clash === 'path', 'menu.editPathTaken'],
      ],
      name,
    );
    await repo.updateMenu(this.database, menuId, {
      ...values(form),
      updateBy: actor.userName,
      updateTime: formatDateTime(this.clock.now()),
    } as Parameters<typeof repo.updateMenu>[2]);
    await this.sessions.bumpEpoch();
  }

  /** Removes a leaf menu no role is granted; the checks and the delete share one transaction. */
  async remove(menuId: number): Promise<void> {
    await this.database.transaction(async () => {
      if ((await repo.countChildren(this.database, menuId)) > 0) {
        throw new AppError(ResultCode.WARN, 'menu.hasChildren');
      }
      if ((await repo.countGrants(this.database, menuId)) > 0) throw new AppError(ResultCode.WARN, 'menu.assigned');
      await repo.deleteMenu(this.database, menuId);
    });
    await this.sessions.bumpEpoch();
  }
}
