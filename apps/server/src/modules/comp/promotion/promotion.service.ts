import {
  AWARD_METHODS,
  type BatchEvent,
  type BatchPurpose,
  type BatchStatus,
  type DecisionReason,
  type DecisionResult,
  JUDGING_STAGE_KINDS,
  type PromotionBatch,
  type PromotionDecision,
  type PromotionPreview,
  type PromotionRule,
  promotionRule,
  type StagePromotionRule,
} from '@cbo/contracts';
import { AppError } from '../../../lib/app-error';
import { formatDateTime } from '../../../lib/date-time';
import type { AppContext } from '../../module';
import { publicityStatus } from '../notice/publicity.service';
import type { CompScopePlan } from '../scope/comp-scope';
import { planPromotion } from './plan';
import type { PlanDecision, PlanOutput } from './plan-types';
import * as repo from './promotion.repository';
import { type LoadedInputs, loadPlanInputs } from './promotion-inputs';

// Promotion batches (docs/promotion.md): a stage's rule, the preview with what-if, drafting,
// overrides, redraft and the approval steps. Publication, finalization and revoke live in
// promotion-publication.service.ts.

type Page = { pageNum: number; pageSize: number };
const isJudging = (kind: string) => (JUDGING_STAGE_KINDS as readonly string[]).includes(kind);
const kindOrder = (kind: string) => (JUDGING_STAGE_KINDS as readonly string[]).indexOf(kind);
const UP: readonly string[] = ['promoted', 'awarded'];

/** How a batch status and a step read in a refusal. */
export const STATUS_TEXT: Record<BatchStatus, { 'zh-CN': string; 'en-US': string }> = {
  draft: { 'zh-CN': '草稿', 'en-US': 'a draft' },
  pending_approval: { 'zh-CN': '待审批', 'en-US': 'pending approval' },
  approved: { 'zh-CN': '已审批', 'en-US': 'approved' },
  in_publicity: { 'zh-CN': '公示中', 'en-US': 'in publicity' },
  amending: { 'zh-CN': '修订中', 'en-US': 'being amended' },
  finalized: { 'zh-CN': '已确认', 'en-US': 'finalized' },
  revoked: { 'zh-CN': '已撤销', 'en-US': 'revoked' },
};
const ACTION_TEXT = {
  edit: { 'zh-CN': '调整', 'en-US': 'change its decisions' },
  submit: { 'zh-CN': '提交审批', 'en-US': 'submit it' },
  approve: { 'zh-CN': '审批', 'en-US': 'approve it' },
  return: { 'zh-CN': '退回', 'en-US': 'return it' },
  publish: { 'zh-CN': '发布公示', 'en-US': 'publish it' },
  finalize: { 'zh-CN': '确认结果', 'en-US': 'finalize it' },
  revoke: { 'zh-CN': '撤销', 'en-US': 'revoke it' },
} as const;
export type BatchAction = keyof typeof ACTION_TEXT;

export function wrongStatus(batch: { title: string; status: BatchStatus }, action: BatchAction): AppError {
  return AppError.rule('promotion.wrongStatus', {
    title: batch.title,
    status: STATUS_TEXT[batch.status],
    action: ACTION_TEXT[action],
  });
}

/** The stage after `stage` for a track: the next judging stage by seq among the track's and the edition-wide ones. */
export function nextStageFor(
  stages: repo.StageRow[],
  stage: repo.StageRow,
  trackId: number | null,
): repo.StageRow | undefined {
  const after = (other: repo.StageRow) =>
    other.seq > stage.seq || (other.seq === stage.seq && kindOrder(other.stageKind) > kindOrder(stage.stageKind));
  return stages
    .filter(
      (other) =>
        other.stageId !== stage.stageId &&
        (other.trackId === null || trackId === null || other.trackId === trackId) &&
        after(other),
    )
    .sort((a, b) => a.seq - b.seq || kindOrder(a.stageKind) - kindOrder(b.stageKind) || a.stageId - b.stageId)[0];
}

/** The form's defaults until a rule is saved. */
export function defaultRule(purpose: BatchPurpose): PromotionRule {
  return promotionRule.parse(
    purpose === 'award' ? { scope: 'stage', method: 'award_counts' } : { scope: 'stage', method: 'top_n', n: 10 },
  );
}

