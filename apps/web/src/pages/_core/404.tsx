import { Result } from 'antd';
import { useT } from '../../core/i18n';
import { ErrorActions } from './error-actions';
import './error-page.css';

function NotFoundPage() {
  const t = useT();
  return (
    <main className="cbo-error-page">
      <Result status="404" title="404" subTitle={t('page.404.subtitle')} extra={<ErrorActions />} />
    </main>
  );
}

export { NotFoundPage as Component };
