import {
  autoGroupingForm,
  expertGroupForm,
  promotionRule,
  type RubricCriterion,
  reviewTaskForm,
  type SheetItems,
} from '@cbo/contracts';
import { and, asc, eq, inArray, ne, notInArray, or } from 'drizzle-orm';
import { formatDateTime } from '../../lib/date-time';
import { seededNumbers } from '../../lib/seeded-random';
import { AuditService } from '../../modules/comp/audit/audit.service';
import { ExpertGroupService } from '../../modules/comp/expert-group/expert-group.service';
import { ExpertGroupMembersService } from '../../modules/comp/expert-group/expert-group-members.service';
import { GroupingService } from '../../modules/comp/grouping/grouping.service';
import { PromotionService } from '../../modules/comp/promotion/promotion.service';
import { RatingComputeService } from '../../modules/comp/rating/rating-compute.service';
import { rubricVersion } from '../../modules/comp/rubric/rubric.api';
import type { CompScopePlan } from '../../modules/comp/scope/comp-scope';
import { type Caller, ScoringService } from '../../modules/comp/scoring/scoring.service';
import { TaskinfoService } from '../../modules/comp/taskinfo/taskinfo.service';
import type { AppContext } from '../../modules/module';
import type { SessionUser } from '../../plugins/access';
import { withStartupLock } from '../migrate';
import {
  compApplication,
  compReviewAssignment,
  compReviewGroup,
  compReviewTask,
  compRubric,
  compStage,
  compTrack,
  sysUser,
} from '../schema';
import { seedDemoSchedule } from './demo-schedule';
import { SEED_AUTHOR } from './seed-author';
import { DEMO_APPLICATIONS_KEY, DEMO_EDITION_KEY, DEMO_JUDGING_KEY, readSeedState, writeSeedState } from './seed-state';

// The demo judging round (docs/rating.md, "Demo round"): on a fresh demo database the judging pages
// show a whole round instead of nothing. Every business row goes through the modules' services, so
// the audit trail, the locks, the HMAC score chains and the result versions are the real ones. Run
// once after the app's services exist (app.ts), remembered in the seed state.

/** The names the demo round gives its tasks (data, stored in Chinese like every seeded name). */
export const DEMO_TASK_A = '演示：初赛网络评审';
export const DEMO_TASK_B = '演示：校级初赛网络评审';
export const DEMO_BATCH = '演示：初赛晋级名单';
/** The fixed seeds: the same demo database gives the same round on any machine. */
const SEED_A = 'demo-judging-a';
const SEED_B = 'demo-judging-b';
const PANEL_SIZE = 5;
const ALL: CompScopePlan = { kind: 'all' };
const REASON = '演示数据：已核实无利益关系';

export interface DemoJudgingOutcome {
  status: 'done' | 'skipped';
  /** What was built, or why nothing was. */
  detail: string;
}

