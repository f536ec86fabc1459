import { eq, inArray, or } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { Database } from '../database';
import { compExpert, compExpertRelation, compOrganisation, sysUser, sysUserRole } from '../schema';
import { REGION_CODES } from './competition';
import { ROLE_IDS } from './organisation';
import { SEED_AUTHOR, type SeedLog, silentLog } from './seed-author';
import { DEMO_EXPERTS_KEY, readSeedState, writeSeedState } from './seed-state';
import { DEMO_PASSWORD } from './users';

// The demo expert pool (docs/experts.md): 30 experts across fields, industries, regions, titles,
// tracks and statuses, a few with declared relations to the demo organisations (so conflicts of
// interest show later), and a profile for the demo user `expert`. Inserted once: a built-in
// configuration key remembers it, so an organiser deleting demo experts does not bring them back.

const NAMES = [
  '陈建国',
  '林晓梅',
  '黄志强',
  '张丽华',
  '李明辉',
  '王海燕',
  '刘永康',
  '吴静怡',
  '郑伟东',
  '周秀兰',
  '何文博',
  '梁晓红',
  '谢振华',
  '罗雅琴',
  '许国栋',
  '邓慧敏',
  '冯家豪',
  '曾佩珊',
  '彭子健',
  '蔡淑贞',
  '杨宏伟',
  '朱燕玲',
  '钟立新',
  '苏嘉怡',
  '胡德明',
  '高婉婷',
  '叶俊杰',
  '邱美玲',
  '潘志远',
  '方若兰',
];
const FIELDS = ['technology', 'investment', 'management', 'finance', 'legal', 'marketing', 'education'];
const INDUSTRIES = ['it', 'equipment', 'materials', 'biomed', 'energy', 'agriculture', 'culture', 'other'];
const TITLES = ['senior_full', 'senior_associate', 'intermediate', 'senior_full', 'junior', 'other'];
const REGIONS = Object.values(REGION_CODES);
const OUTSIDE = [
  '中山大学',
  '华南理工大学',
  '深圳大学',
  '广东工业大学',
  '暨南大学',
  '广州创新投资基金',
  '深圳天使投资协会',
  '广东省知识产权研究会',
  '广州市教育研究院',
  '南方科技大学',
];
/** Index → organisation of the demo list the expert works for (same-organisation conflicts). */
const AT_DEMO_ORG: Record<number, string> = {
  2: '深圳南山创新科技有限公司',
  9: '广州市天河区第一中学',
  16: '广州市越秀区实验小学',
};

function statusOf(i: number): string {
  if (i >= 27) return 'applied';
  if (i === 25 || i === 26) return 'suspended';
  return 'active';
}

function tracksOf(i: number): string[] {
  if (i % 3 === 0) return ['teen'];
  if (i % 3 === 1) return ['adult'];
  return ['teen', 'adult'];
}

interface DemoRelation {
  kind: string;
  org: string;
  fromDate?: string;
  untilDate?: string;
  text?: string;
}

/** A few declared relations, by expert index. */
const RELATIONS: Record<number, DemoRelation[]> = {
  0: [{ kind: 'employer', org: '深圳南山创新科技有限公司', fromDate: '2019-03-01', untilDate: '2023-06-30' }],
  4: [{ kind: 'mentored_org', org: '广州市天河区第一中学' }],
  7: [{ kind: 'relative_org', org: '广州市越秀区实验小学' }],
  11: [
    { kind: 'employer', org: '广州市天河区第一中学', fromDate: '2015-09-01', untilDate: '2020-07-31' },
    { kind: 'statement', org: '', text: '曾为天河区多所中学的创新课程提供咨询' },
  ],
  20: [{ kind: 'employer', org: '华南理工大学', fromDate: '2010-09-01' }],
};

