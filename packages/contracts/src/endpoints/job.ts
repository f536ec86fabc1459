import { z } from 'zod';
import { BusinessType } from '../constants';
import { dataAnswer, dateRangeParams, defineEndpoint, idListParam, pageQuery, tableAnswer } from '../endpoint';

type Business = (typeof BusinessType)[keyof typeof BusinessType];

/**
 * Scheduled jobs (docs/wire-contract.md section 3.9 and 9.2). `invokeTarget` names a task of the server's
 * registry (never code to evaluate) and `invokeArgs` holds its arguments, validated against the
 * task's own argument list.
 */

/** An argument value: tasks take strings, numbers and booleans only. */
export const jobArgValue = z.union([z.string().max(500), z.number(), z.boolean(), z.null()]);
export const jobArgs = z.record(z.string().regex(/^\w{1,64}$/, 'argument names are letters, digits or _'), jobArgValue);
export type JobArgs = z.infer<typeof jobArgs>;

/** One argument a task declares (its label in the caller's language). */
export const jobTaskArg = z.object({
  name: z.string(),
  label: z.string(),
  type: z.enum(['string', 'integer', 'number', 'boolean']),
  required: z.boolean(),
  default: z.union([z.string(), z.number(), z.boolean()]).optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  /** Longest string accepted. */
  maxLength: z.number().optional(),
  help: z.string().optional(),
});
export type JobTaskArg = z.infer<typeof jobTaskArg>;

/** A task of the registry, as the job form offers it. */
export const jobTask = z.object({
  key: z.string(),
  label: z.string(),
  description: z.string(),
  args: z.array(jobTaskArg),
});
export type JobTask = z.infer<typeof jobTask>;

export const MisfirePolicy = {
  /** 0: the default, which for a cron schedule is "fire once now". */
  DEFAULT: '0',
  /** 1: run every missed fire at once. */
  IGNORE_MISFIRES: '1',
  /** 2: run once now, then go on with the schedule. */
  FIRE_AND_PROCEED: '2',
  /** 3: skip the missed fires and wait for the next one. */
  DO_NOTHING: '3',
} as const;

export const JobTrigger = {
  /** A fire of the schedule. */
  SCHEDULE: '0',
  /** Run once by a person. */
  MANUAL: '1',
  /** A fire missed while no server ran (or while a non-concurrent run went on), run late by the misfire policy. */
  MISFIRE: '2',
} as const;

