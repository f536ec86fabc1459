import { getReviewTask, type ReviewTask, type ReviewTaskDetail, type TaskEvent } from '@cbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Empty, Spin, Table, Tabs } from 'antd';
import { useIsMobile } from '../../../core/device/use-is-mobile';
import { api } from '../../../core/http/api';
import { queryKeyOf } from '../../../core/http/query-keys';
import { type Translate, useT } from '../../../core/i18n';
import { TaskAssignments } from './assignments';
import { TaskProgress } from './task-progress';
import { isOverdue, modeDetail, modeName, statusName, TaskStatusTag } from './task-texts';

const BLIND_KEYS = ['names', 'organisations', 'members', 'fileNames'] as const;
const EVENT_ACTIONS = ['publish', 'close', 'reopen', 'reassign', 'remind', 'third_review'] as const;

function eventAction(t: Translate, action: string) {
  return (EVENT_ACTIONS as readonly string[]).includes(action)
    ? t(`task.event.${action as (typeof EVENT_ACTIONS)[number]}`)
    : action;
}

/** What an event says beyond its action: the status move, the reason, the publish counts, who was reminded. */
function eventText(t: Translate, event: TaskEvent) {
  const detail = event.detail;
  const parts: string[] = [];
  if (event.fromStatus && event.toStatus) {
    parts.push(
      `${statusName(t, event.fromStatus as ReviewTask['status'])} → ${statusName(t, event.toStatus as ReviewTask['status'])}`,
    );
  }
  if (event.action === 'publish') {
    parts.push(
      t('task.event.publishDetail', {
        seed: String(detail.seed ?? ''),
        assignments: Number(detail.assignments ?? 0),
        unplaced: Number(detail.unplaced ?? 0),
      }),
    );
  }
  if (event.action === 'reassign') {
    parts.push(
      t('task.event.reassignDetail', {
        applicationId: String(detail.applicationId ?? ''),
        from: String(detail.fromUserId ?? ''),
        to: String(detail.toUserId ?? ''),
      }),
    );
  }
  if (event.action === 'third_review') {
    // 2+1 arbitration (docs/arbitration.md): the first two reviews differed by more than the tolerance.
    parts.push(
      t('task.event.thirdReviewDetail', {
        applicationId: String(detail.applicationId ?? ''),
        difference: String(detail.difference ?? ''),
        tolerance: String(detail.tolerance ?? ''),
        userId: String(detail.userId ?? ''),
      }),
    );
  }
  if (event.action === 'remind') {
    parts.push(t('task.event.remindDetail', { day: String(detail.day ?? ''), experts: Number(detail.experts ?? 0) }));
  }
  if (event.reason) parts.push(t('task.event.reason', { reason: event.reason }));
  return parts.join(t('task.event.join'));
}

function Settings({ task }: { task: ReviewTaskDetail }) {
  const t = useT();
  const mobile = useIsMobile();
  const hidden = BLIND_KEYS.filter((key) => task.blind[key]).map((key) => t(`task.blind.${key}`));
  const mode = [modeName(t, task.mode), modeDetail(t, task)].filter(Boolean).join(' · ');
  return (
    <Descriptions
      size="small"
      bordered
      column={mobile ? 1 : 2}
      items={[
        { key: 'status', label: t('task.status'), children: <TaskStatusTag status={task.status} /> },
        {
          key: 'stage',
          label: t('task.stage'),
          children: task.trackName ? `${task.trackName} · ${task.stageName}` : task.stageName,
        },
        {
          key: 'rubric',
          label: t('task.rubric'),
          children: t('task.rubricVersion', { name: task.rubricName, version: task.rubricVersion }),
        },
        { key: 'mode', label: t('task.mode'), children: mode },
        {
          key: 'due',
          label: t('task.dueAt'),
          children: <span className={isOverdue(task) ? 'cbo-task__overdue' : undefined}>{task.dueAt}</span>,
        },
        {
          key: 'remind',
          label: t('task.remindDays'),
          children: task.remindDays === 0 ? t('task.remindNone') : t('task.remindN', { days: task.remindDays }),
        },
        {
          key: 'blind',
          label: t('task.blind'),
          span: mobile ? 1 : 2,
          children: hidden.length > 0 ? hidden.join(t('task.listJoin')) : t('task.blindNone'),
        },
        { key: 'download', label: t('task.allowDownload'), children: t(task.allowDownload ? 'task.on' : 'task.off') },
        { key: 'lock', label: t('task.lockOnSubmit'), children: t(task.lockOnSubmit ? 'task.on' : 'task.off') },
        { key: 'seed', label: t('task.seed'), children: task.seed ?? t('task.notPublished'), span: mobile ? 1 : 2 },
        { key: 'by', label: t('task.publishedBy'), children: task.publishedBy ?? '—' },
        { key: 'at', label: t('task.publishedAt'), children: task.publishedAt ?? '—' },
      ]}
    />
  );
}

