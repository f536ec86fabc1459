import {
  type ApplicationForm,
  addApplication,
  applicationHistory,
  applicationStatusCounts,
  attachApplicationFile,
  editApplication,
  getApplication,
  type ImportIssue,
  importApplications,
  removeApplications as removeApplicationsEndpoint,
  transitionApplications,
} from '@cbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, callRoute } from '../../../core/http/api';
import { queryKeyOf } from '../../../core/http/query-keys';

/** Statuses an application may be edited in, and the ones each staff action starts from. */
export const EDITABLE: ReadonlySet<string> = new Set(['draft', 'returned']);
export const SUBMITTABLE = EDITABLE;
/** Every state an application can still leave: withdrawn before a decision (撤回) or as an admitted entry (退赛). */
export const WITHDRAWABLE: ReadonlySet<string> = new Set(['draft', 'submitted', 'under_audit', 'returned', 'approved']);
/** Disqualification (取消资格) applies to the same states. */
export const DISQUALIFIABLE = WITHDRAWABLE;
export const DRAFTS: ReadonlySet<string> = new Set(['draft']);

/** How many applications of the filter are in each status. */
export function useStatusCounts(filters: Record<string, unknown> | null) {
  return useQuery({
    queryKey: queryKeyOf(applicationStatusCounts, filters),
    // Not before the first filters are known (the current edition).
    enabled: filters !== null,
    // The search form's filters, already in their wire form.
    queryFn: async () =>
      (await callRoute<{ data: Record<string, number> }>(applicationStatusCounts, { query: filters ?? {} })).data,
    placeholderData: (previous) => previous,
  });
}

export function useApplication(applicationId: number) {
  return useQuery({
    queryKey: queryKeyOf(getApplication, applicationId),
    queryFn: async () => (await api(getApplication, { params: { applicationId } })).data,
  });
}

export function useHistory(applicationId: number) {
  return useQuery({
    queryKey: queryKeyOf(applicationHistory, applicationId),
    queryFn: async () => (await api(applicationHistory, { params: { applicationId } })).data,
  });
}

export type StaffAction = 'submit' | 'withdraw';

/** Submits or withdraws applications, all or none; resolves how many changed. */
export async function transition(applicationIds: readonly number[], action: StaffAction, reason?: string) {
  const answer = await api(transitionApplications, {
    body: { applicationIds: [...applicationIds], action, reason: reason ?? null },
  });
  return answer.data.changed;
}

export function removeApplications(applicationIds: readonly number[]) {
  return api(removeApplicationsEndpoint, { params: { applicationIds } });
}

export function saveApplication(form: ApplicationForm, applicationId?: number) {
  return applicationId
    ? api(editApplication, { body: { ...form, applicationId } })
    : api(addApplication, { body: form });
}

export interface ImportReport {
  rows: number;
  imported: number;
  issues: ImportIssue[];
  dryRun: boolean;
  /** Rows that import well but still lack files the team uploads on the portal (labels). */
  lacking: Array<{ row: number; projectName: string; lacks: string[] }>;
  lackingRows: number;
  accounts: { found: number; created: number };
}

/** Staff attach one file to a draft or returned application: to an attachment kind, or a file field. */
export async function attachFile(applicationId: number, target: { kind: string } | { field: string }, file: File) {
  const form = new FormData();
  form.append('file', file);
  const answer = await api(attachApplicationFile, {
    params: { applicationId },
    query: target,
    form,
    repeatSubmit: false,
    config: { headers: { 'Content-Type': 'multipart/form-data' } },
  });
  return answer.data;
}

/** Sends the sheet as multipart `file`: a dry run checks every row and writes nothing. */
export async function importSheet(competitionId: number, file: File, dryRun: boolean): Promise<ImportReport> {
  const body = new FormData();
  body.append('file', file);
  const answer = await api(importApplications, {
    query: { competitionId, dryRun: dryRun ? 'true' : 'false' },
    form: body,
    repeatSubmit: false,
    config: { headers: { 'Content-Type': 'multipart/form-data' } },
  });
  return answer.data;
}
