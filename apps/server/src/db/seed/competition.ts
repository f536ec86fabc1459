import { STAGE_KINDS, type StageKind, trackFieldsOfForm } from '@cbo/contracts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../database';
import {
  compAuditLevel,
  compCompetition,
  compCompetitionSponsor,
  compGroupCategory,
  compOrganisation,
  compRegion,
  compSponsor,
  compStage,
  compTrack,
  sysDept,
} from '../schema';
import { ADULT_FORM_NAME, adultForm, seedForm, TEEN_FORM_NAME, teenForm } from './demo-forms';
import { DEPT_IDS, ROLE_IDS } from './organisation';
import { SEED_AUTHOR, type SeedLog, silentLog } from './seed-author';
import { DEMO_EDITION_KEY, writeSeedState } from './seed-state';

// Competition setup seed: a sample region tree (always, insert-if-missing), and with demo seeding
// a few organisations, sponsors and the current edition with both tracks, categories, stages and
// two audit levels (inserted once, when no edition exists).

type RegionSeed = [code: string, name: string, level: '1' | '2' | '3', parent: string | null];

const regions: RegionSeed[] = [
  ['440000', '广东省', '1', null],
  ['440100', '广州市', '2', '440000'],
  ['440104', '越秀区', '3', '440100'],
  ['440106', '天河区', '3', '440100'],
  ['440300', '深圳市', '2', '440000'],
  ['440304', '福田区', '3', '440300'],
  ['440305', '南山区', '3', '440300'],
];

/** Region codes the demo and the tests name. */
export const REGION_CODES = {
  province: '440000',
  guangzhou: '440100',
  yuexiu: '440104',
  tianhe: '440106',
  shenzhen: '440300',
  futian: '440304',
  nanshan: '440305',
} as const;

export async function seedRegions(database: Database, log: SeedLog = silentLog): Promise<void> {
  await database.transaction(async () => {
    const db = database.exec();
    const codes = regions.map(([code]) => code);
    const present = new Set(
      (
        await db.select({ code: compRegion.regionCode }).from(compRegion).where(inArray(compRegion.regionCode, codes))
      ).map((row) => row.code),
    );
    const missing = regions.filter(([code]) => !present.has(code));
    if (missing.length === 0) return;
    await db.insert(compRegion).values(
      missing.map(([regionCode, regionName, level, parentCode], index) => ({
        regionCode,
        regionName,
        level,
        parentCode,
        ancestors: ancestorsOfCode(regionCode),
        orderNum: index,
        createBy: SEED_AUTHOR,
      })),
    );
    log(`seed: ${missing.length} regions inserted`);
  });
}

function ancestorsOfCode(code: string): string {
  const chain: string[] = [];
  let parent = regions.find(([c]) => c === code)?.[3] ?? null;
  while (parent) {
    chain.unshift(parent);
    const current = parent;
    parent = regions.find(([c]) => c === current)?.[3] ?? null;
  }
  return chain.length ? `,${chain.join(',')},` : ',';
}

const demoOrganisations = [
  { orgName: '广州市天河区第一中学', orgType: 'middle_school', regionCode: REGION_CODES.tianhe, creditCode: null },
  { orgName: '广州市越秀区实验小学', orgType: 'primary_school', regionCode: REGION_CODES.yuexiu, creditCode: null },
  {
    orgName: '深圳南山创新科技有限公司',
    orgType: 'company',
    regionCode: REGION_CODES.nanshan,
    creditCode: '91440300MA5F000001',
  },
];

const demoSponsors = [
  { sponsorName: '广东省科学技术厅', sponsorRole: '1', tier: null, sort: 1 },
  { sponsorName: '广州市创新创业服务中心', sponsorRole: '2', tier: null, sort: 2 },
  { sponsorName: '南山创新科技有限公司', sponsorRole: '5', tier: '金牌赞助', sort: 3 },
];

export const DEMO_EDITION_NAME = '第一届青少年及成人创新创业大赛';

