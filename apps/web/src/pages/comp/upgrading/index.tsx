import { UrlTabs } from '../../../components/url-tabs';
import { useT } from '../../../core/i18n';
import { AwardsTab } from './awards/awards-tab';
import { BatchesTab } from './batches/batches-tab';
import { StageResultsTab } from './stage-results-tab';

/**
 * 晋级与评分 (docs/promotion.md): a stage's results, its promotion and award batches, and the
 * edition's award levels, awards and certificates. The tab is kept in the address
 * (`?tab=results|batches|awards`).
 */
function UpgradingPage() {
  const t = useT();
  return (
    <UrlTabs
      className="cbo-upgrading__tabs"
      items={[
        { key: 'results', label: t('upgradingPage.tab.results'), children: <StageResultsTab /> },
        { key: 'batches', label: t('upgradingPage.tab.batches'), children: <BatchesTab /> },
        { key: 'awards', label: t('upgradingPage.tab.awards'), children: <AwardsTab /> },
      ]}
    />
  );
}

export { UpgradingPage as Component };