/** Runs the round once; the answer says what happened (the caller logs it). Never throws for "nothing to do". */
export async function seedDemoJudging(ctx: AppContext): Promise<DemoJudgingOutcome> {
  const { database } = ctx;
  if ((await readSeedState(database, DEMO_JUDGING_KEY)) !== undefined) {
    return { status: 'skipped', detail: 'already seeded' };
  }
  const skip = async (detail: string): Promise<DemoJudgingOutcome> => {
    await writeSeedState(database, DEMO_JUDGING_KEY, 'skipped');
    return { status: 'skipped', detail };
  };
  const edition = Number(await readSeedState(database, DEMO_EDITION_KEY));
  if (!Number.isSafeInteger(edition) || edition <= 0) return skip('no demo edition');
  if ((await readSeedState(database, DEMO_APPLICATIONS_KEY)) !== 'done') return skip('no demo applications');
  const stages = await preliminaryStages(ctx, edition);
  const adult = stages.find((stage) => stage.trackCode === 'adult');
  const teen = stages.find((stage) => stage.trackCode === 'teen');
  if (!adult) return skip('the demo edition has no adult preliminary');
  // Staff already judging by hand: the demo never writes over a round someone started.
  if (await judgingStarted(ctx, edition)) return skip('review groups or tasks exist already');
  // Only over the seeded applications as seeded: never decide the audit of anyone's real work.
  if (!(await applicationsAsSeeded(ctx, edition))) return skip('the demo applications were changed or added to');

  const admin = await adminSession(ctx);
  await approveWaiting(ctx, edition, admin);

  const services = {
    grouping: new GroupingService(ctx),
    groups: new ExpertGroupService(ctx),
    tasks: new TaskinfoService(ctx),
    scoring: new ScoringService(ctx),
    computing: new RatingComputeService(ctx),
  };
  const members = new ExpertGroupMembersService({ ...ctx, groups: services.groups });
  const built: string[] = [];

  const roundA = await buildRound(ctx, services, members, adult, { withDemoExpert: false });
  if (!roundA) return skip('the adult preliminary has no approved application or no rubric');
  const taskA = await publishTask(ctx, services.tasks, adult, roundA, DEMO_TASK_A, SEED_A, 7);
  const assignmentsA = await liveAssignments(ctx, taskA);
  const criteriaA = await criteriaOf(ctx, roundA.rubricId);
  const random = seededNumbers(`${SEED_A}:scores`);
  const quality = new Map<number, number>();
  const leniency = new Map<number, number>();
  for (const assignment of assignmentsA) {
    if (!quality.has(assignment.applicationId)) quality.set(assignment.applicationId, random());
    if (!leniency.has(assignment.userId)) leniency.set(assignment.userId, random());
    // The project's quality leads, each judge's leniency and some noise follow, so the ranking
    // is clear and the consistency tab still tells the judges apart.
    const items = demoItems(
      criteriaA,
      (quality.get(assignment.applicationId) ?? 0.5) * 0.55 +
        (leniency.get(assignment.userId) ?? 0.5) * 0.2 +
        random() * 0.25,
    );
    await submitSheet(services.scoring, assignment, taskA, items);
  }
  await services.tasks.close(taskA, ALL, SEED_AUTHOR);
  const summary = await services.computing.compute(taskA, ALL, SEED_AUTHOR);
  built.push(
    `task A #${taskA}: ${assignmentsA.length} sheets submitted, version ${summary.versionNo} with ${summary.ranked} ranked`,
  );
  built.push(await draftDemoBatch(ctx, adult.stageId));

  const roundB = teen ? await buildRound(ctx, services, members, teen, { withDemoExpert: true }) : undefined;
  if (teen && roundB) {
    const taskB = await publishTask(ctx, services.tasks, teen, roundB, DEMO_TASK_B, SEED_B, 14);
    const assignmentsB = await liveAssignments(ctx, taskB);
    const criteriaB = await criteriaOf(ctx, roundB.rubricId);
    const randomB = seededNumbers(`${SEED_B}:scores`);
    let submitted = 0;
    // The other judges are done; the demo `expert` still has every one of theirs to do.
    for (const assignment of assignmentsB) {
      if (assignment.userName === 'expert') continue;
      await submitSheet(services.scoring, assignment, taskB, demoItems(criteriaB, 0.3 + randomB() * 0.6));
      submitted += 1;
    }
    const open = assignmentsB.length - submitted;
    built.push(`task B #${taskB}: in progress, ${submitted} sheets submitted, ${open} left to the demo expert`);
  } else {
    built.push('task B not built: the teenage preliminary has no approved application or no rubric');
  }
  await writeSeedState(database, DEMO_JUDGING_KEY, 'done');
  return { status: 'done', detail: built.join('; ') };
}

interface Stage {
  stageId: number;
  trackCode: string | null;
}

interface Round {
  rubricId: number;
  pairs: Array<{ reviewGroupId: number; expertGroupId: number }>;
}

