import { CopyOutlined } from '@ant-design/icons';
import {
  addRubric,
  editRubric,
  getRubric,
  listRubrics,
  type RubricRow,
  type RubricUse,
  removeRubrics,
} from '@cbo/contracts';
import { Button, Empty, Select, Space, Tag, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import { EditionSelect } from '../../../components/comp/edition-select';
import { type CrudColumn, CrudTable, defineResource } from '../../../components/crud';
import { HasPermi } from '../../../core/access/access';
import { useT } from '../../../core/i18n';
import { CopyModal } from './copy-modal';
import { RubricDrawer } from './rubric-drawer';
import { stageLabel, useStagePicker } from './use-stage-picker';
import './rubric.css';

const resource = defineResource<RubricRow>({
  name: 'comp/rubric',
  entity: 'rubricPage.entity',
  rowKey: 'rubricId',
  endpoints: { list: listRubrics, get: getRubric, add: addRubric, edit: editRubric, remove: removeRubrics },
  permission: 'comp:rubric',
  paged: false,
});

function UsedBy({ uses }: { uses: readonly RubricUse[] }) {
  const t = useT();
  if (uses.length === 0) return <span className="cbo-rubric__none">{t('rubricPage.unused')}</span>;
  return (
    <Space size={[4, 4]} wrap>
      {uses.map((use) => (
        <Tag key={use.taskId}>
          {use.taskName} · {t('rubricPage.versionN', { version: use.version })}
        </Tag>
      ))}
    </Space>
  );
}

/**
 * Rubrics (评分标准) of a judging stage (docs/rubrics.md): the latest version of each with its max
 * total and the tasks using it; add, edit (a frozen version gets a next version), copy, remove.
 */
function RubricPage() {
  const t = useT();
  const picker = useStagePicker();
  const [copying, setCopying] = useState<RubricRow | null>(null);

  const columns = useMemo<CrudColumn<RubricRow>[]>(
    () => [
      { key: 'rubricName', title: 'rubricPage.name', width: 140, ellipsis: true },
      {
        key: 'version',
        title: 'rubricPage.version',
        hideInSearch: true,
        width: 120,
        render: (value, row) => (
          <Space size={4}>
            <span>{t('rubricPage.versionN', { version: Number(value) })}</span>
            {row.frozen === '1' ? (
              <Tag color="blue">{t('rubricPage.frozen')}</Tag>
            ) : (
              <Tag>{t('rubricPage.editable')}</Tag>
            )}
          </Space>
        ),
      },
      { key: 'criteriaCount', title: 'rubricPage.criteriaCount', hideInSearch: true, width: 70 },
      { key: 'maxTotal', title: 'rubricPage.maxTotal', hideInSearch: true, width: 76 },
      {
        key: 'usedBy',
        title: 'rubricPage.usedBy',
        hideInSearch: true,
        width: 130,
        render: (value) => <UsedBy uses={value as RubricUse[]} />,
      },
      {
        key: 'updateTime',
        title: 'rubricPage.updateTime',
        valueType: 'dateTime',
        hideInSearch: true,
        stacked: true,
        width: 100,
      },
    ],
    [t],
  );

  const bar = (
    <div className="cbo-audit__bar">
      <span className="cbo-audit__bar-label">{t('rubricPage.edition')}</span>
      <EditionSelect
        editions={picker.editions}
        loading={picker.editionsLoading}
        value={picker.competitionId}
        onChange={picker.setCompetitionId}
      />
      <span className="cbo-audit__bar-label">{t('rubricPage.stage')}</span>
      <Select
        className="cbo-rubric__stage"
        aria-label={t('rubricPage.stage')}
        loading={picker.stagesLoading}
        value={picker.stageId ?? undefined}
        onChange={picker.setStageId}
        options={picker.stages.map((stage) => ({ value: stage.stageId, label: stageLabel(stage) }))}
        popupMatchSelectWidth={false}
      />
    </div>
  );

  const blocked = picker.noEdition ? t('rubricPage.noEdition') : picker.noStages ? t('rubricPage.noStages') : null;
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

  return (
    <CrudTable<RubricRow, Record<string, unknown>>
      resource={resource}
      columns={columns}
      context={bar}
      ready={picker.stageId !== null}
      filters={picker.stageId === null ? undefined : { stageId: picker.stageId }}
      emptyText="rubricPage.empty"
      rowActions={(row, context) => (
        <HasPermi value={['comp:rubric:add']}>
          <Tooltip title={t('rubricPage.copyTarget')}>
            <Button type="link" size="small" icon={<CopyOutlined />} onClick={() => setCopying(row)}>
              {t('rubricPage.copy')}
            </Button>
          </Tooltip>
          <CopyModal
            row={copying?.rubricId === row.rubricId ? copying : null}
            competitionId={picker.competitionId}
            onClose={() => setCopying(null)}
            onCopied={async () => {
              setCopying(null);
              await context.refresh();
            }}
          />
        </HasPermi>
      )}
      editor={{
        batchEdit: false,
        render: (state, close) => (
          <RubricDrawer
            state={
              state === null || picker.stageId === null
                ? null
                : state.mode === 'add'
                  ? { mode: 'add', stageId: picker.stageId }
                  : { mode: 'edit', rubricId: state.row.rubricId }
            }
            onClose={() => close(false)}
            onSaved={() => close(true)}
          />
        ),
      }}
    />
  );
}

export { RubricPage as Component };