function checkPurpose(purpose: BatchPurpose, rule: PromotionRule) {
  const award = AWARD_METHODS.includes(rule.method);
  if (purpose === 'award' && !award) throw AppError.invalid('method', 'promotion.awardMethodOnly');
  if (purpose === 'promotion' && award) throw AppError.invalid('method', 'promotion.promotionMethodOnly');
}

/** Who moves in and out between two outcomes (entry id → promoted or awarded). */
export function movedBetween(
  before: Set<number>,
  after: Set<number>,
  meta: Map<number, { code: string; projectName: string }>,
) {
  const named = (ids: number[]) =>
    ids
      .map((id) => ({ code: meta.get(id)?.code ?? String(id), projectName: meta.get(id)?.projectName ?? '' }))
      .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  return {
    movedIn: named([...after].filter((id) => !before.has(id))),
    movedOut: named([...before].filter((id) => !after.has(id))),
  };
}

export class PromotionService {
  constructor(private readonly ctx: AppContext) {}

  now(): string {
    return formatDateTime(this.ctx.clock.now());
  }

  /** A judging stage in scope; anything else answers 403 (a stage that is not judging: a message). */
  async stageOf(stageId: number, plan: CompScopePlan): Promise<repo.StageRow> {
    const { database } = this.ctx;
    const stage = await repo.stageById(database, stageId);
    if (!stage || !(await repo.stageInScope(database, stageId, plan))) throw AppError.forbidden();
    if (!isJudging(stage.stageKind)) throw AppError.rule('promotion.notJudgingStage', { id: stageId });
    return stage;
  }

  /** A batch whose stage is in scope; anything else, and an id naming nothing, answers 403. */
  async batchOf(batchId: number, plan: CompScopePlan, lock = false): Promise<repo.BatchRow> {
    const { database } = this.ctx;
    const batch = await repo.batchById(database, batchId, lock);
    if (!batch || !(await repo.stageInScope(database, batch.stageId, plan))) throw AppError.forbidden();
    return batch;
  }

  async ruleOf(stageId: number, purpose: BatchPurpose, plan: CompScopePlan): Promise<StagePromotionRule> {
    await this.stageOf(stageId, plan);
    const saved = await repo.ruleOf(this.ctx.database, stageId, purpose);
    return {
      stageId,
      purpose,
      rule: saved ? promotionRule.parse(saved.rule) : defaultRule(purpose),
      saved: saved !== undefined,
      updateBy: saved?.updateBy ?? null,
      updateTime: saved?.updateTime ?? null,
    };
  }

  async saveRule(stageId: number, purpose: BatchPurpose, rule: PromotionRule, plan: CompScopePlan, by: string) {
    await this.stageOf(stageId, plan);
    checkPurpose(purpose, rule);
    await repo.saveRule(this.ctx.database, { stageId, purpose, rule, by, at: this.now() });
  }

  /** Runs the planner on the stage's latest final results. */
  async plan(
    stage: repo.StageRow,
    purpose: BatchPurpose,
    rule: PromotionRule,
  ): Promise<{ loaded: LoadedInputs; output: PlanOutput }> {
    const loaded = await loadPlanInputs(this.ctx.database, stage, purpose, rule);
    return { loaded, output: planPromotion(loaded.input) };
  }

  private levelNames(loaded: LoadedInputs, levels: repo.LevelRow[]) {
    const names = new Map<number, string>(loaded.input.levels.map((level) => [level.levelId, level.name]));
    for (const level of levels) names.set(level.levelId, level.name);
    return names;
  }

