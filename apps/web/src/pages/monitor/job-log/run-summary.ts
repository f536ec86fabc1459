import type { JobLog } from '@cbo/contracts';

/**
 * What a list shows of a run's message: the server writes "<job> 总共耗时：<ms>毫秒；<what the task
 * said>", and the job and the duration have their own columns, so the task's words alone (the whole
 * message when it has another form).
 */
export function runSummary(row: Pick<JobLog, 'jobName' | 'jobMessage'>): string {
  const message = row.jobMessage;
  const prefix = `${row.jobName} 总共耗时：`;
  const split = message.indexOf('；');
  if (!message.startsWith(prefix) || split < 0) return message;
  return message.slice(split + 1) || message;
}
