import type { BoardNoticeStatus, ObjectionStatus, PublicityStatus } from '@cbo/contracts';
import { Tag } from 'antd';
import { type TranslationKey, useT } from '../../../core/i18n';

const NOTICE_COLORS: Record<BoardNoticeStatus, string> = {
  draft: 'default',
  scheduled: 'processing',
  published: 'success',
  withdrawn: 'warning',
  expired: 'default',
};
const PUBLICITY_COLORS: Record<PublicityStatus, string> = {
  scheduled: 'default',
  open: 'processing',
  extended: 'orange',
  closed: 'default',
};
const OBJECTION_COLORS: Record<ObjectionStatus, string> = {
  received: 'blue',
  accepted: 'processing',
  rejected: 'default',
  upheld: 'error',
  dismissed: 'success',
};

export function NoticeStatusTag({ status }: { status: BoardNoticeStatus }) {
  const t = useT();
  return <Tag color={NOTICE_COLORS[status]}>{t(`nb.notice.status.${status}` as TranslationKey)}</Tag>;
}

export function PublicityStatusTag({ status }: { status: PublicityStatus }) {
  const t = useT();
  return <Tag color={PUBLICITY_COLORS[status]}>{t(`nb.publicity.status.${status}` as TranslationKey)}</Tag>;
}

export function ObjectionStatusTag({ status }: { status: ObjectionStatus }) {
  const t = useT();
  return <Tag color={OBJECTION_COLORS[status]}>{t(`nb.objection.status.${status}` as TranslationKey)}</Tag>;
}
