import { DatePicker } from 'antd';
import dayjs from 'dayjs';

const DAY = 'YYYY-MM-DD';

/** The template's issue date as the wire's `yyyy-MM-dd`; cleared, null (the day of issue). */
export function IssueDateInput({
  id,
  value,
  onChange,
  disabled,
}: {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  disabled?: boolean;
}) {
  return (
    <DatePicker
      id={id}
      style={{ width: 200, maxWidth: '100%' }}
      format={DAY}
      disabled={disabled}
      value={value ? dayjs(value, DAY) : null}
      onChange={(picked) => onChange?.(picked ? picked.format(DAY) : null)}
    />
  );
}
