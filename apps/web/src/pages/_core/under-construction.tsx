import { Result } from 'antd';
import { BackHomeButton } from '../../components/back-home-button';
import { useT } from '../../core/i18n';

/** Opened inside the layout for a menu whose page is not built yet (never a 404). */
function UnderConstructionPage() {
  const t = useT();
  return (
    <Result
      status="info"
      title={t('page.underConstruction.title')}
      subTitle={t('page.underConstruction.subtitle')}
      extra={<BackHomeButton />}
    />
  );
}

export { UnderConstructionPage as Component };
