import type { AuditLevelTab } from '@cbo/contracts';
import { Tabs } from 'antd';
import { useT } from '../../../core/i18n';

interface Props {
  tabs: readonly AuditLevelTab[];
  value: number | undefined;
  onChange(levelNo: number): void;
}

/** One tab per audit level with how many applications wait there (red while some do). */
export function LevelTabs({ tabs, value, onChange }: Props) {
  const t = useT();
  return (
    <Tabs
      className="cbo-audit__tabs"
      activeKey={value === undefined ? undefined : String(value)}
      onChange={(key) => onChange(Number(key))}
      items={tabs.map((tab) => ({
        key: String(tab.levelNo),
        label: (
          <span data-level={tab.levelNo} title={t('audit.pending', { count: tab.pending })}>
            {tab.levelName}
            <span className={`cbo-audit__count${tab.pending > 0 ? ' cbo-audit__count--pending' : ''}`}>
              {tab.pending}
            </span>
          </span>
        ),
      }))}
    />
  );
}
