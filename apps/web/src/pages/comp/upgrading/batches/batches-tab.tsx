import { EyeOutlined, PlusOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import {
  BATCH_PURPOSES,
  BATCH_STATUSES,
  type BatchPurpose,
  type BatchStatus,
  listPromotionBatches,
  type PromotionBatch,
} from '@cbo/contracts';
import { Button, Empty, Form, Select } from 'antd';
import { useMemo, useState } from 'react';
import { JudgingStageBar } from '../../../../components/comp/judging-stage-bar';
import { BatchStatusTag } from '../../../../components/comp/promotion/promotion-texts';
import { useRatingPicker } from '../../../../components/comp/rating/use-rating-tasks';
import { judgingStageLabel } from '../../../../components/comp/use-judging-stages';
import { type CrudColumn, CrudTable, defineResource } from '../../../../components/crud';
import { HasPermi } from '../../../../core/access';
import type { TranslationKey } from '../../../../core/i18n';
import { useT } from '../../../../core/i18n';
import { BatchDetailDrawer } from './batch-detail-drawer';
import { DraftDrawer } from './draft-drawer';
import type { BatchStage } from './stage-facts';
import '../../../../components/comp/promotion/promotion.css';

const resource = defineResource<PromotionBatch>({
  name: 'comp/upgrading/batch',
  entity: 'promotionPage.entity',
  rowKey: 'batchId',
  endpoints: { list: listPromotionBatches },
  permission: 'comp:upgrading',
});

interface SearchValues {
  purpose?: BatchPurpose;
  status?: BatchStatus;
}

const key = (text: string) => text as TranslationKey;

/**
 * 晋级批次 (docs/promotion.md): a judging stage's promotion and award batches, 新建批次 (the rule
 * with its what-if preview) and each batch's detail in a drawer (its lifecycle, decisions, history).
 */
export function BatchesTab() {
  const t = useT();
  const picker = useRatingPicker();
  const [searchForm] = Form.useForm<SearchValues>();
  const [drafting, setDrafting] = useState(false);
  const [detailId, setDetailId] = useState<number | null>(null);
  const [redrafting, setRedrafting] = useState<PromotionBatch | null>(null);
  const stageId = picker.stageId;
  const stageOption = picker.stages.find((stage) => stage.stageId === stageId);
  const stage: BatchStage | null =
    stageOption && picker.competitionId !== null
      ? {
          competitionId: picker.competitionId,
          stageId: stageOption.stageId,
          label: judgingStageLabel(stageOption),
          trackName: stageOption.trackName,
          taskId: picker.stageTasks[0]?.taskId ?? null,
        }
      : null;

  const columns = useMemo<CrudColumn<PromotionBatch>[]>(
    () => [
      {
        key: 'title',
        title: 'promotionPage.col.title',
        width: 200,
        ellipsis: true,
        render: (value, row) => (
          <Button
            type="link"
            size="small"
            className="cbo-promotion__title-link"
            onClick={() => setDetailId(row.batchId)}
          >
            {String(value)}
          </Button>
        ),
      },
      {
        key: 'purpose',
        title: 'promotionPage.col.purpose',
        width: 80,
        render: (value) => t(key(`promotionPage.purpose.${String(value)}`)),
      },
      {
        key: 'status',
        title: 'promotionPage.col.status',
        width: 170,
        render: (_value, row) => (
          <span>
            <BatchStatusTag status={row.status} />
            {row.status === 'in_publicity' && row.publicityEndAt && (
              <span className="cbo-promotion__until">
                {t('promotionPage.publicityUntil', { at: row.publicityEndAt })}
              </span>
            )}
          </span>
        ),
      },
      {
        key: 'counts',
        title: 'promotionPage.col.counts',
        width: 120,
        render: (_value, row) => `${row.counts.promoted} / ${row.counts.eliminated} / ${row.counts.undecided}`,
      },
      {
        key: 'round',
        header: 'promotionPage.col.overridden',
        title: 'promotionPage.col.overridden',
        width: 70,
        render: (_value, row) => row.counts.overridden,
      },
      {
        key: 'draftedBy',
        title: 'promotionPage.col.drafted',
        width: 170,
        render: (_value, row) => `${row.draftedBy} · ${row.draftedAt}`,
      },
      {
        key: 'approvedBy',
        title: 'promotionPage.col.approvedBy',
        width: 100,
        render: (value) => (value === null ? '—' : String(value)),
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
    style: { width: 140 },
  });
  return (
    <>
      <CrudTable<PromotionBatch, Record<string, unknown>>
        resource={resource}
        columns={columns}
        context={bar}
        ready={stageId !== null && picker.competitionId !== null}
        filters={stageId === null ? undefined : { competitionId: picker.competitionId, stageId }}
        selectable={false}
        emptyText="promotionPage.empty"
        toolbar={() => (
          <HasPermi value={['comp:upgrading:add']}>
            <Button type="primary" icon={<PlusOutlined />} disabled={stage === null} onClick={() => setDrafting(true)}>
              {t('promotionPage.new')}
            </Button>
          </HasPermi>
        )}
        rowLead={(row) => (
          <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => setDetailId(row.batchId)}>
            {t('promotionPage.detail')}
          </Button>
        )}
        search={(slot) => (
          <Form
            form={searchForm}
            name="comp_promotion_search"
            layout="inline"
            className="cbo-search"
            onFinish={(values: SearchValues) => {
              const filters: Record<string, unknown> = {};
              if (values.purpose) filters.purpose = values.purpose;
              if (values.status) filters.status = values.status;
              slot.search(filters);
            }}
          >
            <Form.Item name="purpose" label={t('promotionPage.col.purpose')}>
              <Select
                {...select(t('promotionPage.col.purpose'))}
                options={BATCH_PURPOSES.map((value) => ({ value, label: t(key(`promotionPage.purpose.${value}`)) }))}
              />
            </Form.Item>
            <Form.Item name="status" label={t('promotionPage.col.status')}>
              <Select
                {...select(t('promotionPage.col.status'))}
                options={BATCH_STATUSES.map((value) => ({ value, label: t(key(`promotionPage.status.${value}`)) }))}
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
      {stage && (
        <DraftDrawer
          open={drafting || redrafting !== null}
          stage={stage}
          batch={redrafting ?? undefined}
          onClose={() => {
            setDrafting(false);
            setRedrafting(null);
          }}
          onDone={(batchId) => {
            setDrafting(false);
            setRedrafting(null);
            setDetailId(batchId);
          }}
        />
      )}
      <BatchDetailDrawer batchId={detailId} onClose={() => setDetailId(null)} onRedraft={setRedrafting} />
    </>
  );
}
