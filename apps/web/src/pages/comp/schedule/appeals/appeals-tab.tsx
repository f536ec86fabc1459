import { APPEAL_STATUSES, type AppealRow, type AppealStatus, listAppealSessions, listAppeals } from '@cbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Select } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { EditionSelect } from '../../../../components/comp/edition-select';
import { type CrudColumn, CrudTable, defineResource } from '../../../../components/crud';
import { api } from '../../../../core/http/api';
import { queryKeyOf } from '../../../../core/http/query-keys';
import { useT } from '../../../../core/i18n';
import { useScheduleEdition } from '../use-schedule-edition';
import { AppealDrawer } from './appeal-drawer';
import { AppealStatusTag } from './appeal-texts';
import '../schedule.css';

const resource = defineResource<AppealRow>({
  name: 'comp/appeal',
  entity: 'schedulePage.appeal.entity',
  rowKey: 'appealId',
  endpoints: { list: listAppeals },
  permission: 'comp:schedule',
});

/**
 * 申诉 (docs/appeals.md): an edition's appeals against roadshow results, by session and status;
 * a drawer shows one with its history and takes the decision.
 */
export function AppealsTab() {
  const t = useT();
  const edition = useScheduleEdition();
  const competitionId = edition.competitionId;
  const [sessionId, setSessionId] = useState<number | null>(null);
  const [status, setStatus] = useState<AppealStatus | null>(null);
  const [open, setOpen] = useState<AppealRow | null>(null);
  const refreshRef = useRef<(() => Promise<void>) | null>(null);
  const sessions = useQuery({
    queryKey: queryKeyOf(listAppealSessions, { competitionId }),
    enabled: competitionId !== null,
    queryFn: async () => (await api(listAppealSessions, { query: { competitionId: competitionId as number } })).data,
  });

  const columns = useMemo<CrudColumn<AppealRow>[]>(
    () => [
      { key: 'code', title: 'schedulePage.appeal.code', width: 100, ellipsis: true },
      { key: 'projectName', title: 'schedulePage.appeal.project', width: 150, ellipsis: true },
      {
        key: 'sessionName',
        title: 'schedulePage.appeal.session',
        width: 130,
        ellipsis: true,
        render: (_value, row) => `${row.stageName} · ${row.sessionName}`,
      },
      {
        key: 'submittedAt',
        title: 'schedulePage.appeal.submittedAt',
        width: 100,
        valueType: 'dateTime',
        stacked: true,
      },
      { key: 'deadlineAt', title: 'schedulePage.appeal.deadline', width: 100, valueType: 'dateTime', stacked: true },
      {
        key: 'status',
        title: 'schedulePage.appeal.status',
        width: 90,
        render: (_value, row) => <AppealStatusTag status={row.status} />,
      },
      {
        key: 'decision',
        title: 'schedulePage.appeal.decision',
        width: 160,
        ellipsis: true,
        render: (value) => (value === null ? '—' : String(value)),
      },
    ],
    [],
  );

  const bar = (
    <div className="cbo-schedule__bar">
      <span>{t('schedulePage.edition')}</span>
      <EditionSelect
        editions={edition.editions}
        loading={edition.editionsLoading}
        value={competitionId}
        onChange={(id) => {
          edition.setCompetitionId(id);
          setSessionId(null);
        }}
      />
      <Select
        aria-label={t('schedulePage.appeal.session')}
        loading={sessions.isLoading}
        value={sessionId ?? 0}
        onChange={(value: number) => setSessionId(value === 0 ? null : value)}
        popupMatchSelectWidth={false}
        options={[
          { value: 0, label: t('schedulePage.appeal.allSessions') },
          ...(sessions.data ?? []).map((session) => ({
            value: session.sessionId,
            label: `${session.stageName} · ${session.name}${session.pending > 0 ? ` (${session.pending})` : ''}`,
            title: session.appealDeadline
              ? t('schedulePage.appeal.window', { deadline: session.appealDeadline })
              : undefined,
          })),
        ]}
      />
      <Select
        aria-label={t('schedulePage.appeal.status')}
        value={status ?? ''}
        onChange={(value: string) => setStatus(value === '' ? null : (value as AppealStatus))}
        popupMatchSelectWidth={false}
        options={[
          { value: '', label: t('schedulePage.appeal.allStatuses') },
          ...APPEAL_STATUSES.map((value) => ({ value, label: t(`schedulePage.appeal.status.${value}`) })),
        ]}
      />
    </div>
  );

  if (competitionId === null) {
    return (
      <div className="cbo-crud">
        <div className="cbo-crud__panel">
          {bar}
          {edition.noEdition && <Empty description={t('schedulePage.noEdition')} />}
        </div>
      </div>
    );
  }
  const filters = {
    competitionId,
    ...(sessionId === null ? {} : { sessionId }),
    ...(status === null ? {} : { status }),
  };
  return (
    <>
      <CrudTable<AppealRow, Record<string, unknown>>
        resource={resource}
        columns={columns}
        context={bar}
        filters={filters}
        search={false}
        selectable={false}
        emptyText="schedulePage.appeal.empty"
        rowActions={(row, context) => (
          <Button
            type="link"
            size="small"
            onClick={() => {
              setOpen(row);
              // The drawer's decision refreshes the list through the context it was opened from.
              refreshRef.current = context.refresh;
            }}
          >
            {t(row.status === 'submitted' ? 'schedulePage.appeal.decide' : 'schedulePage.appeal.view')}
          </Button>
        )}
      />
      <AppealDrawer
        appeal={open}
        onClose={() => setOpen(null)}
        onDecided={async () => {
          await refreshRef.current?.();
          await sessions.refetch();
        }}
      />
    </>
  );
}