/**
 * One task (docs/review-tasks.md): settings, pairs, progress, assignments and history, in tabs.
 * Progress and assignments exist once the task is published.
 */
export function TaskDetail({ taskId, onClose }: { taskId: number | null; onClose(): void }) {
  const t = useT();
  const mobile = useIsMobile();
  const detail = useQuery({
    queryKey: queryKeyOf(getReviewTask, { taskId }),
    queryFn: async () => (await api(getReviewTask, { params: { taskId: taskId as number } })).data,
    enabled: taskId !== null,
  });
  const task = detail.data?.taskId === taskId ? detail.data : undefined;
  const published = task !== undefined && task.status !== 'draft';

  const items = task
    ? [
        { key: 'settings', label: t('task.tab.settings'), children: <Settings task={task} /> },
        {
          key: 'pairs',
          label: t('task.tab.pairs'),
          children: (
            <Table
              size="small"
              rowKey="reviewGroupId"
              pagination={false}
              scroll={{ x: 'max-content' }}
              dataSource={task.groups}
              locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} /> }}
              columns={[
                { key: 'review', title: t('task.reviewGroup'), dataIndex: 'reviewGroupName' },
                { key: 'apps', title: t('task.summary.applications'), dataIndex: 'applications', align: 'right' },
                { key: 'expert', title: t('task.expertGroup'), dataIndex: 'expertGroupName' },
                { key: 'experts', title: t('task.summary.experts'), dataIndex: 'experts', align: 'right' },
              ]}
            />
          ),
        },
        {
          key: 'progress',
          label: t('task.tab.progress'),
          children: published ? (
            <TaskProgress taskId={task.taskId} />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('task.progress.none')} />
          ),
        },
        {
          key: 'assignments',
          label: t('task.tab.assignments'),
          children:
            published && task ? (
              <TaskAssignments task={task} />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('task.progress.none')} />
            ),
        },
        {
          key: 'history',
          label: t('task.tab.history'),
          children: (
            <Table<TaskEvent>
              size="small"
              rowKey={(event) => task.events.indexOf(event)}
              pagination={false}
              scroll={{ x: 'max-content' }}
              dataSource={task.events}
              locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('task.noEvents')} /> }}
              columns={[
                { key: 'time', title: t('task.event.time'), dataIndex: 'createTime', width: 160 },
                { key: 'action', title: t('task.event.action'), render: (_v, event) => eventAction(t, event.action) },
                { key: 'by', title: t('task.event.by'), dataIndex: 'createBy' },
                { key: 'what', title: t('task.event.what'), render: (_v, event) => eventText(t, event) },
              ]}
            />
          ),
        },
      ]
    : [];

  return (
    <Drawer
      open={taskId !== null}
      title={task ? t('task.detailTitle', { name: task.taskName }) : t('task.detail')}
      size={mobile ? '100%' : 'min(1120px, 90vw)'}
      onClose={onClose}
      destroyOnHidden
      className="cbo-task__detail"
    >
      <Spin spinning={detail.isLoading}>
        {task ? <Tabs defaultActiveKey={published ? 'progress' : 'settings'} items={items} /> : <div />}
      </Spin>
    </Drawer>
  );
}
