import { type JobForm, type JobTask, jobForm } from '@cbo/contracts';
import { useMemo } from 'react';
import type { CrudForm, FormSchema } from '../../../components/crud';
import { taskOf } from '../../../components/job/use-job-tasks';
import { useT } from '../../../core/i18n';
import { CronField } from './cron-field';
import { JobStatusField } from './job-status-field';
import { MisfireField } from './misfire-field';
import { TaskArgsFields } from './task-args-fields';
import { argsFor } from './task-defaults';
import { TaskSelect } from './task-select';

/**
 * The shared add/edit schema, fed only the chosen task's arguments (without empty ones): the
 * form also keeps values it shows no field for (the cron check, the row's other columns).
 */
function jobSchema(tasks: readonly JobTask[] | undefined): FormSchema<JobForm> {
  return {
    shape: jobForm.shape,
    safeParse: (value) => {
      const values = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
      const task = taskOf(tasks, values.invokeTarget as string | undefined);
      return jobForm.safeParse({ ...values, invokeArgs: argsFor(task, values.invokeArgs) });
    },
  };
}

/** The job form: a task from the registry with its arguments, the schedule with its next times. */
export function useJobForm(tasks: readonly JobTask[] | undefined, loading: boolean): CrudForm<JobForm> {
  const t = useT();
  return useMemo(
    () => ({
      schema: jobSchema(tasks),
      width: 760,
      initialValues: { jobGroup: 'DEFAULT', misfirePolicy: '3', concurrent: '1', status: '1', invokeArgs: {} },
      fields: [
        { name: 'jobName', label: 'job.jobName', half: true },
        { name: 'jobGroup', label: 'job.jobGroup', type: 'dictSelect', dict: 'sys_job_group', half: true },
        {
          name: 'invokeTarget',
          label: 'job.invokeTarget',
          render: () => <TaskSelect tasks={tasks} loading={loading} />,
        },
        { name: 'invokeArgs', label: 'job.invokeArgs', render: () => <TaskArgsFields tasks={tasks} /> },
        { name: 'cronExpression', label: 'job.cronExpression', render: () => <CronField /> },
        { name: 'misfirePolicy', label: 'job.misfirePolicy', render: () => <MisfireField /> },
        {
          name: 'concurrent',
          label: 'job.concurrent',
          type: 'radio',
          options: [
            { value: '0', label: t('job.concurrent.0') },
            { value: '1', label: t('job.concurrent.1') },
          ],
        },
        { name: 'status', label: 'job.status', render: (mode) => <JobStatusField mode={mode} /> },
        { name: 'remark', label: 'field.remark', type: 'textarea' },
      ],
    }),
    [t, tasks, loading],
  );
}
