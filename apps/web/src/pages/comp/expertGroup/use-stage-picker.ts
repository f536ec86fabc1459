import { type ExpertGroupStage, listExpertGroupStages } from '@cbo/contracts';
import { useJudgingStagePicker } from '../../../components/comp/use-judging-stages';

/** The edition and judging stage the expert group page shows. */
export const useStagePicker = () => useJudgingStagePicker<ExpertGroupStage>(listExpertGroupStages);
