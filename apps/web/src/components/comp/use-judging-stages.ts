import type { AnyEndpoint } from '@cbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api, type Callable } from '../../core/http/api';
import { queryKeyOf } from '../../core/http/query-keys';
import { useCurrentEdition } from './use-edition-tracks';
import { useEditionOptions } from './use-editions';

/** What every judging page's stage list answers (each module under its own permission). */
export interface JudgingStageOption {
  stageId: number;
  stageName: string;
  trackName: string | null;
}

/** A judging stage as the pages name it: its track before its name (stages are per track). */
export const judgingStageLabel = (stage: JudgingStageOption) =>
  stage.trackName ? `${stage.trackName} · ${stage.stageName}` : stage.stageName;

/** An edition's judging stages from a module's stage list (`GET …/stages?competitionId=`). */
export function useJudgingStages<S extends JudgingStageOption>(
  endpoint: Callable<AnyEndpoint>,
  competitionId: number | null,
) {
  return useQuery({
    queryKey: queryKeyOf(endpoint, { competitionId }),
    queryFn: async (): Promise<S[]> => {
      // Every stage list takes the edition and answers its stages; the descriptor is the caller's.
      const reply = (await api(endpoint, { query: { competitionId } } as never)) as unknown as { data: S[] };
      return reply.data;
    },
    enabled: competitionId !== null,
  });
}

/**
 * The edition (the current one until another is chosen) and the judging stage a page shows (the
 * edition's first judging stage until another is chosen).
 */
export function useJudgingStagePicker<S extends JudgingStageOption>(endpoint: Callable<AnyEndpoint>) {
  const editions = useEditionOptions();
  const current = useCurrentEdition();
  const [competitionId, setCompetitionId] = useState<number | null>(null);
  const [chosenStage, setStageId] = useState<number | null>(null);

  useEffect(() => {
    if (competitionId !== null || current.isLoading || editions.isLoading) return;
    setCompetitionId(current.data?.competitionId ?? editions.data?.[0]?.competitionId ?? null);
  }, [competitionId, current.isLoading, current.data, editions.isLoading, editions.data]);

  const stages = useJudgingStages<S>(endpoint, competitionId);
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
