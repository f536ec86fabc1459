import {
  type CertificateRow,
  type CertificateRun,
  type CertificateTemplate,
  type certificateTemplateForm,
  formatMessage,
} from '@cbo/contracts';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error';
import { formatDateTime } from '../../../lib/date-time';
import type { Actor } from '../../../plugins/access';
import type { AppContext } from '../../module';
import type { CompScopePlan } from '../scope/comp-scope';
import * as repo from './certificate.repository';
import { certificateFileName } from './certificate-code';
import { issueCertificate } from './certificate-issue';
import { drawCertificate } from './certificate-pdf';
import type { CertificateRunner } from './certificate-run';
import { STALE_AFTER_MS } from './certificate-run';
import { lookOf, templateOf } from './certificate-template';

type TemplateForm = z.output<typeof certificateTemplateForm>;
type Context = Pick<AppContext, 'database' | 'files' | 'clock' | 'config'>;

/** Certificates of an edition's awards (docs/certificates.md): template, runs, revoke and reissue. */
export class CertificateService {
  private readonly ctx: Context;
  private readonly runner: CertificateRunner;

  constructor({ ctx, runner }: { ctx: Context; runner: CertificateRunner }) {
    this.ctx = ctx;
    this.runner = runner;
  }

  private now() {
    return formatDateTime(this.ctx.clock.now());
  }

  /**
   * An edition as a whole (its template, its runs): for holders of the whole competition scope;
   * a region's or an organisation's staff see their own applications' certificates only.
   */
  private async edition(competitionId: number, plan: CompScopePlan) {
    const edition = plan.kind === 'all' ? await repo.competitionById(this.ctx.database, competitionId) : undefined;
    if (!edition) throw AppError.forbidden();
    return edition;
  }

  async template(competitionId: number, plan: CompScopePlan): Promise<CertificateTemplate> {
    const edition = await this.edition(competitionId, plan);
    return templateOf(this.ctx, competitionId, edition.competitionName);
  }

  async saveTemplate(competitionId: number, form: TemplateForm, plan: CompScopePlan, actor: Actor) {
    await this.edition(competitionId, plan);
    const object = { kind: 'certificate_template', id: competitionId } as const;
    const keys = form.sealPath
      ? await this.ctx.files.access.checkAttachable(
          [{ path: form.sealPath, field: 'sealPath' }],
          { session: actor },
          object,
        )
      : [];
    // Refused before anything is written when the seal is not a PNG.
    await lookOf(this.ctx, form);
    await this.ctx.database.transaction(async () => {
      await repo.saveTemplate(this.ctx.database, { competitionId, ...form }, actor.userName, this.now());
      await this.ctx.files.access.bind(object, keys);
    });
  }

  /** A sample certificate drawn from the form as edited: nothing is stored. */
  async preview(competitionId: number, form: TemplateForm, plan: CompScopePlan, actor: Actor): Promise<Uint8Array> {
    const edition = await this.edition(competitionId, plan);
    if (form.sealPath) {
      await this.ctx.files.access.checkAttachable(
        [{ path: form.sealPath, field: 'sealPath' }],
        { session: actor },
        {
          kind: 'certificate_template',
          id: competitionId,
        },
      );
    }
    const code = 'SAMPLE23456789AB';
    return drawCertificate(
      {
        code,
        edition: edition.competitionName,
        projectName: '示例项目：智能垃圾分类回收系统',
        members: ['张三', '李四', '王五'],
        orgName: '示例单位',
        award: '金奖',
        issueDate: form.issueDate ?? this.now().slice(0, 10),
        verifyUrl: `${this.ctx.config.publicBaseUrl}/competition/verify/${code}`,
      },
      await lookOf(this.ctx, form),
    );
  }

  async startRun(
    { competitionId, awardIds }: { competitionId: number; awardIds?: number[] },
    plan: CompScopePlan,
    by: string,
  ): Promise<{ runId: number; total: number }> {
    const { database } = this.ctx;
    const edition = await this.edition(competitionId, plan);
    const template = await templateOf(this.ctx, competitionId, edition.competitionName);
    const look = await lookOf(this.ctx, template);
    if (awardIds) {
      const unique = [...new Set(awardIds)];
      const final = new Set(await repo.finalAwardsOf(database, competitionId, unique));
      const wrong = unique.find((id) => !final.has(id));
      if (wrong !== undefined) throw AppError.rule('certificate.awardNotFinal', { id: wrong });
    }
    const now = this.now();
    const started = await database.transaction(async () => {
      await repo.lockCompetition(database, competitionId);
      await this.failStale();
      const running = await repo.runningRun(database, competitionId);
      if (running) throw AppError.rule('certificate.runRunning', { id: running.runId });
      const todo = await repo.awardsNeedingCertificates(database, competitionId, awardIds && [...new Set(awardIds)]);
      if (todo.length === 0) throw AppError.rule('certificate.nothingToGenerate');
      const runId = await repo.insertRun(database, {
        competitionId,
        total: todo.length,
        startedBy: by,
        startedAt: now,
        instance: this.runner.instance,
      });
      return { runId, todo };
    });
    this.runner.start({
      runId: started.runId,
      competitionId,
      awardIds: started.todo,
      look,
      issueDate: template.issueDate,
      by,
    });
    return { runId: started.runId, total: started.todo.length };
  }

