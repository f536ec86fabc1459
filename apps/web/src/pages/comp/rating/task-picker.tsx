import type { RatingTask } from '@cbo/contracts';
import { Select, Space, Tag, Tooltip, Typography } from 'antd';
import { RatingTaskStatus as TaskStatusTag } from '../../../components/comp/rating/task-status-tag';
import { useT } from '../../../core/i18n';
import { VerifyTag } from './versions-tab';

/** The stage's published tasks (each with its status) and the chosen task's latest version. */
export function TaskPicker({
  tasks,
  loading,
  task,
  onChange,
}: {
  tasks: readonly RatingTask[];
  loading: boolean;
  task: RatingTask | null;
  onChange(taskId: number): void;
}) {
  const t = useT();
  const latest = task?.latest ?? null;
  return (
    <div className="cbo-audit__bar cbo-rating__task-bar">
      <span className="cbo-audit__bar-label">{t('ratingPage.task')}</span>
      <Select
        aria-label={t('ratingPage.task')}
        className="cbo-rating__task-select"
        style={{ width: 260, maxWidth: '100%' }}
        loading={loading}
        value={task?.taskId}
        onChange={onChange}
        popupMatchSelectWidth={false}
        optionLabelProp="title"
        options={tasks.map((item) => ({
          value: item.taskId,
          title: item.taskName,
          label: (
            <span className="cbo-rating__task-option">
              <span>{item.taskName}</span>
              <TaskStatusTag status={item.status} />
            </span>
          ),
        }))}
      />
      {task && (
        <Space size={[8, 4]} wrap className="cbo-rating__latest" aria-label={t('ratingPage.latest')}>
          <TaskStatusTag status={task.status} />
          <Typography.Text type="secondary">
            {t('ratingPage.sheetsIn', { submitted: task.submitted, assignments: task.assignments })}
          </Typography.Text>
          {latest ? (
            <>
              <Typography.Text strong>{t('ratingPage.version', { no: latest.versionNo })}</Typography.Text>
              <Typography.Text type="secondary">
                {t('ratingPage.computedBy', { by: latest.computedBy, at: latest.computedAt })}
              </Typography.Text>
              {latest.provisional && (
                <Tooltip title={t('ratingPage.provisionalHint')}>
                  <Tag color="orange">{t('ratingPage.provisional')}</Tag>
                </Tooltip>
              )}
              <VerifyTag version={latest} t={t} />
            </>
          ) : (
            <Typography.Text type="secondary">{t('ratingPage.noVersion')}</Typography.Text>
          )}
        </Space>
      )}
    </div>
  );
}