  async preview(
    form: {
      stageId: number;
      purpose: BatchPurpose;
      rule: PromotionRule;
      batchId?: number;
      filter: repo.DecisionFilter;
      pageNum: number;
      pageSize: number;
    },
    plan: CompScopePlan,
  ): Promise<PromotionPreview> {
    const stage = await this.stageOf(form.stageId, plan);
    checkPurpose(form.purpose, form.rule);
    const { loaded, output } = await this.plan(stage, form.purpose, form.rule);
    const after = new Set(output.decisions.filter((d) => UP.includes(d.result)).map((d) => d.entryId));
    let before: Set<number>;
    if (form.batchId !== undefined) {
      const batch = await this.batchOf(form.batchId, plan);
      if (batch.stageId !== stage.stageId) throw AppError.forbidden();
      const stored = await repo.decisionsOf(this.ctx.database, batch.batchId);
      before = new Set(stored.filter((d) => UP.includes(d.finalResult)).map((d) => d.entryId));
    } else {
      // The comparison runs on the same inputs with the saved rule (the defaults until saved).
      // The engine helper's `compareOutcomes` (./plan-compare) replaces this at integration.
      const saved = await repo.ruleOf(this.ctx.database, stage.stageId, form.purpose);
      const rule = saved ? promotionRule.parse(saved.rule) : defaultRule(form.purpose);
      const base = planPromotion({ ...loaded.input, rule, entries: loaded.input.entries });
      before = new Set(base.decisions.filter((d) => UP.includes(d.result)).map((d) => d.entryId));
    }
    const levels =
      form.purpose === 'award' ? await repo.levelsOf(this.ctx.database, stage.competitionId, stage.trackId) : [];
    const names = this.levelNames(loaded, levels);
    const rows = output.decisions.map((decision) => this.previewRow(decision, loaded, names));
    const { filter } = form;
    const filtered = rows.filter(
      (row) =>
        (!filter.result || row.finalResult === filter.result) &&
        (!filter.reason || row.reason === filter.reason) &&
        (!filter.code || row.code.includes(filter.code)) &&
        filter.overridden !== '1',
    );
    const start = (form.pageNum - 1) * form.pageSize;
    return {
      units: output.units.map((unit) => ({
        unitKey: unit.unitKey,
        unit: unit.unit,
        size: unit.size,
        quota: unit.quota,
        promoted: unit.promoted,
      })),
      summary: {
        entries: output.decisions.length,
        promoted: after.size,
        eliminated: output.decisions.filter((d) => d.result === 'eliminated').length,
        undecided: output.decisions.filter((d) => d.result === 'undecided').length,
        displaced: output.decisions.filter((d) => d.displacement !== null).length,
      },
      ...movedBetween(before, after, loaded.meta),
      total: filtered.length,
      rows: filtered.slice(start, start + form.pageSize),
      tasksWithoutResults: loaded.tasksWithoutResults,
    };
  }

  private previewRow(decision: PlanDecision, loaded: LoadedInputs, names: Map<number, string>): PromotionDecision {
    const meta = loaded.meta.get(decision.entryId);
    const levelName = decision.levelId === null ? null : (names.get(decision.levelId) ?? null);
    return {
      decisionId: null,
      entryId: decision.entryId,
      applicationId: decision.applicationId,
      code: meta?.code ?? '',
      projectName: meta?.projectName ?? '',
      orgName: meta?.orgName ?? null,
      regionName: meta?.regionName ?? null,
      categoryName: meta?.categoryName ?? null,
      reviewGroupName: meta?.reviewGroupName ?? null,
      unitKey: decision.unitKey,
      unit: decision.unitLabel,
      score: decision.score,
      rank: decision.rank,
      validSheets: decision.validSheets,
      proposedResult: decision.result,
      proposedLevelId: decision.levelId,
      proposedLevelName: levelName,
      finalResult: decision.result,
      finalLevelId: decision.levelId,
      finalLevelName: levelName,
      reason: decision.reason,
      displacement: decision.displacement,
      overrideReason: null,
      overriddenBy: null,
      overriddenAt: null,
    };
  }

  /** A promotion needs a next stage for the stage's track (for an edition-wide stage: any). */
  private async checkNextStage(stage: repo.StageRow) {
    const stages = await repo.judgingStages(this.ctx.database, stage.competitionId);
    if (!nextStageFor(stages, stage, stage.trackId)) {
      throw AppError.rule('promotion.noNextStage', { stage: stage.stageName });
    }
  }

