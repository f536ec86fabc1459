import { listRatingTasks, type RatingTask } from '@cbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../../core/http/api';
import { queryKeyOf } from '../../../core/http/query-keys';
import { useCurrentEdition } from '../use-edition-tracks';
import { useEditionOptions } from '../use-editions';
import type { JudgingStageOption } from '../use-judging-stages';

/** The most tasks one edition lists at once (the list is paged on the server at 500 at most). */
const MAX_TASKS = 500;

/** An edition's published review tasks with their latest result version (comp:rating:list). */
export function useRatingTasks(competitionId: number | null) {
  return useQuery({
    queryKey: queryKeyOf(listRatingTasks, { competitionId }),
    queryFn: async () =>
      (await api(listRatingTasks, { query: { competitionId: competitionId ?? '', pageNum: 1, pageSize: MAX_TASKS } }))
        .rows,
    enabled: competitionId !== null,
  });
}

/** The stages of an edition that have published tasks, in the tasks' order, each once. */
export function stagesOf(tasks: readonly RatingTask[]): JudgingStageOption[] {
  const seen = new Map<number, JudgingStageOption>();
  for (const task of tasks) {
    if (!seen.has(task.stageId)) {
      seen.set(task.stageId, { stageId: task.stageId, stageName: task.stageName, trackName: task.trackName });
    }
  }
  return [...seen.values()];
}

/**
 * The edition (the current one until another is chosen), its judging stages with published tasks
 * (the rating pages need no other module's permission to pick one), the chosen stage (the first
 * with computed results, else the first, until another is chosen) and its tasks. Same shape as `useJudgingStagePicker`, so the judging
 * stage bar takes it.
 */
export function useRatingPicker() {
  const editions = useEditionOptions();
  const current = useCurrentEdition();
  const [competitionId, setCompetitionId] = useState<number | null>(null);
  const [chosenStage, setStageId] = useState<number | null>(null);

  useEffect(() => {
    if (competitionId !== null || current.isLoading || editions.isLoading) return;
    setCompetitionId(current.data?.competitionId ?? editions.data?.[0]?.competitionId ?? null);
  }, [competitionId, current.isLoading, current.data, editions.isLoading, editions.data]);

  const tasks = useRatingTasks(competitionId);
  const all = tasks.data ?? [];
  const stages = stagesOf(all);
  // Until one is chosen: the first stage with computed results (what the page is for), else the first.
  const computedStage = all.find((task) => task.latest !== null)?.stageId;
  const stageId = stages.some((stage) => stage.stageId === chosenStage)
    ? chosenStage
    : (computedStage ?? stages[0]?.stageId ?? null);
  const settled = !current.isLoading && !editions.isLoading;
  return {
    editions: editions.data ?? [],
    editionsLoading: editions.isLoading,
    competitionId,
    setCompetitionId: (id: number) => {
      setCompetitionId(id);
      setStageId(null);
    },
    stages,
    stagesLoading: tasks.isLoading,
    stageId,
    setStageId,
    /** Every published task of the edition (the configuration's part tasks come from it). */
    editionTasks: all,
    stageTasks: all.filter((task) => task.stageId === stageId),
    tasksLoading: tasks.isLoading,
    noEdition: settled && competitionId === null && (editions.data?.length ?? 0) === 0,
    noStages: tasks.isSuccess && stages.length === 0,
  };
}

export type RatingPicker = ReturnType<typeof useRatingPicker>;
