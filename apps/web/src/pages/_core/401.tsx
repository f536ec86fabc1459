import { Result } from 'antd';
import { useT } from '../../core/i18n';
import { ErrorActions } from './error-actions';

function UnauthorizedPage() {
  const t = useT();
  return <Result status="403" title="401" subTitle={t('page.401.subtitle')} extra={<ErrorActions />} />;
}

export { UnauthorizedPage as Component };
