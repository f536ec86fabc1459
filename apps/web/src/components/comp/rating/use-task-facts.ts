import { getReviewTask, getRubric } from '@cbo/contracts';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useAccess } from '../../../core/access/use-access';
import { api } from '../../../core/http/api';
import { queryKeyOf } from '../../../core/http/query-keys';

/**
 * A task's review groups and rubric as the task module tells them (comp:taskinfo:query): the
 * results' group filter and the tie-breaker's criterion codes. Without the permission the page
 * goes without (no group filter, codes typed freely).
 */
function useTaskDetail(taskId: number | null) {
  const allowed = useAccess().hasPermi('comp:taskinfo:query');
  return useQuery({
    queryKey: queryKeyOf(getReviewTask, { taskId }),
    queryFn: async () => (await api(getReviewTask, { params: { taskId: taskId ?? 0 } })).data,
    enabled: allowed && taskId !== null,
  });
}

/** The task's review groups as select options. */
export function useTaskGroups(taskId: number | null) {
  const detail = useTaskDetail(taskId);
  return (detail.data?.groups ?? []).map((group) => ({ value: group.reviewGroupId, label: group.reviewGroupName }));
}

/** The criterion codes of the task's rubric (comp:rubric:query), for the `criterion` tie-breaker. */
export function useCriterionCodes(taskId: number | null) {
  const rubricAllowed = useAccess().hasPermi('comp:rubric:query');
  const detail = useTaskDetail(taskId);
  const rubricId = detail.data?.rubricId ?? null;
  const rubric = useQuery({
    queryKey: queryKeyOf(getRubric, { rubricId }),
    queryFn: async () => (await api(getRubric, { params: { rubricId: rubricId ?? 0 } })).data,
    enabled: rubricAllowed && rubricId !== null,
  });
  return (rubric.data?.criteria ?? []).map((criterion) => ({ code: criterion.code, name: criterion.name }));
}

/** The review groups of several tasks (a stage's), each once, as select options. */
export function useTasksGroups(taskIds: readonly number[]) {
  const allowed = useAccess().hasPermi('comp:taskinfo:query');
  const details = useQueries({
    queries: taskIds.map((taskId) => ({
      queryKey: queryKeyOf(getReviewTask, { taskId }),
      queryFn: async () => (await api(getReviewTask, { params: { taskId } })).data,
      enabled: allowed,
    })),
  });
  const seen = new Map<number, string>();
  for (const detail of details) {
    for (const group of detail.data?.groups ?? []) seen.set(group.reviewGroupId, group.reviewGroupName);
  }
  return [...seen].map(([value, label]) => ({ value, label }));
}
