import { DictTag } from '../../core/dict/dict-tag';
import { parseTime, type TimeInput } from '../../core/format/parse-time';
import { useLocale } from '../../core/i18n';
import { valueTypeOf } from './columns';
import type { CrudColumn } from './types';

function DateCell({ value, pattern }: { value: unknown; pattern: string }) {
  const locale = useLocale();
  return <>{parseTime(value as TimeInput, pattern, locale) ?? ''}</>;
}

/** A date and time as two lines (date, then time): the text stays whole, the column narrow. */
export function StackedDateTime({ value }: { value: string | null | undefined }) {
  if (!value) return null;
  const [date, ...time] = value.split(' ');
  return (
    <span className="cbo-crud__date-time">
      <span>{date}</span> <span>{time.join(' ')}</span>
    </span>
  );
}

function StackedDateCell({ value }: { value: unknown }) {
  const locale = useLocale();
  return <StackedDateTime value={parseTime(value as TimeInput, '{y}-{m}-{d} {h}:{i}:{s}', locale)} />;
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
      if (column.stacked && !column.pattern) return <StackedDateCell value={value} />;
      return <DateCell value={value} pattern={column.pattern ?? '{y}-{m}-{d} {h}:{i}:{s}'} />;
    default:
      return value === null || value === undefined ? '' : String(value);
  }
}
