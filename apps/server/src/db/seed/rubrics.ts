import type { RubricCriterion } from '@cbo/contracts';
import { rubricCriteria } from '@cbo/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../database';
import { compRubric, compStage, compTrack } from '../schema';
import { SEED_AUTHOR, type SeedLog, silentLog } from './seed-author';
import { DEMO_EDITION_KEY, DEMO_RUBRICS_KEY, readSeedState, writeSeedState } from './seed-state';

// Demo rubrics (docs/rubrics.md): each judging stage of the demo edition gets the rubric of its
// track, once. A criterion's maximum is its weight in points (weight 1), so a sheet's total is out
// of 100; anchors are five bands of the maximum with the text an expert reads.

type Band = readonly [low: number, text: string];
type Spec = { code: string; name: string; description: string; max: number; bands: readonly Band[] };

/** Band shares from the top: 90-100%, 75-90%, 60-75%, 40-60%, 0-40%. */
const SHARES = [0.9, 0.75, 0.6, 0.4, 0] as const;
const STEP = 0.5;

const ADULT: Spec[] = [
  {
    code: 'innovation',
    name: '创新性',
    description: '技术、产品或商业模式的新颖程度与先进性，核心技术的自主性和知识产权情况',
    max: 25,
    bands: [
      [SHARES[0], '核心技术国内领先或填补空白，拥有发明专利等自主知识产权，创新点清晰且难以模仿'],
      [SHARES[1], '技术或模式有明显创新，具备一定自主知识产权，与同类产品相比优势突出'],
      [SHARES[2], '在现有技术或模式上有改进，创新点可以识别，但优势不够明显'],
      [SHARES[3], '创新点较少，主要沿用已有技术或模式，差异化不足'],
      [SHARES[4], '缺乏创新，与市场上已有产品基本相同'],
    ],
  },
  {
    code: 'market',
    name: '市场前景',
    description: '目标市场的规模与增长，用户需求的真实性，竞争格局分析与市场进入策略',
    max: 25,
    bands: [
      [SHARES[0], '市场空间大且增长快，需求经过付费用户验证，竞争分析透彻，进入策略切实可行'],
      [SHARES[1], '市场规模可观，需求真实，已有试用或意向客户，竞争分析较完整'],
      [SHARES[2], '市场定位基本清楚，需求有一定依据，竞争分析和推广计划较粗略'],
      [SHARES[3], '市场规模或需求论证不足，对竞争对手了解有限'],
      [SHARES[4], '目标市场不清楚，缺少需求依据和市场分析'],
    ],
  },
  {
    code: 'team',
    name: '团队',
    description: '核心成员的专业背景、行业经验与分工，团队的执行力和股权结构的合理性',
    max: 20,
    bands: [
      [SHARES[0], '核心成员专业互补、行业经验丰富，分工明确，股权结构合理，已有突出的执行成果'],
      [SHARES[1], '团队结构完整，关键岗位有相关经验，执行情况良好'],
      [SHARES[2], '团队基本能支撑项目起步，部分关键岗位经验欠缺'],
      [SHARES[3], '团队成员较少或背景与项目关联不大，分工不清'],
      [SHARES[4], '团队不完整，难以支撑项目实施'],
    ],
  },
  {
    code: 'business_model',
    name: '商业模式',
    description: '盈利模式与收入来源，成本结构与财务预测的合理性，融资计划与资金使用',
    max: 15,
    bands: [
      [SHARES[0], '盈利模式清晰且已被验证，收入稳定增长，财务预测依据充分，资金使用计划合理'],
      [SHARES[1], '盈利路径明确，已有初步收入，财务预测基本合理'],
      [SHARES[2], '盈利模式可以理解，但收入尚未验证，财务预测偏乐观'],
      [SHARES[3], '盈利模式模糊，成本和收入测算缺少依据'],
      [SHARES[4], '没有可行的盈利模式或财务测算'],
    ],
  },
  {
    code: 'social_value',
    name: '社会价值',
    description: '带动就业、服务区域发展、节能环保或公益等方面的社会效益',
    max: 15,
    bands: [
      [SHARES[0], '社会效益显著，可量化地带动就业或服务民生、生态，具有示范推广意义'],
      [SHARES[1], '社会效益明确，对就业或区域发展有较好的带动作用'],
      [SHARES[2], '有一定社会效益，但范围有限或缺少量化依据'],
      [SHARES[3], '社会效益不明显'],
      [SHARES[4], '看不出社会效益，或可能带来负面影响'],
    ],
  },
];

