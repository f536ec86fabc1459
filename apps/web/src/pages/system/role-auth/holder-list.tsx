import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { allocatedUsers, DEFAULT_PAGE_SIZE, type UserRow, unallocatedUsers } from '@cbo/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Empty, Form, Input, Table, type TableColumnsType } from 'antd';
import { type ReactNode, useState } from 'react';
import { Pagination } from '../../../components/crud';
import { DictTag } from '../../../core/dict';
import { api } from '../../../core/http/api';
import { queryKeyOf } from '../../../core/http/query-keys';
import { useT } from '../../../core/i18n';

export type HolderListKind = 'allocatedList' | 'unallocatedList';

const HOLDER_LISTS = { allocatedList: allocatedUsers, unallocatedList: unallocatedUsers } as const;

interface Filters {
  userName?: string;
  phonenumber?: string;
}

export interface HolderListProps {
  roleId: number;
  kind: HolderListKind;
  /** Prefix of the search form's field ids (the page and its dialog are on screen together). */
  name: string;
  selected: number[];
  onSelect(ids: number[]): void;
  /** Buttons above the table (after the search form). */
  toolbar?: ReactNode;
  /** The row's actions column; none without it. */
  rowAction?: (row: UserRow) => ReactNode;
  empty: string;
}

/**
 * Users holding (allocatedList) or not holding (unallocatedList) a role, within the caller's data
 * scope: search by user name and mobile, server paging, row selection kept across pages.
 */
export function HolderList({ roleId, kind, name, selected, onSelect, toolbar, rowAction, empty }: HolderListProps) {
  const t = useT();
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState({ page: 1, limit: kind === 'allocatedList' ? DEFAULT_PAGE_SIZE : 10 });
  const query = { roleId, pageNum: page.page, pageSize: page.limit, ...filters };
  const list = useQuery({
    // Under /system/role like every list of the page: a grant or a revocation reloads them all.
    queryKey: queryKeyOf(HOLDER_LISTS[kind], { query }),
    queryFn: () => api(HOLDER_LISTS[kind], { query }),
    placeholderData: keepPreviousData,
  });

  const search = (values: Filters) => {
    const next = {
      userName: values.userName?.trim() || undefined,
      phonenumber: values.phonenumber?.trim() || undefined,
    };
    setFilters(next);
    setPage((previous) => ({ ...previous, page: 1 }));
    if (JSON.stringify(next) === JSON.stringify(filters)) void list.refetch();
  };

  const columns: TableColumnsType<UserRow> = [
    { key: 'userName', dataIndex: 'userName', title: t('roleUser.userName'), ellipsis: true },
    { key: 'nickName', dataIndex: 'nickName', title: t('roleUser.nickName'), ellipsis: true },
    { key: 'email', dataIndex: 'email', title: t('roleUser.email'), ellipsis: true, responsive: ['lg'] },
    { key: 'phonenumber', dataIndex: 'phonenumber', title: t('roleUser.phonenumber'), width: 130 },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('roleUser.status'),
      width: 90,
      render: (value: string) => <DictTag type="sys_normal_disable" value={value} />,
    },
    { key: 'createTime', dataIndex: 'createTime', title: t('field.createTime'), width: 170, responsive: ['md'] },
  ];
  if (rowAction) {
    columns.push({
      key: '_actions',
      title: t('crud.actions'),
      align: 'center',
      width: 120,
      render: (_v, row) => rowAction(row),
    });
  }

  const emptyText = list.isError ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('crud.loadFailed')}>
      <Button onClick={() => void list.refetch()}>{t('crud.retry')}</Button>
    </Empty>
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />
  );

  return (
    <div className="cbo-role-user">
      <Form form={form} name={name} layout="inline" className="cbo-role-user__search" onFinish={search}>
        <Form.Item name="userName" label={t('roleUser.userName')}>
          <Input allowClear placeholder={t('crud.placeholder.input', { label: t('roleUser.userName') })} />
        </Form.Item>
        <Form.Item name="phonenumber" label={t('roleUser.phonenumber')}>
          <Input allowClear placeholder={t('crud.placeholder.input', { label: t('roleUser.phonenumber') })} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t('roleUser.search')}
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
            {t('roleUser.reset')}
          </Button>
        </Form.Item>
      </Form>
      {toolbar && (
        <div className="cbo-role-user__toolbar">
          {toolbar}
          <span className="cbo-role-user__count">{t('roleUser.selected', { count: selected.length })}</span>
        </div>
      )}
      <Table<UserRow>
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
          getCheckboxProps: (row) => ({ name: row.userName }),
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
