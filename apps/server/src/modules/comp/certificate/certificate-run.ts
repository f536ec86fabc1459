import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { formatMessage } from '@cbo/contracts';
import archiver from 'archiver';
import type { FastifyBaseLogger } from 'fastify';
import { formatDateTime } from '../../../lib/date-time';
import type { AppContext } from '../../module';
import * as repo from './certificate.repository';
import { certificateFileName } from './certificate-code';
import { issueCertificate } from './certificate-issue';
import type { CertificateLook } from './certificate-pdf';
import { hintGarbageCollection } from './garbage-hint';

// Generation runs (docs/certificates.md): certificates are drawn in the background in this process,
// in batches with a turn of the event loop between them so requests are still served; progress and
// a heartbeat are written after every batch; the zip is written last.

/** Certificates drawn between two progress writes. */
export const RUN_BATCH = 20;
/** Batches between two collection hints (garbage-hint.ts). */
const BATCHES_PER_COLLECTION = 5;
/** A running run whose heartbeat is older than this is failed (its instance died). */
export const STALE_AFTER_MS = 2 * 60_000;

type RunContext = Pick<AppContext, 'database' | 'files' | 'clock' | 'config'>;

export interface RunJob {
  runId: number;
  competitionId: number;
  awardIds: number[];
  look: CertificateLook;
  issueDate: string | null;
  by: string;
}

/** One per app: runs its jobs, and stops them (failed, with the reason) when the server closes. */
export class CertificateRunner {
  /** This instance, written on the runs it starts. */
  readonly instance = randomUUID();
  private readonly ctx: RunContext;
  private readonly log: FastifyBaseLogger;
  private readonly active = new Set<Promise<void>>();
  private stopping = false;

  constructor(ctx: RunContext, log: FastifyBaseLogger) {
    this.ctx = ctx;
    this.log = log;
  }

  start(job: RunJob): void {
    const running = this.execute(job)
      .catch((error: unknown) => this.fail(job.runId, error))
      .finally(() => this.active.delete(running));
    this.active.add(running);
  }

  /** Resolves when every run has ended; runs still drawing stop after their current batch. */
  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.allSettled([...this.active]);
  }

  /** Ends when the runs started so far have ended (tests wait for this). */
  async idle(): Promise<void> {
    await Promise.allSettled([...this.active]);
  }

  private now() {
    return formatDateTime(this.ctx.clock.now());
  }

  private async fail(runId: number, error: unknown) {
    this.log.error({ err: error, runId }, 'certificate run failed');
    const message = error instanceof Error ? error.message : String(error);
    await repo
      .updateRun(this.ctx.database, runId, {
        status: 'failed',
        error: message.slice(0, 500),
        finishedAt: this.now(),
        heartbeatAt: this.now(),
      })
      .catch((cause: unknown) =>
        this.log.error({ err: cause, runId }, 'certificate run: recording the failure failed'),
      );
  }

  private async execute(job: RunJob) {
    const { database } = this.ctx;
    let done = 0;
    let failed = 0;
    for (let from = 0; from < job.awardIds.length; from += RUN_BATCH) {
      if (this.stopping) {
        await this.fail(job.runId, new Error(formatMessage('certificate.interrupted', 'zh-CN')));
        return;
      }
      const awards = await repo.awardFacts(database, job.awardIds.slice(from, from + RUN_BATCH));
      for (const award of awards) {
        try {
          // Revoked since the run started: no certificate (the zip has what was issued).
          if (award.status !== 'final') throw new Error(`award ${award.awardId} is ${award.status}`);
          await issueCertificate(this.ctx, {
            award,
            look: job.look,
            issueDate: job.issueDate,
            by: job.by,
            runId: job.runId,
          });
          done++;
        } catch (error) {
          // One bad award (or one issued meanwhile: the one-current index) fails alone.
          failed++;
          this.log.warn({ err: error, runId: job.runId, awardId: award.awardId }, 'certificate not issued');
        }
      }
      failed += Math.min(RUN_BATCH, job.awardIds.length - from) - awards.length;
      await repo.updateRun(database, job.runId, { done, failed, heartbeatAt: this.now() });
      if ((from / RUN_BATCH) % BATCHES_PER_COLLECTION === BATCHES_PER_COLLECTION - 1) hintGarbageCollection();
      await nextTurn();
    }
    const zipKey = `certificate/${job.competitionId}/run-${job.runId}.zip`;
    await this.writeZip(job.runId, zipKey);
    await repo.updateRun(database, job.runId, {
      status: 'done',
      zipKey,
      finishedAt: this.now(),
      heartbeatAt: this.now(),
    });
  }

  /** The run's PDFs as one zip, streamed file by file to the storage (never whole in memory). */
  private async writeZip(runId: number, zipKey: string) {
    const files = await repo.certificatesOfRun(this.ctx.database, runId);
    // PDFs are compressed already: stored, the zip costs a copy and no CPU.
    const zip = archiver('zip', { store: true });
    const out = new PassThrough();
    zip.pipe(out);
    const written = this.ctx.files.storage.putStream(zipKey, out);
    const failure = new Promise<never>((_resolve, reject) => zip.on('error', reject));
    // Both are awaited below; marked handled so an early failure cannot end the process first.
    written.catch(() => undefined);
    failure.catch(() => undefined);
    const appendAll = async () => {
      for (const file of files) {
        const stored = await this.ctx.files.storage.open(file.fileKey);
        if (!stored) continue;
        // One file open at a time: the next is appended once this one is in the zip.
        const entered = once(zip, 'entry');
        zip.append(stored.stream(), { name: certificateFileName(file.code, file.projectName) });
        await entered;
      }
      await Promise.all([zip.finalize(), written]);
    };
    // A failed write (or zip) ends the wait at once instead of leaving the run stuck.
    const writeFailure = written.then(() => new Promise<never>(() => undefined));
    await Promise.race([appendAll(), failure, writeFailure]);
  }
}
