import type {
  ApplicationDetail,
  ApplicationEvent,
  ApplicationForm,
  CompetitionTimeline,
  ImportIssue,
  Track,
} from '@cbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { type DataEnvelope, http } from '../../../core/http/http-client';

export const APPLICATION_BASE = '/comp/application';
/** The query key prefix of everything cached for applications (list, counts, detail, history). */
export const APPLICATION_KEY = ['comp/application'] as const;

/** Statuses an application may be edited in, and the ones each staff action starts from. */
export const EDITABLE: ReadonlySet<string> = new Set(['draft', 'returned']);
export const SUBMITTABLE = EDITABLE;
export const WITHDRAWABLE: ReadonlySet<string> = new Set(['draft', 'submitted', 'under_audit', 'returned']);
export const DRAFTS: ReadonlySet<string> = new Set(['draft']);

export const detailPath = (applicationId: number) => `/comp/application/detail/${applicationId}`;

/** The current edition (the list's default filter); null when none is current. */
export function useCurrentEdition() {
  return useQuery({
    queryKey: ['comp/competition/current/timeline'],
    queryFn: async () =>
      (await http.get<DataEnvelope<CompetitionTimeline | null>>('/comp/competition/current/timeline')).data,
  });
}

/** An edition's tracks with their groups, extra fields and required attachment kinds. */
export function useTracks(competitionId: number | null | undefined) {
  return useQuery({
    queryKey: ['comp/competition/tracks', competitionId ?? null],
    enabled: Boolean(competitionId),
    queryFn: async () => (await http.get<DataEnvelope<Track[]>>(`/comp/competition/${competitionId}/tracks`)).data,
    staleTime: 60_000,
  });
}

/** How many applications of the filter are in each status. */
export function useStatusCounts(filters: Record<string, unknown> | null) {
  return useQuery({
    queryKey: [...APPLICATION_KEY, 'counts', filters],
    // Not before the first filters are known (the current edition).
    enabled: filters !== null,
    queryFn: async () =>
      (await http.get<DataEnvelope<Record<string, number>>>(`${APPLICATION_BASE}/counts`, { params: filters })).data,
    placeholderData: (previous) => previous,
  });
}

export function useApplication(applicationId: number) {
  return useQuery({
    queryKey: [...APPLICATION_KEY, 'detail', applicationId],
    queryFn: async () => (await http.get<DataEnvelope<ApplicationDetail>>(`${APPLICATION_BASE}/${applicationId}`)).data,
  });
}

export function useHistory(applicationId: number) {
  return useQuery({
    queryKey: [...APPLICATION_KEY, 'history', applicationId],
    queryFn: async () =>
      (await http.get<DataEnvelope<ApplicationEvent[]>>(`${APPLICATION_BASE}/${applicationId}/history`)).data,
  });
}

export type StaffAction = 'submit' | 'withdraw';

/** Submits or withdraws applications, all or none; resolves how many changed. */
export async function transition(applicationIds: readonly number[], action: StaffAction, reason?: string) {
  const answer = await http.put<DataEnvelope<{ changed: number }>>(`${APPLICATION_BASE}/transition`, {
    applicationIds,
    action,
    reason: reason ?? null,
  });
  return answer.data.changed;
}

export function removeApplications(applicationIds: readonly number[]) {
  return http.delete(`${APPLICATION_BASE}/${applicationIds.join(',')}`);
}

export function saveApplication(form: ApplicationForm, applicationId?: number) {
  return applicationId
    ? http.put(APPLICATION_BASE, { ...form, applicationId })
    : http.post<DataEnvelope<{ applicationId: number; code: string }>>(APPLICATION_BASE, form);
}

export interface ImportReport {
  rows: number;
  imported: number;
  issues: ImportIssue[];
  dryRun: boolean;
}

/** Sends the sheet as multipart `file`: a dry run checks every row and writes nothing. */
export async function importSheet(competitionId: number, file: File, dryRun: boolean): Promise<ImportReport> {
  const body = new FormData();
  body.append('file', file);
  const answer = await http.post<DataEnvelope<ImportReport>>(`${APPLICATION_BASE}/importData`, body, {
    params: { competitionId, dryRun: String(dryRun) },
    headers: { 'Content-Type': 'multipart/form-data', repeatSubmit: false },
  });
  return answer.data;
}
