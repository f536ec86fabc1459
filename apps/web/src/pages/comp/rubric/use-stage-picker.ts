import { listRubricStages, type RubricStage } from '@cbo/contracts';
import {
  judgingStageLabel,
  useJudgingStagePicker,
  useJudgingStages,
} from '../../../components/comp/use-judging-stages';

export const stageLabel = judgingStageLabel;

/** The judging stages of an edition, for the picker and the copy dialog. */
export const useRubricStages = (competitionId: number | null) =>
  useJudgingStages<RubricStage>(listRubricStages, competitionId);

/** The edition and judging stage the rubric page shows. */
export const useStagePicker = () => useJudgingStagePicker<RubricStage>(listRubricStages);
