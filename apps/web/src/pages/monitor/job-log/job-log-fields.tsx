import type { JobLog, JobTask } from '@cbo/contracts';
import { TaskName } from '../../../components/job/task-name';
import { LogCode, type LogField } from '../../../components/log-list';
import { DictTag } from '../../../core/dict/dict-tag';
import { TriggerTag } from './trigger-tag';

/** One run read-only: its job, arguments, trigger, times, outcome and the whole exception. */
export function jobLogFields(tasks: readonly JobTask[] | undefined): LogField<JobLog>[] {
  return [
    { key: 'jobLogId', label: 'jobLog.jobLogId', render: (row) => row.jobLogId },
    { key: 'jobId', label: 'job.jobId', render: (row) => row.jobId },
    { key: 'jobName', label: 'job.jobName', render: (row) => row.jobName },
    { key: 'jobGroup', label: 'job.jobGroup', render: (row) => <DictTag type="sys_job_group" value={row.jobGroup} /> },
    {
      key: 'invokeTarget',
      label: 'job.invokeTarget',
      render: (row) => <TaskName tasks={tasks} taskKey={row.invokeTarget} />,
    },
    { key: 'triggerType', label: 'jobLog.triggerType', render: (row) => <TriggerTag value={row.triggerType} /> },
    {
      key: 'invokeArgs',
      label: 'jobLog.invokeArgs',
      wide: true,
      render: (row, { none }) => <LogCode text={row.invokeArgs} none={none} />,
    },
    { key: 'fireTime', label: 'jobLog.fireTime', render: (row, { none }) => row.fireTime ?? none },
    { key: 'startTime', label: 'jobLog.startTime', render: (row, { none }) => row.startTime ?? none },
    { key: 'endTime', label: 'jobLog.endTime', render: (row, { none }) => row.endTime ?? none },
    { key: 'costTime', label: 'jobLog.costTime', render: (row, { t }) => t('monitor.costMs', { ms: row.costTime }) },
    { key: 'status', label: 'jobLog.status', render: (row) => <DictTag type="sys_common_status" value={row.status} /> },
    { key: 'createTime', label: 'field.createTime', render: (row, { none }) => row.createTime ?? none },
    { key: 'jobMessage', label: 'jobLog.jobMessage', wide: true, render: (row, { none }) => row.jobMessage || none },
    {
      key: 'exceptionInfo',
      label: 'jobLog.exceptionInfo',
      wide: true,
      // The stack as it is (not JSON), in red.
      render: (row, { none }) =>
        row.exceptionInfo ? <pre className="cbo-log__code cbo-log__code--error">{row.exceptionInfo}</pre> : none,
    },
  ];
}
