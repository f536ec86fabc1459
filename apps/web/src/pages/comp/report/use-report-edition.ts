import { useEffect, useState } from 'react';
import { useCurrentEdition } from '../../../components/comp/use-edition-tracks';
import { useEditionOptions } from '../../../components/comp/use-editions';

/** The edition the reports page lists: the current edition until another is chosen, else the newest. */
export function useReportEdition() {
  const editions = useEditionOptions();
  const current = useCurrentEdition();
  const [competitionId, setCompetitionId] = useState<number | null>(null);

  useEffect(() => {
    if (competitionId !== null || current.isLoading || editions.isLoading) return;
    setCompetitionId(current.data?.competitionId ?? editions.data?.[0]?.competitionId ?? null);
  }, [competitionId, current.isLoading, current.data, editions.isLoading, editions.data]);

  const settled = !current.isLoading && !editions.isLoading;
  return {
    editions: editions.data ?? [],
    editionsLoading: editions.isLoading,
    competitionId,
    setCompetitionId,
    noEdition: settled && competitionId === null && (editions.data?.length ?? 0) === 0,
  };
}
