import type { TrackField } from '@cbo/contracts';

// How an answer to an extra field reads in the export (docs/applications.md, Export), by the type of
// the track's field summary: choices by their labels, a switch as 是/否, a date range as `a ~ b`, a
// region by its name. The export's sheets are in Chinese, so are these words.

export type AnswerOptions = ReadonlyArray<{ value: string; label: string }>;

const SWITCH_WORDS = { yes: '是', no: '否' } as const;
/** Between the labels of a list answer. */
export const LIST_SEPARATOR = '、';

const blank = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

const labelOf = (options: AnswerOptions | undefined, value: string) =>
  options?.find((option) => option.value === value)?.label ?? value;

/**
 * The cell of one answer (files are the caller's: they become links). `options`: a select's
 * dictionary or a choice's static options; `regionName`: a region code's name, when known.
 */
export function answerCell(
  field: Pick<TrackField, 'type'>,
  value: unknown,
  options?: AnswerOptions,
  regionName?: (code: string) => string | undefined,
): string | number | null {
  if (blank(value)) return null;
  switch (field.type) {
    case 'number':
      return typeof value === 'number' ? value : String(value);
    case 'switch':
      return value === true ? SWITCH_WORDS.yes : value === false ? SWITCH_WORDS.no : String(value);
    case 'dateRange':
      return Array.isArray(value) ? value.map(String).join(' ~ ') : String(value);
    case 'region':
      return typeof value === 'string' ? (regionName?.(value) ?? value) : String(value);
    case 'multi': {
      if (!Array.isArray(value)) return labelOf(options, String(value));
      // A cascader's path is one choice (its options are the leaf paths joined by ' / ').
      const path = options?.find((option) => option.value === value.join(' / '));
      return path ? path.label : value.map((item) => labelOf(options, String(item))).join(LIST_SEPARATOR);
    }
    default:
      return Array.isArray(value)
        ? value.map((item) => labelOf(options, String(item))).join(LIST_SEPARATOR)
        : labelOf(options, String(value));
  }
}