const TEEN: Spec[] = [
  {
    code: 'innovation',
    name: '创新性',
    description: '选题和思路的新颖程度，是否提出了自己的想法或改进',
    max: 30,
    bands: [
      [SHARES[0], '选题新颖，有独到的想法或巧妙的设计，明显超出同龄人的一般水平'],
      [SHARES[1], '在已有作品基础上有自己的改进，创意清楚'],
      [SHARES[2], '有一定新意，但与常见作品相似之处较多'],
      [SHARES[3], '创意较少，主要模仿已有作品'],
      [SHARES[4], '没有体现自己的想法'],
    ],
  },
  {
    code: 'scientific',
    name: '科学性',
    description: '原理是否正确，实验或调查方法是否合理，数据和结论是否可靠',
    max: 25,
    bands: [
      [SHARES[0], '原理正确，实验设计严谨，有对照和重复，数据完整，结论可靠'],
      [SHARES[1], '原理基本正确，方法合理，数据较完整，结论有依据'],
      [SHARES[2], '原理大体正确，但实验或数据不够充分'],
      [SHARES[3], '原理或方法存在明显问题，结论依据不足'],
      [SHARES[4], '存在科学性错误'],
    ],
  },
  {
    code: 'practicality',
    name: '实用性',
    description: '作品能否解决生活、学习或社会中的实际问题，制作是否可行',
    max: 25,
    bands: [
      [SHARES[0], '针对真实问题，作品完成度高并经过实际使用，效果明显'],
      [SHARES[1], '解决的问题明确，作品可以正常使用'],
      [SHARES[2], '有一定实用价值，但完成度或效果一般'],
      [SHARES[3], '实用价值有限，作品尚不能正常使用'],
      [SHARES[4], '看不出实际用途'],
    ],
  },
  {
    code: 'presentation',
    name: '展示表达',
    description: '材料的条理性，讲解是否清楚，回答提问是否体现本人的理解',
    max: 20,
    bands: [
      [SHARES[0], '材料条理清楚，讲解生动准确，能独立、熟练地回答提问'],
      [SHARES[1], '表达清楚，能回答大部分提问'],
      [SHARES[2], '表达基本清楚，部分问题回答不够准确'],
      [SHARES[3], '表达不够清楚，较多依赖他人或材料'],
      [SHARES[4], '不能说明作品的内容'],
    ],
  },
];

/** A band's first score on the step grid at or above a share of the maximum. */
const bandStart = (max: number, share: number) => Math.ceil((max * share) / STEP) * STEP;

export function demoCriteria(specs: readonly Spec[]): RubricCriterion[] {
  return rubricCriteria.parse(
    specs.map((spec) => ({
      code: spec.code,
      name: spec.name,
      description: spec.description,
      min: 0,
      max: spec.max,
      step: STEP,
      weight: 1,
      required: true,
      independent: false,
      anchors: spec.bands.map(([low, text], index) => ({
        from: bandStart(spec.max, low),
        // A band ends one step below the next band up (the top band at the maximum).
        to: index === 0 ? spec.max : bandStart(spec.max, SHARES[index - 1]) - STEP,
        text,
      })),
      comment: [
        { when: 'at_or_below', share: 0.4 },
        { when: 'at_or_above', share: 0.95 },
      ],
    })),
  );
}

export const DEMO_RUBRICS = {
  adult: { name: '创业项目评分标准', criteria: () => demoCriteria(ADULT) },
  teen: { name: '青少年科创作品评分标准', criteria: () => demoCriteria(TEEN) },
} as const;

/** Each judging stage of the demo edition gets its track's rubric (the adult one without a track), once. */
export async function seedDemoRubrics(database: Database, log: SeedLog = silentLog): Promise<void> {
  if ((await readSeedState(database, DEMO_RUBRICS_KEY)) !== undefined) return;
  const edition = Number(await readSeedState(database, DEMO_EDITION_KEY));
  if (!edition) return;
  await database.transaction(async () => {
    const db = database.exec();
    const stages = await db
      .select({ stageId: compStage.stageId, trackCode: compTrack.trackCode })
      .from(compStage)
      .leftJoin(compTrack, eq(compTrack.trackId, compStage.trackId))
      .where(
        and(eq(compStage.competitionId, edition), inArray(compStage.stageKind, ['preliminary', 'semi_final', 'final'])),
      );
    for (const stage of stages) {
      const demo = stage.trackCode === 'teen' ? DEMO_RUBRICS.teen : DEMO_RUBRICS.adult;
      const [row] = await db
        .insert(compRubric)
        .values({ stageId: stage.stageId, rubricName: demo.name, criteria: demo.criteria(), createBy: SEED_AUTHOR })
        .returning({ id: compRubric.rubricId });
      await db
        .update(compRubric)
        .set({ rootId: row?.id })
        .where(eq(compRubric.rubricId, row?.id as number));
    }
    await writeSeedState(database, DEMO_RUBRICS_KEY, 'done');
    log(`seed: demo rubrics for ${stages.length} judging stages inserted`);
  });
}
