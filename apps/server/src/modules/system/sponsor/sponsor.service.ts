import type { sponsorForm } from '@cbo/contracts';
import type { z } from 'zod';
import type { Database } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import { formatDateTime } from '../../../lib/date-time';
import * as repo from './sponsor.repository';

type SponsorInput = z.output<typeof sponsorForm>;

/** Sponsor rules: linked editions exist; the links are written with the sponsor in one transaction. */
export class SponsorService {
  constructor(
    private readonly database: Database,
    private readonly clock: Clock,
  ) {}

  async get(sponsorId: number) {
    const row = await repo.findSponsor(this.database, sponsorId);
    if (!row) throw AppError.rule('common.notFound');
    return row;
  }

  private async editions(form: SponsorInput) {
    const ids = [...new Set(form.competitionIds)];
    const found = await repo.existingCompetitions(this.database, ids);
    const missing = ids.find((id) => !found.includes(id));
    if (missing !== undefined) throw AppError.rule('comp.competition.missing', { id: missing });
    return ids;
  }

  async add(form: SponsorInput, by: string): Promise<number> {
    const { competitionIds: _ids, ...values } = form;
    const ids = await this.editions(form);
    return this.database.transaction(async () => {
      const id = await repo.insertSponsor(this.database, values, by);
      await repo.setCompetitions(this.database, id, ids);
      return id;
    });
  }

  async edit(sponsorId: number, form: SponsorInput, by: string): Promise<void> {
    const { competitionIds: _ids, ...values } = form;
    const ids = await this.editions(form);
    await this.database.transaction(async () => {
      const changed = await repo.updateSponsor(this.database, sponsorId, values, by, formatDateTime(this.clock.now()));
      if (changed === 0) throw AppError.rule('common.notFound');
      await repo.setCompetitions(this.database, sponsorId, ids);
    });
  }

  async remove(ids: number[]): Promise<void> {
    await this.database.transaction(() => repo.deleteSponsors(this.database, ids));
  }
}
