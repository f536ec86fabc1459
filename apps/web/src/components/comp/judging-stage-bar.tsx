import { Select } from 'antd';
import { EditionSelect } from './edition-select';
import { type JudgingStageOption, judgingStageLabel, type useJudgingStagePicker } from './use-judging-stages';

/** The value of the stage select's "all stages" choice (no stage filter). */
export const ALL_STAGES = 0;

export interface JudgingStageBarProps {
  picker: ReturnType<typeof useJudgingStagePicker<JudgingStageOption>>;
  editionLabel: string;
  stageLabel: string;
  /** Offers "all stages" first under this label; chosen, `stageValue` is ALL_STAGES. */
  allStagesLabel?: string;
  /** The stage shown, when the page holds more than the picker's (its "all stages" choice). */
  stageValue?: number | null;
  onStageChange?: (stageId: number) => void;
}

/**
 * The edition and judging stage pickers above a judging page's list (the list kit's `context`
 * slot): the edition select, then the edition's stages named "track · stage".
 */
export function JudgingStageBar({
  picker,
  editionLabel,
  stageLabel,
  allStagesLabel,
  stageValue,
  onStageChange,
}: JudgingStageBarProps) {
  const options = picker.stages.map((stage) => ({ value: stage.stageId, label: judgingStageLabel(stage) }));
  const value = stageValue === undefined ? picker.stageId : stageValue;
  return (
    <div className="cbo-audit__bar">
      <span className="cbo-audit__bar-label">{editionLabel}</span>
      <EditionSelect
        editions={picker.editions}
        loading={picker.editionsLoading}
        value={picker.competitionId}
        onChange={picker.setCompetitionId}
      />
      <span className="cbo-audit__bar-label">{stageLabel}</span>
      <Select
        className="cbo-judging-stage"
        style={{ width: 220, maxWidth: '100%' }}
        aria-label={stageLabel}
        loading={picker.stagesLoading}
        value={value ?? undefined}
        onChange={onStageChange ?? picker.setStageId}
        options={allStagesLabel ? [{ value: ALL_STAGES, label: allStagesLabel }, ...options] : options}
        popupMatchSelectWidth={false}
      />
    </div>
  );
}
