import type { sponsorForm } from '@cbo/contracts';
import type { z } from 'zod';
import type { Database } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import { formatDateTime } from '../../../lib/date-time';
import { RESOURCE_PREFIX } from '../../../lib/files/storage-key';
import { refuseTaken } from '../../../lib/taken';
import type { FileService } from '../../common/file.service';
import type { FileReader } from '../../common/file-access';
import * as repo from './sponsor.repository';

type SponsorInput = z.output<typeof sponsorForm>;

/** Sponsor rules: linked editions exist; the links are written with the sponsor in one transaction. */
export class SponsorService {
  private readonly database: Database;
  private readonly clock: Clock;
  private readonly files: FileService;

  constructor({
    database,
    clock,
    files,
  }: {
    database: Database;
    clock: Clock;
    files: FileService;
  }) {
    this.database = database;
    this.clock = clock;
    this.files = files;
  }

  /** A logo must be the editor's upload, a file the editor may read, or this sponsor's logo already. */
  private async logoKeys(form: SponsorInput, reader: FileReader, sponsorId?: number): Promise<string[]> {
    // Only stored files are checked; another text (an outside address) cites nothing of ours.
    if (!form.logo?.startsWith(RESOURCE_PREFIX)) return [];
    const object = sponsorId === undefined ? undefined : { kind: 'sponsor' as const, id: sponsorId };
    return this.files.access.checkAttachable([{ path: form.logo, field: 'logo' }], reader, object);
  }

  async get(sponsorId: number) {
    const row = await repo.findSponsor(this.database, sponsorId);
    if (!row) throw AppError.rule('common.notFound');
    return row;
  }

  /** The linked editions: they exist, and none has another sponsor of the same name. */
  private async editions(form: SponsorInput, sponsorId?: number) {
    const ids = [...new Set(form.competitionIds)];
    const found = await repo.existingCompetitions(this.database, ids);
    const missing = ids.find((id) => !found.includes(id));
    if (missing !== undefined) throw AppError.rule('comp.competition.missing', { id: missing });
    const taken = await repo.nameTakenInEditions(this.database, form.sponsorName, ids, sponsorId);
    refuseTaken([[taken, 'comp.sponsor.nameTaken']], { name: form.sponsorName });
    return ids;
  }

  async add(form: SponsorInput, by: string, reader: FileReader): Promise<number> {
    const { competitionIds: _ids, ...values } = form;
    const ids = await this.editions(form);
    const logo = await this.logoKeys(form, reader);
    return this.database.transaction(async () => {
      const id = await repo.insertSponsor(this.database, values, by);
      await repo.setCompetitions(this.database, id, ids);
      // Logos are public (the portal shows them): citing makes the file readable by everyone.
      await this.files.access.bind({ kind: 'sponsor', id }, logo);
      return id;
    });
  }

  async edit(sponsorId: number, form: SponsorInput, by: string, reader: FileReader): Promise<void> {
    const { competitionIds: _ids, ...values } = form;
    const ids = await this.editions(form, sponsorId);
    const logo = await this.logoKeys(form, reader, sponsorId);
    await this.database.transaction(async () => {
      const changed = await repo.updateSponsor(this.database, {
        sponsorId,
        values,
        by,
        at: formatDateTime(this.clock.now()),
      });
      if (changed === 0) throw AppError.rule('common.notFound');
      await repo.setCompetitions(this.database, sponsorId, ids);
      await this.files.access.bind({ kind: 'sponsor', id: sponsorId }, logo);
    });
  }

  async remove(ids: number[]): Promise<void> {
    await this.database.transaction(async () => {
      await repo.deleteSponsors(this.database, ids);
      await this.files.access.unbind('sponsor', ids);
    });
  }
}
