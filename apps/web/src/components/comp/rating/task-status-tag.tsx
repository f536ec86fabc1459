import type { TaskStatus } from '@cbo/contracts';
import { Tag } from 'antd';
import { useT } from '../../../core/i18n';

const STATUS_COLORS: Record<TaskStatus, string> = {
  draft: 'default',
  published: 'processing',
  in_progress: 'blue',
  closed: 'warning',
  computed: 'purple',
  finalized: 'success',
};

/** A review task's status as the rating pages tag it (the task page's names). */
export function RatingTaskStatus({ status }: { status: TaskStatus }) {
  const t = useT();
  return <Tag color={STATUS_COLORS[status]}>{t(`task.statusName.${status}`)}</Tag>;
}
