import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { listStageResults, type StageResult } from '@cbo/contracts';
import { Button, Empty, Form, Input, Select, Tag } from 'antd';
import { useMemo } from 'react';
import { JudgingStageBar } from '../../../components/comp/judging-stage-bar';
import { ResultFlags } from '../../../components/comp/rating/flag-tags';
import { score2 } from '../../../components/comp/rating/rating-format';
import { useRatingPicker } from '../../../components/comp/rating/use-rating-tasks';
import { useTasksGroups } from '../../../components/comp/rating/use-task-facts';
import { type CrudColumn, CrudTable, defineResource } from '../../../components/crud';
import { useT } from '../../../core/i18n';
import './upgrading.css';

const resource = defineResource<StageResult>({
  name: 'comp/upgrading',
  entity: 'upgradingPage.entity',
  rowKey: 'entryId',
  endpoints: { list: listStageResults },
  permission: 'comp:upgrading',
});

const STATE_COLORS: Record<string, string> = {
  pending: 'default',
  in_review: 'processing',
  scored: 'blue',
  escalated: 'warning',
  promoted: 'success',
  eliminated: 'default',
  waitlisted: 'gold',
};
const KNOWN_STATES = new Set(Object.keys(STATE_COLORS));

interface SearchValues {
  reviewGroupId?: number;
  taskId?: number;
  code?: string;
}

/** 晋级与评分's first tab (docs/rating.md, stage results): a judging stage's entries with their task's latest result. */
export function StageResultsTab() {
  const t = useT();
  const picker = useRatingPicker();
  const [searchForm] = Form.useForm<SearchValues>();
  const stageId = picker.stageId;
  const groups = useTasksGroups(picker.stageTasks.map((task) => task.taskId));

  const columns = useMemo<CrudColumn<StageResult>[]>(
    () => [
      { key: 'code', title: 'ratingPage.col.code', width: 120, ellipsis: true },
      { key: 'projectName', title: 'ratingPage.col.project', width: 180, ellipsis: true },
      {
        key: 'reviewGroupName',
        title: 'ratingPage.col.group',
        width: 110,
        ellipsis: true,
        render: (value) => (value === null ? '—' : String(value)),
      },
      {
        key: 'taskName',
        title: 'ratingPage.col.task',
        width: 130,
        ellipsis: true,
        render: (value) => (value === null ? t('upgradingPage.noTask') : String(value)),
      },
      {
        key: 'versionNo',
        title: 'ratingPage.col.version',
        width: 100,
        render: (value, row) =>
          value === null ? (
            '—'
          ) : (
            <span>
              {value as number}
              {row.provisional && (
                <Tag color="orange" className="cbo-upgrading__provisional">
                  {t('ratingPage.provisional')}
                </Tag>
              )}
            </span>
          ),
      },
      { key: 'score', title: 'ratingPage.col.score', width: 80, render: (value) => score2(value as number | null) },
      {
        key: 'rank',
        title: 'ratingPage.col.rank',
        width: 64,
        render: (value) => (value === null ? '—' : String(value)),
      },
      {
        key: 'flags',
        title: 'ratingPage.col.flags',
        width: 160,
        render: (_value, row) => <ResultFlags flags={row.flags} />,
      },
      {
        key: 'state',
        title: 'ratingPage.col.state',
        width: 90,
        render: (value) => {
          const state = String(value);
          return (
            <Tag color={STATE_COLORS[state] ?? 'default'}>
              {KNOWN_STATES.has(state) ? t(`upgradingPage.state.${state}` as 'upgradingPage.state.pending') : state}
            </Tag>
          );
        },
      },
    ],
    [t],
  );

  const bar = (
    <JudgingStageBar picker={picker} editionLabel={t('ratingPage.edition')} stageLabel={t('ratingPage.stage')} />
  );
  const blocked = picker.noEdition ? t('ratingPage.noEdition') : picker.noStages ? t('ratingPage.noTask') : null;
  if (blocked) {
    return (
      <div className="cbo-crud">
        <div className="cbo-crud__panel">
          {bar}
          <Empty description={blocked} />
        </div>
      </div>
    );
  }

  const select = (label: string) => ({
    allowClear: true,
    'aria-label': label,
    placeholder: t('crud.placeholder.select', { label }),
    popupMatchSelectWidth: false,
  });
  return (
    <CrudTable<StageResult, Record<string, unknown>>
      resource={resource}
      columns={columns}
      context={bar}
      ready={stageId !== null}
      filters={stageId === null ? undefined : { stageId }}
      selectable={false}
      emptyText="upgradingPage.empty"
      search={(slot) => (
        <Form
          form={searchForm}
          name="comp_upgrading_search"
          layout="inline"
          className="cbo-search"
          onFinish={(values: SearchValues) => {
            const filters: Record<string, unknown> = {};
            if (values.reviewGroupId) filters.reviewGroupId = values.reviewGroupId;
            if (values.taskId) filters.taskId = values.taskId;
            const code = values.code?.trim();
            if (code) filters.code = code;
            slot.search(filters);
          }}
        >
          <Form.Item name="reviewGroupId" label={t('ratingPage.search.group')}>
            <Select {...select(t('ratingPage.search.group'))} options={groups} />
          </Form.Item>
          <Form.Item name="taskId" label={t('ratingPage.col.task')}>
            <Select
              {...select(t('ratingPage.col.task'))}
              options={picker.stageTasks.map((task) => ({ value: task.taskId, label: task.taskName }))}
            />
          </Form.Item>
          <Form.Item name="code" label={t('ratingPage.search.code')}>
            <Input
              allowClear
              maxLength={30}
              placeholder={t('crud.placeholder.input', { label: t('ratingPage.search.code') })}
            />
          </Form.Item>
          <Form.Item className="cbo-search__actions">
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
              {t('crud.search')}
            </Button>
            <Button
              icon={<ReloadOutlined />}
              onClick={() => {
                searchForm.resetFields();
                slot.reset();
              }}
            >
              {t('crud.reset')}
            </Button>
          </Form.Item>
        </Form>
      )}
    />
  );
}
