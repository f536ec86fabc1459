import { listRubricStages, type RubricStage } from '@cbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useCurrentEdition } from '../../../components/comp/use-edition-tracks';
import { useEditionOptions } from '../../../components/comp/use-editions';
import { api } from '../../../core/http/api';
import { queryKeyOf } from '../../../core/http/query-keys';

/** A stage's label: its track before its name when it has one. */
export const stageLabel = (stage: RubricStage) =>
  stage.trackName ? `${stage.trackName} · ${stage.stageName}` : stage.stageName;

/** The judging stages of an edition, for the picker and the copy dialog. */
export function useRubricStages(competitionId: number | null) {
  return useQuery({
    queryKey: queryKeyOf(listRubricStages, { competitionId }),
    queryFn: async (): Promise<RubricStage[]> =>
      (await api(listRubricStages, { query: { competitionId: competitionId as number } })).data,
    enabled: competitionId !== null,
  });
}

/**
 * The edition (the current one until another is chosen) and the judging stage the page shows (the
 * edition's first judging stage until another is chosen).
 */
export function useStagePicker() {
  const editions = useEditionOptions();
  const current = useCurrentEdition();
  const [competitionId, setCompetitionId] = useState<number | null>(null);
  const [chosenStage, setStageId] = useState<number | null>(null);

  useEffect(() => {
    if (competitionId !== null || current.isLoading || editions.isLoading) return;
    setCompetitionId(current.data?.competitionId ?? editions.data?.[0]?.competitionId ?? null);
  }, [competitionId, current.isLoading, current.data, editions.isLoading, editions.data]);

  const stages = useRubricStages(competitionId);
  const list = stages.data ?? [];
  const stageId = list.some((stage) => stage.stageId === chosenStage) ? chosenStage : (list[0]?.stageId ?? null);
  const settled = !current.isLoading && !editions.isLoading;
  return {
    editions: editions.data ?? [],
    editionsLoading: editions.isLoading,
    competitionId,
    setCompetitionId: (id: number) => {
      setCompetitionId(id);
      setStageId(null);
    },
    stages: list,
    stagesLoading: stages.isLoading,
    stageId,
    setStageId,
    noEdition: settled && competitionId === null && (editions.data?.length ?? 0) === 0,
    noStages: stages.isSuccess && list.length === 0,
  };
}
