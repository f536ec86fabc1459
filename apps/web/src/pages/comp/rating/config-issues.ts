import type { AggregationConfig } from '@cbo/contracts';
import { aggregationConfig } from '@cbo/contracts';
import { issueMessage, type SchemaIssue } from '../../../components/crud/schema-form';
import type { Translate, TranslationKey } from '../../../core/i18n';

/** The configuration's own refusals (packages/contracts/src/aggregation.ts) in the page's words. */
const OWN_MESSAGES: Record<string, TranslationKey> = {
  'minN must be above 2 × k': 'ratingPage.cfg.err.minN',
  'taskId is required for a task part': 'ratingPage.cfg.err.taskId',
  'a part weight is above 0': 'ratingPage.cfg.err.weightLow',
  'a part weight is below 1': 'ratingPage.cfg.err.weightHigh',
  'the parts weigh less than 1 together': 'ratingPage.cfg.err.partsSum',
  'the previous stage is one part at most': 'ratingPage.cfg.err.previousOnce',
  'code is lower-case letters, digits and _ (at most 30)': 'ratingPage.cfg.err.code',
};

/** Each field's label, by its last path segment (the form names its fields after the schema). */
const LABELS: Record<string, TranslationKey> = {
  total: 'ratingPage.cfg.total',
  minReviews: 'ratingPage.cfg.minReviews',
  minSheets: 'ratingPage.cfg.normaliseMinSheets',
  combine: 'ratingPage.cfg.combine',
  k: 'ratingPage.cfg.trimK',
  minN: 'ratingPage.cfg.trimMinN',
  kind: 'ratingPage.cfg.partKind',
  taskId: 'ratingPage.cfg.partTask',
  weight: 'ratingPage.cfg.partWeight',
  code: 'ratingPage.cfg.tieCode',
  leniency: 'ratingPage.cfg.leniency',
  spearman: 'ratingPage.cfg.spearman',
  outlierZ: 'ratingPage.cfg.outlierZ',
  parts: 'ratingPage.cfg.parts',
  tieBreakers: 'ratingPage.cfg.tieBreakers',
};

export interface FieldIssue {
  /** The form field's name path (e.g. ['trim', 'minN'], ['parts', 0, 'taskId']). */
  name: (string | number)[];
  message: string;
}

/**
 * The form's values checked by the stage configuration's schema: the parsed configuration, or each
 * problem at the field it names (a list's own problem at the list) in the page's language.
 */
export function checkConfig(
  values: unknown,
  t: Translate,
): { ok: true; config: AggregationConfig } | { ok: false; issues: FieldIssue[] } {
  const parsed = aggregationConfig.safeParse(values);
  if (parsed.success) return { ok: true, config: parsed.data };
  const issues = parsed.error.issues.map((issue): FieldIssue => {
    const name = issue.path.filter((part): part is string | number => typeof part !== 'symbol');
    const last = [...name].reverse().find((part): part is string => typeof part === 'string') ?? '';
    const own = OWN_MESSAGES[issue.message];
    const label = LABELS[last] ? t(LABELS[last]) : last;
    return { name, message: own ? t(own) : issueMessage(issue as SchemaIssue, label, t) };
  });
  return { ok: false, issues };
}
