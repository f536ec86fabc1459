import { CloseOutlined, ScheduleOutlined } from '@ant-design/icons';
import { cleanJobLogs, exportJobLogs, type JobLog, listJobLogs, removeJobLogs } from '@cbo/contracts';
import { Button, Tag } from 'antd';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { type CrudColumn, defineResource } from '../../../components/crud';
import { TaskName } from '../../../components/job/task-name';
import { useJobTasks } from '../../../components/job/use-job-tasks';
import { LogListPage } from '../../../components/log-list';
import { useIsMobile } from '../../../core/device/use-is-mobile';
import { useT } from '../../../core/i18n';
import { AutoRefresh } from './auto-refresh';
import { jobLogFields } from './job-log-fields';
import { runSummary } from './run-summary';
import { TriggerTag } from './trigger-tag';
import { useClosePage } from './use-close-page';
import { useJobName } from './use-job-name';
import '../../../components/monitor/monitor.css';
import './job-log.css';

const resource = defineResource<JobLog>({
  name: 'monitor/job-log',
  entity: 'jobLog.entity',
  rowKey: 'jobLogId',
  endpoints: { list: listJobLogs, remove: removeJobLogs, export: exportJobLogs },
  permission: 'monitor:job',
  actions: ['remove', 'export'],
  fileName: 'job_log',
});

/** The runs of one job (/monitor/job-log/index/:jobId) or of all jobs (jobId 0), newest first. */
function JobLogPage() {
  const t = useT();
  const size = useIsMobile() ? 'small' : undefined;
  const close = useClosePage('/monitor/job');
  const jobId = Number(useParams().jobId ?? 0);
  const jobName = useJobName(jobId);
  const tasks = useJobTasks();
  const filters = useMemo(() => (jobId > 0 ? { jobId } : undefined), [jobId]);
  const fields = useMemo(() => jobLogFields(tasks.data), [tasks.data]);

  const columns = useMemo<CrudColumn<JobLog>[]>(
    () => [
      { key: 'jobLogId', title: 'jobLog.jobLogId', hideInSearch: true, width: 90 },
      { key: 'jobName', title: 'job.jobName', ellipsis: true },
      { key: 'jobGroup', title: 'job.jobGroup', dict: 'sys_job_group', width: 90 },
      {
        key: 'invokeTarget',
        title: 'job.invokeTarget',
        hideInSearch: true,
        render: (_value, row) => <TaskName tasks={tasks.data} taskKey={row.invokeTarget} compact />,
      },
      {
        key: 'jobMessage',
        title: 'jobLog.jobMessage',
        hideInSearch: true,
        render: (_value, row) => (
          <span className="cbo-monitor__clip" style={{ maxWidth: 140 }} title={row.jobMessage}>
            {runSummary(row)}
          </span>
        ),
      },
      { key: 'status', title: 'jobLog.status', dict: 'sys_common_status', width: 90 },
      {
        key: 'triggerType',
        title: 'jobLog.triggerType',
        hideInSearch: true,
        width: 90,
        render: (_value, row) => <TriggerTag value={row.triggerType} />,
      },
      { key: 'startTime', title: 'jobLog.startTime', valueType: 'dateTime', width: 170 },
      {
        key: 'costTime',
        title: 'jobLog.costTime',
        hideInSearch: true,
        width: 72,
        render: (_value, row) => t('monitor.costMs', { ms: row.costTime }),
      },
    ],
    [t, tasks.data],
  );

  const scope = jobId > 0 ? t('jobLog.ofJob', { name: jobName ?? `#${jobId}` }) : t('jobLog.allJobs');

  return (
    <LogListPage
      resource={resource}
      columns={columns}
      filters={filters}
      clean={{ endpoint: cleanJobLogs, permission: 'monitor:job:remove', confirm: 'jobLog.cleanConfirm' }}
      detail={{ permission: 'monitor:job:query', title: 'jobLog.detailTitle', fields }}
      toolbar={(context) => (
        <>
          <Button size={size} color="orange" variant="outlined" icon={<CloseOutlined />} onClick={close}>
            {t('job.close')}
          </Button>
          <Tag className="cbo-job-log__scope" color="blue" icon={<ScheduleOutlined />}>
            {scope}
          </Tag>
          <AutoRefresh onTick={context.refresh} />
        </>
      )}
    />
  );
}

export { JobLogPage as Component };