  private decisionValues(output: PlanOutput, kept: Map<number, repo.StoredDecision>): repo.DecisionValues[] {
    return output.decisions.map((decision) => {
      const override = kept.get(decision.entryId);
      return {
        entryId: decision.entryId,
        applicationId: decision.applicationId,
        unitKey: decision.unitKey,
        unitLabel: decision.unitLabel.slice(0, 100),
        score: decision.score,
        rank: decision.rank,
        validSheets: decision.validSheets,
        proposedResult: decision.result,
        proposedLevelId: decision.levelId,
        finalResult: override ? override.finalResult : decision.result,
        finalLevelId: override ? override.finalLevelId : decision.levelId,
        reason: decision.reason,
        displacement: decision.displacement,
        overrideReason: override?.overrideReason ?? null,
        overriddenBy: override?.overriddenBy ?? null,
        overriddenAt: override?.overriddenAt ?? null,
      };
    });
  }

  async draft(
    form: { stageId: number; purpose: BatchPurpose; title: string; rule: PromotionRule },
    plan: CompScopePlan,
    by: string,
  ): Promise<number> {
    const { database } = this.ctx;
    const stage = await this.stageOf(form.stageId, plan);
    checkPurpose(form.purpose, form.rule);
    if (form.purpose === 'promotion') await this.checkNextStage(stage);
    const live = await repo.liveBatch(database, stage.stageId, form.purpose);
    if (live) throw AppError.rule('promotion.liveBatch', { title: live.title, status: STATUS_TEXT[live.status] });
    const { loaded, output } = await this.plan(stage, form.purpose, form.rule);
    if (loaded.versions.length === 0) throw AppError.rule('promotion.noFinalResults', { stage: stage.stageName });
    const at = this.now();
    const versions = loaded.versions.map(({ taskId, versionId, versionNo }) => ({ taskId, versionId, versionNo }));
    try {
      return await database.transaction(async () => {
        const batchId = await repo.insertBatch(database, {
          stageId: stage.stageId,
          competitionId: stage.competitionId,
          purpose: form.purpose,
          title: form.title,
          rule: form.rule,
          versions,
          by,
          at,
        });
        await repo.insertDecisions(database, batchId, this.decisionValues(output, new Map()));
        await repo.insertEvent(database, {
          batchId,
          action: 'drafted',
          fromStatus: null,
          toStatus: 'draft',
          detail: { rule: form.rule, versions, entries: output.decisions.length },
          by,
          at,
        });
        return batchId;
      });
    } catch (error) {
      // Two drafts at the same moment: the partial unique index keeps one.
      const again = await repo.liveBatch(database, stage.stageId, form.purpose);
      if (again) throw AppError.rule('promotion.liveBatch', { title: again.title, status: STATUS_TEXT[again.status] });
      throw error;
    }
  }

  private editable(batch: repo.BatchRow) {
    if (batch.status !== 'draft' && batch.status !== 'amending') throw wrongStatus(batch, 'edit');
  }

  async override(
    batchId: number,
    decisionId: number,
    form: { result: 'promoted' | 'awarded' | 'eliminated'; levelId: number | null; reason: string },
    plan: CompScopePlan,
    by: string,
  ) {
    const { database } = this.ctx;
    await this.batchOf(batchId, plan);
    const decision = await repo.decisionById(database, decisionId);
    if (!decision || decision.batchId !== batchId) throw AppError.forbidden();
    await database.transaction(async () => {
      const batch = await this.batchOf(batchId, plan, true);
      this.editable(batch);
      const purposeText = {
        promotion: { 'zh-CN': '晋级', 'en-US': 'promotion' },
        award: { 'zh-CN': '奖项', 'en-US': 'award' },
      };
      if (
        (form.result === 'promoted' && batch.purpose !== 'promotion') ||
        (form.result === 'awarded' && batch.purpose !== 'award')
      ) {
        throw AppError.invalid('result', 'promotion.resultPurpose', {
          result: form.result,
          purpose: purposeText[batch.purpose],
        });
      }
      let levelId: number | null = null;
      if (form.result === 'awarded') {
        const stage = await repo.stageById(database, batch.stageId);
        const levels = await repo.levelsOf(database, batch.competitionId, stage?.trackId ?? null);
        if (form.levelId === null || !levels.some((level) => level.levelId === form.levelId)) {
          throw AppError.invalid('levelId', 'promotion.levelRequired');
        }
        levelId = form.levelId;
      }
      const at = this.now();
      await repo.overrideDecision(database, { decisionId, result: form.result, levelId, reason: form.reason, by, at });
      await repo.touchBatch(database, batchId, repo.changedBy(by), by, at);
      await repo.insertEvent(database, {
        batchId,
        action: 'overridden',
        fromStatus: batch.status,
        toStatus: batch.status,
        detail: {
          decisionId,
          entryId: decision.entryId,
          applicationId: decision.applicationId,
          before: { result: decision.finalResult, levelId: decision.finalLevelId },
          after: { result: form.result, levelId },
          reason: form.reason,
        },
        by,
        at,
      });
    });
  }

