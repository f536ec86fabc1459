import { getJob, type Job } from '@cbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { useAccess } from '../../../core/access';
import { callRoute } from '../../../core/http/api';
import { queryKeyOf } from '../../../core/http/query-keys';

/** A quiet answer (`quiet: true`): a job since deleted arrives as an envelope without data, no message shown. */
interface JobEnvelope {
  code: number;
  msg?: string;
  data?: Job;
}

/**
 * The name of the job whose log is shown (GET /monitor/job/:jobId, for those allowed to read a
 * job); undefined for all jobs, a job since deleted, or without that right.
 */
export function useJobName(jobId: number): string | undefined {
  const allowed = useAccess().hasPermi('monitor:job:query');
  const job = useQuery({
    queryKey: queryKeyOf(getJob, { params: { jobId } }),
    queryFn: async () => (await callRoute<JobEnvelope>(getJob, { params: { jobId }, quiet: true })).data ?? null,
    enabled: allowed && jobId > 0,
    retry: false,
  });
  return job.data?.jobName;
}
