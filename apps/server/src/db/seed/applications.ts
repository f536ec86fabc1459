import { join } from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { LocalDiskStorage } from '../../lib/files/local-disk-storage';
import { checkCharOf } from '../../lib/id-number';
import { PersonalDataCipher } from '../../lib/personal-data';
import { insertFile, setObjectFiles } from '../../modules/common/file.repository';
import { insertApplications, moveStatus, tracksOf } from '../../modules/comp/application/application.repository';
import {
  citedFileKeys,
  FormProblem,
  formRecords,
  type ParsedForm,
} from '../../modules/comp/application/application-records';
import type { Database } from '../database';
import {
  compApplication,
  compCompetition,
  compGroupCategory,
  compOrganisation,
  compRegion,
  sysDictData,
} from '../schema';
import { DEMO_EDITION_NAME, REGION_CODES } from './competition';
import { WEBSITE_INDUSTRY } from './demo-forms';
import { SEED_AUTHOR, type SeedLog, silentLog } from './seed-author';
import { DEMO_APPLICATIONS_KEY, DEMO_EDITION_KEY, readSeedState, writeSeedState } from './seed-state';

// Demo applications (issue 17): three audit-ready (submitted) applications per track of the
// demo edition and one returned for revision, with their history. Inserted once, into the edition
// the seed created (never "the current edition", which staff change): a built-in configuration key
// remembers it was done, so deleting them does not bring them back (docs/applications.md).