  async redraft(batchId: number, rule: PromotionRule, plan: CompScopePlan, by: string) {
    const { database } = this.ctx;
    const current = await this.batchOf(batchId, plan);
    this.editable(current);
    checkPurpose(current.purpose, rule);
    const stage = await repo.stageById(database, current.stageId);
    if (!stage) throw AppError.forbidden();
    const { loaded, output } = await this.plan(stage, current.purpose, rule);
    if (loaded.versions.length === 0) throw AppError.rule('promotion.noFinalResults', { stage: stage.stageName });
    const versions = loaded.versions.map(({ taskId, versionId, versionNo }) => ({ taskId, versionId, versionNo }));
    await database.transaction(async () => {
      const batch = await this.batchOf(batchId, plan, true);
      this.editable(batch);
      const stored = await repo.decisionsOf(database, batchId);
      const present = new Set(output.decisions.map((d) => d.entryId));
      // Overrides of entries still present are applied again to the new decisions.
      const kept = new Map(
        stored.filter((d) => d.overriddenAt !== null && present.has(d.entryId)).map((d) => [d.entryId, d]),
      );
      const at = this.now();
      await repo.deleteDecisions(database, batchId);
      await repo.insertDecisions(database, batchId, this.decisionValues(output, kept));
      await repo.touchBatch(database, batchId, repo.redraftSet(rule, versions, by), by, at);
      await repo.insertEvent(database, {
        batchId,
        action: 'redrafted',
        fromStatus: batch.status,
        toStatus: batch.status,
        detail: { rule, versions, entries: output.decisions.length, overridesKept: kept.size },
        by,
        at,
      });
    });
  }

  async submit(batchId: number, plan: CompScopePlan, by: string) {
    const { database } = this.ctx;
    await database.transaction(async () => {
      const batch = await this.batchOf(batchId, plan, true);
      if (batch.status !== 'draft' && batch.status !== 'amending') throw wrongStatus(batch, 'submit');
      const undecided = await repo.countUndecided(database, batchId);
      if (undecided > 0) throw AppError.rule('promotion.undecided', { n: undecided });
      const at = this.now();
      await repo.moveBatch(database, {
        batchId,
        from: [batch.status],
        to: 'pending_approval',
        set: repo.submittedSet(at),
        by,
        at,
      });
      await repo.insertEvent(database, {
        batchId,
        action: 'submitted',
        fromStatus: batch.status,
        toStatus: 'pending_approval',
        by,
        at,
      });
    });
  }

  async approve(batchId: number, plan: CompScopePlan, by: string) {
    const { database } = this.ctx;
    await database.transaction(async () => {
      const batch = await this.batchOf(batchId, plan, true);
      if (batch.status !== 'pending_approval') throw wrongStatus(batch, 'approve');
      // Approval by someone else (docs/review.md section 7), the administrator included.
      if (batch.draftedBy === by || batch.changedBy === by) throw AppError.rule('promotion.selfApproval');
      const at = this.now();
      await repo.moveBatch(database, {
        batchId,
        from: ['pending_approval'],
        to: 'approved',
        set: repo.approvedSet(by, at),
        by,
        at,
      });
      await repo.insertEvent(database, {
        batchId,
        action: 'approved',
        fromStatus: 'pending_approval',
        toStatus: 'approved',
        by,
        at,
      });
    });
  }

