import {
  DEFAULT_PAGE_SIZE,
  getReviewTask,
  getRubric,
  getTaskProgress,
  importSheets,
  listReassignCandidates,
  listTaskAssignments,
  type ReviewTask,
  type TaskAssignment,
} from '@cbo/contracts';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../../../core/http/api';
import { invalidateResource, queryKeyOf } from '../../../../core/http/query-keys';

/** The list's filters as the search form sets them. */
export interface AssignmentFilter {
  reviewGroupId?: number;
  userId?: number;
  code?: string;
  status?: TaskAssignment['status'];
}

/** Task states in which assignments may move and sheets be written (docs/review-tasks.md). */
export const OPEN_TASK: ReadonlySet<ReviewTask['status']> = new Set(['published', 'in_progress']);
/** Assignments nobody scores any more. */
const NOT_LIVE: ReadonlySet<TaskAssignment['status']> = new Set(['voided', 'coi_declared']);

const submitted = (row: TaskAssignment) => row.status === 'submitted' || row.sheetStatus === 'submitted';

/** What a row offers, by the task's and the assignment's state (the server checks the same). */
export function rowOffers(task: ReviewTask, row: TaskAssignment) {
  const open = OPEN_TASK.has(task.status);
  return {
    // A conflict declared by the expert is what a replacement is for; a submitted review stays.
    reassign: open && row.status !== 'voided' && !submitted(row),
    unlock: open && !NOT_LIVE.has(row.status) && row.sheetStatus === 'submitted',
    // A submitted sheet of a task that locks on submit must be unlocked first.
    proxy: open && !NOT_LIVE.has(row.status) && !(row.sheetStatus === 'submitted' && task.lockOnSubmit),
  };
}

export function useAssignments(taskId: number, filter: AssignmentFilter, page: { page: number; limit: number }) {
  const query = { pageNum: page.page, pageSize: page.limit, ...filter };
  return useQuery({
    queryKey: queryKeyOf(listTaskAssignments, { taskId, query }),
    queryFn: () => api(listTaskAssignments, { params: { taskId }, query }),
    placeholderData: keepPreviousData,
  });
}

export const FIRST_PAGE = { page: 1, limit: DEFAULT_PAGE_SIZE };

// The keys below name the part they cache: the task page may cache the same endpoints whole.

/** The task's review groups (the filter's choices). */
export function useTaskGroups(taskId: number) {
  return useQuery({
    queryKey: queryKeyOf(getReviewTask, { taskId, part: 'groups' }),
    queryFn: async () => (await api(getReviewTask, { params: { taskId } })).data.groups,
  });
}

/** The task's experts (the filter's choices), from its progress table. */
export function useTaskExperts(taskId: number) {
  return useQuery({
    queryKey: queryKeyOf(getTaskProgress, { taskId, part: 'experts' }),
    queryFn: async () => (await api(getTaskProgress, { params: { taskId } })).data.experts,
  });
}

export function useCandidates(taskId: number, applicationId: number | undefined) {
  return useQuery({
    queryKey: queryKeyOf(listReassignCandidates, { taskId, applicationId }),
    queryFn: async () => (await api(listReassignCandidates, { params: { taskId }, query: { applicationId } })).data,
    enabled: applicationId !== undefined,
  });
}

/** The task's frozen rubric version (paper entry, the import's columns). */
export function useTaskRubric(rubricId: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeyOf(getRubric, { rubricId, part: 'criteria' }),
    queryFn: async () => (await api(getRubric, { params: { rubricId } })).data,
    enabled,
    staleTime: 60_000,
  });
}

/** Sends the sheet as multipart `file`; a dry run writes nothing. */
export async function sendSheets(taskId: number, file: File, dryRun: boolean) {
  const body = new FormData();
  body.append('file', file);
  const answer = await api(importSheets, {
    params: { taskId },
    query: { dryRun: dryRun ? 'true' : 'false' },
    form: body,
    repeatSubmit: false,
    config: { headers: { 'Content-Type': 'multipart/form-data' } },
  });
  return answer.data;
}

/** Scoring writes live under /comp/scoring: the task's lists and progress are refreshed too. */
export function refreshTask(client: QueryClient) {
  return Promise.all([invalidateResource(client, '/comp/taskinfo'), invalidateResource(client, '/comp/scoring')]);
}
