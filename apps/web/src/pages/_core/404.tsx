import { Result } from 'antd';
import { BackHomeButton } from '../../components/back-home-button';
import { useT } from '../../core/i18n';

function NotFoundPage() {
  const t = useT();
  return <Result status="404" title="404" subTitle={t('page.404.subtitle')} extra={<BackHomeButton />} />;
}

export { NotFoundPage as Component };
