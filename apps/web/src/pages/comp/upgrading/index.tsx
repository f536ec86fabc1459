import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useT } from '../../../core/i18n';
import { AwardsTab } from './awards/awards-tab';
import { BatchesTab } from './batches/batches-tab';
import { StageResultsTab } from './stage-results-tab';

const TABS = ['results', 'batches', 'awards'] as const;
type TabKey = (typeof TABS)[number];

/**
 * 晋级与评分 (docs/promotion.md): a stage's results, its promotion and award batches, and the
 * edition's award levels, awards and certificates. The tab is kept in the address (`?tab=`).
 */
function UpgradingPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const active: TabKey = TABS.includes(asked as TabKey) ? (asked as TabKey) : 'results';
  return (
    <Tabs
      className="cbo-upgrading__tabs"
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
        { key: 'results', label: t('upgradingPage.tab.results'), children: <StageResultsTab /> },
        { key: 'batches', label: t('upgradingPage.tab.batches'), children: <BatchesTab /> },
        { key: 'awards', label: t('upgradingPage.tab.awards'), children: <AwardsTab /> },
      ]}
    />
  );
}

export { UpgradingPage as Component };
