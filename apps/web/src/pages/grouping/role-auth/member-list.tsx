import { CrownOutlined, ReloadOutlined, SearchOutlined, UserDeleteOutlined } from '@ant-design/icons';
import { DEFAULT_PAGE_SIZE, type ExpertGroupMember, listExpertGroupMembers } from '@cbo/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Empty, Form, Input, Space, Table, type TableColumnsType, Tag, Tooltip } from 'antd';
import { type ReactNode, useState } from 'react';
import { Pagination } from '../../../components/crud';
import { DictTag } from '../../../core/dict';
import { api } from '../../../core/http/api';
import { queryKeyOf } from '../../../core/http/query-keys';
import { useT } from '../../../core/i18n';

interface Props {
  expertGroupId: number;
  selected: number[];
  onSelect(userIds: number[]): void;
  toolbar: ReactNode;
  onRemove(member: ExpertGroupMember): void;
  onLeader(member: ExpertGroupMember): void;
}

/** The group's members (leader first), searched by name or account, paged; selection kept across pages. */
export function MemberList({ expertGroupId, selected, onSelect, toolbar, onRemove, onLeader }: Props) {
  const t = useT();
  const [form] = Form.useForm<{ name?: string }>();
  const [name, setName] = useState<string | undefined>();
  const [page, setPage] = useState({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const query = { pageNum: page.page, pageSize: page.limit, ...(name ? { name } : {}) };
  const list = useQuery({
    queryKey: queryKeyOf(listExpertGroupMembers, { expertGroupId, query }),
    queryFn: () => api(listExpertGroupMembers, { params: { expertGroupId }, query }),
    placeholderData: keepPreviousData,
  });
  const search = (values: { name?: string }) => {
    setName(values.name?.trim() || undefined);
    setPage((previous) => ({ ...previous, page: 1 }));
  };

  const columns: TableColumnsType<ExpertGroupMember> = [
    {
      key: 'nickName',
      title: t('eg.nickName'),
      width: 130,
      render: (_v, row) => (
        <div>
          <div>
            {row.nickName} {row.role === 'leader' && <Tag color="gold">{t('eg.role.leader')}</Tag>}
          </div>
          <div className="cbo-eg__sub">{row.userName}</div>
        </div>
      ),
    },
    { key: 'orgName', dataIndex: 'orgName', title: t('eg.org'), width: 160, ellipsis: true },
    {
      key: 'title',
      dataIndex: 'title',
      title: t('eg.title'),
      width: 100,
      responsive: ['xl'],
      render: (value: string | null) => (value ? <DictTag type="comp_expert_title" value={value} /> : null),
    },
    {
      key: 'fields',
      dataIndex: 'fields',
      title: t('eg.fields'),
      width: 130,
      responsive: ['xl'],
      render: (value: string[]) => <DictTag type="comp_expert_field" value={value} />,
    },
    { key: 'regionName', dataIndex: 'regionName', title: t('eg.regionName'), width: 90, responsive: ['md'] },
    {
      key: 'joinedBy',
      dataIndex: 'joinedBy',
      title: t('eg.joinedBy'),
      width: 120,
      responsive: ['md'],
      render: (value: string, row) => (
        <div className="cbo-eg__joined">
          <div>{t(value === 'draw' ? 'eg.joined.draw' : 'eg.joined.manual')}</div>
          {row.overrides.length > 0 && (
            <Tooltip title={row.overrides.map((o) => o.reason).join('；')}>
              <Tag color="warning">{t('eg.overrides')}</Tag>
            </Tooltip>
          )}
        </div>
      ),
    },
    { key: 'createTime', dataIndex: 'createTime', title: t('eg.joinedAt'), width: 170, responsive: ['xl'] },
    {
      key: '_actions',
      title: t('crud.actions'),
      align: 'center',
      width: 190,
      fixed: 'right',
      render: (_v, row) => (
        <Space size={0} wrap>
          {row.role !== 'leader' && (
            <Button type="link" size="small" icon={<CrownOutlined />} onClick={() => onLeader(row)}>
              {t('eg.setLeader')}
            </Button>
          )}
          <Button type="link" size="small" danger icon={<UserDeleteOutlined />} onClick={() => onRemove(row)}>
            {t('eg.remove')}
          </Button>
        </Space>
      ),
    },
  ];

  const emptyText = list.isError ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('crud.loadFailed')}>
      <Button onClick={() => void list.refetch()}>{t('crud.retry')}</Button>
    </Empty>
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('eg.membersEmpty')} />
  );

  return (
    <div className="cbo-role-user">
      <Form form={form} name="eg_members" layout="inline" className="cbo-role-user__search" onFinish={search}>
        <Form.Item name="name" label={t('eg.searchName')}>
          <Input allowClear />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t('eg.search')}
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
            {t('eg.reset')}
          </Button>
        </Form.Item>
      </Form>
      <div className="cbo-role-user__toolbar">
        {toolbar}
        <span className="cbo-role-user__count">{t('eg.selected', { count: selected.length })}</span>
      </div>
      <Table<ExpertGroupMember>
        rowKey="userId"
        size="middle"
        columns={columns}
        dataSource={list.data?.rows ?? []}
        loading={list.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText }}
        rowSelection={{
          selectedRowKeys: selected,
          preserveSelectedRowKeys: true,
          columnWidth: 48,
          getCheckboxProps: (row) => ({ name: row.nickName, 'aria-label': row.nickName }),
          onChange: (keys) => onSelect(keys.map(Number)),
        }}
      />
      <Pagination
        hidden={(list.data?.total ?? 0) === 0}
        total={list.data?.total ?? 0}
        page={page.page}
        limit={page.limit}
        onPagination={setPage}
        autoScroll={false}
      />
    </div>
  );
}
