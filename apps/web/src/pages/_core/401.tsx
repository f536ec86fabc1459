import { Result } from 'antd';
import { useT } from '../../core/i18n';
import { ErrorActions } from './error-actions';
import './error-page.css';

function UnauthorizedPage() {
  const t = useT();
  return (
    <main className="cbo-error-page">
      <Result status="403" title="401" subTitle={t('page.401.subtitle')} extra={<ErrorActions />} />
    </main>
  );
}

export { UnauthorizedPage as Component };
