import { isPersonalField, type StatisticsBreakdown, type TrackField } from '@cbo/contracts';
import type { FieldDimension } from './statistics.repository';

// What a track's statistics break down by (docs/audit.md, Statistics; docs/domain.md section 7): the
// dimensions every track has, then one per extra field that can be counted. A breakdown is only
// offered when some counted application (or person) has a value for it: no "100% not filled in"
// charts.

type Title = StatisticsBreakdown['title'];
type Unit = StatisticsBreakdown['unit'];
type Chart = StatisticsBreakdown['chart'];

export interface Dimension {
  key: string;
  title: Title;
  unit: Unit;
  chart: Chart;
  /** The extra field it reads, for `field.<key>` dimensions. */
  field?: FieldDimension;
  /** Keep the first N rows by count (organisations, schools). */
  top?: number;
}

const fixed = (key: string, zh: string, en: string, unit: Unit, chart: Chart, top?: number): Dimension => ({
  key,
  title: { 'zh-CN': zh, 'en-US': en },
  unit,
  chart,
  ...(top ? { top } : {}),
});

/** The dimensions every track may have, in the page's order (a teen track's group categories are its school stages). */
const COMMON: Dimension[] = [
  fixed('category', '按组别', 'By group', 'applications', 'bar'),
  fixed('ageBand', '按年龄段（人）', 'By age band (people)', 'people', 'bar'),
  fixed('gender', '按性别（人）', 'By gender (people)', 'people', 'pie'),
  fixed('city', '按城市', 'By city', 'applications', 'bar'),
  fixed('region', '按区县', 'By district', 'applications', 'bar'),
  fixed('industry', '按行业', 'By industry', 'applications', 'pie'),
  fixed('orgType', '按单位类型', 'By organisation type', 'applications', 'pie'),
  fixed('organisation', '按单位（前 10）', 'By organisation (top 10)', 'applications', 'bar', 10),
  fixed('teamKind', '个人与团队', 'Individual and team entries', 'applications', 'pie'),
];

/**
 * The dimensions of the given track fields: a select or single choice field by its values (their
 * dictionary's or static options' labels), a short text field by
 * its values (top 15: a school, a grade), a date field by year. Personal fields (a guardian, an
 * address), long texts, numbers and files are never broken down; `industry` is one of the common
 * dimensions already.
 */
export function dimensionsOf(fields: TrackField[]): Dimension[] {
  const seen = new Set<string>();
  const own: Dimension[] = [];
  for (const field of [...fields].sort((a, b) => a.order - b.order)) {
    if (seen.has(field.key) || field.key === 'industry' || isPersonalField(field)) continue;
    seen.add(field.key);
    const title = (zh: string, en: string) => ({ 'zh-CN': zh, 'en-US': en });
    const key = `field.${field.key}`;
    if (field.type === 'select' || field.type === 'choice')
      own.push({
        key,
        title: title(`按${field.label}`, `By ${field.label}`),
        unit: 'applications',
        chart: 'pie',
        field: { key: field.key, read: 'value' },
      });
    else if (field.type === 'text')
      own.push({
        key,
        title: title(`按${field.label}（前 15）`, `By ${field.label} (top 15)`),
        unit: 'applications',
        chart: 'bar',
        top: 15,
        field: { key: field.key, read: 'value' },
      });
    else if (field.type === 'date')
      own.push({
        key,
        title: title(`按${field.label}（年份）`, `By ${field.label} (year)`),
        unit: 'applications',
        chart: 'bar',
        field: { key: field.key, read: 'year' },
      });
  }
  return [...COMMON, ...own];
}

/** The dictionary of a select field's values, by field key. */
export const selectDicts = (fields: TrackField[]) =>
  new Map(
    fields
      .filter((field) => field.type === 'select' && field.dictType)
      .map((field) => [field.key, field.dictType as string]),
  );

/** The static options of a single choice field, as names of its values, by field key. */
export const choiceNames = (fields: TrackField[]) =>
  new Map(
    fields
      .filter((field) => field.type === 'choice' && field.options)
      .map((field) => [field.key, (field.options ?? []).map((option) => ({ key: option.value, name: option.label }))]),
  );
