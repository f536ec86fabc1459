import type { TranslationKey } from '../../../core/i18n';

/** Common Quartz schedules offered beside the cron input. */
export const CRON_PRESETS: readonly { label: TranslationKey; expression: string }[] = [
  { label: 'job.cron.everySecond', expression: '* * * * * ?' },
  { label: 'job.cron.every10s', expression: '0/10 * * * * ?' },
  { label: 'job.cron.everyMinute', expression: '0 * * * * ?' },
  { label: 'job.cron.everyHour', expression: '0 0 * * * ?' },
  { label: 'job.cron.daily3', expression: '0 0 3 * * ?' },
  { label: 'job.cron.monday9', expression: '0 0 9 ? * MON' },
  { label: 'job.cron.lastDay12', expression: '0 0 12 L * ?' },
];
