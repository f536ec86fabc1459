import { bigint, char, index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { audit, dateTime, id, ref, remark } from './columns';

/**
 * Scheduled jobs. `invoke_target` is the key of a task in the server's registry and
 * `invoke_args` its arguments (docs/wire-contract.md section 11 #3: nothing is evaluated from a string).
 * `next_fire_at` (epoch ms) is the fire the schedule waits for: null while paused or when the
 * cron never fires again. Instances claim a fire by moving it forward with a compare-and-set,
 * so exactly one of them runs it, and fires missed while no instance ran are found at start-up.
 */
export const sysJob = pgTable('sys_job', {
  jobId: id('job_id', 100),
  jobName: varchar('job_name', { length: 64 }).notNull().default(''),
  jobGroup: varchar('job_group', { length: 64 }).notNull().default('DEFAULT'),
  invokeTarget: varchar('invoke_target', { length: 100 }).notNull(),
  invokeArgs: jsonb('invoke_args').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
  cronExpression: varchar('cron_expression', { length: 255 }).notNull().default(''),
  /** '0' default, '1' run all missed fires, '2' run once and proceed, '3' do nothing. */
  misfirePolicy: char('misfire_policy', { length: 1 }).notNull().default('3'),
  /** '0' concurrent runs allowed, '1' forbidden. */
  concurrent: char('concurrent', { length: 1 }).notNull().default('1'),
  /** '0' normal, '1' paused. */
  status: char('status', { length: 1 }).notNull().default('1'),
  nextFireAt: bigint('next_fire_at', { mode: 'number' }),
  /**
   * A non-concurrent job's run lease: the instance running it and until when (epoch ms), renewed
   * while the run goes on, so a crashed instance blocks the job only until the lease ends.
   */
  runOwner: varchar('run_owner', { length: 64 }),
  runLeaseUntil: bigint('run_lease_until', { mode: 'number' }),
  ...audit(),
  remark: remark(),
});

/** One row per run of a job. */
export const sysJobLog = pgTable(
  'sys_job_log',
  {
    jobLogId: id('job_log_id', 1),
    jobId: ref('job_id').notNull(),
    jobName: varchar('job_name', { length: 64 }).notNull(),
    jobGroup: varchar('job_group', { length: 64 }).notNull(),
    invokeTarget: varchar('invoke_target', { length: 100 }).notNull(),
    invokeArgs: text('invoke_args').notNull().default('{}'),
    jobMessage: varchar('job_message', { length: 500 }).notNull().default(''),
    /** '0' succeeded, '1' failed. */
    status: char('status', { length: 1 }).notNull().default('0'),
    exceptionInfo: varchar('exception_info', { length: 2000 }).notNull().default(''),
    /** '0' schedule, '1' run once, '2' misfire catch-up. */
    triggerType: char('trigger_type', { length: 1 }).notNull().default('0'),
    /** The fire this run was for (epoch ms). */
    fireAt: bigint('fire_at', { mode: 'number' }),
    startTime: dateTime('start_time'),
    endTime: dateTime('end_time'),
    costTime: integer('cost_time').notNull().default(0),
    createTime: dateTime('create_time').defaultNow(),
  },
  (t) => [
    index('sys_job_log_job_id_idx').on(t.jobId),
    index('sys_job_log_create_time_idx').on(t.createTime),
    index('sys_job_log_status_idx').on(t.status),
  ],
);
