import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { listMyTasks, type ScoringAssignmentStatus } from '@cbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, type FormInstance, Select } from 'antd';
import { api } from '../../../core/http/api';
import { queryKeyOf } from '../../../core/http/query-keys';
import { useT } from '../../../core/i18n';
import { LISTED_STATUSES, statusKey } from './my-review-status';

export interface MyReviewSearchValues {
  taskId?: number;
  status?: ScoringAssignmentStatus;
}

/** The search values as wire filters, blanks left out. */
export function myReviewFiltersOf(values: MyReviewSearchValues): Record<string, unknown> {
  const filters: Record<string, unknown> = {};
  if (values.taskId !== undefined && values.taskId !== null) filters.taskId = values.taskId;
  if (values.status) filters.status = values.status;
  return filters;
}

interface Props {
  form: FormInstance<MyReviewSearchValues>;
  /** The filters the page starts with (a task named by the address). */
  initialValues?: MyReviewSearchValues;
  onSearch(values: MyReviewSearchValues): void;
  onReset(): void;
}

/** The queue's filters: one of the expert's open tasks, and the assignment's status. */
export function MyReviewSearch({ form, initialValues, onSearch, onReset }: Props) {
  const t = useT();
  const tasks = useQuery({
    queryKey: queryKeyOf(listMyTasks),
    queryFn: async () => (await api(listMyTasks)).data,
  });
  const options = (tasks.data ?? []).map((task) => ({ value: task.taskId, label: task.taskName }));
  const select = (label: string) => t('crud.placeholder.select', { label });
  return (
    <Form
      form={form}
      name="comp_myReview_search"
      layout="inline"
      className="cbo-search"
      initialValues={initialValues}
      onFinish={onSearch}
    >
      <Form.Item name="taskId" label={t('myReview.task')} className="cbo-search__item--select">
        <Select
          allowClear
          loading={tasks.isLoading}
          options={options}
          placeholder={t('myReview.allTasks')}
          popupMatchSelectWidth={false}
        />
      </Form.Item>
      <Form.Item name="status" label={t('myReview.status')} className="cbo-search__item--select">
        <Select
          allowClear
          options={LISTED_STATUSES.map((status) => ({ value: status, label: t(statusKey(status)) }))}
          placeholder={select(t('myReview.status'))}
          popupMatchSelectWidth={false}
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
