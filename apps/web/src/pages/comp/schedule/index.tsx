import { UrlTabs } from '../../../components/url-tabs';
import { useT } from '../../../core/i18n';
import { AppealsTab } from './appeals/appeals-tab';
import { ItemsTab } from './items/items-tab';
import { RoadshowsTab } from './roadshows/roadshows-tab';

/**
 * 赛程 (docs/schedule.md): the edition's schedule items, its roadshow sessions with live scoring
 * (docs/roadshow.md) and the teams' appeals (docs/appeals.md). The tab is kept in the address
 * (`?tab=items|roadshows|appeals`).
 */
function SchedulePage() {
  const t = useT();
  return (
    <UrlTabs
      items={[
        { key: 'items', label: t('schedulePage.tab.items'), children: <ItemsTab /> },
        { key: 'roadshows', label: t('schedulePage.tab.roadshows'), children: <RoadshowsTab /> },
        { key: 'appeals', label: t('schedulePage.tab.appeals'), children: <AppealsTab /> },
      ]}
    />
  );
}

export { SchedulePage as Component };
