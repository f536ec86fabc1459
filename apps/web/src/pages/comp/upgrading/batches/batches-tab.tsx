import { Empty } from 'antd';
import { useT } from '../../../../core/i18n';

/** 晋级批次: promotion and award batches of a stage (docs/promotion.md). */
export function BatchesTab() {
  const t = useT();
  return <Empty description={t('upgradingPage.tab.batches')} />;
}
