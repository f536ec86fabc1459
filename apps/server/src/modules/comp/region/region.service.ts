import type { regionForm } from '@cbo/contracts';
import type { z } from 'zod';
import type { Database } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import { formatDateTime } from '../../../lib/date-time';
import { refuseTaken, writeUnique } from '../../../lib/taken';
import { deleteRegion, findRegion, insertRegion, regionUsage, updateRegion } from './region.repository';

type ParsedRegionForm = z.output<typeof regionForm>;

/** Region rules: a tree province > city > district; a region in use is never deleted. */
export class RegionService {
  private readonly database: Database;
  private readonly clock: Clock;

  constructor({
    database,
    clock,
  }: {
    database: Database;
    clock: Clock;
  }) {
    this.database = database;
    this.clock = clock;
  }

  async get(regionCode: string) {
    const region = await findRegion(this.database, regionCode);
    if (!region) throw AppError.rule('common.notFound');
    return region;
  }

  async add(form: ParsedRegionForm, by: string): Promise<void> {
    let ancestors = ',';
    if (form.level === '1') {
      if (form.parentCode) throw AppError.rule('comp.region.parentLevel');
    } else {
      if (!form.parentCode) throw AppError.rule('comp.region.parentLevel');
      const parent = await findRegion(this.database, form.parentCode);
      if (!parent) throw AppError.rule('comp.region.parentMissing', { code: form.parentCode });
      if (Number(parent.level) + 1 !== Number(form.level)) throw AppError.rule('comp.region.parentLevel');
      ancestors = `${parent.ancestors}${parent.regionCode},`;
    }
    refuseTaken([[Boolean(await findRegion(this.database, form.regionCode)), 'comp.region.codeTaken']], {
      name: form.regionName,
    });
    await writeUnique('comp.region.codeTaken', { name: form.regionName }, async () => {
      await insertRegion(this.database, form, ancestors, by);
    });
  }

  async edit(form: ParsedRegionForm, by: string): Promise<void> {
    const change = { regionName: form.regionName, orderNum: form.orderNum, status: form.status };
    const changed = await updateRegion(this.database, {
      regionCode: form.regionCode,
      change,
      by,
      at: formatDateTime(this.clock.now()),
    });
    if (changed === 0) throw AppError.rule('common.notFound');
  }

  async remove(regionCode: string): Promise<void> {
    await this.database.transaction(async () => {
      await this.get(regionCode);
      const usage = await regionUsage(this.database, regionCode);
      if (usage.children > 0) throw AppError.rule('comp.region.hasChildren');
      if (usage.used > 0) throw AppError.rule('comp.region.inUse');
      await deleteRegion(this.database, regionCode);
    });
  }
}