interface Services {
  grouping: GroupingService;
  groups: ExpertGroupService;
  tasks: TaskinfoService;
  scoring: ScoringService;
  computing: RatingComputeService;
}

async function preliminaryStages(ctx: AppContext, edition: number): Promise<Stage[]> {
  return ctx.database
    .exec()
    .select({ stageId: compStage.stageId, trackCode: compTrack.trackCode })
    .from(compStage)
    .innerJoin(compTrack, eq(compTrack.trackId, compStage.trackId))
    .where(and(eq(compStage.competitionId, edition), eq(compStage.stageKind, 'preliminary')))
    .orderBy(asc(compStage.stageId));
}

async function judgingStarted(ctx: AppContext, edition: number): Promise<boolean> {
  const db = ctx.database.exec();
  const stageIds = db.select({ id: compStage.stageId }).from(compStage).where(eq(compStage.competitionId, edition));
  const [group] = await db
    .select({ id: compReviewGroup.reviewGroupId })
    .from(compReviewGroup)
    .where(inArray(compReviewGroup.stageId, stageIds))
    .limit(1);
  const [task] = await db
    .select({ id: compReviewTask.taskId })
    .from(compReviewTask)
    .where(inArray(compReviewTask.stageId, stageIds))
    .limit(1);
  return Boolean(group || task);
}

/**
 * A promotion batch drafted from task A's results (the top two of the stage into the track's next
 * stage), so 晋级与评分 › 晋级批次 has one to approve and publish: drafted by the seed, any staff
 * member holding comp:upgrading:approve may approve it (docs/promotion.md).
 */