  /** Runs whose instance stopped beating are failed, so the edition can start another. */
  private async failStale() {
    const staleBefore = formatDateTime(this.ctx.clock.now() - STALE_AFTER_MS);
    await repo.failStaleRuns(this.ctx.database, staleBefore, formatInterrupted(), this.now());
  }

  private async runOf(runId: number, plan: CompScopePlan) {
    const run = await repo.runById(this.ctx.database, runId);
    if (!run) throw AppError.forbidden();
    await this.edition(run.competitionId, plan);
    return run;
  }

  async run(runId: number, plan: CompScopePlan): Promise<CertificateRun> {
    return this.shown(await this.runOf(runId, plan));
  }

  async runs(competitionId: number, page: { pageNum: number; pageSize: number }, plan: CompScopePlan) {
    await this.edition(competitionId, plan);
    const { total, rows } = await repo.listRuns(this.ctx.database, competitionId, page);
    return { total, rows: rows.map((row) => this.shown(row)) };
  }

  /** A running run without a heartbeat for two minutes shows failed (another instance died). */
  private shown(run: repo.RunRow): CertificateRun {
    const stale =
      run.status === 'running' &&
      run.heartbeatAt !== null &&
      run.heartbeatAt < formatDateTime(this.ctx.clock.now() - STALE_AFTER_MS);
    return {
      runId: run.runId,
      competitionId: run.competitionId,
      status: stale ? 'failed' : (run.status as CertificateRun['status']),
      total: run.total,
      done: run.done,
      failed: run.failed,
      error: stale ? formatInterrupted() : run.error,
      startedBy: run.startedBy,
      startedAt: run.startedAt,
      finishedAt: run.finishedAt,
      zipReady: run.status === 'done' && run.zipKey !== null,
    };
  }

  async zipOf(runId: number, plan: CompScopePlan): Promise<{ key: string; name: string }> {
    const run = await this.runOf(runId, plan);
    if (run.status !== 'done' || !run.zipKey) throw AppError.rule('certificate.zipNotReady', { id: runId });
    return { key: run.zipKey, name: `证书_${runId}.zip` };
  }

  private async certificate(certificateId: number, plan: CompScopePlan, lock = false) {
    const row = await repo.certificateInScope(this.ctx.database, certificateId, plan, lock);
    if (!row) throw AppError.forbidden();
    return row;
  }

  async fileOf(certificateId: number, plan: CompScopePlan): Promise<{ key: string; name: string }> {
    const row = await this.certificate(certificateId, plan);
    const [facts] = await repo.awardFacts(this.ctx.database, [row.awardId]);
    return { key: row.fileKey, name: certificateFileName(row.code, facts?.projectName ?? '') };
  }

  async awardCertificates(awardId: number, plan: CompScopePlan): Promise<CertificateRow[]> {
    if (!(await repo.awardInScope(this.ctx.database, awardId, plan))) throw AppError.forbidden();
    const rows = await repo.certificatesOfAward(this.ctx.database, awardId);
    return rows.map(({ fileKey: _fileKey, ...row }) => row);
  }

  async revoke(certificateId: number, reason: string, plan: CompScopePlan, by: string) {
    await this.ctx.database.transaction(async () => {
      const row = await this.certificate(certificateId, plan, true);
      if (row.revokedAt) throw AppError.rule('certificate.alreadyRevoked', { code: row.code, at: row.revokedAt });
      await repo.revokeCertificate(this.ctx.database, { certificateId, reason, by, at: this.now() });
    });
  }

  /**
   * Revokes the certificate and issues a new one (new code, new file, `replaces_id`) for its award,
   * which must still be final; one transaction, the new file written before its row.
   */
  async reissue(certificateId: number, reason: string, plan: CompScopePlan, by: string) {
    const { database } = this.ctx;
    return database.transaction(async () => {
      const row = await this.certificate(certificateId, plan, true);
      if (row.revokedAt) throw AppError.rule('certificate.alreadyRevoked', { code: row.code, at: row.revokedAt });
      const [award] = await repo.awardFacts(database, [row.awardId]);
      if (award?.status !== 'final') throw AppError.rule('certificate.awardRevoked');
      const template = await templateOf(this.ctx, award.competitionId, award.edition);
      await repo.revokeCertificate(database, { certificateId, reason, by, at: this.now() });
      return issueCertificate(this.ctx, {
        award,
        look: await lookOf(this.ctx, template),
        issueDate: template.issueDate,
        by,
        replacesId: certificateId,
      });
    });
  }
}

/** Runs keep one error text: the catalogue's Chinese one, as the operation log does. */
export function formatInterrupted() {
  return formatMessage('certificate.interrupted', 'zh-CN');
}
