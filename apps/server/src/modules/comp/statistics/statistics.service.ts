import { type ApplicationStatistics, applicationStatuses } from '@cbo/contracts';
import type { AppContext } from '../../module';
import type { CompScopePlan } from '../scope/comp-scope';
import * as repo from './statistics.repository';

const NONE = '未填写';

/** The figures of the statistics pages, over the applications the viewer may see. */
export class StatisticsService {
  constructor(private readonly ctx: AppContext) {}

  async summary(filter: repo.StatisticsFilter, plan: CompScopePlan): Promise<ApplicationStatistics> {
    const { database } = this.ctx;
    // Three independent reads: on PostgreSQL they run side by side on the pool.
    const [groups, daily, turnaround] = await Promise.all([
      repo.breakdowns(database, filter, plan),
      repo.daily(database, filter, plan),
      repo.turnaround(database, filter, plan),
    ]);
    const present = <T>(list: Array<T | null>) => list.filter((value): value is T => value !== null);
    const named = await repo.names(database, {
      regions: present(groups.byRegion.map((row) => row.key)),
      orgs: present(groups.byOrganisation.map((row) => row.key)).map(Number),
      categories: present(groups.byCategory.map((row) => row.key)).map(Number),
    });
    const industries = await this.ctx.dicts.enabledEntries('comp_industry');
    const label = (pairs: Array<{ key: string; name: string }>) => (key: string) =>
      pairs.find((pair) => pair.key === key)?.name ?? key;
    const rows = (list: Array<{ key: string | null; count: number }>, name: (key: string) => string) =>
      list
        .map((row) => ({ key: row.key ?? '', name: row.key === null ? NONE : name(row.key), count: row.count }))
        .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
    return {
      total: groups.byStatus.reduce((sum, row) => sum + row.count, 0),
      byStatus: rows(
        groups.byStatus,
        (key) => applicationStatuses[key as keyof typeof applicationStatuses]?.['zh-CN'] ?? key,
      ),
      byRegion: rows(groups.byRegion, label(named.regions)),
      byOrganisation: rows(groups.byOrganisation, label(named.orgs)),
      byCategory: rows(groups.byCategory, label(named.categories)),
      byIndustry: rows(
        groups.byIndustry,
        label(industries.map((entry) => ({ key: entry.dictValue, name: entry.dictLabel }))),
      ),
      daily,
      turnaround,
    };
  }
}
