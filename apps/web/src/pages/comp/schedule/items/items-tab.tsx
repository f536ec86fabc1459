import { NotificationOutlined } from '@ant-design/icons';
import {
  addScheduleItem,
  editScheduleItem,
  getScheduleItem,
  listScheduleItems,
  listScheduleStages,
  removeScheduleItems,
  SCHEDULE_KINDS,
  type ScheduleItem,
  type ScheduleKind,
} from '@cbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, DatePicker, Empty, Segmented, Select, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { EditionSelect } from '../../../../components/comp/edition-select';
import { type CrudColumn, CrudTable, defineResource, RowMore } from '../../../../components/crud';
import { useAccess } from '../../../../core/access/use-access';
import { api } from '../../../../core/http/api';
import { queryKeyOf } from '../../../../core/http/query-keys';
import { useT } from '../../../../core/i18n';
import { type ScheduleEdition, useScheduleEdition } from '../use-schedule-edition';
import { ItemDrawer } from './item-drawer';
import { KindTag, timeRange, VisibilityTag } from './item-texts';
import { ItemsTimeline } from './items-timeline';
import { notifyTeams } from './notify';
import '../schedule.css';

const resource = defineResource<ScheduleItem>({
  name: 'comp/schedule',
  entity: 'schedulePage.entity',
  rowKey: 'itemId',
  endpoints: {
    list: listScheduleItems,
    get: getScheduleItem,
    add: addScheduleItem,
    edit: editScheduleItem,
    remove: removeScheduleItems,
  },
  permission: 'comp:schedule',
});

type View = 'list' | 'timeline';

interface Bar {
  edition: ScheduleEdition;
  stageId: number | null;
  setStageId(id: number | null): void;
  kind: ScheduleKind | null;
  setKind(kind: ScheduleKind | null): void;
  view: View;
  setView(view: View): void;
  days: [string, string] | null;
  setDays(days: [string, string] | null): void;
}

function useStages(competitionId: number | null) {
  return useQuery({
    queryKey: queryKeyOf(listScheduleStages, { competitionId }),
    enabled: competitionId !== null,
    queryFn: async () => (await api(listScheduleStages, { query: { competitionId: competitionId as number } })).data,
  });
}

/** Edition, stage and kind pickers and the 列表 / 时间线 switch. */
function ItemsBar({ bar, stages }: { bar: Bar; stages: ReturnType<typeof useStages> }) {
  const t = useT();
  return (
    <div className="cbo-schedule__bar">
      <span>{t('schedulePage.edition')}</span>
      <EditionSelect
        editions={bar.edition.editions}
        loading={bar.edition.editionsLoading}
        value={bar.edition.competitionId}
        onChange={(id) => {
          bar.edition.setCompetitionId(id);
          bar.setStageId(null);
        }}
      />
      <Select
        aria-label={t('schedulePage.stage')}
        loading={stages.isLoading}
        value={bar.stageId ?? 0}
        onChange={(value: number) => bar.setStageId(value === 0 ? null : value)}
        popupMatchSelectWidth={false}
        options={[
          { value: 0, label: t('schedulePage.allStages') },
          ...(stages.data ?? []).map((stage) => ({
            value: stage.stageId,
            label: stage.trackName ? `${stage.trackName} · ${stage.stageName}` : stage.stageName,
          })),
        ]}
      />
      <Select
        aria-label={t('schedulePage.kind')}
        value={bar.kind ?? ''}
        onChange={(value: string) => bar.setKind(value === '' ? null : (value as ScheduleKind))}
        popupMatchSelectWidth={false}
        options={[
          { value: '', label: t('schedulePage.allKinds') },
          ...SCHEDULE_KINDS.map((kind) => ({ value: kind, label: t(`schedulePage.kind.${kind}`) })),
        ]}
      />
      <DatePicker.RangePicker
        aria-label={t('schedulePage.days')}
        value={bar.days ? [dayjs(bar.days[0]), dayjs(bar.days[1])] : null}
        onChange={(picked) =>
          bar.setDays(
            picked?.[0] && picked[1] ? [picked[0].format('YYYY-MM-DD'), picked[1].format('YYYY-MM-DD')] : null,
          )
        }
      />
      <Segmented<View>
        value={bar.view}
        onChange={bar.setView}
        options={[
          { value: 'list', label: t('schedulePage.view.list') },
          { value: 'timeline', label: t('schedulePage.view.timeline') },
        ]}
      />
    </div>
  );
}