  async returnBatch(batchId: number, reason: string, plan: CompScopePlan, by: string) {
    const { database } = this.ctx;
    await database.transaction(async () => {
      const batch = await this.batchOf(batchId, plan, true);
      if (batch.status !== 'pending_approval') throw wrongStatus(batch, 'return');
      const at = this.now();
      await repo.moveBatch(database, {
        batchId,
        from: ['pending_approval'],
        to: 'draft',
        set: repo.returnedSet(reason),
        by,
        at,
      });
      await repo.insertEvent(database, {
        batchId,
        action: 'returned',
        fromStatus: 'pending_approval',
        toStatus: 'draft',
        detail: { reason },
        by,
        at,
      });
    });
  }

  // ------------------------------------------------------------ reads

  private toWire(row: repo.BatchListRow, stages: repo.StageRow[]): PromotionBatch {
    const stage = stages.find((s) => s.stageId === row.stageId);
    const next = row.purpose === 'promotion' && stage ? nextStageFor(stages, stage, stage.trackId) : undefined;
    const window =
      row.publicityId !== null && row.publicityStartAt && row.publicityEndAt
        ? publicityStatus(
            {
              publicityId: row.publicityId,
              noticeId: row.noticeId ?? 0,
              startAt: row.publicityStartAt,
              endAt: row.publicityEndAt,
              workingDays: 0,
              extendedDays: row.publicityExtendedDays ?? 0,
              contact: null,
              subject: row.purpose === 'award' ? 'award_list' : 'promotion_batch',
            },
            this.now(),
          )
        : null;
    return {
      batchId: row.batchId,
      stageId: row.stageId,
      stageName: row.stageName,
      trackName: row.trackName,
      nextStageId: next?.stageId ?? null,
      nextStageName: next?.stageName ?? null,
      competitionId: row.competitionId,
      purpose: row.purpose,
      title: row.title,
      status: row.status,
      rule: promotionRule.parse(row.rule),
      versions: row.versions.map((version) => ({ ...version, taskName: row.taskNames?.[version.taskId] ?? '' })),
      counts: {
        entries: row.entries,
        promoted: row.promoted,
        eliminated: row.eliminated,
        undecided: row.undecided,
        overridden: row.overridden,
      },
      round: row.round,
      draftedBy: row.draftedBy,
      draftedAt: row.draftedAt,
      submittedAt: row.submittedAt,
      approvedBy: row.approvedBy,
      approvedAt: row.approvedAt,
      returnReason: row.returnReason,
      noticeId: row.noticeId,
      publicityId: row.publicityId,
      publicityStartAt: row.publicityStartAt,
      publicityEndAt: row.publicityEndAt,
      publicityStatus: window,
      finalizedAt: row.finalizedAt,
      revokedBy: row.revokedBy,
      revokedAt: row.revokedAt,
      revokeReason: row.revokeReason,
    };
  }

  private async stagesOf(rows: repo.BatchListRow[]) {
    const editions = [...new Set(rows.map((row) => row.competitionId))];
    return (await Promise.all(editions.map((id) => repo.judgingStages(this.ctx.database, id)))).flat();
  }

  async list(filter: repo.BatchListFilter, plan: CompScopePlan, page: Page) {
    const answer = await repo.listBatches(this.ctx.database, filter, plan, page);
    const stages = await this.stagesOf(answer.rows);
    return { total: answer.total, rows: answer.rows.map((row) => this.toWire(row, stages)) };
  }

  async get(batchId: number, plan: CompScopePlan): Promise<PromotionBatch> {
    await this.batchOf(batchId, plan);
    const row = await repo.batchView(this.ctx.database, batchId);
    if (!row) throw AppError.forbidden();
    return this.toWire(row, await this.stagesOf([row]));
  }

  async decisions(batchId: number, filter: repo.DecisionFilter, plan: CompScopePlan, page: Page) {
    await this.batchOf(batchId, plan);
    const answer = await repo.listDecisions(this.ctx.database, batchId, filter, page);
    const rows: PromotionDecision[] = answer.rows.map((row) => ({
      ...row,
      score: row.score === null ? null : Number(row.score),
      proposedResult: row.proposedResult as DecisionResult,
      finalResult: row.finalResult as DecisionResult,
      reason: row.reason as DecisionReason | null,
    }));
    return { total: answer.total, rows };
  }

  async events(batchId: number, plan: CompScopePlan): Promise<BatchEvent[]> {
    await this.batchOf(batchId, plan);
    return repo.eventsOf(this.ctx.database, batchId);
  }
}
