import type { Notice } from '@cbo/contracts';
import { Space, Typography } from 'antd';
import { DictTag } from '../../core/dict';
import { RichTextView } from '../rich-text/rich-text-view';
import './notice-article.css';

/** A notice as readers see it: title, type (and status when given), author, date and content. */
export function NoticeArticle({ notice, showStatus = false }: { notice: Notice; showStatus?: boolean }) {
  return (
    <article className="cbo-notice-article">
      <Typography.Title level={4} className="cbo-notice-article__title">
        {notice.noticeTitle}
      </Typography.Title>
      <Space className="cbo-notice-article__meta" size={12} wrap>
        <DictTag type="sys_notice_type" value={notice.noticeType} />
        {showStatus && <DictTag type="sys_notice_status" value={notice.status} />}
        <Typography.Text type="secondary">{notice.createBy}</Typography.Text>
        <Typography.Text type="secondary">{notice.createTime}</Typography.Text>
      </Space>
      <RichTextView html={notice.noticeContent} />
    </article>
  );
}
