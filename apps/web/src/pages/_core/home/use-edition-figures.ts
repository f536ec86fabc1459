import { type ApplicationStatistics, getApplicationStatistics, type Track } from '@cbo/contracts';
import { useQueries } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useCurrentEdition, useTracks } from '../../../components/comp/use-edition-tracks';
import { api } from '../../../core/http/api';
import { queryKeyOf } from '../../../core/http/query-keys';

/** The key figures of one track, out of the statistics page's summary. */
export interface KeyFigures {
  total: number;
  /** Submitted or under audit: waiting for an auditor. */
  waiting: number;
  approved: number;
  returned: number;
  rejected: number;
  /** Submissions and resubmissions on `today`. */
  submittedToday: number;
}

export function keyFigures(summary: ApplicationStatistics, today: string): KeyFigures {
  const count = (...statuses: string[]) =>
    summary.byStatus.filter((row) => statuses.includes(row.key)).reduce((sum, row) => sum + row.count, 0);
  return {
    total: summary.total,
    waiting: count('submitted', 'under_audit'),
    approved: count('approved'),
    returned: count('returned'),
    rejected: count('rejected'),
    submittedToday: summary.daily.find((day) => day.date === today)?.submitted ?? 0,
  };
}

/**
 * The statistics page's filters for a whole track; the same query key as that page, so opening it
 * from the home page finds the figures cached.
 */
const trackFilters = (competitionId: number, trackId: number) => ({
  competitionId,
  trackId,
  params: { beginTime: '', endTime: '' },
});

const summaryQuery = (competitionId: number, track: Track) => {
  const filters = trackFilters(competitionId, track.trackId);
  return {
    queryKey: queryKeyOf(getApplicationStatistics, { query: filters }),
    queryFn: async () => (await api(getApplicationStatistics, { query: filters })).data,
  };
};

export interface TrackFiguresState {
  track: Track;
  figures: KeyFigures | undefined;
  isError: boolean;
  retry(): void;
}

/**
 * The current edition, its tracks and each track's key figures within the user's competition scope
 * (the server applies it to the statistics summary).
 */
export function useEditionFigures() {
  const edition = useCurrentEdition();
  const competitionId = edition.data?.competitionId ?? null;
  const tracks = useTracks(competitionId);
  const today = dayjs().format('YYYY-MM-DD');
  const summaries = useQueries({
    queries: competitionId === null ? [] : (tracks.data ?? []).map((track) => summaryQuery(competitionId, track)),
  });
  const perTrack: TrackFiguresState[] = (tracks.data ?? []).map((track, index) => {
    const summary = summaries[index];
    return {
      track,
      figures: summary?.data ? keyFigures(summary.data, today) : undefined,
      isError: summary?.isError ?? false,
      retry: () => void summary?.refetch(),
    };
  });
  return {
    edition: edition.data,
    isPending: edition.isPending || (competitionId !== null && tracks.isPending),
    isError: edition.isError || tracks.isError,
    retry: () => void (edition.isError ? edition.refetch() : tracks.refetch()),
    tracks: perTrack,
  };
}
