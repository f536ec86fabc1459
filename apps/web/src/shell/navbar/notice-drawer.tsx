import { ArrowLeftOutlined, CheckOutlined } from '@ant-design/icons';
import type { LatestNotice } from '@cbo/contracts';
import { type UseQueryResult, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Badge, Button, Drawer, Empty, Skeleton } from 'antd';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { NoticeArticle } from '../../components/notice/notice-article';
import { useIsMobile } from '../../core/device/use-is-mobile';
import { DictTag } from '../../core/dict';
import { useT } from '../../core/i18n';
import {
  fetchReadableNotice,
  LATEST_NOTICES_KEY,
  type LatestAnswer,
  markAllNoticesRead,
  markNoticeRead,
  readableNoticeKey,
} from './notice-api';

export interface NoticeDrawerProps {
  open: boolean;
  onClose(): void;
  latest: UseQueryResult<LatestAnswer>;
}

/** The latest notices (unread ones marked), one opened to read, and "mark all read". */
export function NoticeDrawer({ open, onClose, latest }: NoticeDrawerProps) {
  const t = useT();
  const mobile = useIsMobile();
  const queryClient = useQueryClient();
  const [reading, setReading] = useState<number>();
  const [markingAll, setMarkingAll] = useState(false);
  const notices = latest.data?.data ?? [];
  const unread = latest.data?.unreadCount ?? 0;

  // Each opening starts from the list, read fresh.
  useEffect(() => {
    if (!open) return;
    setReading(undefined);
    void latest.refetch();
  }, [open, latest.refetch]);

  const refreshLatest = () => queryClient.invalidateQueries({ queryKey: LATEST_NOTICES_KEY });
  const markAll = async () => {
    setMarkingAll(true);
    try {
      await markAllNoticesRead();
      await refreshLatest();
    } catch {
      // The request client has shown why.
    } finally {
      setMarkingAll(false);
    }
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={mobile ? '100%' : 440}
      className="cbo-notice-drawer"
      title={
        reading === undefined ? (
          t('notice.bell')
        ) : (
          <Button
            type="link"
            className="cbo-notice-drawer__back"
            icon={<ArrowLeftOutlined />}
            onClick={() => setReading(undefined)}
          >
            {t('notice.back')}
          </Button>
        )
      }
      extra={
        reading === undefined && (
          <Button size="small" icon={<CheckOutlined />} loading={markingAll} disabled={unread === 0} onClick={markAll}>
            {t('notice.markAllRead')}
          </Button>
        )
      }
    >
      {reading !== undefined ? (
        <NoticeReader noticeId={reading} onRead={refreshLatest} />
      ) : latest.isPending ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : latest.isError ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notice.loadFailed')}>
          <Button onClick={() => void latest.refetch()}>{t('notice.retry')}</Button>
        </Empty>
      ) : notices.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notice.empty')} />
      ) : (
        <ul className="cbo-notice-list" aria-label={t('notice.bell')}>
          {notices.map((notice) => (
            <NoticeItem key={notice.noticeId} notice={notice} onOpen={() => setReading(notice.noticeId)} />
          ))}
        </ul>
      )}
    </Drawer>
  );
}

function NoticeItem({ notice, onOpen }: { notice: LatestNotice; onOpen(): void }) {
  const t = useT();
  return (
    <li>
      <button
        type="button"
        className={`cbo-notice-list__item${notice.read ? '' : ' cbo-notice-list__item--unread'}`}
        onClick={onOpen}
      >
        <span className="cbo-notice-list__head">
          {!notice.read && <Badge status="processing" className="cbo-notice-list__dot" title={t('notice.unread')} />}
          <span className="cbo-notice-list__title">{notice.noticeTitle}</span>
        </span>
        <span className="cbo-notice-list__meta">
          <DictTag type="sys_notice_type" value={notice.noticeType} />
          <span className="cbo-notice-list__time">{notice.createTime}</span>
          {!notice.read && <span className="cbo-notice-list__unread">{t('notice.unread')}</span>}
        </span>
      </button>
    </li>
  );
}

/** One notice's content; reading it marks it read (once), and the bell's count follows. */
function NoticeReader({ noticeId, onRead }: { noticeId: number; onRead(): Promise<void> }) {
  const t = useT();
  const notice = useQuery({
    queryKey: readableNoticeKey(noticeId),
    queryFn: () => fetchReadableNotice(noticeId),
    gcTime: 0,
    staleTime: 0,
  });
  const data = notice.data;
  const needsMark = data !== undefined && !data.read;
  // Once per notice shown, whatever re-renders while the call and the list refresh are under way.
  const marked = useRef<number>(undefined);
  const readDone = useEffectEvent(() => onRead());
  useEffect(() => {
    if (!needsMark || marked.current === noticeId) return;
    marked.current = noticeId;
    markNoticeRead(noticeId)
      .then(readDone)
      .catch(() => {
        // The request client has shown why; the notice stays unread.
      });
  }, [needsMark, noticeId]);

  if (notice.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (notice.isError || !data) return <Alert type="error" showIcon title={t('notice.loadFailed')} />;
  return <NoticeArticle notice={data} />;
}
