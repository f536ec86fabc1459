import { listMyTasks, type MyTask } from '@cbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Progress, Skeleton, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { MY_REVIEW_PATH, myReviewOfTask, scoringPath } from '../../../components/comp/my-review-links';
import { api } from '../../../core/http/api';
import { queryKeyOf } from '../../../core/http/query-keys';
import { type TranslationKey, useT } from '../../../core/i18n';
import './my-tasks-card.css';

/** A due date this close (and not passed) is highlighted as near. */
const NEAR_DUE_HOURS = 72;

export type DueState = 'overdue' | 'near' | 'later';

/** Whether a task is overdue (the server's word, by its clock), due within three days, or later. */
export function dueStateOf(task: Pick<MyTask, 'dueAt' | 'overdue'>, now = dayjs()): DueState {
  if (task.overdue) return 'overdue';
  return dayjs(task.dueAt).diff(now, 'hour', true) <= NEAR_DUE_HOURS ? 'near' : 'later';
}

/** Where the task's button goes: the first unfinished application's scoring page, else its list. */
export function continueTarget(task: MyTask): { path: string; label: TranslationKey } {
  if (task.nextApplicationId === null) return { path: myReviewOfTask(task.taskId), label: 'myReview.home.review' };
  return {
    path: scoringPath(task.nextApplicationId, task.taskId),
    label: task.notStarted === task.assigned ? 'myReview.home.start' : 'myReview.home.continue',
  };
}

const COUNTS: ReadonlyArray<[keyof MyTask, TranslationKey]> = [
  ['assigned', 'myReview.home.assigned'],
  ['notStarted', 'myReview.home.notStarted'],
  ['draft', 'myReview.home.draft'],
  ['submitted', 'myReview.home.submitted'],
];

const TASK_STATUS: Readonly<Record<string, TranslationKey>> = {
  published: 'myReview.taskStatus.published',
  in_progress: 'myReview.taskStatus.in_progress',
};

function TaskItem({ task }: { task: MyTask }) {
  const t = useT();
  const navigate = useNavigate();
  const due = dueStateOf(task);
  const target = continueTarget(task);
  const status = TASK_STATUS[task.status];
  const stage = task.trackName ? `${task.trackName} · ${task.stageName}` : task.stageName;
  const percent = task.assigned === 0 ? 0 : Math.round((task.submitted / task.assigned) * 100);
  return (
    <li className="cbo-my-tasks__task" data-task-id={task.taskId} data-due={due}>
      <section aria-label={task.taskName}>
        <div className="cbo-my-tasks__head">
          <div className="cbo-my-tasks__name">
            <Typography.Text strong>{task.taskName}</Typography.Text>
            {status && <Tag color={task.status === 'in_progress' ? 'processing' : 'blue'}>{t(status)}</Tag>}
          </div>
          <Typography.Text type="secondary" className="cbo-my-tasks__stage">
            {stage}
          </Typography.Text>
        </div>
        <div className="cbo-my-tasks__due">
          <Typography.Text type={due === 'overdue' ? 'danger' : due === 'near' ? 'warning' : 'secondary'}>
            {t('myReview.home.due', { due: task.dueAt.slice(0, 16) })}
          </Typography.Text>
          {due === 'overdue' && <Tag color="error">{t('myReview.home.overdue')}</Tag>}
          {due === 'near' && <Tag color="warning">{t('myReview.home.dueSoon')}</Tag>}
        </div>
        <dl className="cbo-my-tasks__counts">
          {COUNTS.map(([key, label]) => (
            <div key={key} className="cbo-my-tasks__count" data-count={key}>
              <dt>{t(label)}</dt>
              <dd>{task[key] as number}</dd>
            </div>
          ))}
        </dl>
        <div className="cbo-my-tasks__foot">
          <Progress
            className="cbo-my-tasks__progress"
            percent={percent}
            size="small"
            status={percent === 100 ? 'success' : due === 'overdue' ? 'exception' : 'normal'}
            format={() => t('myReview.home.progress', { submitted: task.submitted, assigned: task.assigned })}
            aria-label={t('myReview.home.progress', { submitted: task.submitted, assigned: task.assigned })}
          />
          <Button
            type={target.label === 'myReview.home.review' ? 'default' : 'primary'}
            onClick={() => navigate(target.path)}
            aria-label={t('myReview.home.actionOf', { action: t(target.label), task: task.taskName })}
          >
            {t(target.label)}
          </Button>
        </div>
      </section>
    </li>
  );
}

/**
 * The expert's open review tasks (docs/scoring.md, `listMyTasks`): stage, due date (overdue and
 * near highlighted), counts with a progress bar, and a button to the first unfinished scoring page.
 * `hideWhenEmpty`: staff who manage tasks (and so hold the scoring permission with the whole
 * competition menu) see the card only when they are in a task themselves.
 */
export function MyTasksCard({ hideWhenEmpty = false }: { hideWhenEmpty?: boolean }) {
  const t = useT();
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: queryKeyOf(listMyTasks),
    queryFn: async () => (await api(listMyTasks)).data,
  });
  if (hideWhenEmpty && (isPending || isError || data.length === 0)) return null;
  let body: ReactNode;
  if (isPending) body = <Skeleton active paragraph={{ rows: 3 }} title={false} />;
  else if (isError) {
    body = (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('crud.loadFailed')}>
        <Button onClick={() => void refetch()}>{t('crud.retry')}</Button>
      </Empty>
    );
  } else if (data.length === 0) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('myReview.home.empty')} />;
  } else {
    body = (
      <ul className="cbo-my-tasks">
        {data.map((task) => (
          <TaskItem key={task.taskId} task={task} />
        ))}
      </ul>
    );
  }
  return (
    <Card
      className="cbo-my-tasks-card"
      title={t('myReview.home.title')}
      extra={<Link to={MY_REVIEW_PATH}>{t('myReview.home.all')}</Link>}
    >
      {body}
    </Card>
  );
}
