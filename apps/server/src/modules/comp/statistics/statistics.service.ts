import { type ApplicationStatistics, applicationStatuses, type StatisticsBreakdown } from '@cbo/contracts';
import { formatDateTime } from '../../../lib/date-time';
import type { AppContext } from '../../module';
import type { CompScopePlan } from '../scope/comp-scope';
import * as repo from './statistics.repository';
import { choiceNames, type Dimension, dimensionsOf, selectDicts } from './statistics-breakdowns';

const NONE = '未填写';

type Row = { key: string | null; count: number };

/** Fixed value names of the derived dimensions (the web shows its own catalogue's for gender and team). */
const FIXED_NAMES: Record<string, Record<string, string>> = {
  gender: { m: '男', f: '女' },
  teamKind: { individual: '个人', team: '团队' },
};

/** The figures of the statistics pages, over the applications the viewer may see. */
export class StatisticsService {
  constructor(private readonly ctx: AppContext) {}

  async summary(filter: repo.StatisticsFilter, plan: CompScopePlan): Promise<ApplicationStatistics> {
    const { database } = this.ctx;
    const fields = await repo.trackFields(database, filter);
    const dimensions = dimensionsOf(fields);
    const today = formatDateTime(this.ctx.clock.now()).slice(0, 10);
    // Independent reads: on PostgreSQL they run side by side on the pool.
    const [groups, daily, turnaround, applicationRows, peopleRows] = await Promise.all([
      repo.breakdowns(database, filter, plan),
      repo.daily(database, filter, plan),
      repo.turnaround(database, filter, plan),
      repo.applicationDimensions(
        database,
        filter,
        plan,
        dimensions.flatMap((dimension) => (dimension.field ? [dimension.field] : [])),
      ),
      repo.peopleDimensions(database, filter, plan, today),
    ]);
    const byDimension = (dimension: string): Row[] =>
      [...applicationRows, ...peopleRows].filter((row) => row.dimension === dimension);
    const present = <T>(list: Array<T | null>) => list.filter((value): value is T => value !== null);
    const named = await repo.names(database, {
      regions: present([...groups.byRegion, ...byDimension('city')].map((row) => row.key)),
      orgs: present(groups.byOrganisation.map((row) => row.key)).map(Number),
      categories: present(groups.byCategory.map((row) => row.key)).map(Number),
    });
    const dictPairs = async (dictType: string) =>
      (await this.ctx.dicts.enabledEntries(dictType)).map((entry) => ({ key: entry.dictValue, name: entry.dictLabel }));
    const industries = await dictPairs('comp_industry');
    const label = (pairs: Array<{ key: string; name: string }>) => (key: string) =>
      pairs.find((pair) => pair.key === key)?.name ?? key;
    const rows = (list: Row[], name: (key: string) => string) =>
      list
        .map((row) => ({ key: row.key ?? '', name: row.key === null ? NONE : name(row.key), count: row.count }))
        .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));

    const fieldDicts = selectDicts(fields);
    const fieldChoices = choiceNames(fields);
    const namesOf = async (dimension: Dimension): Promise<(key: string) => string> => {
      if (dimension.key === 'region' || dimension.key === 'city') return label(named.regions);
      if (dimension.key === 'organisation') return label(named.orgs);
      if (dimension.key === 'category') return label(named.categories);
      if (dimension.key === 'industry') return label(industries);
      if (dimension.key === 'orgType') return label(await dictPairs('comp_org_type'));
      const fixedNames = FIXED_NAMES[dimension.key];
      if (fixedNames) return (key) => fixedNames[key] ?? key;
      const dictType = dimension.field ? fieldDicts.get(dimension.field.key) : undefined;
      if (dictType) return label(await dictPairs(dictType));
      const choices = dimension.field ? fieldChoices.get(dimension.field.key) : undefined;
      if (choices) return label(choices);
      return (key) => key;
    };
    const sourceOf = (dimension: Dimension): Row[] => {
      if (dimension.key === 'region') return groups.byRegion;
      if (dimension.key === 'organisation') return groups.byOrganisation;
      if (dimension.key === 'category') return groups.byCategory;
      return byDimension(dimension.key);
    };
    const breakdowns: StatisticsBreakdown[] = [];
    for (const dimension of dimensions) {
      const source = sourceOf(dimension);
      const missing = source.filter((row) => row.key === null).reduce((sum, row) => sum + row.count, 0);
      let values = rows(
        source.filter((row) => row.key !== null),
        await namesOf(dimension),
      );
      if (values.length === 0) continue;
      if (dimension.key === 'ageBand') {
        const order = repo.AGE_BANDS.map(([, , name]) => name as string);
        values = values.sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key));
      } else if (dimension.field?.read === 'year') values = values.sort((a, b) => a.key.localeCompare(b.key));
      if (dimension.top) values = values.slice(0, dimension.top);
      breakdowns.push({
        key: dimension.key,
        title: dimension.title,
        unit: dimension.unit,
        chart: dimension.chart,
        rows: values,
        missing,
      });
    }

    return {
      total: groups.byStatus.reduce((sum, row) => sum + row.count, 0),
      breakdowns,
      byStatus: rows(
        groups.byStatus,
        (key) => applicationStatuses[key as keyof typeof applicationStatuses]?.['zh-CN'] ?? key,
      ),
      byRegion: rows(groups.byRegion, label(named.regions)),
      byOrganisation: rows(groups.byOrganisation, label(named.orgs)),
      byCategory: rows(groups.byCategory, label(named.categories)),
      byIndustry: rows(groups.byIndustry, label(industries)),
      daily,
      turnaround,
    };
  }
}
