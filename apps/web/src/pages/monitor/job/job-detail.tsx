import type { Job, JobArgs, JobTask } from '@cbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, type DescriptionsProps, Modal, Spin } from 'antd';
import { TaskName } from '../../../components/job/task-name';
import { taskOf } from '../../../components/job/use-job-tasks';
import { useIsMobile } from '../../../core/device/use-is-mobile';
import { DictTag } from '../../../core/dict/dict-tag';
import { type TranslationKey, useT } from '../../../core/i18n';
import { checkCron, cronCheckKey } from './cron-api';
import { CronTimes } from './cron-times';

function Args({ task, args }: { task: JobTask | undefined; args: JobArgs }) {
  const t = useT();
  const names = task ? task.args.map((arg) => arg.name) : Object.keys(args);
  if (names.length === 0) return <span>{t('job.none')}</span>;
  const shown = (value: JobArgs[string] | undefined) => {
    if (typeof value === 'boolean') return t(value ? 'job.yes' : 'job.no');
    if (value === undefined || value === null || value === '')
      return <span className="cbo-job__muted">{t('job.none')}</span>;
    return String(value);
  };
  return (
    <dl className="cbo-job-detail__args">
      {names.map((name) => (
        <div key={name}>
          <dt>{task?.args.find((arg) => arg.name === name)?.label ?? name}</dt>
          <dd>{shown(args[name])}</dd>
        </div>
      ))}
    </dl>
  );
}

function NextTimes({ expression }: { expression: string }) {
  const check = useQuery({ queryKey: cronCheckKey(expression), queryFn: () => checkCron(expression), retry: false });
  if (check.isPending) return <Spin size="small" />;
  if (check.data?.ok) return <CronTimes times={check.data.times} />;
  return <span className="cbo-job__warning">{check.data?.message ?? ''}</span>;
}

export interface JobDetailProps {
  /** The job shown; none closes the dialog. */
  job: Job | null;
  tasks: readonly JobTask[] | undefined;
  onClose(): void;
}

/** One job read-only: every field, its task and arguments, and its next five fire times. */
export function JobDetail({ job, tasks, onClose }: JobDetailProps) {
  const t = useT();
  const mobile = useIsMobile();
  const none = t('job.none');
  const task = taskOf(tasks, job?.invokeTarget);
  const items: DescriptionsProps['items'] = job
    ? [
        { key: 'jobId', label: t('job.jobId'), children: job.jobId },
        { key: 'jobName', label: t('job.jobName'), children: job.jobName },
        { key: 'jobGroup', label: t('job.jobGroup'), children: <DictTag type="sys_job_group" value={job.jobGroup} /> },
        { key: 'status', label: t('job.status'), children: <DictTag type="sys_job_status" value={job.status} /> },
        {
          key: 'invokeTarget',
          label: t('job.invokeTarget'),
          span: 'filled',
          children: (
            <div>
              <TaskName tasks={tasks} taskKey={job.invokeTarget} />
              {task && <div className="cbo-job__muted">{task.description}</div>}
            </div>
          ),
        },
        {
          key: 'invokeArgs',
          label: t('job.invokeArgs'),
          span: 'filled',
          children: <Args task={task} args={job.invokeArgs} />,
        },
        { key: 'cronExpression', label: t('job.cronExpression'), children: <code>{job.cronExpression}</code> },
        { key: 'nextValidTime', label: t('job.nextValidTime'), children: job.nextValidTime ?? t('job.never') },
        {
          key: 'nextTimes',
          label: t('job.cron.next', { count: 5 }),
          span: 'filled',
          children: <NextTimes expression={job.cronExpression} />,
        },
        {
          key: 'misfirePolicy',
          label: t('job.misfirePolicy'),
          children: t(`job.misfire.${job.misfirePolicy}` as TranslationKey),
        },
        {
          key: 'concurrent',
          label: t('job.concurrent'),
          children: t(`job.concurrent.${job.concurrent}` as TranslationKey),
        },
        {
          key: 'created',
          label: t('field.createTime'),
          children: [job.createBy, job.createTime].filter(Boolean).join(' / '),
        },
        {
          key: 'updated',
          label: t('field.updateTime'),
          children: [job.updateBy, job.updateTime].filter(Boolean).join(' / '),
        },
        { key: 'remark', label: t('field.remark'), span: 'filled', children: job.remark || none },
      ]
    : [];

  return (
    <Modal
      open={job !== null}
      title={t('job.detailTitle')}
      width={mobile ? '100%' : 800}
      onCancel={onClose}
      destroyOnHidden
      footer={<Button onClick={onClose}>{t('job.close')}</Button>}
    >
      <Descriptions
        className="cbo-job-detail"
        bordered
        size="small"
        column={mobile ? 1 : 2}
        items={items}
        styles={{ label: { width: mobile ? 88 : 120, whiteSpace: 'nowrap' } }}
      />
    </Modal>
  );
}
