import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../module';
import { defaultSchedulerOptions, Scheduler } from './scheduler';
import { TaskRegistry } from './task-registry';
import { cleanLogsTask } from './tasks/clean-logs.task';
import { demoTask } from './tasks/demo.task';
import { refreshCachesTask } from './tasks/refresh-caches.task';

/** The scheduler with the built-in tasks; feature modules register theirs on `registry`. */
export function createScheduler(ctx: AppContext, log: FastifyBaseLogger): Scheduler {
  const registry = new TaskRegistry();
  for (const task of [cleanLogsTask, refreshCachesTask, demoTask]) registry.register(task);
  return new Scheduler({
    app: ctx,
    registry,
    log: log.child({ module: 'scheduler' }),
    options: {
      ...defaultSchedulerOptions,
      shutdownGraceMs: ctx.config.jobShutdownGraceMs,
    },
  });
}
