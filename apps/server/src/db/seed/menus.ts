import { type MenuEntry, menuCatalogue } from '@cbo/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from '../database';
import { type MenuSeedDefaults, sysMenu, sysRole, sysRoleMenu } from '../schema';
import { SEED_AUTHOR, type SeedLog, silentLog } from './seed-author';

type MenuRow = typeof sysMenu.$inferSelect;
type MenuPatch = Partial<typeof sysMenu.$inferInsert>;

/**
 * Upserts the catalogue by code (docs/architecture.md#data). Columns the application depends on
 * always follow the catalogue; the ones administrators may edit follow it only while they still
 * hold the value last seeded, so an administrator's change survives and an untouched one moves
 * with the catalogue. Menus outside the catalogue are not touched. An entry's default roles
 * (`roles`, inherited by its subtree) get it once: the role keys already granted are kept in
 * `seed_defaults.granted`, so a grant an administrator removes is never made again, and rows
 * seeded before that record existed count as granted (their roles got them at creation).
 */
export async function seedMenus(
  database: Database,
  catalogue: readonly MenuEntry[] = menuCatalogue,
  log: SeedLog = silentLog,
): Promise<void> {
  const ordered = parentsFirst(catalogue);
  const rolesByCode = defaultRoles(ordered);
  const codes = [...new Set(ordered.flatMap((entry) => (entry.parent ? [entry.code, entry.parent] : [entry.code])))];
  await database.transaction(async () => {
    const db = database.exec();
    const rows = await db.select().from(sysMenu).where(inArray(sysMenu.code, codes));
    const byCode = new Map(rows.map((row) => [row.code, row]));
    const idByCode = new Map(rows.map((row) => [row.code, row.menuId]));
    let inserted = 0;
    let updated = 0;
    const grants: Array<{ code: string; roles: string[] }> = [];
    for (const entry of ordered) {
      const roles = rolesByCode.get(entry.code) ?? [];
      const parentId = entry.parent === null ? 0 : idByCode.get(entry.parent);
      if (parentId === undefined) {
        throw new Error(`menu catalogue: ${entry.code} names an unknown parent ${entry.parent}`);
      }
      const owned = systemColumns(entry, parentId);
      const row = byCode.get(entry.code);
      const granted = row ? (row.seedDefaults?.granted ?? roles) : [];
      const fresh = roles.filter((role) => !granted.includes(role));
      if (fresh.length > 0) grants.push({ code: entry.code, roles: fresh });
      const defaults = { ...seedDefaults(entry), granted: [...new Set([...granted, ...roles])].sort() };
      if (!row) {
        const [created] = await db
          .insert(sysMenu)
          .values({
            ...owned,
            ...editableColumns(defaults),
            code: entry.code,
            seedDefaults: defaults,
            createBy: SEED_AUTHOR,
          })
          .returning({ menuId: sysMenu.menuId });
        idByCode.set(entry.code, created.menuId);
        inserted += 1;
        continue;
      }
      const patch = menuPatch(row, owned, defaults);
      if (Object.keys(patch).length > 0) {
        await db.update(sysMenu).set(patch).where(eq(sysMenu.menuId, row.menuId));
        updated += 1;
      }
    }
    const granted = await grantOnce(db, grants, catalogue, idByCode);
    if (inserted + updated + granted > 0) {
      log(`seed: menus ${inserted} inserted, ${updated} updated, ${granted} role grants`);
    }
  });
}

/** Each entry's default role keys: its own and those of the entries above it. */
function defaultRoles(ordered: readonly MenuEntry[]): Map<string, string[]> {
  const byCode = new Map<string, string[]>();
  for (const entry of ordered) {
    const inherited = entry.parent === null ? [] : (byCode.get(entry.parent) ?? []);
    byCode.set(entry.code, [...new Set([...inherited, ...(entry.roles ?? [])])].sort());
  }
  return byCode;
}

/** The codes a role created now gets: every entry naming it (or under one), with the entries above. */
export function defaultGrantCodes(roleKey: string, catalogue: readonly MenuEntry[] = menuCatalogue): string[] {
  const rolesByCode = defaultRoles(parentsFirst(catalogue));
  const codes = catalogue.filter((entry) => rolesByCode.get(entry.code)?.includes(roleKey)).map((e) => e.code);
  return withAncestors(codes, catalogue);
}

function withAncestors(codes: readonly string[], catalogue: readonly MenuEntry[]): string[] {
  const parentOf = new Map(catalogue.map((entry) => [entry.code, entry.parent]));
  const all = new Set<string>();
  for (const code of codes) {
    for (let at: string | null | undefined = code; at && !all.has(at); at = parentOf.get(at)) all.add(at);
  }
  return [...all];
}