async function draftDemoBatch(ctx: AppContext, stageId: number): Promise<string> {
  const rule = promotionRule.parse({ scope: 'stage', method: 'top_n', n: 2 });
  try {
    const batchId = await new PromotionService(ctx).draft(
      { stageId, purpose: 'promotion', title: DEMO_BATCH, rule },
      ALL,
      SEED_AUTHOR,
    );
    return `promotion batch #${batchId} drafted`;
  } catch (error) {
    // A demo edition without a next adult stage: the round stays as it is, without a batch.
    return `no promotion batch: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/** Every application of the edition is a seeded one, still submitted or returned as seeded. */
async function applicationsAsSeeded(ctx: AppContext, edition: number): Promise<boolean> {
  const [other] = await ctx.database
    .exec()
    .select({ id: compApplication.applicationId })
    .from(compApplication)
    .where(
      and(
        eq(compApplication.competitionId, edition),
        or(ne(compApplication.createBy, SEED_AUTHOR), notInArray(compApplication.status, ['submitted', 'returned'])),
      ),
    )
    .limit(1);
  return !other;
}

/** The administrator decides at every audit level (docs/audit.md); the seed acts in their name. */
async function adminSession(ctx: AppContext): Promise<SessionUser> {
  const [admin] = await ctx.database
    .exec()
    .select({ userId: sysUser.userId, deptId: sysUser.deptId })
    .from(sysUser)
    .where(eq(sysUser.userName, SEED_AUTHOR));
  return {
    tokenId: 'seed',
    userId: admin?.userId ?? 1,
    userName: SEED_AUTHOR,
    deptId: admin?.deptId ?? null,
    roles: ['admin'],
    permissions: ['*:*:*'],
    scopeRoles: [],
    compScope: '1',
    permVersion: 'seed',
  };
}

/**
 * The demo applications the round judges pass both audit levels (approved): every adult one
 * waiting, and the first teenage one, so the auditor's queue on a fresh demo still holds the
 * other teenage applications to decide.
 */
async function approveWaiting(ctx: AppContext, edition: number, admin: SessionUser): Promise<void> {
  const audit = new AuditService(ctx);
  const waiting = await ctx.database
    .exec()
    .select({ id: compApplication.applicationId, trackCode: compTrack.trackCode })
    .from(compApplication)
    .innerJoin(compTrack, eq(compTrack.trackId, compApplication.trackId))
    .where(
      and(
        eq(compApplication.competitionId, edition),
        inArray(compApplication.status, ['submitted', 'under_audit']),
        eq(compApplication.auditLevel, 1),
      ),
    )
    .orderBy(asc(compApplication.applicationId));
  const firstTeen = waiting.find((row) => row.trackCode === 'teen')?.id;
  const chosen = waiting.filter((row) => row.trackCode !== 'teen' || row.id === firstTeen).map((row) => row.id);
  if (chosen.length === 0) return;
  for (const levelNo of [1, 2]) {
    await audit.decide({ applicationIds: chosen, levelNo, decision: 'approve' }, ALL, admin);
  }
}

/**
 * The stage's review groups auto-built from its approved applications, and for each an expert
 * group of the stage's panel: the first five active experts of the track clear of every conflict
 * with the stage's applications (by expert id), plus the demo `expert` when asked. One panel sits
 * in every group so the consistency tab compares each judge over all of the stage's applications.
 */
async function buildRound(
  ctx: AppContext,
  services: Services,
  members: ExpertGroupMembersService,
  stage: Stage,
  { withDemoExpert }: { withDemoExpert: boolean },
): Promise<Round | undefined> {
  const [rubric] = await ctx.database
    .exec()
    .select({ rubricId: compRubric.rubricId })
    .from(compRubric)
    .where(eq(compRubric.stageId, stage.stageId))
    .orderBy(asc(compRubric.rubricId))
    .limit(1);
  if (!rubric) return undefined;
  await services.grouping.save(autoGroupingForm.parse({ stageId: stage.stageId, targetSize: 10 }), ALL, SEED_AUTHOR);
  const reviewGroups = await ctx.database
    .exec()
    .select({ reviewGroupId: compReviewGroup.reviewGroupId, groupName: compReviewGroup.groupName })
    .from(compReviewGroup)
    .where(eq(compReviewGroup.stageId, stage.stageId))
    .orderBy(asc(compReviewGroup.reviewGroupId));
  if (reviewGroups.length === 0) return undefined;
  const pairs: Round['pairs'] = [];
  let panel: number[] | undefined;
  for (const [index, group] of reviewGroups.entries()) {
    const expertGroupId = await services.groups.add(
      expertGroupForm.parse({
        stageId: stage.stageId,
        groupName: `演示专家组·${index + 1}`,
        capacity: PANEL_SIZE + 1,
        remark: '演示数据',
      }),
      ALL,
      SEED_AUTHOR,
    );
    // Bind first, so the candidates' conflicts are checked against the group's applications.
    await services.grouping.edit(
      { reviewGroupId: group.reviewGroupId, groupName: group.groupName, expertGroupId },
      ALL,
      SEED_AUTHOR,
    );
    const candidates = await members.candidates(expertGroupId, ALL, { track: stage.trackCode ?? undefined }, 'zh-CN');
    const clear = candidates.filter((candidate) => candidate.verdict === 'clear');
    panel ??= clear
      .filter((candidate) => candidate.userName !== 'expert')
      .slice(0, PANEL_SIZE)
      .map((candidate) => candidate.expertId);
    const chosen = panel.filter((id) => clear.some((candidate) => candidate.expertId === id));
    const demo = candidates.find((candidate) => candidate.userName === 'expert' && candidate.verdict !== 'block');
    const experts = chosen.map((expertId) => ({ expertId, reason: REASON }));
    if (withDemoExpert && demo) experts.push({ expertId: demo.expertId, reason: REASON });
    if (experts.length > 0) await members.add(expertGroupId, ALL, experts, SEED_AUTHOR);
    pairs.push({ reviewGroupId: group.reviewGroupId, expertGroupId });
  }
  return { rubricId: rubric.rubricId, pairs };
}

async function publishTask(
  ctx: AppContext,
  tasks: TaskinfoService,
  stage: Stage,
  round: Round,
  taskName: string,
  seed: string,
  dueInDays: number,
): Promise<number> {
  const form = reviewTaskForm.parse({
    stageId: stage.stageId,
    taskName,
    rubricId: round.rubricId,
    groups: round.pairs,
    mode: 'all_in_group',
    dueAt: formatDateTime(ctx.clock.now() + dueInDays * 86_400_000),
  });
  const taskId = await tasks.add(form, ALL, SEED_AUTHOR);
  await tasks.publish(taskId, seed, ALL, SEED_AUTHOR);
  return taskId;
}

interface LiveAssignment {
  assignmentId: number;
  applicationId: number;
  userId: number;
  userName: string;
}

async function liveAssignments(ctx: AppContext, taskId: number): Promise<LiveAssignment[]> {
  return ctx.database
    .exec()
    .select({
      assignmentId: compReviewAssignment.assignmentId,
      applicationId: compReviewAssignment.applicationId,
      userId: compReviewAssignment.userId,
      userName: sysUser.userName,
    })
    .from(compReviewAssignment)
    .innerJoin(sysUser, eq(sysUser.userId, compReviewAssignment.userId))
    .where(and(eq(compReviewAssignment.taskId, taskId), ne(compReviewAssignment.status, 'voided')))
    .orderBy(asc(compReviewAssignment.assignmentId));
}

async function criteriaOf(ctx: AppContext, rubricId: number): Promise<RubricCriterion[]> {
  return (await rubricVersion(ctx.database, rubricId))?.criteria ?? [];
}

/**
 * A sheet at `level` (0..1) of each criterion's range, on its step, with a comment on every
 * criterion so a rubric asking for one at low or high marks is satisfied.
 */
export function demoItems(criteria: readonly RubricCriterion[], level: number): SheetItems {
  const share = Math.min(1, Math.max(0, level));
  const items: SheetItems = {};
  for (const criterion of criteria) {
    const steps = Math.floor((criterion.max - criterion.min) / criterion.step + 1e-9);
    const value = criterion.min + Math.round(share * steps) * criterion.step;
    items[criterion.code] = { value: Math.round(value * 100) / 100, comment: `演示评语：${criterion.name}` };
  }
  return items;
}

/** The expert's own path: the statement first, then the submit (one revision of the chain). */
async function submitSheet(
  scoring: ScoringService,
  assignment: LiveAssignment,
  taskId: number,
  items: SheetItems,
): Promise<void> {
  const caller: Caller = { userId: assignment.userId, userName: assignment.userName, clientIp: '127.0.0.1' };
  const params = { taskId, applicationId: assignment.applicationId };
  await scoring.confirmStatement(caller, params);
  await scoring.save(caller, params, { items, overallComment: '演示数据：自动生成的评审意见' }, 'submit');
}

/**
 * The boot's call (app.ts, onReady): under the start-up lock so instances starting together build
 * it once; one log line; a failure is logged and never stops the server. A failed round is not
 * tried again (its partial state stays for staff to see or remove, like the demo applications').
 */
export async function runDemoJudging(
  ctx: AppContext,
  logger: { info(msg: string): void; error(obj: object, msg: string): void },
): Promise<void> {
  const started = Date.now();
  try {
    const outcome = await withStartupLock(ctx.database, () => seedDemoJudging(ctx));
    if (outcome.detail !== 'already seeded') {
      logger.info(`demo judging round ${outcome.status} in ${Date.now() - started} ms: ${outcome.detail}`);
    }
    const schedule = await withStartupLock(ctx.database, () => seedDemoSchedule(ctx));
    if (schedule !== 'already seeded') logger.info(`demo schedule: ${schedule}`);
  } catch (error) {
    logger.error({ err: error }, 'demo judging round not built');
    await writeSeedState(ctx.database, DEMO_JUDGING_KEY, 'failed').catch(() => undefined);
  }
}
