import { AppError } from '../../../lib/app-error';
import type { FileReader } from '../../common/file-access';
import type { AppContext } from '../../module';
import { applicationStates } from '../application/application.api';
import { ApplicationService } from '../application/application.service';
import { BoardNoticeService } from '../notice/board-notice.service';
import { PublicityService } from '../notice/publicity.service';
import type { CompScopePlan } from '../scope/comp-scope';
import * as repo from './promotion.repository';
import { nextStageFor, PromotionService, wrongStatus } from './promotion.service';

// Publication, finalization and revoke of promotion batches (docs/promotion.md, Lifecycle): the
// notice with its 公示 window through the notice module, the stage entries, next-stage entries and
// awards written in one transaction, the leaders' messages after it commits.

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export interface PublishForm {
  noticeTitle: string;
  preface: string;
  workingDays: number;
  contact: string | null;
}

export class PromotionPublicationService {
  private readonly batches: PromotionService;
  private readonly notices: BoardNoticeService;
  private readonly windows: PublicityService;
  private readonly applications: ApplicationService;

  constructor(private readonly ctx: AppContext) {
    this.batches = new PromotionService(ctx);
    this.notices = new BoardNoticeService(ctx);
    this.windows = new PublicityService(ctx);
    this.applications = new ApplicationService(ctx);
  }

  /**
   * The notice's body: the preface, then the list of promoted (or awarded) entries: code, project,
   * organisation, and the award level. Scores are never published here (the eliminated ones'
   * least of all); the entrant sees their own after the window (docs/promotion.md).
   */
  private async body(batch: repo.BatchRow, preface: string): Promise<string> {
    const listed = await repo.listedDecisions(this.ctx.database, batch.batchId);
    const award = batch.purpose === 'award';
    const head = ['编号', '项目名称', '单位', award ? '奖项' : '结果'];
    const rows = listed.map((row) =>
      [row.code, row.projectName, row.orgName ?? '', award ? (row.levelName ?? '') : '晋级']
        .map((cell) => `<td>${escapeHtml(cell)}</td>`)
        .join(''),
    );
    const paragraphs = preface
      .split(/\n+/)
      .filter(Boolean)
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join('');
    return `${paragraphs}<table><thead><tr>${head.map((cell) => `<th>${cell}</th>`).join('')}</tr></thead><tbody>${rows
      .map((row) => `<tr>${row}</tr>`)
      .join('')}</tbody></table>`;
  }

  /** approved → in_publicity: a publication notice published now and its 公示 window, in one transaction. */
  async publish(batchId: number, form: PublishForm, plan: CompScopePlan, by: string, reader: FileReader) {
    const { database } = this.ctx;
    return database.transaction(async () => {
      const batch = await this.batches.batchOf(batchId, plan, true);
      if (batch.status !== 'approved') throw wrongStatus(batch, 'publish');
      const stage = await repo.stageById(database, batch.stageId);
      // A re-publish after amending takes the previous list offline first.
      if (batch.noticeId !== null) await this.withdrawNotice(batch.noticeId, by);
      const noticeId = await this.notices.add(
        {
          competitionId: batch.competitionId,
          noticeKind: 'publication',
          title: form.noticeTitle,
          body: await this.body(batch, form.preface),
          attachments: [],
          trackIds: stage?.trackId ? [stage.trackId] : [],
          publishAt: null,
          expireAt: null,
          pinned: '0',
        },
        by,
        reader,
      );
      await this.notices.publish(noticeId, by);
      const window = await this.windows.open(
        noticeId,
        {
          startAt: null,
          workingDays: form.workingDays,
          contact: form.contact,
          subject: batch.purpose === 'award' ? 'award_list' : 'promotion_batch',
        },
        by,
      );
      const at = this.batches.now();
      await repo.moveBatch(database, {
        batchId,
        from: ['approved'],
        to: 'in_publicity',
        set: repo.publishedSet(noticeId, window.publicityId),
        by,
        at,
      });
      await repo.insertEvent(database, {
        batchId,
        action: 'published',
        fromStatus: 'approved',
        toStatus: 'in_publicity',
        detail: {
          noticeId,
          publicityId: window.publicityId,
          startAt: window.startAt,
          endAt: window.endAt,
          workingDays: form.workingDays,
          round: batch.round + 1,
        },
        by,
        at,
      });
      return { noticeId, publicityId: window.publicityId, endAt: window.endAt };
    });
  }

