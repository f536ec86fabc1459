import type { Notice } from '@cbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Modal, Skeleton } from 'antd';
import type { DataEnvelope } from '../../../core/http/http-client';
import { http } from '../../../core/http/http-client';
import { useT } from '../../../core/i18n';
import { NoticeArticle } from '../../../shell/navbar/notice-article';

/** One notice as readers will see it: the server's sanitised HTML, read fresh. */
export function NoticePreview({ noticeId, onClose }: { noticeId: number | undefined; onClose(): void }) {
  const t = useT();
  const notice = useQuery({
    queryKey: ['system/notice', 'preview', noticeId],
    queryFn: () => http.get<DataEnvelope<Notice>>(`/system/notice/${noticeId}`).then((answer) => answer.data),
    enabled: noticeId !== undefined,
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
