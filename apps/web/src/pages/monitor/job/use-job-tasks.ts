import type { EndpointAnswer, JobTask, listJobTasks } from '@cbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../core/http/http-client';
import { useLocale } from '../../../core/i18n';

type TasksAnswer = EndpointAnswer<typeof listJobTasks>;

/** The registry's tasks (GET /monitor/job/tasks), labels in the current language. */
export function useJobTasks() {
  const locale = useLocale();
  return useQuery({
    queryKey: ['monitor/job', 'tasks', locale],
    queryFn: async (): Promise<JobTask[]> => (await http.get<TasksAnswer>('/monitor/job/tasks')).data,
    staleTime: 5 * 60_000,
  });
}

export const taskOf = (tasks: readonly JobTask[] | undefined, key: string | undefined) =>
  key ? tasks?.find((task) => task.key === key) : undefined;
