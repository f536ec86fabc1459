import { readFileSync } from 'node:fs';
import { type MenuEntry, menuCatalogue } from '@cbo/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openEmptyDatabase } from '../../../test/test-database';
import { verifyPassword } from '../../lib/password';
import type { Database } from '../database';
import { migrate } from '../migrate';
import { sysMenu, sysUser } from '../schema';
import { DEMO_PASSWORD, ROLE_IDS, type SeedOptions, seedDatabase, seedMenus } from '.';

const DUMPED_TABLES = [
  'sys_menu',
  'sys_role',
  'sys_role_menu',
  'sys_user',
  'sys_user_role',
  'sys_user_post',
  'sys_dept',
  'sys_post',
  'sys_dict_type',
  'sys_dict_data',
  'sys_config',
];

async function withSeededDatabase(options: SeedOptions, work: (database: Database) => Promise<void>): Promise<void> {
  const database = await (await openEmptyDatabase()).open();
  try {
    await migrate(database);
    await seedDatabase(database, options);
    await work(database);
  } finally {
    await database.close();
  }
}

async function rows(database: Database, query: ReturnType<typeof sql>): Promise<Array<Record<string, unknown>>> {
  const result = (await database.exec().execute(query)) as unknown as { rows: Array<Record<string, unknown>> };
  return result.rows;
}

/** Every row of the seeded tables, in a stable order. */
async function dump(database: Database): Promise<Record<string, unknown>> {
  const tables: Record<string, unknown> = {};
  for (const table of DUMPED_TABLES) {
    tables[table] = await rows(database, sql.raw(`select * from ${table} order by 1, 2`));
  }
  return tables;
}

async function adminRow(database: Database) {
  const [admin] = await database.db.select().from(sysUser).where(eq(sysUser.userId, 1));
  return admin;
}

/** [user name, pwdChangeRequired] of every demo user (all but the super administrator). */
async function demoFlags(database: Database) {
  return (await database.db.select().from(sysUser).orderBy(sysUser.userId))
    .filter((user) => user.userId !== 1)
    .map((user) => [user.userName, user.pwdChangeRequired]);
}

