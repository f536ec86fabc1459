import type { JobLog, JobTask } from '@cbo/contracts';
import { Button, Descriptions, type DescriptionsProps, Modal } from 'antd';
import { useIsMobile } from '../../../core/device/use-is-mobile';
import { DictTag } from '../../../core/dict/dict-tag';
import { useT } from '../../../core/i18n';
import { TaskName } from '../job/task-name';
import { prettyJson } from '../operlog/pretty-json';
import { TriggerTag } from './trigger-tag';

export interface JobLogDetailProps {
  /** The run shown; none closes the dialog. */
  row: JobLog | null;
  tasks: readonly JobTask[] | undefined;
  onClose(): void;
}

/** One run read-only: its job, arguments, trigger, times, outcome and the whole exception. */
export function JobLogDetail({ row, tasks, onClose }: JobLogDetailProps) {
  const t = useT();
  const mobile = useIsMobile();
  const none = t('job.none');
  const items: DescriptionsProps['items'] = row
    ? [
        { key: 'jobLogId', label: t('jobLog.jobLogId'), children: row.jobLogId },
        { key: 'jobId', label: t('job.jobId'), children: row.jobId },
        { key: 'jobName', label: t('job.jobName'), children: row.jobName },
        { key: 'jobGroup', label: t('job.jobGroup'), children: <DictTag type="sys_job_group" value={row.jobGroup} /> },
        {
          key: 'invokeTarget',
          label: t('job.invokeTarget'),
          children: <TaskName tasks={tasks} taskKey={row.invokeTarget} />,
        },
        { key: 'triggerType', label: t('jobLog.triggerType'), children: <TriggerTag value={row.triggerType} /> },
        {
          key: 'invokeArgs',
          label: t('jobLog.invokeArgs'),
          span: 'filled',
          children: prettyJson(row.invokeArgs) ? (
            <pre className="cbo-job-log__code">{prettyJson(row.invokeArgs)}</pre>
          ) : (
            none
          ),
        },
        { key: 'fireTime', label: t('jobLog.fireTime'), children: row.fireTime ?? none },
        { key: 'startTime', label: t('jobLog.startTime'), children: row.startTime ?? none },
        { key: 'endTime', label: t('jobLog.endTime'), children: row.endTime ?? none },
        { key: 'costTime', label: t('jobLog.costTime'), children: t('monitor.costMs', { ms: row.costTime }) },
        {
          key: 'status',
          label: t('jobLog.status'),
          children: <DictTag type="sys_common_status" value={row.status} />,
        },
        { key: 'createTime', label: t('field.createTime'), children: row.createTime ?? none },
        { key: 'jobMessage', label: t('jobLog.jobMessage'), span: 'filled', children: row.jobMessage || none },
        {
          key: 'exceptionInfo',
          label: t('jobLog.exceptionInfo'),
          span: 'filled',
          children: row.exceptionInfo ? (
            <pre className="cbo-job-log__code cbo-job-log__code--error">{row.exceptionInfo}</pre>
          ) : (
            none
          ),
        },
      ]
    : [];

  return (
    <Modal
      open={row !== null}
      title={t('jobLog.detailTitle')}
      width={mobile ? '100%' : 800}
      onCancel={onClose}
      destroyOnHidden
      footer={<Button onClick={onClose}>{t('job.close')}</Button>}
    >
      <Descriptions
        className="cbo-job-log__detail"
        bordered
        size="small"
        column={mobile ? 1 : 2}
        items={items}
        styles={{ label: { width: mobile ? 88 : 110, whiteSpace: 'nowrap' } }}
      />
    </Modal>
  );
}
