import { DatePicker } from 'antd';
import dayjs from 'dayjs';

const DATE_TIME = 'YYYY-MM-DD HH:mm:ss';
const DATE = 'YYYY-MM-DD';

interface Props {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** Only the date (yyyy-MM-dd) instead of date and time. */
  dateOnly?: boolean;
  placeholder?: string;
  /** The time a picked day starts with (e.g. 23:59:59 for an end). */
  defaultTime?: string;
}

/** A date-time picker whose value is the wire's text (`yyyy-MM-dd HH:mm:ss`, or `yyyy-MM-dd`). */
export function DateTimeInput({ id, value, onChange, dateOnly, placeholder, defaultTime = '00:00:00' }: Props) {
  const pattern = dateOnly ? DATE : DATE_TIME;
  return (
    <DatePicker
      id={id}
      style={{ width: '100%' }}
      showTime={dateOnly ? false : { defaultOpenValue: dayjs(defaultTime, 'HH:mm:ss') }}
      format={pattern}
      placeholder={placeholder}
      value={value ? dayjs(value, pattern) : null}
      onChange={(picked) => onChange?.(picked ? picked.format(pattern) : null)}
    />
  );
}