export async function seedDemoExperts(
  database: Database,
  { embedded, log = silentLog }: { embedded: boolean; log?: SeedLog },
): Promise<void> {
  if ((await readSeedState(database, DEMO_EXPERTS_KEY)) !== undefined) return;
  await database.transaction(async () => {
    const db = database.exec();
    // One hash of the demo password for every demo account: the demo user expert's, while it
    // still is the demo password (an upgraded install may have changed it).
    const [shared] = await db
      .select({ password: sysUser.password })
      .from(sysUser)
      .where(eq(sysUser.userName, 'expert'));
    const reusable = shared?.password ? (await verifyPassword(shared.password, DEMO_PASSWORD)).ok : false;
    const password = reusable && shared ? shared.password : await hashPassword(DEMO_PASSWORD);
    const orgs = new Map(
      (await db.select({ id: compOrganisation.orgId, name: compOrganisation.orgName }).from(compOrganisation)).map(
        (row) => [row.name, row.id],
      ),
    );
    const accounts = NAMES.map((nickName, i) => ({
      userName: `expert${String(i + 1).padStart(2, '0')}`,
      nickName,
      phonenumber: `1376000${String(i + 1).padStart(4, '0')}`,
    }));
    const taken = await db
      .select({ userName: sysUser.userName, phonenumber: sysUser.phonenumber })
      .from(sysUser)
      .where(
        or(
          inArray(
            sysUser.userName,
            accounts.map((account) => account.userName),
          ),
          inArray(
            sysUser.phonenumber,
            accounts.map((account) => account.phonenumber),
          ),
        ),
      );
    let created = 0;
    for (const [i, account] of accounts.entries()) {
      if (taken.some((row) => row.userName === account.userName || row.phonenumber === account.phonenumber)) continue;
      const [user] = await db
        .insert(sysUser)
        .values({
          ...account,
          email: `${account.userName}@example.com`,
          sex: i % 2 === 0 ? '0' : '1',
          password,
          // admin123 is public: on PostgreSQL each demo account must replace it (as seedUsers does).
          pwdChangeRequired: embedded ? '0' : '1',
          remark: '演示专家',
          createBy: SEED_AUTHOR,
        })
        .returning({ userId: sysUser.userId });
      await db.insert(sysUserRole).values({ userId: user.userId, roleId: ROLE_IDS.expert }).onConflictDoNothing();
      const demoOrg = AT_DEMO_ORG[i];
      const [profile] = await db
        .insert(compExpert)
        .values({
          userId: user.userId,
          gender: i % 2 === 0 ? '0' : '1',
          orgId: demoOrg ? (orgs.get(demoOrg) ?? null) : null,
          orgName: demoOrg ? (orgs.has(demoOrg) ? null : demoOrg) : OUTSIDE[i % OUTSIDE.length],
          title: TITLES[i % TITLES.length],
          fields: [FIELDS[i % FIELDS.length], ...(i % 4 === 0 ? [FIELDS[(i + 3) % FIELDS.length]] : [])],
          industries: [
            INDUSTRIES[i % INDUSTRIES.length],
            ...(i % 5 === 0 ? [INDUSTRIES[(i + 2) % INDUSTRIES.length]] : []),
          ],
          regionCode: REGIONS[i % REGIONS.length],
          tracks: tracksOf(i),
          maxLoad: [10, 15, 20, null][i % 4],
          status: statusOf(i),
          createBy: SEED_AUTHOR,
        })
        .returning({ expertId: compExpert.expertId });
      const relations = RELATIONS[i] ?? [];
      if (relations.length) {
        await db.insert(compExpertRelation).values(
          relations.map((relation) => ({
            expertId: profile.expertId,
            kind: relation.kind,
            orgId: orgs.get(relation.org) ?? null,
            orgName: orgs.has(relation.org) || !relation.org ? null : relation.org,
            fromDate: relation.fromDate ?? null,
            untilDate: relation.untilDate ?? null,
            text: relation.text ?? null,
            createBy: SEED_AUTHOR,
          })),
        );
      }
      created += 1;
    }
    // The demo user `expert` judges both tracks in technology and investment.
    const [demoExpert] = await db
      .select({ userId: sysUser.userId })
      .from(sysUser)
      .where(eq(sysUser.userName, 'expert'));
    if (demoExpert) {
      await db
        .insert(compExpert)
        .values({
          userId: demoExpert.userId,
          gender: '0',
          orgName: '广东省科技创新研究院',
          title: 'senior_associate',
          fields: ['technology', 'investment'],
          industries: ['it', 'equipment'],
          regionCode: REGION_CODES.guangzhou,
          tracks: ['teen', 'adult'],
          maxLoad: 20,
          status: 'active',
          createBy: SEED_AUTHOR,
        })
        .onConflictDoNothing({ target: compExpert.userId });
    }
    await writeSeedState(database, DEMO_EXPERTS_KEY, 'done');
    log(`seed: ${created} demo experts inserted`);
  });
}