  private async withdrawNotice(noticeId: number, by: string) {
    try {
      await this.notices.withdraw(noticeId, by);
    } catch (error) {
      // Already withdrawn or expired by hand: nothing left to take offline.
      if (!(error instanceof AppError) || error.key !== 'board.notice.notLive') throw error;
    }
  }

  async revoke(batchId: number, reason: string, plan: CompScopePlan, by: string) {
    const { database } = this.ctx;
    await database.transaction(async () => {
      const batch = await this.batches.batchOf(batchId, plan, true);
      if (batch.status === 'finalized' || batch.status === 'revoked') throw wrongStatus(batch, 'revoke');
      if (batch.noticeId !== null) await this.withdrawNotice(batch.noticeId, by);
      const at = this.batches.now();
      await repo.moveBatch(database, {
        batchId,
        from: [batch.status],
        to: 'revoked',
        set: repo.revokedSet(by, at, reason),
        by,
        at,
      });
      await repo.insertEvent(database, {
        batchId,
        action: 'revoked',
        fromStatus: batch.status,
        toStatus: 'revoked',
        detail: { reason, noticeId: batch.noticeId },
        by,
        at,
      });
    });
  }

  /** The finalize route: one batch in scope, now. */
  async finalizeInScope(batchId: number, plan: CompScopePlan, by: string) {
    await this.batches.batchOf(batchId, plan);
    await this.finalize(batchId, by);
  }

  /**
   * in_publicity → finalized once the window has closed with no objection received or under
   * investigation (an upheld one moved the batch to amending already).
   */
  async finalize(batchId: number, by: string): Promise<void> {
    const { database } = this.ctx;
    const messages = await database.transaction(async () => {
      const batch = await repo.batchById(database, batchId, true);
      if (!batch) throw AppError.forbidden();
      if (batch.status !== 'in_publicity' || batch.noticeId === null || batch.publicityId === null) {
        throw wrongStatus(batch, 'finalize');
      }
      const window = await this.windows.ofNotice(batch.noticeId);
      if (window?.status !== 'closed') {
        throw AppError.rule('promotion.windowOpen', { endAt: window?.endAt ?? '' });
      }
      const objections = await repo.objectionCounts(database, batch.publicityId);
      if (objections.open > 0) throw AppError.rule('promotion.objectionOpen', { n: objections.open });
      if (objections.upheld > 0) throw wrongStatus(batch, 'finalize');
      return this.writeOutcome(batch, by);
    });
    // Messages go once the outcome is committed; each is queued and sent in the background.
    for (const message of messages) {
      await this.applications.notifyLeader(message.applicationId, message.purpose, message.params);
    }
  }

