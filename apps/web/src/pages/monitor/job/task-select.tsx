import type { JobTask } from '@cbo/contracts';
import { Form, Select } from 'antd';
import { taskOf } from '../../../components/job/use-job-tasks';
import { useT } from '../../../core/i18n';
import { taskDefaults } from './task-defaults';

export interface TaskSelectProps {
  tasks: readonly JobTask[] | undefined;
  loading: boolean;
  id?: string;
  value?: string;
  onChange?: (value: string | undefined) => void;
}

/**
 * The registry's tasks to choose from, the chosen one's description below. Choosing a task fills
 * in its arguments' defaults (the previous task's arguments are dropped).
 */
export function TaskSelect({ tasks, loading, id, value, onChange }: TaskSelectProps) {
  const t = useT();
  const form = Form.useFormInstance();
  const task = taskOf(tasks, value);
  const unknown = Boolean(value) && !loading && tasks !== undefined && !task;
  return (
    <div className="cbo-job-task">
      <Select
        id={id}
        value={value}
        loading={loading}
        allowClear
        showSearch={{
          filterOption: (input, option) =>
            `${option?.label ?? ''} ${option?.value ?? ''}`.toLowerCase().includes(input.trim().toLowerCase()),
        }}
        placeholder={t('job.task.placeholder')}
        options={(tasks ?? []).map((item) => ({ value: item.key, label: item.label }))}
        optionRender={(option) => (
          <span className="cbo-job-task__option">
            <span>{option.label}</span>
            <span className="cbo-job__key">{option.value}</span>
          </span>
        )}
        onChange={(key: string | undefined) => {
          onChange?.(key);
          form.setFieldValue('invokeArgs', taskDefaults(taskOf(tasks, key)));
        }}
      />
      {task && <div className="cbo-job__muted cbo-job-task__description">{task.description}</div>}
      {unknown && <div className="cbo-job__warning">{t('job.task.unknown', { key: value ?? '' })}</div>}
    </div>
  );
}
