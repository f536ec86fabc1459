import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import { formatDateTime } from '../../../lib/date-time';
import type { AppContext } from '../../module';
import { insertJobLog } from '../job-log/job-log.api';
import { acquireLease, type JobRecord, releaseLease, renewLease } from './job.repository';
import type { TaskRegistry } from './task-registry';

export interface RunRequest {
  job: JobRecord;
  /** JobTrigger: '0' schedule, '1' run once, '2' misfire catch-up. */
  trigger: string;
  /** The fire the run is for (epoch ms). */
  fireAt: number;
}

export interface RunnerOptions {
  /** A non-concurrent job's lease; renewed every third of it while the run goes on. */
  leaseMs: number;
  /** Who this instance is, so its leases are told apart from other instances'. */
  instanceId: string;
}

const MESSAGE_MAX = 500;
const EXCEPTION_MAX = 2000;

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * Runs one job once and records it in the job log. A non-concurrent job ('1') first takes its
 * lease in the database; when another run holds it the answer is 'busy' and nothing ran ('gone' when
 * the job was deleted meanwhile). A task
 * that throws is a failed run, never an error of the caller.
 */
export class JobRunner {
  private seq = 0;

  private readonly app: AppContext;
  private readonly registry: TaskRegistry;
  private readonly log: FastifyBaseLogger;
  private readonly options: RunnerOptions;
  private readonly signal: AbortSignal;

  constructor({
    app,
    registry,
    log,
    options,
    signal,
  }: {
    app: AppContext;
    registry: TaskRegistry;
    log: FastifyBaseLogger;
    options: RunnerOptions;
    signal: AbortSignal;
  }) {
    this.app = app;
    this.registry = registry;
    this.log = log;
    this.options = options;
    this.signal = signal;
  }

  async run(request: RunRequest): Promise<'ran' | 'busy' | 'gone'> {
    const { job } = request;
    const { database, clock } = this.app;
    let owner: string | undefined;
    let renewal: NodeJS.Timeout | undefined;
    if (job.concurrent !== '0') {
      owner = `${this.options.instanceId}:${++this.seq}`;
      const now = clock.now();
      const lease = await acquireLease(database, { jobId: job.jobId, owner, now, until: now + this.options.leaseMs });
      if (lease !== 'taken') return lease;
      const held = owner;
      renewal = setInterval(() => {
        renewLease(database, job.jobId, held, clock.now() + this.options.leaseMs).catch((error) =>
          this.log.warn({ err: error, jobId: job.jobId }, 'job lease renewal failed'),
        );
      }, this.options.leaseMs / 3);
      renewal.unref();
    }
    try {
      await this.execute(request);
    } finally {
      clearInterval(renewal);
      if (owner) {
        await releaseLease(database, job.jobId, owner).catch((error) =>
          this.log.error({ err: error, jobId: job.jobId }, 'job lease release failed'),
        );
      }
    }
    return 'ran';
  }

  private async execute({ job, trigger, fireAt }: RunRequest): Promise<void> {
    const { clock } = this.app;
    const startedAt = clock.now();
    const started = performance.now();
    let status = '0';
    let summary: string | undefined;
    let exceptionInfo = '';
    try {
      const task = this.registry.require(job.invokeTarget);
      const args = this.registry.validate(job.invokeTarget, job.invokeArgs);
      summary = await task.run(args, { app: this.app, log: this.log, signal: this.signal, jobId: job.jobId });
    } catch (error) {
      status = '1';
      exceptionInfo = clip(error instanceof Error ? (error.stack ?? error.message) : String(error), EXCEPTION_MAX);
      summary = error instanceof Error ? error.message : String(error);
      this.log.warn({ err: error, jobId: job.jobId }, 'job run failed');
    }
    const costTime = Math.round(performance.now() - started);
    const base = `${job.jobName} 总共耗时：${costTime}毫秒`;
    try {
      await insertJobLog(this.app.database, {
        jobId: job.jobId,
        jobName: job.jobName,
        jobGroup: job.jobGroup,
        invokeTarget: job.invokeTarget,
        invokeArgs: JSON.stringify(job.invokeArgs ?? {}),
        jobMessage: clip(summary ? `${base}；${summary}` : base, MESSAGE_MAX),
        status,
        exceptionInfo,
        triggerType: trigger,
        fireAt,
        startTime: formatDateTime(startedAt),
        endTime: formatDateTime(clock.now()),
        costTime,
        createTime: formatDateTime(startedAt),
      });
    } catch (error) {
      this.log.error({ err: error, jobId: job.jobId }, 'job log write failed');
    }
  }
}