/** A one-page PDF that says what it is, so attachment previews show something. */
function demoPdf(title: string): Buffer {
  const text = `BT /F1 24 Tf 72 720 Td (${title}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const DEMO_FILES = {
  business_plan: ['demo/business-plan.pdf', 'Demo business plan'],
  pitch_deck: ['demo/pitch-deck.pdf', 'Demo pitch deck'],
  project_report: ['demo/project-report.pdf', 'Demo project report'],
  guardian: ['demo/guardian-consent.pdf', 'Demo guardian consent'],
} as const;

const idOf = (birth: string, seq: string) => {
  const first17 = `440106${birth}${seq}`;
  return first17 + checkCharOf(first17);
};

interface DemoEntry {
  track: 'teen' | 'adult';
  category: string;
  projectName: string;
  region: keyof typeof REGION_CODES;
  leader: [name: string, mobile: string, birth: string];
  members: Array<[name: string, birth: string]>;
}

const entries: DemoEntry[] = [
  {
    track: 'teen',
    category: 'primary',
    projectName: '校园节水小卫士',
    region: 'yuexiu',
    leader: ['林小雨', '13800001001', '20150315'],
    members: [['陈乐', '20150902']],
  },
  {
    track: 'teen',
    category: 'junior',
    projectName: '智能台灯护眼助手',
    region: 'tianhe',
    leader: ['黄子轩', '13800001002', '20120520'],
    members: [],
  },
  {
    track: 'teen',
    category: 'senior',
    projectName: '社区垃圾分类小程序',
    region: 'tianhe',
    leader: ['吴思远', '13800001003', '20090811'],
    members: [
      ['周悦', '20091101'],
      ['郑航', '20100105'],
    ],
  },
  {
    track: 'adult',
    category: 'idea',
    projectName: '农产品冷链共享仓',
    region: 'nanshan',
    leader: ['刘建国', '13800002001', '19880612'],
    members: [['孙丽', '19900304']],
  },
  {
    track: 'adult',
    category: 'startup',
    projectName: '工业视觉缺陷检测',
    region: 'nanshan',
    leader: ['何志强', '13800002002', '19850923'],
    members: [
      ['马琳', '19920714'],
      ['高远', '19930228'],
    ],
  },
  {
    track: 'adult',
    category: 'growth',
    projectName: '银发族健康管理平台',
    region: 'tianhe',
    leader: ['许文静', '13800002003', '19821130'],
    members: [],
  },
  {
    track: 'adult',
    category: 'idea',
    projectName: '城市屋顶光伏运营',
    region: 'yuexiu',
    leader: ['罗海峰', '13800002004', '19910405'],
    members: [['谢宁', '19940617']],
  },
];
/** The last one is returned for revision; the others wait for audit. */
const RETURNED = '城市屋顶光伏运营';

export interface DemoApplicationOptions {
  appSecret: string;
  /** Where uploaded files live (DATA_DIR); the demo attachments are written there. */
  dataDir?: string;
  log?: SeedLog;
}

export async function seedDemoApplications(database: Database, options: DemoApplicationOptions): Promise<void> {
  const log = options.log ?? silentLog;
  const db = database.exec();
  if ((await readSeedState(database, DEMO_APPLICATIONS_KEY)) !== undefined) return;
  const edition = await demoEdition(database);
  if (!edition) return;
  const [existing] = await db
    .select({ id: compApplication.applicationId })
    .from(compApplication)
    .where(eq(compApplication.competitionId, edition.id))
    .limit(1);
  // A database seeded before the key existed: its demo applications were inserted then.
  if (existing) {
    await writeSeedState(database, DEMO_APPLICATIONS_KEY, 'done');
    return;
  }

  if (options.dataDir) {
    const storage = new LocalDiskStorage(join(options.dataDir, 'files'));
    for (const [key, title] of Object.values(DEMO_FILES)) {
      if (!(await storage.open(key))) await storage.put(key, demoPdf(title));
    }
  }
  const tracks = await tracksOf(database, edition.id);
  const categories = await db.select().from(compGroupCategory);
  const organisations = await db.select().from(compOrganisation);
  const regions = await db.select({ code: compRegion.regionCode, ancestors: compRegion.ancestors }).from(compRegion);
  const [industry] = await db
    .select({ value: sysDictData.dictValue })
    .from(sysDictData)
    .where(eq(sysDictData.dictType, 'comp_industry'))
    .orderBy(asc(sysDictData.dictSort))
    .limit(1);
  const cipher = new PersonalDataCipher(options.appSecret);
  const context = {
    competitionId: edition.id,
    tracks: new Map(tracks.map((t) => [t.trackId, t])),
    categories: new Map(categories.map((c) => [c.categoryId, c.trackId])),
    regions: new Map(regions.map((r) => [r.code, r.ancestors])),
    organisations: new Map(organisations.map((o) => [o.orgId, o.regionCode])),
    plan: { kind: 'all' } as const,
    // The demo's answers name no region; its industry is the dictionary's first value.
    answers: {},
  };
  const resource = (key: string) => `/profile/${key}`;
  const file = (kind: keyof typeof DEMO_FILES, name: string) => ({
    kind,
    path: resource(DEMO_FILES[kind][0]),
    fileName: name,
  });

  await database.transaction(async () => {
    const seq = new Map<number, number>();
    for (const [index, entry] of entries.entries()) {
      const track = tracks.find((t) => t.trackCode === entry.track);
      if (!track) continue;
      const regionCode = REGION_CODES[entry.region];
      const form: ParsedForm = {
        competitionId: edition.id,
        trackId: track.trackId,
        categoryId: categories.find((c) => c.trackId === track.trackId && c.categoryCode === entry.category)
          ?.categoryId,
        projectName: entry.projectName,
        industry: entry.track === 'adult' ? (industry?.value ?? null) : null,
        regionCode,
        orgId: organisations.find((o) => o.regionCode === regionCode)?.orgId,
        summary: `${entry.projectName}：演示数据`,
        leaderName: entry.leader[0],
        leaderMobile: entry.leader[1],
        leaderIdNumber: idOf(entry.leader[2], `${index}01`.slice(0, 3)),
        members: entry.members.map(([name, birth], m) => ({
          name,
          idNumber: idOf(birth, `${index}${m + 2}1`.slice(0, 3)),
          orgName: null,
          gradeOrTitle: null,
        })),
        mentors: [],
        attachments:
          entry.track === 'adult'
            ? [file('business_plan', '商业计划书.pdf'), file('pitch_deck', '路演材料.pdf')]
            : [file('project_report', '项目报告.pdf')],
        videoLink: null,
        answers:
          entry.track === 'adult'
            ? {
                industry: industry?.value ?? '',
                foundedOn: '2024-03-01',
                summary: `${entry.projectName}的项目简介`,
                ...(industry?.value === WEBSITE_INDUSTRY && { website: 'https://example.com/demo' }),
              }
            : { school: '演示学校', grade: '五年级', guardianConsent: resource(DEMO_FILES.guardian[0]) },
      };
      const records = formRecords(form, context, cipher);
      if (records instanceof FormProblem)
        throw new Error(`demo application ${entry.projectName}: ${records.field} ${records.text('en-US')}`);
      const n = (seq.get(track.trackId) ?? 0) + 1;
      seq.set(track.trackId, n);
      const code = `${track.trackCode.charAt(0).toUpperCase()}${String(edition.year).slice(-2)}-${String(n).padStart(4, '0')}`;
      const [{ applicationId }] = await insertApplications(
        database,
        [{ values: records.values, code, members: records.members }],
        SEED_AUTHOR,
        '2026-10-18 09:00:00',
      );
      // The demo files are read by whoever may read these applications (FileAccess).
      const cited = citedFileKeys(records.values, track);
      for (const key of cited) await insertFile(database, key, null);
      await setObjectFiles(database, { kind: 'application', id: applicationId }, cited);
      const step = async ({
        action,
        from,
        to,
        at,
        reason = null,
        extra = {},
      }: {
        action: string;
        from: string;
        to: string;
        at: string;
        reason?: string | null;
        extra?: object;
      }) =>
        moveStatus(database, {
          change: { applicationId, action, from, to, reason },
          extra,
          by: SEED_AUTHOR,
          at,
          event: {
            levelNo: action === 'submit' ? null : 1,
          },
        });
      // Submitted applications wait at the first audit level.
      await step({
        action: 'submit',
        from: 'draft',
        to: 'submitted',
        at: '2026-10-20 10:00:00',
        extra: { submittedAt: '2026-10-20 10:00:00', auditLevel: 1 },
      });
      if (entry.projectName === RETURNED) {
        await step({ action: 'startAudit', from: 'submitted', to: 'under_audit', at: '2026-10-21 09:00:00' });
        await step({
          action: 'return',
          from: 'under_audit',
          to: 'returned',
          at: '2026-10-22 15:30:00',
          reason: '请补充商业计划书中的财务预测',
          extra: { returnCount: 1, returnDeadline: '2026-12-20 23:59:59', auditLevel: null, returnLevel: 1 },
        });
      }
    }
    await writeSeedState(database, DEMO_APPLICATIONS_KEY, 'done');
  });
  log('seed: demo applications inserted');
}

/**
 * The edition the demo seed created: recorded when it was inserted; a database seeded before that
 * record existed is recognised by the seeded name and author, and the record is written then.
 */
async function demoEdition(database: Database): Promise<{ id: number; year: number } | undefined> {
  const db = database.exec();
  const columns = { id: compCompetition.competitionId, year: compCompetition.editionYear };
  const recorded = await readSeedState(database, DEMO_EDITION_KEY);
  if (recorded !== undefined) {
    const id = Number(recorded);
    if (!Number.isSafeInteger(id)) return undefined;
    const [edition] = await db.select(columns).from(compCompetition).where(eq(compCompetition.competitionId, id));
    return edition;
  }
  const [edition] = await db
    .select(columns)
    .from(compCompetition)
    .where(and(eq(compCompetition.competitionName, DEMO_EDITION_NAME), eq(compCompetition.createBy, SEED_AUTHOR)))
    .orderBy(asc(compCompetition.competitionId))
    .limit(1);
  if (edition) await writeSeedState(database, DEMO_EDITION_KEY, String(edition.id));
  return edition;
}
