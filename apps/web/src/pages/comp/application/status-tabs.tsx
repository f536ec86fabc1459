import { APPLICATION_STATUS_KEYS, REACHED_APPLICATION_STATUSES } from '@cbo/contracts';
import { Tabs } from 'antd';
import { useStatusName } from '../../../components/comp/status-tag';
import { useT } from '../../../core/i18n';

const reached = new Set<string>(REACHED_APPLICATION_STATUSES);
const shown = (key: string, chosen: string, counts: Record<string, number> | undefined) =>
  reached.has(key) || key === chosen || (counts?.[key] ?? 0) > 0;

interface Props {
  /** The chosen status; '' for all. */
  value: string;
  onChange(status: string): void;
  /** How many applications of the search filters are in each status. */
  counts: Record<string, number> | undefined;
}

/**
 * One tab per status with its count, "all" first: choosing one filters the list. A status no flow
 * reaches yet has no tab unless some application holds it.
 */
export function StatusTabs({ value, onChange, counts }: Props) {
  const t = useT();
  const statusName = useStatusName();
  const countOf = (key: string) =>
    key ? (counts?.[key] ?? 0) : Object.values(counts ?? {}).reduce((sum, n) => sum + n, 0);
  return (
    <Tabs
      className="cbo-apply__tabs"
      activeKey={value}
      onChange={onChange}
      items={['', ...APPLICATION_STATUS_KEYS.filter((key) => shown(key, value, counts))].map((key) => ({
        key,
        label: (
          <span data-status={key || 'all'}>
            {key ? statusName(key) : t('apply.all')}
            <span className="cbo-apply__count">{countOf(key)}</span>
          </span>
        ),
      }))}
    />
  );
}
