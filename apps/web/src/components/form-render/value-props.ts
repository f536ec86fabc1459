import type { FormFieldNode } from '@cbo/contracts';
import type { FormItemProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

// The form store holds answers in their stored shapes (docs/form-schema.md): dates as
// 'YYYY-MM-DD', times as 'HH:mm:ss'. The pickers want dayjs values, so each Form.Item converts on
// the way in (getValueProps) and out (normalize); what the rule code checks and the caller submits
// is always the stored shape.

export const DATE_FORMAT = 'YYYY-MM-DD';
export const TIME_FORMAT = 'HH:mm:ss';

const asDate = (value: unknown): Dayjs | undefined => {
  if (typeof value !== 'string' || !value) return undefined;
  const day = dayjs(value);
  return day.isValid() ? day : undefined;
};

// A bare time does not parse on its own: it is read on a fixed day.
const asTime = (value: unknown): Dayjs | undefined => {
  if (typeof value !== 'string' || !value) return undefined;
  const time = dayjs(`1970-01-01T${value}`);
  return time.isValid() ? time : undefined;
};

type ValueProps = Required<Pick<FormItemProps, 'getValueProps' | 'normalize'>>;

const dateProps: ValueProps = {
  getValueProps: (value) => ({ value: asDate(value) }),
  normalize: (value: Dayjs | null) => (value ? value.format(DATE_FORMAT) : undefined),
};

const dateRangeProps: ValueProps = {
  getValueProps: (value) => {
    if (!Array.isArray(value) || value.length !== 2) return { value: undefined };
    const [start, end] = [asDate(value[0]), asDate(value[1])];
    return { value: start && end ? [start, end] : undefined };
  },
  normalize: (value: [Dayjs | null, Dayjs | null] | null) =>
    value?.[0] && value[1] ? [value[0].format(DATE_FORMAT), value[1].format(DATE_FORMAT)] : undefined,
};

const timeProps: ValueProps = {
  getValueProps: (value) => ({ value: asTime(value) }),
  normalize: (value: Dayjs | null) => (value ? value.format(TIME_FORMAT) : undefined),
};

/** The Form.Item props that convert a field's stored answer to its control's value and back. */
export function valuePropsOf(
  field: Pick<FormFieldNode, 'type'>,
): Pick<FormItemProps, 'getValueProps' | 'normalize' | 'valuePropName'> {
  switch (field.type) {
    case 'date':
      return dateProps;
    case 'dateRange':
      return dateRangeProps;
    case 'time':
      return timeProps;
    case 'switch':
      return { valuePropName: 'checked' };
    default:
      return {};
  }
}