  private async writeOutcome(batch: repo.BatchRow, by: string) {
    const { database } = this.ctx;
    const at = this.batches.now();
    const decisions = await repo.decisionsOf(database, batch.batchId);
    const stage = await repo.stageById(database, batch.stageId);
    if (!stage) throw AppError.forbidden();
    const up = decisions.filter((d) => d.finalResult === 'promoted' || d.finalResult === 'awarded');
    const down = decisions.filter((d) => d.finalResult !== 'promoted' && d.finalResult !== 'awarded');
    const messages: {
      applicationId: number;
      purpose: 'promotion_result' | 'award';
      params: Record<string, string>;
    }[] = [];
    let entered = 0;
    if (batch.purpose === 'promotion') {
      const stages = await repo.judgingStages(database, batch.competitionId);
      const tracks = await repo.applicationTracks(
        database,
        up.map((d) => d.applicationId),
      );
      const next = up.map((d) => {
        const target = nextStageFor(stages, stage, tracks.get(d.applicationId) ?? stage.trackId);
        if (!target) throw AppError.rule('promotion.noNextStage', { stage: stage.stageName });
        return { decision: d, target };
      });
      await repo.setEntryStates(
        database,
        up.map((d) => d.entryId),
        'promoted',
        by,
        at,
      );
      await repo.setEntryStates(
        database,
        down.map((d) => d.entryId),
        'eliminated',
        by,
        at,
      );
      entered = await repo.insertNextEntries(
        database,
        next.map(({ decision, target }) => ({ stageId: target.stageId, applicationId: decision.applicationId })),
        by,
      );
      for (const { decision, target } of next) {
        messages.push({
          applicationId: decision.applicationId,
          purpose: 'promotion_result',
          params: { result: '晋级', stage: target.stageName },
        });
      }
      for (const decision of down) {
        if (decision.reason === 'excluded' && decision.overriddenAt === null) continue;
        messages.push({
          applicationId: decision.applicationId,
          purpose: 'promotion_result',
          params: { result: '未晋级', stage: stage.stageName },
        });
      }
    } else {
      const levels = new Map(
        (await repo.levelsOf(database, batch.competitionId, stage.trackId)).map((level) => [level.levelId, level.name]),
      );
      await repo.setEntryStates(
        database,
        up.map((d) => d.entryId),
        'awarded',
        by,
        at,
      );
      await repo.setEntryStates(
        database,
        down.map((d) => d.entryId),
        'eliminated',
        by,
        at,
      );
      await repo.insertAwards(
        database,
        up
          .filter((d) => d.finalLevelId !== null)
          .map((d) => ({
            levelId: d.finalLevelId as number,
            competitionId: batch.competitionId,
            applicationId: d.applicationId,
            entryId: d.entryId,
            batchId: batch.batchId,
          })),
        by,
      );
      for (const decision of up) {
        const award = decision.finalLevelId === null ? '' : (levels.get(decision.finalLevelId) ?? '');
        messages.push({ applicationId: decision.applicationId, purpose: 'award', params: { award } });
      }
    }
    // The applications' final results (docs/adr/0018-judging-data-model.md decision 2): eliminated,
    // or awarded by an award batch; promoted ones stay approved and go on in the next stage.
    await this.moveApplications(down, 'eliminate', batch.title, by, at);
    if (batch.purpose === 'award') await this.moveApplications(up, 'award', batch.title, by, at);
    if (
      !(await repo.moveBatch(database, {
        batchId: batch.batchId,
        from: ['in_publicity'],
        to: 'finalized',
        set: repo.finalizedSet(at),
        by,
        at,
      }))
    ) {
      throw wrongStatus(batch, 'finalize');
    }
    await repo.insertEvent(database, {
      batchId: batch.batchId,
      action: 'finalized',
      fromStatus: 'in_publicity',
      toStatus: 'finalized',
      detail: { up: up.length, down: down.length, nextStageEntries: entered },
      by,
      at,
    });
    return messages;
  }

  /** Moves the admitted applications of the decisions (a withdrawn or disqualified one stays as it is). */
  private async moveApplications(
    decisions: repo.StoredDecision[],
    action: 'eliminate' | 'award',
    reason: string,
    by: string,
    at: string,
  ) {
    const ids = decisions.map((d) => d.applicationId);
    for (let start = 0; start < ids.length; start += 1000) {
      const states = await applicationStates(this.ctx.database, ids.slice(start, start + 1000), { kind: 'all' });
      for (const state of states) {
        if (state.status !== 'approved') continue;
        await this.applications.moveOne({ state, action, reason, by, at });
      }
    }
  }

  /** The task's run: every batch in publicity whose window has closed and can be finalized. */
  async finalizeDue(limit: number, by: string): Promise<{ finalized: number; waiting: number }> {
    const due = await repo.closedWindowBatches(this.ctx.database, this.batches.now(), limit);
    let finalized = 0;
    let waiting = 0;
    for (const batchId of due) {
      try {
        await this.finalize(batchId, by);
        finalized += 1;
      } catch (error) {
        // An objection still open keeps the batch waiting; the next run looks again.
        if (!(error instanceof AppError)) throw error;
        waiting += 1;
      }
    }
    return { finalized, waiting };
  }
}
