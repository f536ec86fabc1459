import { Tag } from 'antd';
import { type TranslationKey, useT } from '../../../core/i18n';

const COLORS: Record<string, string> = { '0': 'default', '1': 'processing', '2': 'warning' };

/** How a run was started: by the schedule, by a person, or as a misfire catch-up. */
export function TriggerTag({ value }: { value: string }) {
  const t = useT();
  const known = Object.hasOwn(COLORS, value);
  return (
    <Tag color={COLORS[value] ?? 'default'} variant="outlined">
      {known ? t(`jobLog.trigger.${value}` as TranslationKey) : value}
    </Tag>
  );
}
