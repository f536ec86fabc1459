import { DatePicker } from 'antd';
import dayjs from 'dayjs';

const DAY = 'YYYY-MM-DD';

interface Props {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  disabled?: boolean;
}

/** A day picker whose value is the wire's `yyyy-MM-dd`. */
export function DayInput({ id, value, onChange, disabled }: Props) {
  return (
    <DatePicker
      id={id}
      style={{ width: '100%' }}
      format={DAY}
      disabled={disabled}
      value={value ? dayjs(value, DAY) : null}
      onChange={(picked) => onChange?.(picked ? picked.format(DAY) : null)}
    />
  );
}
