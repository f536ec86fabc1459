import { Card, Empty } from 'antd';
import { useT } from '../../../core/i18n';

/** The latest notices; notices are not served yet, so the card says there are none. */
export function NoticesCard() {
  const t = useT();
  return (
    <Card title={t('home.notices')}>
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.notices.empty')} />
    </Card>
  );
}