export const job = z.object({
  jobId: z.number(),
  jobName: z.string(),
  jobGroup: z.string(),
  invokeTarget: z.string(),
  invokeArgs: jobArgs,
  cronExpression: z.string(),
  /** '0' default, '1' run all missed fires, '2' run once and proceed, '3' do nothing. */
  misfirePolicy: z.string(),
  /** '0' allowed, '1' forbidden. */
  concurrent: z.string(),
  /** '0' normal, '1' paused. */
  status: z.string(),
  /** The next fire time of the cron expression, whatever the status; null when it never fires again. */
  nextValidTime: z.string().nullable(),
  remark: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
  updateBy: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type Job = z.infer<typeof job>;

export const jobFilters = z.object({
  jobName: z.string().max(64).optional(),
  jobGroup: z.string().max(64).optional(),
  status: z.enum(['0', '1', '']).optional(),
  invokeTarget: z.string().max(100).optional(),
});

export const CRON_MAX = 255;

export const jobForm = z.object({
  jobName: z.string().trim().min(1, 'jobName is required').max(64),
  jobGroup: z
    .string()
    .trim()
    .max(64)
    .regex(/^[\w-]*$/, 'jobGroup is letters, digits, _ or -')
    .default('DEFAULT'),
  invokeTarget: z
    .string()
    .trim()
    .min(1, 'invokeTarget is required')
    .max(100)
    .regex(/^[A-Za-z][\w.]*$/, 'invokeTarget is the key of a registered task'),
  invokeArgs: jobArgs.default({}),
  cronExpression: z.string().trim().min(1, 'cronExpression is required').max(CRON_MAX),
  misfirePolicy: z.enum(['0', '1', '2', '3']).default('3'),
  concurrent: z.enum(['0', '1']).default('1'),
  status: z.enum(['0', '1']).default('1'),
  remark: z.string().max(500).nullish(),
});
export type JobForm = z.infer<typeof jobForm>;

const jobId = z.coerce.number().int().positive();
const jobTitle = (businessType: Business) => ({ title: '定时任务', businessType });

export const listJobs = defineEndpoint({
  method: 'GET',
  path: '/monitor/job/list',
  access: 'monitor:job:list',
  query: pageQuery.extend(jobFilters.shape),
  answer: tableAnswer(job),
  summary: 'Jobs, filtered and paged, by id',
});

export const exportJobs = defineEndpoint({
  method: 'POST',
  path: '/monitor/job/export',
  access: 'monitor:job:export',
  body: jobFilters,
  answer: z.unknown(),
  raw: true,
  log: jobTitle(BusinessType.EXPORT),
  summary: 'The filtered jobs as xlsx (定时任务), streamed',
});

export const listJobTasks = defineEndpoint({
  method: 'GET',
  path: '/monitor/job/tasks',
  access: 'monitor:job:list',
  answer: dataAnswer(z.array(jobTask)),
  summary: "The registry's tasks a job may run, with the arguments each takes",
});

export const cronNextTimes = defineEndpoint({
  method: 'GET',
  path: '/monitor/job/cron/next',
  access: 'monitor:job:list',
  query: z.object({
    cronExpression: z.string().trim().min(1, 'cronExpression is required').max(CRON_MAX),
    count: z.coerce.number().int().min(1).max(20).default(5),
  }),
  answer: dataAnswer(z.array(z.string())),
  summary: 'Checks a Quartz cron expression (seconds first, optional year) and answers its next fire times',
});

export const getJob = defineEndpoint({
  method: 'GET',
  path: '/monitor/job/:jobId',
  access: 'monitor:job:query',
  params: z.object({ jobId }),
  answer: dataAnswer(job),
  summary: 'One job',
});

export const addJob = defineEndpoint({
  method: 'POST',
  path: '/monitor/job',
  access: 'monitor:job:add',
  body: jobForm,
  answer: z.object({}),
  log: jobTitle(BusinessType.INSERT),
  summary: 'Adds a job; new jobs always start paused',
});

export const editJob = defineEndpoint({
  method: 'PUT',
  path: '/monitor/job',
  access: 'monitor:job:edit',
  body: jobForm.extend({ jobId }),
  answer: z.object({}),
  log: jobTitle(BusinessType.UPDATE),
  summary: 'Changes a job and schedules it again from now',
});

export const changeJobStatus = defineEndpoint({
  method: 'PUT',
  path: '/monitor/job/changeStatus',
  access: 'monitor:job:changeStatus',
  body: z.object({ jobId, status: z.enum(['0', '1']) }),
  answer: z.object({}),
  log: jobTitle(BusinessType.UPDATE),
  summary: "'0' resumes (from now: fires missed while paused are not run), '1' pauses",
});

export const runJob = defineEndpoint({
  method: 'PUT',
  path: '/monitor/job/run',
  access: 'monitor:job:changeStatus',
  body: z.object({ jobId, jobGroup: z.string().max(64).optional() }),
  answer: z.object({}),
  log: jobTitle(BusinessType.UPDATE),
  summary: 'Runs a job once now, in the background, whatever its status; the run is in the job log',
});

export const removeJobs = defineEndpoint({
  method: 'DELETE',
  path: '/monitor/job/:jobIds',
  access: 'monitor:job:remove',
  params: z.object({ jobIds: idListParam }),
  answer: z.object({}),
  log: jobTitle(BusinessType.DELETE),
  summary: 'Unschedules and deletes jobs; their log stays',
});

/** One run of a job. Times are "yyyy-MM-dd HH:mm:ss"; costTime in ms. */
export const jobLog = z.object({
  jobLogId: z.number(),
  jobId: z.number(),
  jobName: z.string(),
  jobGroup: z.string(),
  invokeTarget: z.string(),
  /** The arguments the run had, as JSON text. */
  invokeArgs: z.string(),
  jobMessage: z.string(),
  /** '0' succeeded, '1' failed. */
  status: z.string(),
  exceptionInfo: z.string(),
  /** '0' schedule, '1' run once, '2' misfire catch-up (JobTrigger). */
  triggerType: z.string(),
  /** The fire time the run was for (schedule and misfire runs), else when it was asked for. */
  fireTime: z.string().nullable(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  costTime: z.number(),
  createTime: z.string().nullable(),
});
export type JobLog = z.infer<typeof jobLog>;

export const jobLogFilters = z.object({
  jobId: z.coerce.number().int().positive().optional().or(z.literal('')),
  jobName: z.string().max(64).optional(),
  jobGroup: z.string().max(64).optional(),
  status: z.enum(['0', '1', '']).optional(),
  invokeTarget: z.string().max(100).optional(),
  params: dateRangeParams,
});

const jobLogTitle = (businessType: Business) => ({ title: '调度日志', businessType });

export const listJobLogs = defineEndpoint({
  method: 'GET',
  path: '/monitor/jobLog/list',
  access: 'monitor:job:list',
  query: pageQuery.extend(jobLogFilters.shape),
  answer: tableAnswer(jobLog),
  summary: 'Job runs, newest first',
});

export const exportJobLogs = defineEndpoint({
  method: 'POST',
  path: '/monitor/jobLog/export',
  access: 'monitor:job:export',
  body: jobLogFilters,
  answer: z.unknown(),
  raw: true,
  log: jobLogTitle(BusinessType.EXPORT),
  summary: 'The filtered job log as xlsx (调度日志), streamed',
});

export const getJobLog = defineEndpoint({
  method: 'GET',
  path: '/monitor/jobLog/:jobLogId',
  access: 'monitor:job:query',
  params: z.object({ jobLogId: z.coerce.number().int().positive() }),
  answer: dataAnswer(jobLog),
  summary: 'One job run',
});

export const removeJobLogs = defineEndpoint({
  method: 'DELETE',
  path: '/monitor/jobLog/:jobLogIds',
  access: 'monitor:job:remove',
  params: z.object({ jobLogIds: idListParam }),
  answer: z.object({}),
  log: jobLogTitle(BusinessType.DELETE),
  summary: 'Deletes job-log rows',
});

export const cleanJobLogs = defineEndpoint({
  method: 'DELETE',
  path: '/monitor/jobLog/clean',
  access: 'monitor:job:remove',
  answer: z.object({}),
  log: jobLogTitle(BusinessType.CLEAN),
  summary: 'Empties the job log',
});
