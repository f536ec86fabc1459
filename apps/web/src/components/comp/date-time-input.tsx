import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import type { KeyboardEvent } from 'react';

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

/**
 * Enter confirms a typed date in the picker; it must not also submit the form around it (a
 * form's hidden submit button makes Enter in any field submit). The picker has handled the key by
 * the time it bubbles here.
 */
const keepEnter = (event: KeyboardEvent<HTMLElement>) => {
  if (event.key === 'Enter') event.preventDefault();
};

/** A date-time picker whose value is the wire's text (`yyyy-MM-dd HH:mm:ss`, or `yyyy-MM-dd`). */
export function DateTimeInput({ id, value, onChange, dateOnly, placeholder, defaultTime = '00:00:00' }: Props) {
  const pattern = dateOnly ? DATE : DATE_TIME;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only stops Enter from reaching the form; the picker inside takes the keys
    <div className="cbo-date-time" onKeyDown={keepEnter}>
      <DatePicker
        id={id}
        style={{ width: '100%' }}
        showTime={dateOnly ? false : { defaultOpenValue: dayjs(defaultTime, 'HH:mm:ss') }}
        format={pattern}
        placeholder={placeholder}
        value={value ? dayjs(value, pattern) : null}
        onChange={(picked) => onChange?.(picked ? picked.format(pattern) : null)}
      />
    </div>
  );
}