/** Grants entries new to their roles to the live roles holding those keys; answers the rows added. */
async function grantOnce(
  db: Executor,
  grants: ReadonlyArray<{ code: string; roles: string[] }>,
  catalogue: readonly MenuEntry[],
  idByCode: ReadonlyMap<string, number>,
): Promise<number> {
  const keys = [...new Set(grants.flatMap((grant) => grant.roles))];
  if (keys.length === 0) return 0;
  const roles = await db
    .select({ roleId: sysRole.roleId, roleKey: sysRole.roleKey })
    .from(sysRole)
    .where(and(inArray(sysRole.roleKey, keys), eq(sysRole.delFlag, '0')));
  const values = roles.flatMap((role) => {
    const codes = withAncestors(
      grants.filter((grant) => grant.roles.includes(role.roleKey)).map((grant) => grant.code),
      catalogue,
    );
    return codes.flatMap((code) => {
      const menuId = idByCode.get(code);
      return menuId === undefined ? [] : [{ roleId: role.roleId, menuId }];
    });
  });
  if (values.length === 0) return 0;
  const added = await db.insert(sysRoleMenu).values(values).onConflictDoNothing().returning();
  return added.length;
}

/** Parents before children; a parent outside the catalogue must already be in the database. */
function parentsFirst(catalogue: readonly MenuEntry[]): MenuEntry[] {
  const codes = new Set<string>();
  for (const entry of catalogue) {
    if (codes.has(entry.code)) throw new Error(`menu catalogue: duplicate code ${entry.code}`);
    codes.add(entry.code);
  }
  const placed = new Set<string>();
  const ordered: MenuEntry[] = [];
  let pending = [...catalogue];
  while (pending.length > 0) {
    const ready = pending.filter((e) => e.parent === null || placed.has(e.parent) || !codes.has(e.parent));
    if (ready.length === 0) throw new Error(`menu catalogue: cycle through ${pending.map((e) => e.code).join(', ')}`);
    for (const entry of ready) {
      ordered.push(entry);
      placed.add(entry.code);
    }
    pending = pending.filter((entry) => !placed.has(entry.code));
  }
  return ordered;
}

function systemColumns(entry: MenuEntry, parentId: number) {
  return {
    parentId,
    path: entry.path,
    component: entry.component ?? null,
    query: entry.query ?? '',
    routeName: entry.routeName ?? '',
    perms: entry.perms ?? '',
    menuType: entry.type,
    isFrame: entry.internal === false ? 0 : 1,
    // Omitted means cached, the reference's default (is_cache 0) for its seeded menus.
    isCache: entry.cache === false ? 1 : 0,
  } satisfies MenuPatch;
}

function seedDefaults(entry: MenuEntry): MenuSeedDefaults {
  return {
    title: entry.title,
    titleEn: entry.titleEn ?? '',
    order: entry.order,
    visible: entry.visible !== false,
    icon: entry.icon,
  };
}

function editableColumns(defaults: MenuSeedDefaults) {
  return {
    menuName: defaults.title,
    // Rows seeded before English titles hold '' there, which counts as the value last seeded.
    menuNameEn: defaults.titleEn ?? '',
    orderNum: defaults.order,
    visible: defaults.visible ? '0' : '1',
    icon: defaults.icon,
  } satisfies MenuPatch;
}

function menuPatch(row: MenuRow, owned: ReturnType<typeof systemColumns>, defaults: MenuSeedDefaults): MenuPatch {
  const patch: MenuPatch = {};
  for (const [key, value] of Object.entries(owned) as Array<[keyof typeof owned, string | number | null]>) {
    if (row[key] !== value) Object.assign(patch, { [key]: value });
  }
  // Without a record of what was seeded (a row imported with this code) nobody can tell an
  // administrator's value from ours, so it is kept.
  const previous = row.seedDefaults;
  if (previous) {
    const wanted = editableColumns(defaults);
    const seeded = editableColumns(previous);
    for (const key of Object.keys(wanted) as Array<keyof typeof wanted>) {
      if (row[key] === seeded[key] && row[key] !== wanted[key]) Object.assign(patch, { [key]: wanted[key] });
    }
  }
  if (!sameDefaults(previous, defaults)) patch.seedDefaults = defaults;
  return patch;
}

function sameDefaults(a: MenuSeedDefaults | null, b: MenuSeedDefaults): boolean {
  return (
    a !== null &&
    a.title === b.title &&
    (a.titleEn ?? '') === (b.titleEn ?? '') &&
    a.order === b.order &&
    a.visible === b.visible &&
    a.icon === b.icon &&
    (a.granted ?? []).join() === (b.granted ?? []).join()
  );
}
