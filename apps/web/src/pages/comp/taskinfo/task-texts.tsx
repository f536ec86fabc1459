import type { ReviewTask, TaskMode, TaskStatus } from '@cbo/contracts';
import { Tag } from 'antd';
import dayjs from 'dayjs';
import type { Translate } from '../../../core/i18n';
import { useT } from '../../../core/i18n';

const STATUS_COLORS: Record<TaskStatus, string> = {
  draft: 'default',
  published: 'processing',
  in_progress: 'blue',
  closed: 'warning',
  computed: 'purple',
  finalized: 'success',
};

export const statusName = (t: Translate, status: TaskStatus) => t(`task.statusName.${status}`);
export const modeName = (t: Translate, mode: TaskMode) => t(`task.modeName.${mode}`);

export function TaskStatusTag({ status }: { status: TaskStatus }) {
  const t = useT();
  return <Tag color={STATUS_COLORS[status]}>{statusName(t, status)}</Tag>;
}

/** The mode's parameter as the list shows it: k, or the 2+1 tolerance with its unit. */
export function modeDetail(t: Translate, task: Pick<ReviewTask, 'mode' | 'k' | 'tolerance' | 'toleranceKind'>) {
  if (task.mode === 'k_per_application') return t('task.modeK', { k: task.k ?? '' });
  if (task.mode === 'two_plus_one' && task.tolerance !== null) {
    return task.toleranceKind === 'percent'
      ? t('task.modeTolerancePercent', { tolerance: task.tolerance })
      : t('task.modeTolerancePoints', { tolerance: task.tolerance });
  }
  return '';
}

/** Still open for scoring and past its due time (the browser's clock; the server decides overdue). */
export const isOverdue = (task: Pick<ReviewTask, 'dueAt' | 'status'>, now = dayjs()) =>
  (task.status === 'published' || task.status === 'in_progress') &&
  dayjs(task.dueAt, 'YYYY-MM-DD HH:mm:ss').isBefore(now);
