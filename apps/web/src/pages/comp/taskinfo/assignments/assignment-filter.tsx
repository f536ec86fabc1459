import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { ASSIGNMENT_STATUSES } from '@cbo/contracts';
import { Button, Form, Input, Select } from 'antd';
import { useT } from '../../../../core/i18n';
import { type AssignmentFilter, useTaskExperts, useTaskGroups } from './assignments-api';

interface Props {
  taskId: number;
  onSearch(filter: AssignmentFilter): void;
}

/** Review group, expert, application code and status; sent to the server, which pages the list. */
export function AssignmentFilterForm({ taskId, onSearch }: Props) {
  const t = useT();
  const [form] = Form.useForm<AssignmentFilter>();
  const groups = useTaskGroups(taskId);
  const experts = useTaskExperts(taskId);
  const search = (values: AssignmentFilter) => {
    const code = values.code?.trim();
    onSearch({
      ...(values.reviewGroupId ? { reviewGroupId: values.reviewGroupId } : {}),
      ...(values.userId ? { userId: values.userId } : {}),
      ...(code ? { code } : {}),
      ...(values.status ? { status: values.status } : {}),
    });
  };
  return (
    <Form form={form} name="assign_filter" layout="inline" className="cbo-assign__filter" onFinish={search}>
      <Form.Item name="reviewGroupId" label={t('assign.reviewGroup')}>
        <Select
          allowClear
          className="cbo-assign__select"
          placeholder={t('assign.all')}
          loading={groups.isLoading}
          showSearch={{ optionFilterProp: 'label' }}
          options={(groups.data ?? []).map((group) => ({ value: group.reviewGroupId, label: group.reviewGroupName }))}
        />
      </Form.Item>
      <Form.Item name="userId" label={t('assign.expert')}>
        <Select
          allowClear
          className="cbo-assign__select"
          placeholder={t('assign.all')}
          loading={experts.isLoading}
          showSearch={{ optionFilterProp: 'label' }}
          options={(experts.data ?? []).map((expert) => ({ value: expert.userId, label: expert.nickName }))}
        />
      </Form.Item>
      <Form.Item name="code" label={t('assign.code')}>
        <Input allowClear className="cbo-assign__code" maxLength={30} />
      </Form.Item>
      <Form.Item name="status" label={t('assign.status')}>
        <Select
          allowClear
          className="cbo-assign__select"
          placeholder={t('assign.all')}
          options={ASSIGNMENT_STATUSES.map((status) => ({ value: status, label: t(`assign.status.${status}`) }))}
        />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          {t('assign.search')}
        </Button>
      </Form.Item>
      <Form.Item>
        <Button
          icon={<ReloadOutlined />}
          onClick={() => {
            form.resetFields();
            search({});
          }}
        >
          {t('assign.reset')}
        </Button>
      </Form.Item>
    </Form>
  );
}
