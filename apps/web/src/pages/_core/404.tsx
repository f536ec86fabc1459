import { Result } from 'antd';
import { useT } from '../../core/i18n';
import { ErrorActions } from './error-actions';

function NotFoundPage() {
  const t = useT();
  return <Result status="404" title="404" subTitle={t('page.404.subtitle')} extra={<ErrorActions />} />;
}

export { NotFoundPage as Component };
