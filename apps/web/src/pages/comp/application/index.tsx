import {
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  EyeOutlined,
  PlusOutlined,
  RollbackOutlined,
  SendOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { APPLICATION_STATUS_KEYS, type ApplicationRow, DEFAULT_PAGE_SIZE } from '@cbo/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Empty, Form, Table, type TableColumnsType, Tabs } from 'antd';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Pagination, RightToolbar, type TablePage, useColumnMemory } from '../../../components/crud';
import { useAccess } from '../../../core/access';
import { useIsMobile } from '../../../core/device/use-is-mobile';
import { DictTag } from '../../../core/dict/dict-tag';
import { download } from '../../../core/download/download';
import { http, isRequestError } from '../../../core/http/http-client';
import { type TranslationKey, useT } from '../../../core/i18n';
import {
  APPLICATION_BASE,
  APPLICATION_KEY,
  DRAFTS,
  detailPath,
  EDITABLE,
  removeApplications,
  SUBMITTABLE,
  transition,
  useCurrentEdition,
  useStatusCounts,
  WITHDRAWABLE,
} from './application-api';
import { ApplicationFormDrawer, type FormState } from './application-form';
import { ApplicationImportDialog } from './application-import';
import { ApplicationSearch, filtersOf, type SearchValues } from './application-search';
import { RefusalAlert } from './refusal-alert';
import { StatusTag, useStatusName } from './status-tag';
import { WithdrawModal } from './withdraw-modal';
import './application.css';

interface ColumnDef {
  key: keyof ApplicationRow & string;
  title: TranslationKey;
  width?: number;
  hidden?: boolean;
  render?: (row: ApplicationRow) => ReactNode;
}

/** Applications: every filter, status tabs with counts, batch submit/withdraw/delete, import with a dry run, export. */
function ApplicationPage() {
  const t = useT();
  const { modal, message } = App.useApp();
  const access = useAccess();
  const can = (action: string) => access.hasPermi(`comp:application:${action}`);
  const mobile = useIsMobile();
  const size = mobile ? 'small' : undefined;
  const queryClient = useQueryClient();
  const statusName = useStatusName();
  const current = useCurrentEdition();
  const [searchForm] = Form.useForm<SearchValues>();
  const [filters, setFilters] = useState<Record<string, unknown> | null>(null);
  const [status, setStatus] = useState('');
  const [page, setPage] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [selected, setSelected] = useState<ApplicationRow[]>([]);
  const [showSearch, setShowSearch] = useState(true);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [withdrawing, setWithdrawing] = useState<ApplicationRow[] | null>(null);
  const [formState, setFormState] = useState<FormState>(null);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [busy, setBusy] = useState(false);

  // The current edition is the first filter, once known (none current: every edition).
  const currentId = current.data?.competitionId;
  useEffect(() => {
    if (filters !== null || current.isLoading) return;
    if (currentId) searchForm.setFieldsValue({ competitionId: currentId });
    setFilters(currentId ? { competitionId: currentId } : {});
  }, [filters, current.isLoading, currentId, searchForm]);

  const ready = filters !== null;
  const params = { ...filters, ...(status ? { status } : {}), ...page };
  const list = useQuery({
    queryKey: [...APPLICATION_KEY, 'list', params],
    enabled: ready,
    queryFn: () => http.get<TablePage<ApplicationRow>>(`${APPLICATION_BASE}/list`, { params }),
    placeholderData: keepPreviousData,
  });
  const counts = useStatusCounts(filters);
  const refresh = () => queryClient.invalidateQueries({ queryKey: APPLICATION_KEY });

  const columns = useMemo<ColumnDef[]>(
    () => [
      {
        key: 'code',
        title: 'apply.code',
        width: 130,
        render: (row) => <Link to={detailPath(row.applicationId)}>{row.code}</Link>,
      },
      { key: 'projectName', title: 'apply.projectName', width: 200 },
      { key: 'status', title: 'apply.status', width: 110, render: (row) => <StatusTag status={row.status} /> },
      { key: 'competitionName', title: 'apply.edition', width: 220, hidden: true },
      { key: 'trackName', title: 'apply.track', width: 100 },
      { key: 'categoryName', title: 'apply.category', width: 100 },
      {
        key: 'industry',
        title: 'apply.industry',
        width: 150,
        render: (row) => <DictTag type="comp_industry" value={row.industry} />,
      },
      { key: 'regionName', title: 'apply.region', width: 110 },
      { key: 'orgName', title: 'apply.organisation', width: 180, hidden: true },
      { key: 'leaderName', title: 'apply.leaderName', width: 100 },
      { key: 'leaderMobile', title: 'apply.leaderMobile', width: 130 },
      { key: 'memberCount', title: 'apply.memberCount', width: 90 },
      { key: 'submittedAt', title: 'apply.submittedAt', width: 170, hidden: true },
      { key: 'createTime', title: 'field.createTime', width: 170 },
    ],
    [],
  );
  const [hidden, setHidden] = useColumnMemory(
    'comp/application',
    columns.filter((column) => column.hidden).map((column) => column.key),
  );

  const runAction = async (work: () => Promise<string>) => {
    setBusy(true);
    setRefusal(null);
    try {
      message.success(await work());
      setSelected([]);
      await refresh();
      return true;
    } catch (error) {
      // The server names each application and rule: keep the whole refusal in view.
      if (isRequestError(error)) setRefusal(error.message);
      else throw error;
      return false;
    } finally {
      setBusy(false);
    }
  };

  const codesOf = (rows: readonly ApplicationRow[]) => rows.map((row) => row.code).join('、');
  const confirmSubmit = (rows: ApplicationRow[]) =>
    modal.confirm({
      title: t('client.systemPrompt'),
      content: t('apply.submitConfirm', { codes: codesOf(rows) }),
      okText: t('client.confirm'),
      cancelText: t('client.cancel'),
      onOk: () =>
        runAction(async () => {
          const changed = await transition(
            rows.map((row) => row.applicationId),
            'submit',
          );
          return t('apply.submitted', { count: changed });
        }),
    });
  const confirmRemove = (rows: ApplicationRow[]) =>
    modal.confirm({
      title: t('client.systemPrompt'),
      content: t('apply.removeConfirm', { codes: codesOf(rows) }),
      okText: t('client.confirm'),
      okButtonProps: { danger: true },
      cancelText: t('client.cancel'),
      onOk: () =>
        runAction(async () => {
          await removeApplications(rows.map((row) => row.applicationId));
          return t('crud.deleteOk');
        }),
    });
  const withdraw = async (reason: string) => {
    const rows = withdrawing ?? [];
    const done = await runAction(async () => {
      const changed = await transition(
        rows.map((row) => row.applicationId),
        'withdraw',
        reason,
      );
      return t('apply.withdrawn', { count: changed });
    });
    if (done) setWithdrawing(null);
    return done;
  };

  const exportRows = async () => {
    setExporting(true);
    await download(
      `${APPLICATION_BASE}/export`,
      { ...filters, ...(status ? { status } : {}) },
      `application_${Date.now()}.xlsx`,
    );
    setExporting(false);
  };

  const tableColumns: TableColumnsType<ApplicationRow> = columns
    .filter((column) => !hidden.includes(column.key))
    .map((column) => ({
      key: column.key,
      dataIndex: column.key,
      title: t(column.title),
      width: column.width,
      ellipsis: column.key === 'projectName' || column.key === 'orgName',
      render: column.render ? (_value: unknown, row: ApplicationRow) => column.render?.(row) : undefined,
    }));
  tableColumns.push({
    key: '_actions',
    title: t('crud.actions'),
    align: 'center',
    fixed: mobile ? undefined : 'right',
    className: 'cbo-crud__actions',
    render: (_value: unknown, row: ApplicationRow) => (
      <span className="cbo-crud__row-actions">
        <Link to={detailPath(row.applicationId)} className="ant-btn ant-btn-link ant-btn-sm cbo-apply__link">
          <EyeOutlined /> {t('apply.detail')}
        </Link>
        {can('edit') && EDITABLE.has(row.status) && (
          <Button
            type="link"
            size="small"
            icon={<EditOutlined />}
            onClick={() => setFormState({ mode: 'edit', applicationId: row.applicationId })}
          >
            {t('crud.edit')}
          </Button>
        )}
      </span>
    ),
  });

  const all = (rows: readonly ApplicationRow[], allowed: ReadonlySet<string>) =>
    rows.length > 0 && rows.every((row) => allowed.has(row.status));
  const total = list.data?.total ?? 0;
  const countOf = (key: string) =>
    key ? (counts.data?.[key] ?? 0) : Object.values(counts.data ?? {}).reduce((sum, n) => sum + n, 0);

  return (
    <div className="cbo-crud cbo-apply">
      <div className="cbo-crud__search" hidden={!showSearch}>
        <ApplicationSearch
          form={searchForm}
          onSearch={(values) => {
            setSelected([]);
            setPage((previous) => ({ ...previous, pageNum: 1 }));
            const next = filtersOf(values);
            // Searching again with the same filters reloads, as a person expects of the button.
            if (JSON.stringify(next) === JSON.stringify(filters)) void refresh();
            else setFilters(next);
          }}
          onReset={() => {
            searchForm.resetFields();
            if (currentId) searchForm.setFieldsValue({ competitionId: currentId });
            setSelected([]);
            setStatus('');
            setPage((previous) => ({ ...previous, pageNum: 1 }));
            setFilters(currentId ? { competitionId: currentId } : {});
          }}
        />
      </div>
      <div className="cbo-crud__panel">
        <Tabs
          className="cbo-apply__tabs"
          activeKey={status}
          onChange={(key) => {
            setStatus(key);
            setSelected([]);
            setPage((previous) => ({ ...previous, pageNum: 1 }));
          }}
          items={['', ...APPLICATION_STATUS_KEYS].map((key) => ({
            key,
            label: (
              <span data-status={key || 'all'}>
                {key ? statusName(key) : t('apply.all')}
                <span className="cbo-apply__count">{countOf(key)}</span>
              </span>
            ),
          }))}
        />
        <div className="cbo-crud__toolbar" role="toolbar" aria-label={t('crud.toolbar')}>
          <div className="cbo-crud__buttons">
            {can('add') && (
              <Button
                size={size}
                color="primary"
                variant="outlined"
                icon={<PlusOutlined />}
                onClick={() => setFormState({ mode: 'add' })}
              >
                {t('crud.add')}
              </Button>
            )}
            {can('edit') && (
              <>
                <Button
                  size={size}
                  color="green"
                  variant="outlined"
                  icon={<SendOutlined />}
                  loading={busy}
                  disabled={!all(selected, SUBMITTABLE)}
                  onClick={() => confirmSubmit(selected)}
                >
                  {t('apply.submit')}
                </Button>
                <Button
                  size={size}
                  color="orange"
                  variant="outlined"
                  icon={<RollbackOutlined />}
                  disabled={!all(selected, WITHDRAWABLE)}
                  onClick={() => setWithdrawing(selected)}
                >
                  {t('apply.withdraw')}
                </Button>
              </>
            )}
            {can('remove') && (
              <Button
                size={size}
                color="danger"
                variant="outlined"
                icon={<DeleteOutlined />}
                disabled={!all(selected, DRAFTS)}
                title={t('apply.removeDraftsOnly')}
                onClick={() => confirmRemove(selected)}
              >
                {t('crud.delete')}
              </Button>
            )}
            {can('import') && (
              <Button
                size={size}
                color="cyan"
                variant="outlined"
                icon={<UploadOutlined />}
                onClick={() => setImporting(true)}
              >
                {t('crud.import')}
              </Button>
            )}
            {can('export') && (
              <Button
                size={size}
                color="orange"
                variant="outlined"
                icon={<DownloadOutlined />}
                loading={exporting}
                onClick={exportRows}
              >
                {t('crud.export')}
              </Button>
            )}
            {selected.length > 0 && (
              <span className="cbo-crud__selected">{t('crud.selected', { count: selected.length })}</span>
            )}
          </div>
          <RightToolbar
            size={size}
            showSearch={showSearch}
            onToggleSearch={() => setShowSearch((shown) => !shown)}
            onRefresh={() => void refresh()}
            columns={columns.map((column) => ({ key: column.key, title: t(column.title) }))}
            hidden={hidden}
            onHiddenChange={setHidden}
          />
        </div>
        {refusal && <RefusalAlert text={refusal} onClose={() => setRefusal(null)} />}
        <Table<ApplicationRow>
          rowKey="applicationId"
          columns={tableColumns}
          dataSource={list.data?.rows ?? []}
          loading={list.isFetching || !ready}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: list.isError ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('crud.loadFailed')}>
                <Button onClick={() => void list.refetch()}>{t('crud.retry')}</Button>
              </Empty>
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('apply.empty')} />
            ),
          }}
          rowSelection={{
            selectedRowKeys: selected.map((row) => row.applicationId),
            onChange: (_keys, rows) => setSelected(rows),
            columnWidth: 48,
          }}
        />
        <Pagination
          hidden={total === 0}
          total={total}
          page={page.pageNum}
          limit={page.pageSize}
          onPagination={({ page: pageNum, limit }) => {
            setSelected([]);
            setPage({ pageNum, pageSize: limit });
          }}
        />
      </div>
      <WithdrawModal
        codes={withdrawing ? withdrawing.map((row) => row.code) : null}
        onCancel={() => setWithdrawing(null)}
        onWithdraw={withdraw}
      />
      <ApplicationFormDrawer
        state={formState}
        defaultCompetitionId={(filters?.competitionId as number | undefined) ?? currentId}
        onClose={() => setFormState(null)}
        onSaved={async () => {
          setFormState(null);
          await refresh();
        }}
      />
      <ApplicationImportDialog
        open={importing}
        defaultCompetitionId={(filters?.competitionId as number | undefined) ?? currentId}
        onClose={() => setImporting(false)}
        onImported={refresh}
      />
    </div>
  );
}

export { ApplicationPage as Component };
