import { isPersonalField, type RetentionCounts, type RetentionState } from '@cbo/contracts';
import { AppError } from '../../../lib/app-error';
import { formatDateTime } from '../../../lib/date-time';
import { PersonalDataCipher } from '../../../lib/personal-data';
import type { AppContext } from '../../module';
import * as repo from './retention.repository';

const NOTHING: RetentionCounts = { applications: 0, members: 0, mentors: 0, answers: 0 };
const touched = (counts: RetentionCounts) => counts.applications > 0;

/**
 * Minors' data retention (docs/retention.md): an edition keeps its entrants' personal data until
 * its retention period after its end has passed; then a run anonymises them, keeping statistics and
 * results, and leaves a row in the trail. Runs are idempotent: what is anonymised is not touched
 * again, and a run that changes nothing leaves no row.
 */
export class RetentionService {
  private readonly cipher: PersonalDataCipher;

  constructor(private readonly ctx: Pick<AppContext, 'database' | 'clock' | 'config'>) {
    this.cipher = new PersonalDataCipher(ctx.config.appSecret);
  }

  private now() {
    return formatDateTime(this.ctx.clock.now());
  }

  private async personalKeys(competitionId: number): Promise<repo.PersonalKeys> {
    const tracks = await repo.trackFieldsOf(this.ctx.database, competitionId);
    return Object.fromEntries(
      tracks.map((track) => [
        String(track.trackId),
        (track.fields ?? []).filter(isPersonalField).map((field) => field.key),
      ]),
    );
  }

  private async edition(competitionId: number) {
    const edition = await repo.editionRetention(this.ctx.database, competitionId);
    if (!edition) throw AppError.rule('common.notFound');
    const due = edition.dueAt !== null && edition.dueAt <= this.now();
    return { ...edition, due };
  }

  /** The edition's period and due date, what a run now would touch (the dry run) and the trail. */
  async state(competitionId: number): Promise<RetentionState & { runs: Awaited<ReturnType<typeof repo.runsOf>> }> {
    const edition = await this.edition(competitionId);
    const pending = edition.due
      ? await repo.pendingCounts(this.ctx.database, competitionId, await this.personalKeys(competitionId))
      : NOTHING;
    return {
      competitionId,
      retentionMonths: edition.retentionMonths,
      endsAt: edition.endsAt,
      dueAt: edition.dueAt,
      due: edition.due,
      pending,
      runs: await repo.runsOf(this.ctx.database, competitionId),
    };
  }

  /** Anonymises one edition now; refused (with the reason) before its due date. */
  async runEdition(competitionId: number, by: string): Promise<RetentionCounts> {
    const edition = await this.edition(competitionId);
    if (edition.retentionMonths === null) throw AppError.rule('comp.retention.noPeriod', { name: edition.name });
    if (edition.dueAt === null) throw AppError.rule('comp.retention.noEnd', { name: edition.name });
    if (!edition.due) throw AppError.rule('comp.retention.notDue', { name: edition.name, dueAt: edition.dueAt });
    return this.anonymise(competitionId, by);
  }

  /**
   * The scheduled task: every edition past its due date, each in its own transaction. A dry run
   * counts per edition and writes nothing.
   */
  async runDue(by: string, dryRun: boolean): Promise<Array<{ competitionId: number } & RetentionCounts>> {
    const ids = await repo.dueEditions(this.ctx.database, this.now());
    const results: Array<{ competitionId: number } & RetentionCounts> = [];
    for (const competitionId of ids) {
      const counts = dryRun
        ? await repo.pendingCounts(this.ctx.database, competitionId, await this.personalKeys(competitionId))
        : await this.anonymise(competitionId, by);
      if (touched(counts)) results.push({ competitionId, ...counts });
    }
    return results;
  }

  private async anonymise(competitionId: number, by: string): Promise<RetentionCounts> {
    const keys = await this.personalKeys(competitionId);
    const at = this.now();
    return this.ctx.database.transaction(async () => {
      const { database } = this.ctx;
      await repo.lockEdition(database, competitionId);
      const counts = await repo.pendingCounts(database, competitionId, keys);
      if (!touched(counts)) return NOTHING;
      const sealedEmpty = { idNumber: this.cipher.seal('idNumber', ''), mobile: this.cipher.seal('mobile', '') };
      await repo.anonymise(database, { competitionId, keys, at, today: at.slice(0, 10), sealedEmpty });
      await repo.recordRun(database, { competitionId, runBy: by, runAt: at, ...counts });
      return counts;
    });
  }
}
