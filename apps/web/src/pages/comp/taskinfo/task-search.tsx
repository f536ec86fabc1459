import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { TASK_STATUSES, type TaskStatus } from '@cbo/contracts';
import { Button, Form, type FormInstance, Input, Select } from 'antd';
import { useT } from '../../../core/i18n';
import { statusName } from './task-texts';

export interface TaskSearchValues {
  taskName?: string;
  status?: TaskStatus;
}

/** The search values as wire filters: the name trimmed, blanks left out. */
export function taskFiltersOf(values: TaskSearchValues): Record<string, unknown> {
  const filters: Record<string, unknown> = {};
  const name = values.taskName?.trim();
  if (name) filters.taskName = name;
  if (values.status) filters.status = values.status;
  return filters;
}

/** The task list's filters: name and status (the edition and stage are the bar above). */
export function TaskSearch({
  form,
  onSearch,
  onReset,
}: {
  form: FormInstance<TaskSearchValues>;
  onSearch(values: TaskSearchValues): void;
  onReset(): void;
}) {
  const t = useT();
  return (
    <Form form={form} name="comp_task_search" layout="inline" className="cbo-search" onFinish={onSearch}>
      <Form.Item name="taskName" label={t('task.name')}>
        <Input allowClear maxLength={100} placeholder={t('crud.placeholder.input', { label: t('task.name') })} />
      </Form.Item>
      <Form.Item name="status" label={t('task.status')}>
        <Select
          allowClear
          placeholder={t('crud.placeholder.select', { label: t('task.status') })}
          options={TASK_STATUSES.map((status) => ({ value: status, label: statusName(t, status) }))}
        />
      </Form.Item>
      <Form.Item className="cbo-search__actions">
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          {t('crud.search')}
        </Button>
        <Button icon={<ReloadOutlined />} onClick={onReset}>
          {t('crud.reset')}
        </Button>
      </Form.Item>
    </Form>
  );
}
