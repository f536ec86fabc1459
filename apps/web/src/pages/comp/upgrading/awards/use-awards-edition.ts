import { useEffect, useState } from 'react';
import { useCurrentEdition, useTracks } from '../../../../components/comp/use-edition-tracks';
import { useEditionOptions } from '../../../../components/comp/use-editions';

/**
 * The edition the awards tab works on (the current edition until another is chosen, else the
 * newest) and an optional track (null: every track).
 */
export function useAwardsEdition() {
  const editions = useEditionOptions();
  const current = useCurrentEdition();
  const [competitionId, setEdition] = useState<number | null>(null);
  const [trackId, setTrackId] = useState<number | null>(null);

  useEffect(() => {
    if (competitionId !== null || current.isLoading || editions.isLoading) return;
    setEdition(current.data?.competitionId ?? editions.data?.[0]?.competitionId ?? null);
  }, [competitionId, current.isLoading, current.data, editions.isLoading, editions.data]);

  const tracks = useTracks(competitionId);
  const settled = !current.isLoading && !editions.isLoading;
  return {
    editions: editions.data ?? [],
    editionsLoading: editions.isLoading,
    competitionId,
    setCompetitionId: (id: number) => {
      setEdition(id);
      setTrackId(null);
    },
    tracks: tracks.data ?? [],
    tracksLoading: tracks.isLoading,
    trackId,
    setTrackId,
    noEdition: settled && competitionId === null && (editions.data?.length ?? 0) === 0,
  };
}

export type AwardsEdition = ReturnType<typeof useAwardsEdition>;
