import { viewNotice } from '@cbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, List, Modal, Skeleton, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { RichTextView } from '../../../components/rich-text';
import { useAccess } from '../../../core/access';
import { api } from '../../../core/http/api';
import { queryKeyOf } from '../../../core/http/query-keys';
import { useT } from '../../../core/i18n';
import { type HomeNotice, useLatestNotices } from './use-latest-notices';
import './notices-card.css';

/** The page of competition notices (menu 大赛公告). */
const COMPETITION_NOTICES_PATH = '/comp/notice';

/**
 * The latest published notices the user may see, newest first: a system notice opens here, a
 * competition notice links to its page.
 */
export function NoticesCard() {
  const t = useT();
  const { hasPermi } = useAccess();
  const { notices, loading } = useLatestNotices(hasPermi('comp:notice:list'));
  const [opened, setOpened] = useState<number | null>(null);

  const titleOf = (notice: HomeNotice) =>
    notice.kind === 'comp' ? (
      <Link to={COMPETITION_NOTICES_PATH}>{notice.title}</Link>
    ) : (
      <Button type="link" size="small" className="cbo-home__notice-link" onClick={() => setOpened(notice.id)}>
        {notice.title}
      </Button>
    );

  return (
    <Card title={t('home.notices')}>
      {loading ? (
        <Skeleton active paragraph={{ rows: 3 }} title={false} />
      ) : notices.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.notices.empty')} />
      ) : (
        <List
          size="small"
          dataSource={notices}
          rowKey="key"
          renderItem={(notice) => (
            <List.Item data-notice={notice.key}>
              <List.Item.Meta
                title={titleOf(notice)}
                description={
                  <>
                    <Tag>{t(notice.kind === 'comp' ? 'home.notices.comp' : 'home.notices.system')}</Tag>
                    <Typography.Text type="secondary">{notice.time ?? ''}</Typography.Text>
                  </>
                }
              />
            </List.Item>
          )}
        />
      )}
      <NoticeModal noticeId={opened} onClose={() => setOpened(null)} />
    </Card>
  );
}

/** One published system notice with its content. */
function NoticeModal({ noticeId, onClose }: { noticeId: number | null; onClose(): void }) {
  const t = useT();
  const input = { params: { noticeId: noticeId ?? 0 } };
  const notice = useQuery({
    queryKey: queryKeyOf(viewNotice, input),
    enabled: noticeId !== null,
    queryFn: async () => (await api(viewNotice, input)).data,
  });
  return (
    <Modal
      open={noticeId !== null}
      title={notice.data?.noticeTitle ?? t('home.notices')}
      footer={null}
      width={720}
      destroyOnHidden
      onCancel={onClose}
    >
      <Spin spinning={notice.isLoading}>
        <RichTextView html={notice.data?.noticeContent} />
      </Spin>
    </Modal>
  );
}
