import { useEffect, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { menuQuery } from '../../core/auth/menu-titles';
import { useMenuStore } from '../../core/auth/session';
import { useCurrentEdition, useTracks } from './use-edition-tracks';
import { useEditionOptions } from './use-editions';

export type TrackCode = 'teen' | 'adult';

/**
 * The track of the route: its menu's query (`{"track":"teen"}` of /comp/teenAudit), whatever the
 * way in (menu, home page chip, typed address, reloaded tab); `?track=` only for a page no menu
 * names; adult when neither says.
 */
export function useTrackCode(): TrackCode {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const menus = useMenuStore((state) => state.menus);
  const fromRoute = useMemo(() => menuQuery(menus, pathname).track, [menus, pathname]);
  return (fromRoute ?? params.get('track')) === 'teen' ? 'teen' : 'adult';
}

/**
 * The edition the page shows (the current edition until another is chosen, else the newest) and
 * the id of the menu's track in it. `trackId` is undefined while loading, null when the edition has
 * no such track.
 */
export function useEditionTrack() {
  const trackCode = useTrackCode();
  const editions = useEditionOptions();
  const current = useCurrentEdition();
  const [competitionId, setCompetitionId] = useState<number | null>(null);

  useEffect(() => {
    if (competitionId !== null || current.isLoading || editions.isLoading) return;
    const fallback = editions.data?.[0]?.competitionId ?? null;
    setCompetitionId(current.data?.competitionId ?? fallback);
  }, [competitionId, current.isLoading, current.data, editions.isLoading, editions.data]);

  const tracks = useTracks(competitionId);
  const trackId = tracks.data
    ? (tracks.data.find((track) => track.trackCode === trackCode)?.trackId ?? null)
    : undefined;
  const settled = !current.isLoading && !editions.isLoading;
  return {
    trackCode,
    editions: editions.data ?? [],
    editionsLoading: editions.isLoading,
    competitionId,
    setCompetitionId,
    /** No edition at all once everything has loaded. */
    noEdition: settled && competitionId === null && (editions.data?.length ?? 0) === 0,
    trackId,
  };
}
