import { type JobTask, listJobTasks } from '@cbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../core/http/api';
import { queryKeyOf } from '../../core/http/query-keys';
import { useLocale } from '../../core/i18n';

/** The registry's tasks (GET /monitor/job/tasks), labels in the current language. */
export function useJobTasks() {
  const locale = useLocale();
  return useQuery({
    // The task names are translated: the locale is part of the key.
    queryKey: queryKeyOf(listJobTasks, { locale }),
    queryFn: async (): Promise<JobTask[]> => (await api(listJobTasks)).data,
    staleTime: 5 * 60_000,
  });
}

export const taskOf = (tasks: readonly JobTask[] | undefined, key: string | undefined) =>
  key ? tasks?.find((task) => task.key === key) : undefined;
