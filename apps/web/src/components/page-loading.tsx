import { useT } from '../core/i18n';
import './page-loading.css';

/**
 * Shown while a page's code loads: the spinner of index.html's boot screen, in CSS, so the first
 * bundle does not carry antd's Spin.
 */
export function PageLoading() {
  const t = useT();
  return (
    <div className="cbo-page-loading" role="status" aria-label={t('app.loading')}>
      <div className="cbo-page-loading__spinner" />
    </div>
  );
}
