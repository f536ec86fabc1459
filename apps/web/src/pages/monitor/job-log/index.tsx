import { ClearOutlined, CloseOutlined, EyeOutlined, ScheduleOutlined } from '@ant-design/icons';
import type { JobLog } from '@cbo/contracts';
import { Button, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { type CrudColumn, type CrudContext, CrudTable, defineResource } from '../../../components/crud';
import { useAccess } from '../../../core/access';
import { useIsMobile } from '../../../core/device/use-is-mobile';
import { http } from '../../../core/http/http-client';
import { useT } from '../../../core/i18n';
import { TaskName } from '../job/task-name';
import { useJobTasks } from '../job/use-job-tasks';
import { JOB_LOG_RESOURCE } from '../job/use-run-job';
import { useConfirmedAction } from '../use-confirmed-action';
import { AutoRefresh } from './auto-refresh';
import { JobLogDetail } from './job-log-detail';
import { runSummary } from './run-summary';
import { TriggerTag } from './trigger-tag';
import { useClosePage } from './use-close-page';
import { useJobName } from './use-job-name';
import '../monitor.css';
import '../job/job.css';
import './job-log.css';

const resource = defineResource<JobLog>({
  name: JOB_LOG_RESOURCE.name,
  entity: 'jobLog.entity',
  rowKey: 'jobLogId',
  base: '/monitor/jobLog',
  permission: 'monitor:job',
  actions: ['remove', 'export'],
  fileName: 'job_log',
});

/** The runs of one job (/monitor/job-log/index/:jobId) or of all jobs (jobId 0), newest first. */
function JobLogPage() {
  const t = useT();
  const size = useIsMobile() ? 'small' : undefined;
  const access = useAccess();
  const confirm = useConfirmedAction();
  const close = useClosePage('/monitor/job');
  const jobId = Number(useParams().jobId ?? 0);
  const jobName = useJobName(jobId);
  const tasks = useJobTasks();
  const [detail, setDetail] = useState<JobLog | null>(null);
  const canClean = access.hasPermi('monitor:job:remove');
  const canQuery = access.hasPermi('monitor:job:query');
  const filters = useMemo(() => (jobId > 0 ? { jobId } : undefined), [jobId]);

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

  const clean = (context: CrudContext<JobLog>) =>
    confirm({
      content: t('jobLog.cleanConfirm'),
      run: () => http.delete('/monitor/jobLog/clean'),
      done: t('monitor.cleanOk'),
      after: () => {
        context.clearSelection();
        return context.refresh();
      },
    });

  const scope = jobId > 0 ? t('jobLog.ofJob', { name: jobName ?? `#${jobId}` }) : t('jobLog.allJobs');

  return (
    <>
      <CrudTable
        resource={resource}
        columns={columns}
        filters={filters}
        toolbar={(context) => (
          <>
            {canClean && (
              <Button
                size={size}
                color="danger"
                variant="outlined"
                icon={<ClearOutlined />}
                onClick={() => clean(context)}
              >
                {t('monitor.clean')}
              </Button>
            )}
            <Button size={size} color="orange" variant="outlined" icon={<CloseOutlined />} onClick={close}>
              {t('job.close')}
            </Button>
            <Tag className="cbo-job-log__scope" color="blue" icon={<ScheduleOutlined />}>
              {scope}
            </Tag>
            <AutoRefresh onTick={context.refresh} />
          </>
        )}
        rowActions={
          canQuery
            ? (row) => (
                <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => setDetail(row)}>
                  {t('jobLog.detail')}
                </Button>
              )
            : undefined
        }
      />
      <JobLogDetail row={detail} tasks={tasks.data} onClose={() => setDetail(null)} />
    </>
  );
}

export { JobLogPage as Component };
