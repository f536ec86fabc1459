import { Empty } from 'antd';
import { useT } from '../../../../core/i18n';

/** 奖项与证书: award levels, awards and certificates of an edition (docs/certificates.md). */
export function AwardsTab() {
  const t = useT();
  return <Empty description={t('upgradingPage.tab.awards')} />;
}
