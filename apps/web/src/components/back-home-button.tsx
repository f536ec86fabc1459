import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { useT } from '../core/i18n';
import { HOME_PATH } from '../core/routing/paths';

export function BackHomeButton() {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Button type="primary" onClick={() => navigate(HOME_PATH)}>
      {t('app.backHome')}
    </Button>
  );
}