/** Demo data: organisations, departments bound to regions, sponsors and the current edition. */
export async function seedDemoCompetition(database: Database, log: SeedLog = silentLog): Promise<void> {
  await database.transaction(async () => {
    const db = database.exec();
    // Departments without a region: the organising office works province-wide, the operations
    // department (the auditor's) for Guangzhou.
    await db
      .update(sysDept)
      .set({ regionCode: REGION_CODES.province })
      .where(and(inArray(sysDept.deptId, [DEPT_IDS.root, DEPT_IDS.office]), isNull(sysDept.regionCode)));
    await db
      .update(sysDept)
      .set({ regionCode: REGION_CODES.guangzhou })
      .where(and(eq(sysDept.deptId, DEPT_IDS.operations), isNull(sysDept.regionCode)));

    const [existing] = await db.select({ id: compCompetition.competitionId }).from(compCompetition).limit(1);
    if (existing) return;
    const [anyOrg] = await db.select({ id: compOrganisation.orgId }).from(compOrganisation).limit(1);
    if (!anyOrg)
      await db.insert(compOrganisation).values(demoOrganisations.map((org) => ({ ...org, createBy: SEED_AUTHOR })));

    const sponsors = await db
      .insert(compSponsor)
      .values(demoSponsors.map((sponsor) => ({ ...sponsor, createBy: SEED_AUTHOR })))
      .returning({ id: compSponsor.sponsorId });
    const [{ competitionId }] = await db
      .insert(compCompetition)
      .values({
        competitionName: DEMO_EDITION_NAME,
        editionYear: 2026,
        status: 'registration_open',
        registrationStart: '2026-10-01 00:00:00',
        registrationEnd: '2026-12-31 23:59:59',
        rules: '<p>参赛项目须为参赛者原创，每人每届限报一个项目。</p>',
        isCurrent: '1',
        createBy: SEED_AUTHOR,
      })
      .returning({ competitionId: compCompetition.competitionId });
    // The demo applications go into this edition only, whichever edition is current later.
    await writeSeedState(database, DEMO_EDITION_KEY, String(competitionId));
    await db
      .insert(compCompetitionSponsor)
      .values(sponsors.map((sponsor) => ({ competitionId, sponsorId: sponsor.id })));

    // Each track binds the first version of its saved form; `fields` is that version's summary.
    const teenBound = await seedForm(database, TEEN_FORM_NAME, teenForm());
    const adultBound = await seedForm(database, ADULT_FORM_NAME, adultForm());
    const bind = (bound: typeof teenBound) => ({
      formId: bound.formId,
      formVersion: bound.version,
      fields: trackFieldsOfForm(bound.content),
    });
    const tracks = await db
      .insert(compTrack)
      .values([
        {
          competitionId,
          trackCode: 'teen',
          trackName: '青少年组',
          ageMin: 6,
          ageMax: 18,
          teamMin: 1,
          teamMax: 3,
          oneEntry: '1',
          attachments: ['project_report'],
          ...bind(teenBound),
          sort: 1,
          createBy: SEED_AUTHOR,
        },
        {
          competitionId,
          trackCode: 'adult',
          trackName: '成人组',
          ageMin: 18,
          ageMax: null,
          teamMin: 1,
          teamMax: 5,
          oneEntry: '1',
          attachments: ['business_plan', 'pitch_deck'],
          ...bind(adultBound),
          sort: 2,
          createBy: SEED_AUTHOR,
        },
      ])
      .returning({ id: compTrack.trackId, code: compTrack.trackCode });
    const teen = tracks.find((track) => track.code === 'teen')?.id as number;
    const adult = tracks.find((track) => track.code === 'adult')?.id as number;
    await db.insert(compGroupCategory).values([
      { trackId: teen, categoryCode: 'primary', categoryName: '小学组', sort: 1 },
      { trackId: teen, categoryCode: 'junior', categoryName: '初中组', sort: 2 },
      { trackId: teen, categoryCode: 'senior', categoryName: '高中组', sort: 3 },
      { trackId: adult, categoryCode: 'idea', categoryName: '创意组', sort: 1 },
      { trackId: adult, categoryCode: 'startup', categoryName: '初创组', sort: 2 },
      { trackId: adult, categoryCode: 'growth', categoryName: '成长组', sort: 3 },
    ]);
    // Registration and qualification are edition-wide; each track runs its own judging ladder
    // (docs/adr/0018-judging-data-model.md): the teenage track a school, district and city ladder,
    // the adult track a preliminary, semi-final and a roadshow final, both finals on the same days.
    const ladders: Array<[number | null, StageKind, string, string, string]> = [
      [null, 'registration', '报名', '2026-10-01 00:00:00', '2026-12-31 23:59:59'],
      [null, 'qualification', '资格审核', '2026-10-15 00:00:00', '2027-01-15 23:59:59'],
      [teen, 'preliminary', '校级初赛', '2027-02-01 00:00:00', '2027-02-28 23:59:59'],
      [teen, 'semi_final', '区级复赛', '2027-03-15 00:00:00', '2027-04-10 23:59:59'],
      [teen, 'final', '市级决赛', '2027-05-20 00:00:00', '2027-05-31 23:59:59'],
      [adult, 'preliminary', '初赛', '2027-02-01 00:00:00', '2027-03-15 23:59:59'],
      [adult, 'semi_final', '复赛', '2027-04-01 00:00:00', '2027-04-30 23:59:59'],
      [adult, 'final', '决赛路演', '2027-05-20 00:00:00', '2027-05-31 23:59:59'],
    ];
    await db.insert(compStage).values(
      ladders.map(([trackId, stageKind, stageName, startAt, endAt]) => ({
        competitionId,
        trackId,
        stageKind,
        stageName,
        // seq orders one track's ladder after the edition-wide stages.
        seq: STAGE_KINDS.indexOf(stageKind) + 1,
        startAt,
        endAt,
        createBy: SEED_AUTHOR,
      })),
    );
    await db.insert(compAuditLevel).values([
      {
        competitionId,
        levelNo: 1,
        levelName: '区县初审',
        roleId: ROLE_IDS.auditor,
        regionLevel: '3',
        createBy: SEED_AUTHOR,
      },
      {
        competitionId,
        levelNo: 2,
        levelName: '市级复审',
        roleId: ROLE_IDS.organiser,
        regionLevel: '2',
        createBy: SEED_AUTHOR,
      },
    ]);
    log('seed: demo edition with two tracks, eight stages (two per-track ladders) and two audit levels inserted');
  });
}
