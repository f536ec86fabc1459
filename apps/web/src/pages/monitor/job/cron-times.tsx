import { useT } from '../../../core/i18n';

/** The next fire times of a schedule, numbered. */
export function CronTimes({ times }: { times: readonly string[] }) {
  const t = useT();
  if (times.length === 0) return <span className="cbo-job__muted">{t('job.cron.noFuture')}</span>;
  return (
    <ol className="cbo-job-times" aria-label={t('job.cron.next', { count: times.length })}>
      {times.map((time) => (
        <li key={time}>{time}</li>
      ))}
    </ol>
  );
}
