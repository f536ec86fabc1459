import { Result } from 'antd';
import { BackHomeButton } from '../../components/back-home-button';
import { useT } from '../../core/i18n';

function UnauthorizedPage() {
  const t = useT();
  return <Result status="403" title="401" subTitle={t('page.401.subtitle')} extra={<BackHomeButton />} />;
}

export { UnauthorizedPage as Component };