describe('seed', () => {
  it('applies the migrations and creates the system tables', async () => {
    await withSeededDatabase({ embedded: true, seedDemo: false }, async (database) => {
      const found = await rows(
        database,
        sql`select table_name from information_schema.tables where table_schema = 'public' and table_name like 'sys\_%'`,
      );
      expect(found.map((row) => row.table_name).sort()).toEqual(
        [
          'sys_config',
          'sys_dept',
          'sys_dict_data',
          'sys_dict_type',
          'sys_file',
          'sys_file_ref',
          'sys_form',
          'sys_form_version',
          'sys_job',
          'sys_job_log',
          'sys_logininfor',
          'sys_menu',
          'sys_notice',
          'sys_notice_read',
          'sys_oper_log',
          'sys_post',
          'sys_registration',
          'sys_role',
          'sys_role_dept',
          'sys_role_menu',
          'sys_sms_log',
          'sys_sms_template',
          'sys_table_version',
          'sys_user',
          'sys_user_post',
          'sys_user_role',
        ].sort(),
      );
    });
  });

  it('gives the same rows when it runs twice', async () => {
    await withSeededDatabase({ embedded: true, seedDemo: true }, async (database) => {
      const first = await dump(database);
      const again = await seedDatabase(database, { embedded: true, seedDemo: true });
      expect(again.adminPasswordGenerated).toBeUndefined();
      expect(await dump(database)).toEqual(first);
      expect(first.sys_menu).toHaveLength(menuCatalogue.length);
    });
  });

  it('grants the organiser the competition tree and the system pages it needs, the system administrator the platform, the auditor the audit and statistics pages, the expert 我的评审, and the other roles none', async () => {
    await withSeededDatabase({ embedded: true, seedDemo: false }, async (database) => {
      const grants = await rows(
        database,
        sql`select role_id::int as role_id, count(*)::int as n from sys_role_menu group by role_id order by role_id`,
      );
      const auditorCodes = await rows(
        database,
        sql`select m.code from sys_role_menu rm join sys_menu m using (menu_id) where rm.role_id = ${ROLE_IDS.auditor} order by m.code`,
      );
      // The directory and the application list come with the granted pages and button.
      expect(auditorCodes.map((row) => (row as { code: string }).code)).toEqual([
        'comp',
        'comp.adultAudit',
        'comp.adultAudit.decide',
        'comp.adultStatistics',
        'comp.adultStatistics.export',
        'comp.application',
        'comp.application.query',
        'comp.teenAudit',
        'comp.teenAudit.decide',
        'comp.teenStatistics',
        'comp.teenStatistics.export',
      ]);
      const codesOf = async (roleId: number) =>
        (
          await rows(
            database,
            sql`select m.code from sys_role_menu rm join sys_menu m using (menu_id) where rm.role_id = ${roleId} order by m.code`,
          )
        ).map((row) => (row as { code: string }).code);
      const organiserCodes = await codesOf(ROLE_IDS.organiser);
      const platform = (code: string) => /^(system|monitor|tool|flowable)(\.|$)/.test(code);
      const competitionSystemPages =
        /^(system(\.(notice|sponsor|registration)(\..*)?)?|tool(\.build)?|flowable(\.form(\..*)?)?)$/;
      // The organiser: every competition entry, and of the platform only notices, sponsors and
      // registration review (with 系统管理 above them), and the form builder and saved forms (the
      // editions' extra application fields are saved forms).
      expect(organiserCodes.filter(platform).every((code) => competitionSystemPages.test(code))).toBe(true);
      expect(organiserCodes).toEqual(
        expect.arrayContaining([
          'system',
          'system.notice',
          'system.notice.add',
          'system.sponsor',
          'system.registration.review',
          'tool.build',
          'flowable.form',
          'flowable.form.edit',
        ]),
      );
      expect(organiserCodes).not.toContain('system.user');
      expect(organiserCodes).not.toContain('monitor.online');
      expect(organiserCodes.filter((code) => !platform(code))).toEqual(
        menuCatalogue
          .map((entry) => entry.code)
          .filter((code) => !platform(code))
          .sort(),
      );
      // The system administrator: the whole platform and nothing of the competition.
      const sysadminCodes = await codesOf(ROLE_IDS.sysadmin);
      expect(sysadminCodes).toEqual(
        menuCatalogue
          .map((entry) => entry.code)
          .filter(platform)
          .sort(),
      );
      // The expert: 我的评审 (scoring, comp:taskinfo:edit, and declaring conflicts) under 大赛管理.
      const expertCodes = await codesOf(ROLE_IDS.expert);
      expect(expertCodes).toEqual(['comp', 'comp.myReview', 'comp.myReview.declare', 'comp.myReview.edit']);
      const expertPerms = await rows(
        database,
        sql`select distinct m.perms from sys_role_menu rm join sys_menu m using (menu_id) where rm.role_id = ${ROLE_IDS.expert} and m.perms <> '' order by m.perms`,
      );
      expect(expertPerms.map((row) => row.perms)).toEqual(['comp:coi:declare', 'comp:taskinfo:edit']);
      const [myReview] = await rows(database, sql`select visible from sys_menu where code = 'comp.myReview'`);
      expect(myReview.visible).toBe('0');
      expect(grants).toEqual([
        { role_id: ROLE_IDS.organiser, n: organiserCodes.length },
        { role_id: ROLE_IDS.auditor, n: auditorCodes.length },
        { role_id: ROLE_IDS.expert, n: expertCodes.length },
        { role_id: ROLE_IDS.sysadmin, n: sysadminCodes.length },
      ]);
    });
  });

  it('takes the platform menus from a seeded organiser role nobody edited, on a database seeded before the system administrator role (migration 0020)', async () => {
    const migration = readFileSync(new URL('../migrations/0020_organiser_system_menus.sql', import.meta.url), 'utf8');
    await withSeededDatabase({ embedded: true, seedDemo: false }, async (database) => {
      const platformCount = async () =>
        (
          await rows(
            database,
            sql`select count(*)::int as n from sys_role_menu rm join sys_menu m using (menu_id) where rm.role_id = ${ROLE_IDS.organiser} and (m.code like 'monitor%' or m.code like 'tool%' or m.code = 'system.user')`,
          )
        )[0].n;
      // What the seed of the previous release granted the organiser.
      const grantOld = sql`insert into sys_role_menu (role_id, menu_id) select ${ROLE_IDS.organiser}, menu_id from sys_menu where code like 'system%' or code like 'monitor%' or code like 'tool%' on conflict do nothing`;
      await database.exec().execute(grantOld);
      expect(await platformCount()).toBeGreaterThan(10);
      await database.exec().execute(sql.raw(migration));
      expect(await platformCount()).toBe(0);
      const kept = await rows(
        database,
        sql`select m.code from sys_role_menu rm join sys_menu m using (menu_id) where rm.role_id = ${ROLE_IDS.organiser} and m.code like 'system%' order by m.code`,
      );
      expect(kept.every((row) => /^system(\.(notice|sponsor|registration)(\..*)?)?$/.test(String(row.code)))).toBe(
        true,
      );
      expect(kept.map((row) => row.code)).toContain('system.registration.review');
      // An organiser role an administrator edited keeps what it was given.
      await database.exec().execute(grantOld);
      await database.exec().execute(sql`update sys_role set update_by = 'admin' where role_id = ${ROLE_IDS.organiser}`);
      await database.exec().execute(sql.raw(migration));
      expect(await platformCount()).toBeGreaterThan(10);
    });
  });

  it('brings a catalogue change to an existing database and keeps what an administrator changed', async () => {
    await withSeededDatabase({ embedded: true, seedDemo: false }, async (database) => {
      const db = database.db;
      await db.update(sysMenu).set({ orderNum: 42 }).where(eq(sysMenu.code, 'system.user'));
      await db.update(sysMenu).set({ component: 'tampered/index' }).where(eq(sysMenu.code, 'system.role'));
      await db.insert(sysMenu).values({ code: 'custom.report', menuName: '自建菜单', menuType: 'C', path: 'report' });

      const changed = menuCatalogue.map((entry) => {
        if (entry.code === 'system.user') return { ...entry, title: '用户管理（新）', order: 7, icon: 'peoples' };
        if (entry.code === 'system.post') return { ...entry, order: 15 };
        return entry;
      });
      await seedMenus(database, changed);

      const byCode = new Map((await db.select().from(sysMenu)).map((row) => [row.code, row]));
      const user = byCode.get('system.user')!;
      expect(user.menuName).toBe('用户管理（新）');
      expect(user.icon).toBe('peoples');
      expect(user.orderNum).toBe(42);
      expect(user.seedDefaults).toEqual({
        title: '用户管理（新）',
        titleEn: 'Users',
        order: 7,
        visible: true,
        icon: 'peoples',
        granted: ['sysadmin'],
      });
      expect(byCode.get('system.post')!.orderNum).toBe(15);
      expect(byCode.get('system.role')!.component).toBe('system/role/index');
      expect(byCode.get('custom.report')!.menuName).toBe('自建菜单');

      // The administrator's order survives later starts too, once the catalogue settles.
      await seedMenus(database, changed);
      expect((await db.select().from(sysMenu).where(eq(sysMenu.code, 'system.user')))[0].orderNum).toBe(42);
    });
  });

  it('grants an entry new to an existing database to its default roles once, never again after an administrator takes it away', async () => {
    await withSeededDatabase({ embedded: true, seedDemo: false }, async (database) => {
      const codesOf = async (roleId: number) =>
        (
          await rows(
            database,
            sql`select m.code from sys_role_menu rm join sys_menu m using (menu_id) where rm.role_id = ${roleId} order by m.code`,
          )
        ).map((row) => (row as { code: string }).code);
      const brochure: MenuEntry = {
        code: 'comp.brochure',
        parent: 'comp',
        type: 'C',
        title: '宣传册',
        path: 'brochure',
        component: 'comp/brochure/index',
        perms: 'comp:brochure:list',
        icon: 'chart',
        order: 20,
        roles: ['auditor'],
      };
      const query: MenuEntry = {
        code: 'comp.brochure.query',
        parent: 'comp.brochure',
        type: 'F',
        title: '宣传册查询',
        path: '',
        perms: 'comp:brochure:query',
        icon: '#',
        order: 1,
      };
      // A later release adds a page (for auditors; organisers have the whole competition tree) and
      // names experts on an existing entry.
      const release = [
        ...menuCatalogue.map((entry) => (entry.code === 'comp.holiday' ? { ...entry, roles: ['expert'] } : entry)),
        brochure,
        query,
      ];
      await seedMenus(database, release);
      expect(await codesOf(ROLE_IDS.organiser)).toEqual(
        expect.arrayContaining(['comp.brochure', 'comp.brochure.query']),
      );
      expect(await codesOf(ROLE_IDS.auditor)).toEqual(expect.arrayContaining(['comp.brochure', 'comp.brochure.query']));
      expect(await codesOf(ROLE_IDS.expert)).toEqual([
        'comp',
        'comp.holiday',
        'comp.holiday.add',
        'comp.holiday.edit',
        'comp.holiday.query',
        'comp.holiday.remove',
        // Granted by the first seed (the expert's own 我的评审).
        'comp.myReview',
        'comp.myReview.declare',
        'comp.myReview.edit',
      ]);

      // The administrator takes the brochure from the organisers and the holidays from the experts.
      await database
        .exec()
        .execute(
          sql`delete from sys_role_menu where role_id = ${ROLE_IDS.organiser} and menu_id in (select menu_id from sys_menu where code like 'comp.brochure%')`,
        );
      await database.exec().execute(sql`delete from sys_role_menu where role_id = ${ROLE_IDS.expert}`);
      await seedMenus(database, release);
      await seedMenus(database, release);
      expect(await codesOf(ROLE_IDS.organiser)).not.toContain('comp.brochure');
      expect(await codesOf(ROLE_IDS.organiser)).not.toContain('comp.brochure.query');
      expect(await codesOf(ROLE_IDS.expert)).toEqual([]);
      expect(await codesOf(ROLE_IDS.auditor)).toEqual(expect.arrayContaining(['comp.brochure', 'comp.brochure.query']));
    });
  });

  it('shows 我的评审 to the experts of a database seeded before the page was built, once', async () => {
    await withSeededDatabase({ embedded: true, seedDemo: false }, async (database) => {
      const codesOfExpert = async () =>
        (
          await rows(
            database,
            sql`select m.code from sys_role_menu rm join sys_menu m using (menu_id) where rm.role_id = ${ROLE_IDS.expert} order by m.code`,
          )
        ).map((row) => row.code);
      const visibility = async () =>
        (await rows(database, sql`select visible from sys_menu where code = 'comp.myReview'`))[0].visible;
      // The previous release: the entry hidden and granted to no expert.
      const previous = menuCatalogue.map((entry) =>
        entry.code === 'comp.myReview' ? { ...entry, roles: undefined, visible: false } : entry,
      );
      await database.exec().execute(sql`delete from sys_role_menu where role_id = ${ROLE_IDS.expert}`);
      await database
        .exec()
        .execute(
          sql`update sys_menu set seed_defaults = jsonb_set(seed_defaults, '{granted}', '["organiser"]') where code like 'comp.myReview%'`,
        );
      await seedMenus(database, previous);
      expect(await codesOfExpert()).toEqual([]);
      expect(await visibility()).toBe('1');

      await seedMenus(database);
      expect(await codesOfExpert()).toEqual(['comp', 'comp.myReview', 'comp.myReview.declare', 'comp.myReview.edit']);
      expect(await visibility()).toBe('0');
      // Taken away by an administrator, it stays away.
      await database.exec().execute(sql`delete from sys_role_menu where role_id = ${ROLE_IDS.expert}`);
      await seedMenus(database);
      expect(await codesOfExpert()).toEqual([]);
    });
  });

  it('gives the embedded super administrator the demo password', async () => {
    await withSeededDatabase({ embedded: true, seedDemo: false }, async (database) => {
      const admin = await adminRow(database);
      expect(admin.userName).toBe('admin');
      expect(admin.pwdChangeRequired).toBe('0');
      expect((await verifyPassword(admin.password, DEMO_PASSWORD)).ok).toBe(true);
      const roles = await rows(database, sql`select role_id::int as role_id from sys_user_role where user_id = 1`);
      expect(roles).toEqual([{ role_id: ROLE_IDS.admin }]);
    });
  });

  it('never sets a well-known password on PostgreSQL: a generated one is returned once and must be changed', async () => {
    const database = await (await openEmptyDatabase()).open();
    try {
      await migrate(database);
      const seeded = await seedDatabase(database, { embedded: false, seedDemo: false });
      const generated = seeded.adminPasswordGenerated;
      expect(generated).toMatch(/^[A-Za-z0-9_-]{16}$/);
      const admin = await adminRow(database);
      expect((await verifyPassword(admin.password, DEMO_PASSWORD)).ok).toBe(false);
      expect((await verifyPassword(admin.password, generated!)).ok).toBe(true);
      expect(admin.pwdChangeRequired).toBe('1');

      const again = await seedDatabase(database, {
        embedded: false,
        seedDemo: false,
        adminInitialPassword: 'Other#2026',
      });
      expect(again.adminPasswordGenerated).toBeUndefined();
      expect((await adminRow(database)).password).toBe(admin.password);
    } finally {
      await database.close();
    }
  });

  it('sets ADMIN_INITIAL_PASSWORD on PostgreSQL and requires it to be changed', async () => {
    await withSeededDatabase(
      { embedded: false, seedDemo: false, adminInitialPassword: 'Initial#2026' },
      async (database) => {
        const admin = await adminRow(database);
        expect((await verifyPassword(admin.password, 'Initial#2026')).ok).toBe(true);
        expect(admin.pwdChangeRequired).toBe('1');
      },
    );
  });

  it('makes the demo users change the public demo password with SEED_DEMO=1 on PostgreSQL', async () => {
    await withSeededDatabase(
      { embedded: false, seedDemo: true, adminInitialPassword: 'Initial#2026' },
      async (database) => {
        const flags = await demoFlags(database);
        // Five demo staff and the 30 demo experts (docs/experts.md).
        expect(flags.length).toBe(35);
        expect(flags.every(([, required]) => required === '1')).toBe(true);
      },
    );
  });

  it('keeps the embedded demo as the README says: admin123 everywhere, no forced change', async () => {
    await withSeededDatabase({ embedded: true, seedDemo: true }, async (database) => {
      const flags = await demoFlags(database);
      expect(flags.length).toBe(35);
      expect(flags.every(([, required]) => required === '0')).toBe(true);
      expect((await adminRow(database)).pwdChangeRequired).toBe('0');
    });
  });

  it('creates the demo users only when asked, sharing one hash of the demo password', async () => {
    await withSeededDatabase(
      { embedded: false, seedDemo: false, adminInitialPassword: 'Initial#2026' },
      async (database) => {
        const names = await rows(database, sql`select user_name from sys_user order by user_id`);
        expect(names).toEqual([{ user_name: 'admin' }]);
      },
    );
    await withSeededDatabase({ embedded: true, seedDemo: true }, async (database) => {
      const users = await database.db.select().from(sysUser).orderBy(sysUser.userId);
      expect(users.map((user) => user.userName)).toEqual([
        'admin',
        'organiser',
        'auditor',
        'expert',
        'entrant',
        'sysadmin',
        // The demo expert pool (docs/experts.md).
        ...Array.from({ length: 30 }, (_, i) => `expert${String(i + 1).padStart(2, '0')}`),
      ]);
      expect(new Set(users.map((user) => user.password)).size).toBe(1);
      expect((await verifyPassword(users[1].password, DEMO_PASSWORD)).ok).toBe(true);
      const entrantRoles = await rows(
        database,
        sql`select r.role_key from sys_user_role ur join sys_role r on r.role_id = ur.role_id join sys_user u on u.user_id = ur.user_id where u.user_name = 'entrant'`,
      );
      expect(entrantRoles).toEqual([{ role_key: 'participants' }]);
    });
  });
});
