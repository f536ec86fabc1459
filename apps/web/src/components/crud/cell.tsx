import { DictTag } from '../../core/dict/dict-tag';
import { parseTime, type TimeInput } from '../../core/format/parse-time';
import { useLocale } from '../../core/i18n';
import { valueTypeOf } from './columns';
import type { CrudColumn } from './types';

function DateCell({ value, pattern }: { value: unknown; pattern: string }) {
  const locale = useLocale();
  return <>{parseTime(value as TimeInput, pattern, locale) ?? ''}</>;
}

/** How a column shows a value: dictionary tags, formatted dates, or the text. */
export function renderCell<Row>(column: CrudColumn<Row>, value: unknown, row: Row) {
  if (column.render) return column.render(value as Row[keyof Row & string], row);
  switch (valueTypeOf(column)) {
    case 'dict':
      return <DictTag type={column.dict} value={value as string | null} />;
    case 'date':
      return <DateCell value={value} pattern={column.pattern ?? '{y}-{m}-{d}'} />;
    case 'dateTime':
      return <DateCell value={value} pattern={column.pattern ?? '{y}-{m}-{d} {h}:{i}:{s}'} />;
    default:
      return value === null || value === undefined ? '' : String(value);
  }
}
