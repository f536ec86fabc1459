import type { AppealStatus } from '@cbo/contracts';
import { Tag } from 'antd';
import { useT } from '../../../../core/i18n';

const COLORS: Record<AppealStatus, string> = { submitted: 'processing', upheld: 'success', dismissed: 'default' };

export function AppealStatusTag({ status }: { status: AppealStatus }) {
  const t = useT();
  return <Tag color={COLORS[status]}>{t(`schedulePage.appeal.status.${status}`)}</Tag>;
}
