import { useCriterionCodes } from '../../../../components/comp/rating/use-task-facts';
import { useTracks } from '../../../../components/comp/use-edition-tracks';

/** What the rule form offers for a stage: where the batch is drafted from. */
export interface BatchStage {
  competitionId: number;
  stageId: number;
  /** "track · stage" as the stage bar names it. */
  label: string;
  trackName: string | null;
  /** A task of the stage (its rubric names the criterion codes). */
  taskId: number | null;
}

/** The stage track's group categories and the stage's criterion codes, for the rule form. */
export function useStageFacts(stage: BatchStage, enabled: boolean) {
  const tracks = useTracks(enabled ? stage.competitionId : null);
  const codes = useCriterionCodes(enabled ? stage.taskId : null);
  const track = (tracks.data ?? []).find((each) => each.trackName === stage.trackName);
  const categories = (track?.categories ?? [])
    .filter((category) => category.categoryId !== undefined)
    .map((category) => ({ value: category.categoryId as number, label: category.name }));
  return { categories, codes };
}