/**
 * 赛程安排 (docs/schedule.md): an edition's items as a list (the list kit, add and edit in a drawer,
 * remove with confirmation) or a timeline by month and day; a public item's teams can be texted.
 */
export function ItemsTab() {
  const t = useT();
  const { message, modal } = App.useApp();
  const { hasPermi } = useAccess();
  const edition = useScheduleEdition();
  const [stageId, setStageId] = useState<number | null>(null);
  const [kind, setKind] = useState<ScheduleKind | null>(null);
  const [view, setView] = useState<View>('list');
  const [days, setDays] = useState<[string, string] | null>(null);
  const stages = useStages(edition.competitionId);
  const bar = (
    <ItemsBar bar={{ edition, stageId, setStageId, kind, setKind, view, setView, days, setDays }} stages={stages} />
  );

  const columns = useMemo<CrudColumn<ScheduleItem>[]>(
    () => [
      { key: 'title', title: 'schedulePage.title', width: 130, ellipsis: true },
      { key: 'kind', title: 'schedulePage.kind', width: 84, render: (_value, row) => <KindTag kind={row.kind} /> },
      {
        key: 'startsAt',
        title: 'schedulePage.time',
        width: 140,
        render: (_value, row) => timeRange(row.startsAt, row.endsAt),
      },
      {
        key: 'stageName',
        title: 'schedulePage.stage',
        width: 84,
        ellipsis: true,
        render: (value) => (value === null ? t('schedulePage.wholeEdition') : String(value)),
      },
      {
        key: 'location',
        title: 'schedulePage.place',
        width: 120,
        ellipsis: true,
        render: (_value, row) =>
          row.location ? (
            <span className="cbo-schedule__clip" title={row.location}>
              {row.location}
            </span>
          ) : row.onlineLink ? (
            <Typography.Link
              className="cbo-schedule__clip"
              title={row.onlineLink}
              href={row.onlineLink}
              target="_blank"
              rel="noreferrer noopener"
            >
              {row.onlineLink}
            </Typography.Link>
          ) : (
            '—'
          ),
      },
      {
        key: 'isPublic',
        title: 'schedulePage.visibility',
        width: 64,
        render: (_value, row) => <VisibilityTag isPublic={row.isPublic} />,
      },
      {
        key: 'notifiedAt',
        title: 'schedulePage.notifiedAt',
        width: 100,
        defaultHidden: true,
        valueType: 'dateTime',
        stacked: true,
      },
    ],
    [t],
  );

  const competitionId = edition.competitionId;
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
  const filters: Record<string, unknown> & { competitionId: number } = {
    competitionId,
    ...(stageId === null ? {} : { stageId }),
    ...(kind === null ? {} : { kind }),
    ...(days === null ? {} : { from: days[0], to: days[1] }),
  };
  if (view === 'timeline') {
    return (
      <div className="cbo-crud">
        <div className="cbo-crud__panel">{bar}</div>
        <div className="cbo-crud__panel">
          <ItemsTimeline filters={filters} />
        </div>
      </div>
    );
  }

  const askNotify = async (row: ScheduleItem, refresh: () => Promise<void>) => {
    const confirmed = await modal.confirm({
      title: t('schedulePage.notifyTitle'),
      content: t('schedulePage.notifyAsk', { title: row.title }),
      okText: t('schedulePage.notifyOk'),
      cancelText: t('crud.cancel'),
    });
    if (confirmed && (await notifyTeams(row.itemId, message, t))) await refresh();
  };

  return (
    <CrudTable<ScheduleItem, Record<string, unknown>>
      resource={resource}
      columns={columns}
      context={bar}
      filters={filters}
      search={false}
      emptyText="schedulePage.empty"
      rowActions={(row, context) =>
        row.isPublic && row.notifiedAt === null && hasPermi('comp:schedule:notify') ? (
          <RowMore
            items={[
              {
                key: 'notify',
                label: t('schedulePage.notify'),
                icon: <NotificationOutlined />,
                onClick: () => void askNotify(row, context.refresh),
              },
            ]}
          />
        ) : null
      }
      editor={{
        batchEdit: false,
        render: (state, close) => (
          <ItemDrawer
            state={state === null ? null : state.mode === 'add' ? { mode: 'add' } : { mode: 'edit', row: state.row }}
            competitionId={competitionId}
            stages={stages.data ?? []}
            onClose={() => close(false)}
            onSaved={() => close(true)}
          />
        ),
      }}
    />
  );
}
