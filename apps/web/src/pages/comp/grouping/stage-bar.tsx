import { ApartmentOutlined, ImportOutlined } from '@ant-design/icons';
import type { GroupingStage, GroupingSummary } from '@cbo/contracts';
import { App, Button, Select, Statistic, Typography } from 'antd';
import { useState } from 'react';
import { EditionSelect } from '../../../components/comp/edition-select';
import type { EditionOption } from '../../../components/comp/use-editions';
import { HasPermi } from '../../../core/access';
import { useT } from '../../../core/i18n';
import { takeIn } from './grouping-api';

interface Props {
  editions: readonly EditionOption[];
  editionsLoading: boolean;
  competitionId: number | null;
  onEdition(competitionId: number): void;
  stages: readonly GroupingStage[];
  stageId: number | null;
  onStage(stageId: number): void;
  summary: GroupingSummary | undefined;
  onAuto(): void;
}

/** The edition and judging stage the page works on, the stage's counts and its stage-wide actions. */
export function StageBar(props: Props) {
  const t = useT();
  const { message } = App.useApp();
  const [taking, setTaking] = useState(false);
  const { summary, stageId } = props;
  const stageLabel = (stage: GroupingStage) => `${stage.trackName ?? t('grouping.allTracks')} · ${stage.stageName}`;

  const intake = async () => {
    if (stageId === null) return;
    setTaking(true);
    try {
      message.success(t('grouping.intakeDone', { count: await takeIn(stageId) }));
    } finally {
      setTaking(false);
    }
  };

  const figures: Array<[string, number | undefined]> = summary
    ? [
        [t('grouping.entered'), summary.entered],
        [t('grouping.grouped'), summary.grouped],
        [t('grouping.ungrouped'), summary.ungrouped],
        ...(summary.first ? ([[t('grouping.awaiting'), summary.awaitingIntake]] as Array<[string, number]>) : []),
        [t('grouping.groups'), summary.groups],
        [t('grouping.lockedGroups'), summary.lockedGroups],
      ]
    : [];

  return (
    <div className="cbo-grouping__bar">
      <div className="cbo-grouping__pickers">
        <span className="cbo-grouping__label">{t('grouping.edition')}</span>
        <EditionSelect
          editions={props.editions}
          loading={props.editionsLoading}
          value={props.competitionId}
          onChange={props.onEdition}
        />
        <span className="cbo-grouping__label">{t('grouping.stage')}</span>
        <Select
          className="cbo-grouping__stage"
          aria-label={t('grouping.stage')}
          value={stageId ?? undefined}
          onChange={props.onStage}
          options={props.stages.map((stage) => ({ value: stage.stageId, label: stageLabel(stage) }))}
          popupMatchSelectWidth={false}
        />
      </div>
      {summary && (
        <div className="cbo-grouping__figures">
          {figures.map(([title, value]) => (
            <Statistic key={title} title={title} value={value} />
          ))}
        </div>
      )}
      {summary && (
        <div className="cbo-grouping__actions">
          <HasPermi value={['comp:grouping:add']}>
            {summary.first && (
              <Button
                icon={<ImportOutlined />}
                loading={taking}
                disabled={summary.awaitingIntake === 0}
                onClick={intake}
              >
                {t('grouping.intake')}
              </Button>
            )}
            <Button type="primary" icon={<ApartmentOutlined />} onClick={props.onAuto}>
              {t('grouping.auto')}
            </Button>
          </HasPermi>
          {!summary.first && <Typography.Text type="secondary">{t('grouping.laterStage')}</Typography.Text>}
        </div>
      )}
    </div>
  );
}
