import { Flex, Spin } from 'antd';
import { useT } from '../core/i18n';

/** Shown while a page's code loads. */
export function PageLoading() {
  const t = useT();
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Spin size="large" aria-label={t('app.loading')} />
    </Flex>
  );
}
