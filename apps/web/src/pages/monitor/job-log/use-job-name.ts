import type { Job } from '@cbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { useAccess } from '../../../core/access';
import { quietGet } from '../job/quiet-get';

/**
 * The name of the job whose log is shown (GET /monitor/job/:jobId, for those allowed to read a
 * job); undefined for all jobs, a job since deleted, or without that right.
 */
export function useJobName(jobId: number): string | undefined {
  const allowed = useAccess().hasPermi('monitor:job:query');
  const job = useQuery({
    queryKey: ['monitor/job', 'name', jobId],
    queryFn: async () => (await quietGet<Job>(`/monitor/job/${jobId}`)).data ?? null,
    enabled: allowed && jobId > 0,
    retry: false,
  });
  return job.data?.jobName;
}
