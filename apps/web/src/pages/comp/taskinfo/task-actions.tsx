import { CloseCircleOutlined, EyeOutlined, RedoOutlined, SendOutlined } from '@ant-design/icons';
import { closeReviewTask, type ReviewTask } from '@cbo/contracts';
import { App, Button, Popconfirm } from 'antd';
import { useAccess } from '../../../core/access/use-access';
import { api } from '../../../core/http/api';
import { isRequestError } from '../../../core/http/request-error';
import { useT } from '../../../core/i18n';

export interface TaskActionHandlers {
  onDetail(task: ReviewTask): void;
  onPublish(task: ReviewTask): void;
  onReopen(task: ReviewTask): void;
}

/** The detail link, before the kit's edit and delete (which only drafts offer). */
export function DetailLink({ task, onDetail }: { task: ReviewTask; onDetail(task: ReviewTask): void }) {
  const t = useT();
  const access = useAccess();
  if (!access.hasPermi('comp:taskinfo:query')) return null;
  return (
    <Button
      type="link"
      size="small"
      icon={<EyeOutlined />}
      aria-label={`${t('task.detail')} ${task.taskName}`}
      onClick={() => onDetail(task)}
    >
      {t('task.detail')}
    </Button>
  );
}

/**
 * A row's state moves (docs/review-tasks.md, States), each under comp:taskinfo:publish: publish a
 * draft, close a published or in-progress task (confirmed), reopen a closed one (with a reason).
 */
export function StateActions({ task, onPublish, onReopen }: { task: ReviewTask } & TaskActionHandlers) {
  const t = useT();
  const { message } = App.useApp();
  const access = useAccess();
  if (!access.hasPermi('comp:taskinfo:publish')) return null;

  if (task.status === 'draft') {
    return (
      <Button type="link" size="small" icon={<SendOutlined />} onClick={() => onPublish(task)}>
        {t('task.publish')}
      </Button>
    );
  }
  if (task.status === 'published' || task.status === 'in_progress') {
    return (
      <Popconfirm
        title={t('task.close')}
        description={<span className="cbo-task__confirm">{t('task.closeConfirm', { name: task.taskName })}</span>}
        okText={t('task.close')}
        okButtonProps={{ danger: true }}
        cancelText={t('crud.cancel')}
        onConfirm={async () => {
          try {
            await api(closeReviewTask, { params: { taskId: task.taskId } });
            message.success(t('task.closed'));
          } catch (error) {
            // The request client has shown why.
            if (!isRequestError(error)) throw error;
          }
        }}
      >
        <Button type="link" size="small" danger icon={<CloseCircleOutlined />}>
          {t('task.close')}
        </Button>
      </Popconfirm>
    );
  }
  if (task.status === 'closed') {
    return (
      <Button type="link" size="small" icon={<RedoOutlined />} onClick={() => onReopen(task)}>
        {t('task.reopen')}
      </Button>
    );
  }
  return null;
}
