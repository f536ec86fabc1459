import { CheckOutlined, CloseOutlined, RollbackOutlined } from '@ant-design/icons';
import { DEFAULT_PAGE_SIZE } from '@cbo/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Empty, Table, type TableColumnsType, Tabs, Tooltip } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { Pagination } from '../../../components/crud';
import { useAccess } from '../../../core/access';
import { useIsMobile } from '../../../core/device/use-is-mobile';
import { isRequestError } from '../../../core/http/http-client';
import { useT } from '../../../core/i18n';
import { APPLICATION_KEY, detailPath } from '../application/application-api';
import { RefusalAlert } from '../application/refusal-alert';
import { AUDIT_KEY, decide, type QueueRow, useAuditLevels, useAuditQueue } from './audit-api';
import { type DecisionKind, DecisionModal, type DecisionValues } from './decision-modal';
import { EditionSelect } from './edition-select';
import { useEditionTrack } from './use-edition-track';
import '../application/application.css';
import './audit.css';

/** The audit queue of the menu's track: one tab per level with its pending count; approve, return, reject, one or many. */
function AuditPage() {
  const t = useT();
  const { modal, message } = App.useApp();
  const access = useAccess();
  const mobile = useIsMobile();
  const size = mobile ? 'small' : undefined;
  const queryClient = useQueryClient();
  const edition = useEditionTrack();
  const [chosenLevel, setChosenLevel] = useState<number | null>(null);
  const [page, setPage] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [selected, setSelected] = useState<QueueRow[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [deciding, setDeciding] = useState<{ kind: DecisionKind; rows: QueueRow[] } | null>(null);
  const [busy, setBusy] = useState(false);

  const scope =
    edition.competitionId && edition.trackId
      ? { competitionId: edition.competitionId, trackId: edition.trackId }
      : null;
  const levels = useAuditLevels(scope);
  const tabs = levels.data ?? [];
  const level =
    tabs.find((tab) => tab.levelNo === chosenLevel) ?? tabs.find((tab) => tab.canDecide && tab.pending > 0) ?? tabs[0];
  const queue = useAuditQueue(scope && level ? { ...scope, levelNo: level.levelNo, ...page } : null);
  const mayDecide = Boolean(level?.canDecide) && access.hasPermi('comp:audit:decide');

  const reset = () => {
    setSelected([]);
    setRefusal(null);
    setPage((previous) => ({ ...previous, pageNum: 1 }));
  };

  /** Sends a decision; the server's refusal stays in view; the tabs' counts follow. */
  const run = async (kind: DecisionKind | 'approve', rows: readonly QueueRow[], values?: DecisionValues) => {
    if (!level) return false;
    setBusy(true);
    setRefusal(null);
    try {
      const changed = await decide({
        applicationIds: rows.map((row) => row.applicationId),
        levelNo: level.levelNo,
        decision: kind,
        reason: values?.reason ?? null,
        reasonCode: values?.reasonCode ?? null,
        returnDeadline: values?.returnDeadline ?? null,
      });
      const done = { approve: 'audit.approved', return: 'audit.returned', reject: 'audit.rejected' } as const;
      message.success(t(done[kind], { count: changed }));
      setSelected([]);
      return true;
    } catch (error) {
      if (isRequestError(error)) setRefusal(error.message);
      else throw error;
      return false;
    } finally {
      setBusy(false);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: AUDIT_KEY }),
        queryClient.invalidateQueries({ queryKey: APPLICATION_KEY }),
      ]);
    }
  };

  const codesOf = (rows: readonly QueueRow[]) => rows.map((row) => row.code).join('、');
  const approve = (rows: QueueRow[]) =>
    modal.confirm({
      title: t('client.systemPrompt'),
      content: t('audit.approveConfirm', { level: level?.levelName ?? '', codes: codesOf(rows) }),
      okText: t('audit.approve'),
      cancelText: t('client.cancel'),
      onOk: () => run('approve', rows),
    });

  /** A decision button: hidden without the permission, disabled with the reason when the level is not the user's. */
  const action = (
    kind: DecisionKind | 'approve',
    rows: QueueRow[],
    props: { batch?: boolean; disabled?: boolean } = {},
  ) => {
    if (!access.hasPermi('comp:audit:decide')) return null;
    const look = {
      approve: { icon: <CheckOutlined />, color: 'green', label: 'audit.approve' },
      return: { icon: <RollbackOutlined />, color: 'orange', label: 'audit.return' },
      reject: { icon: <CloseOutlined />, color: 'danger', label: 'audit.reject' },
    } as const;
    const { icon, color, label } = look[kind];
    const button = (
      <Button
        size={props.batch ? size : 'small'}
        type={props.batch ? undefined : 'link'}
        color={props.batch ? color : undefined}
        variant={props.batch ? 'outlined' : undefined}
        danger={!props.batch && kind === 'reject'}
        icon={icon}
        loading={props.batch && busy && kind === 'approve'}
        disabled={!mayDecide || props.disabled}
        onClick={() => (kind === 'approve' ? approve(rows) : setDeciding({ kind, rows }))}
      >
        {t(label)}
      </Button>
    );
    return mayDecide ? (
      <span key={kind}>{button}</span>
    ) : (
      <Tooltip key={kind} title={t('audit.viewOnly')}>
        <span>{button}</span>
      </Tooltip>
    );
  };

  const columns: TableColumnsType<QueueRow> = [
    {
      key: 'code',
      dataIndex: 'code',
      title: t('apply.code'),
      width: 110,
      render: (_value, row) => <Link to={detailPath(row.applicationId)}>{row.code}</Link>,
    },
    { key: 'projectName', dataIndex: 'projectName', title: t('apply.projectName'), width: 180, ellipsis: true },
    { key: 'categoryName', dataIndex: 'categoryName', title: t('apply.category'), width: 90 },
    { key: 'regionName', dataIndex: 'regionName', title: t('apply.region'), width: 90 },
    { key: 'orgName', dataIndex: 'orgName', title: t('apply.organisation'), width: 160, ellipsis: true },
    { key: 'leaderName', dataIndex: 'leaderName', title: t('apply.leaderName'), width: 80 },
    { key: 'submittedAt', dataIndex: 'submittedAt', title: t('audit.submittedAt'), width: 160 },
    {
      key: '_actions',
      title: t('crud.actions'),
      align: 'center',
      fixed: mobile ? undefined : 'right',
      className: 'cbo-crud__actions',
      render: (_value, row) => (
        <span className="cbo-crud__row-actions">
          {action('approve', [row])}
          {action('return', [row])}
          {action('reject', [row])}
        </span>
      ),
    },
  ];

  const total = queue.data?.total ?? 0;
  const trackName = t(edition.trackCode === 'teen' ? 'audit.track.teen' : 'audit.track.adult');
  const blocked = edition.noEdition
    ? t('audit.noEdition')
    : edition.trackId === null
      ? t('audit.noTrack', { track: trackName })
      : levels.data && tabs.length === 0
        ? t('audit.noLevels')
        : null;

  return (
    <div className="cbo-crud cbo-audit">
      <div className="cbo-crud__panel">
        <div className="cbo-audit__bar">
          <span className="cbo-audit__bar-label">{t('audit.edition')}</span>
          <EditionSelect
            editions={edition.editions}
            loading={edition.editionsLoading}
            value={edition.competitionId}
            onChange={(competitionId) => {
              edition.setCompetitionId(competitionId);
              setChosenLevel(null);
              reset();
            }}
          />
        </div>
        {blocked ? (
          <Empty className="cbo-audit__blocked" description={blocked} />
        ) : (
          <>
            <Tabs
              className="cbo-audit__tabs"
              activeKey={level ? String(level.levelNo) : undefined}
              onChange={(key) => {
                setChosenLevel(Number(key));
                reset();
              }}
              items={tabs.map((tab) => ({
                key: String(tab.levelNo),
                label: (
                  <span data-level={tab.levelNo} title={t('audit.pending', { count: tab.pending })}>
                    {tab.levelName}
                    <span className={`cbo-audit__count${tab.pending > 0 ? ' cbo-audit__count--pending' : ''}`}>
                      {tab.pending}
                    </span>
                  </span>
                ),
              }))}
            />
            {level && !level.canDecide && (
              <Alert className="cbo-audit__view-only" type="info" showIcon title={t('audit.viewOnly')} />
            )}
            <div className="cbo-crud__toolbar" role="toolbar" aria-label={t('crud.toolbar')}>
              <div className="cbo-crud__buttons">
                {action('approve', selected, { batch: true, disabled: selected.length === 0 })}
                {action('return', selected, { batch: true, disabled: selected.length === 0 })}
                {action('reject', selected, { batch: true, disabled: selected.length === 0 })}
                {selected.length > 0 && (
                  <span className="cbo-crud__selected">{t('crud.selected', { count: selected.length })}</span>
                )}
              </div>
            </div>
            {refusal && <RefusalAlert text={refusal} onClose={() => setRefusal(null)} />}
            <Table<QueueRow>
              rowKey="applicationId"
              columns={columns}
              dataSource={queue.data?.rows ?? []}
              loading={queue.isFetching || levels.isLoading || edition.trackId === undefined}
              pagination={false}
              scroll={{ x: 'max-content' }}
              locale={{
                emptyText: queue.isError ? (
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('crud.loadFailed')}>
                    <Button onClick={() => void queue.refetch()}>{t('crud.retry')}</Button>
                  </Empty>
                ) : (
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('audit.empty')} />
                ),
              }}
              rowSelection={
                mayDecide
                  ? {
                      selectedRowKeys: selected.map((row) => row.applicationId),
                      onChange: (_keys, rows) => setSelected(rows),
                      columnWidth: 48,
                    }
                  : undefined
              }
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
          </>
        )}
      </div>
      <DecisionModal
        kind={deciding?.kind ?? null}
        codes={(deciding?.rows ?? []).map((row) => row.code)}
        onCancel={() => setDeciding(null)}
        onDecide={async (values) => {
          const done = deciding ? await run(deciding.kind, deciding.rows, values) : false;
          // A refusal is shown on the page: the dialog closes either way once the server answered.
          setDeciding(null);
          return done;
        }}
      />
    </div>
  );
}

export const Component = AuditPage;
