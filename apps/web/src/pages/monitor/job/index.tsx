import { CaretRightOutlined, EyeOutlined, FileSearchOutlined, ScheduleOutlined } from '@ant-design/icons';
import { addJob, changeJobStatus, editJob, exportJobs, getJob, type Job, listJobs, removeJobs } from '@cbo/contracts';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  type CrudColumn,
  CrudTable,
  defineResource,
  RowMore,
  type RowMoreItem,
  StackedDateTime,
  StatusSwitch,
} from '../../../components/crud';
import { TaskName } from '../../../components/job/task-name';
import { useJobTasks } from '../../../components/job/use-job-tasks';
import { ClippedText } from '../../../components/monitor/clipped-text';
import { useAccess } from '../../../core/access';
import { useIsMobile } from '../../../core/device/use-is-mobile';
import { DictTag } from '../../../core/dict/dict-tag';
import { api } from '../../../core/http/api';
import { useT } from '../../../core/i18n';
import { JobDetail } from './job-detail';
import { useJobForm } from './job-form';
import { jobLogPath, useRunJob } from './use-run-job';
import './job.css';

const resource = defineResource<Job>({
  name: 'monitor/job',
  entity: 'job.entity',
  rowKey: 'jobId',
  endpoints: { list: listJobs, get: getJob, add: addJob, edit: editJob, remove: removeJobs, export: exportJobs },
  permission: 'monitor:job',
  fileName: 'job',
});

/** Scheduled jobs: tasks of the server's registry on Quartz-style schedules, paused, resumed or run once. */
function JobPage() {
  const t = useT();
  const navigate = useNavigate();
  const access = useAccess();
  const size = useIsMobile() ? 'small' : undefined;
  const tasks = useJobTasks();
  const form = useJobForm(tasks.data, tasks.isLoading);
  const run = useRunJob();
  const [detail, setDetail] = useState<Job | null>(null);
  const canChangeStatus = access.hasPermi('monitor:job:changeStatus');
  const canQuery = access.hasPermi('monitor:job:query');

  const columns = useMemo<CrudColumn<Job>[]>(
    () => [
      { key: 'jobId', title: 'job.jobId', hideInSearch: true, width: 56 },
      // Cut to a bounded block (whole on hover): the table sizes columns to their content (issue 30).
      { key: 'jobName', title: 'job.jobName', render: (value) => <ClippedText value={value} width={96} /> },
      { key: 'jobGroup', title: 'job.jobGroup', dict: 'sys_job_group', width: 80 },
      {
        key: 'invokeTarget',
        title: 'job.invokeTarget',
        hideInSearch: true,
        render: (value) => <TaskName tasks={tasks.data} taskKey={String(value)} />,
      },
      {
        key: 'cronExpression',
        title: 'job.cronExpression',
        hideInSearch: true,
        render: (value) => <code className="cbo-job__cron">{String(value)}</code>,
      },
      {
        key: 'nextValidTime',
        title: 'job.nextValidTime',
        hideInSearch: true,
        width: 104,
        // Date above time: the job's name and target keep their room at 1280 px (issue 30).
        render: (_value, row) => (
          <span className={row.status === '0' ? undefined : 'cbo-job__muted'}>
            {row.nextValidTime ? <StackedDateTime value={row.nextValidTime} /> : t('job.never')}
          </span>
        ),
      },
      {
        key: 'status',
        title: 'job.status',
        dict: 'sys_job_status',
        width: 64,
        render: (value, row) =>
          canChangeStatus ? (
            <StatusSwitch
              value={row.status}
              name={row.jobName}
              entity={t('job.entity')}
              resource={resource}
              onChange={(status) => api(changeJobStatus, { body: { jobId: row.jobId, status } })}
            />
          ) : (
            <DictTag type="sys_job_status" value={String(value)} />
          ),
      },
    ],
    [t, tasks.data, canChangeStatus],
  );

  const moreOf = (row: Job): RowMoreItem[] => [
    ...(canChangeStatus
      ? [{ key: 'run', label: t('job.runOnce'), icon: <CaretRightOutlined />, onClick: () => run(row) }]
      : []),
    ...(canQuery
      ? [{ key: 'detail', label: t('job.detail'), icon: <EyeOutlined />, onClick: () => setDetail(row) }]
      : []),
    {
      key: 'log',
      label: t('job.scheduleLog'),
      icon: <FileSearchOutlined />,
      onClick: () => navigate(jobLogPath(row.jobId)),
    },
  ];

  return (
    <>
      <CrudTable
        resource={resource}
        columns={columns}
        form={form}
        toolbar={() => (
          <Button
            size={size}
            color="cyan"
            variant="outlined"
            icon={<ScheduleOutlined />}
            onClick={() => navigate(jobLogPath(0))}
          >
            {t('job.log')}
          </Button>
        )}
        rowActions={(row) => <RowMore items={moreOf(row)} />}
      />
      <JobDetail job={detail} tasks={tasks.data} onClose={() => setDetail(null)} />
    </>
  );
}

export { JobPage as Component };
