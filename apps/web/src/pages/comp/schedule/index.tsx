import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useT } from '../../../core/i18n';
import { AppealsTab } from './appeals/appeals-tab';
import { ItemsTab } from './items/items-tab';
import { RoadshowsTab } from './roadshows/roadshows-tab';

const TABS = ['items', 'roadshows', 'appeals'] as const;
type TabKey = (typeof TABS)[number];

/**
 * 赛程 (docs/schedule.md): the edition's schedule items, its roadshow sessions with live scoring
 * (docs/roadshow.md) and the teams' appeals (docs/appeals.md). The tab is kept in the address
 * (`?tab=`).
 */
function SchedulePage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const active: TabKey = TABS.includes(asked as TabKey) ? (asked as TabKey) : 'items';
  return (
    <Tabs
      activeKey={active}
      destroyOnHidden
      onChange={(key) =>
        setParams(
          (previous) => {
            const next = new URLSearchParams(previous);
            next.set('tab', key);
            return next;
          },
          { replace: true },
        )
      }
      items={[
        { key: 'items', label: t('schedulePage.tab.items'), children: <ItemsTab /> },
        { key: 'roadshows', label: t('schedulePage.tab.roadshows'), children: <RoadshowsTab /> },
        { key: 'appeals', label: t('schedulePage.tab.appeals'), children: <AppealsTab /> },
      ]}
    />
  );
}

export { SchedulePage as Component };
