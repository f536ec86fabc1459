import { type ApplicationStatus, applicationStatuses } from '@cbo/contracts';
import { Tag } from 'antd';
import { useLocale } from '../../core/i18n';

const COLORS: Partial<Record<ApplicationStatus, string>> = {
  draft: 'default',
  submitted: 'processing',
  under_audit: 'processing',
  returned: 'warning',
  approved: 'success',
  rejected: 'error',
  withdrawn: 'default',
  awarded: 'gold',
  eliminated: 'default',
  disqualified: 'error',
};

/** A status's name in the reader's language (application-status.ts). */
export function useStatusName() {
  const locale = useLocale();
  return (status: string | null | undefined) =>
    status ? (applicationStatuses[status as ApplicationStatus]?.[locale] ?? status) : '';
}

export function StatusTag({ status }: { status: string }) {
  const name = useStatusName();
  return <Tag color={COLORS[status as ApplicationStatus] ?? 'blue'}>{name(status)}</Tag>;
}
