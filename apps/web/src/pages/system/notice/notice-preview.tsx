import { getNotice } from '@cbo/contracts';
import { skipToken, useQuery } from '@tanstack/react-query';
import { Alert, Button, Modal, Skeleton } from 'antd';
import { NoticeArticle } from '../../../components/notice/notice-article';
import { api } from '../../../core/http/api';
import { queryKeyOf } from '../../../core/http/query-keys';
import { useT } from '../../../core/i18n';

/** One notice as readers will see it: the server's sanitised HTML, read fresh. */
export function NoticePreview({ noticeId, onClose }: { noticeId: number | undefined; onClose(): void }) {
  const t = useT();
  const notice = useQuery({
    queryKey: queryKeyOf(getNotice, { noticeId }),
    queryFn:
      noticeId === undefined ? skipToken : () => api(getNotice, { params: { noticeId } }).then((answer) => answer.data),
    gcTime: 0,
    staleTime: 0,
  });
  const data = notice.data;
  return (
    <Modal
      open={noticeId !== undefined}
      title={t('notice.preview')}
      width={800}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('notice.close')}</Button>}
      destroyOnHidden
    >
      {notice.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : notice.isError || !data ? (
        <Alert type="error" showIcon title={t('notice.loadFailed')} />
      ) : (
        <NoticeArticle notice={data} showStatus />
      )}
    </Modal>
  );
}
