import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useNavigate } from 'react-router';
import { BackHomeButton } from '../../components/back-home-button';
import { useT } from '../../core/i18n';

/** Whether this tab has an earlier page of the app (react-router numbers its history entries). */
function hasEarlierPage(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && Number(state.idx) > 0;
}

/** The ways out of an error page: back where the user came from (when there is such a page), or home. */
export function ErrorActions() {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Flex gap="small" justify="center" wrap>
      {hasEarlierPage() && (
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(-1)}>
          {t('app.goBack')}
        </Button>
      )}
      <BackHomeButton />
    </Flex>
  );
}
