import type { JobForm } from '@cbo/contracts';
import { AppError } from '../../../lib/app-error';
import { formatDateTime } from '../../../lib/date-time';
import type { AppContext } from '../../module';
import { CronError, nextFire, nextFires, parseCron } from './cron';
import * as repo from './job.repository';

/**
 * Job rules: a cron that parses and fires again, a registered task with checked arguments; new
 * jobs start paused; a change schedules the job again from now (fires missed while paused are
 * not run: pausing is not downtime).
 */
export class JobService {
  constructor(private readonly ctx: AppContext) {}

  private parse(expression: string) {
    try {
      return parseCron(expression);
    } catch (error) {
      if (error instanceof CronError) throw AppError.rule('job.cronInvalid', { problem: error.message });
      throw error;
    }
  }

  /** The next fire after now, refusing an expression that never fires again. */
  private upcoming(expression: string): number {
    const next = nextFire(this.parse(expression), this.ctx.clock.now());
    if (next === null) throw AppError.rule('job.cronNeverFires');
    return next;
  }

  /** Up to `count` next fire times, for the form's preview. */
  nextTimes(expression: string, count: number): string[] {
    return nextFires(this.parse(expression), this.ctx.clock.now(), count).map(formatDateTime);
  }

  /** The next fire time of a saved expression for display (null when none or unparseable). */
  nextValidTime(expression: string): string | null {
    try {
      const next = nextFire(parseCron(expression), this.ctx.clock.now());
      return next === null ? null : formatDateTime(next);
    } catch {
      return null;
    }
  }

  private values(form: JobForm, status: string): repo.JobValues {
    const next = this.upcoming(form.cronExpression);
    const invokeArgs = this.ctx.scheduler.registry.validate(form.invokeTarget, form.invokeArgs);
    return {
      jobName: form.jobName,
      jobGroup: form.jobGroup || 'DEFAULT',
      invokeTarget: form.invokeTarget,
      invokeArgs,
      cronExpression: form.cronExpression,
      misfirePolicy: form.misfirePolicy,
      concurrent: form.concurrent,
      status,
      nextFireAt: status === '0' ? next : null,
      remark: form.remark ?? null,
    };
  }

  async add(form: JobForm, by: string): Promise<number> {
    // The reference's rule: a new job never runs before someone resumes it.
    const jobId = await repo.insertJob(this.ctx.database, this.values(form, '1'), by);
    return jobId;
  }

  async edit(jobId: number, form: JobForm, by: string): Promise<void> {
    const changed = await repo.updateJob(this.ctx.database, {
      jobId,
      values: this.values(form, form.status),
      by,
      at: formatDateTime(this.ctx.clock.now()),
    });
    if (changed === 0) throw AppError.rule('job.notFound');
    this.ctx.scheduler.wake();
  }

  async changeStatus(jobId: number, status: '0' | '1', by: string): Promise<void> {
    const job = await repo.findJob(this.ctx.database, jobId);
    if (!job) throw AppError.rule('job.notFound');
    const nextFireAt = status === '0' ? this.upcoming(job.cronExpression) : null;
    await repo.setJobStatus(this.ctx.database, {
      jobId,
      change: { status, nextFireAt },
      by,
      at: formatDateTime(this.ctx.clock.now()),
    });
    this.ctx.scheduler.wake();
  }

  async runOnce(jobId: number): Promise<void> {
    if (!(await this.ctx.scheduler.runNow(jobId))) throw AppError.rule('job.notFound');
  }

  async remove(jobIds: number[]): Promise<void> {
    await repo.deleteJobs(this.ctx.database, jobIds);
    this.ctx.scheduler.wake();
  }

  async get(jobId: number) {
    const job = await repo.findJob(this.ctx.database, jobId);
    if (!job) throw AppError.rule('common.notFound');
    return this.wire(job);
  }

  wire(job: repo.JobRecord) {
    const { nextFireAt: _awaited, ...rest } = job;
    return { ...rest, nextValidTime: this.nextValidTime(job.cronExpression) };
  }
}
