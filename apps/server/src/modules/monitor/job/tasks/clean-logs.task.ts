import { formatDateTime } from '../../../../lib/date-time';
import type { TaskDefinition } from '../task-registry';
import { deleteLogsBefore } from './clean-logs.repository';

const DAY_MS = 86_400_000;
const keep = (zh: string, en: string) => ({ 'zh-CN': zh, 'en-US': en });

/** Keeps the operation, login and job logs to the last N days. */
export const cleanLogsTask: TaskDefinition = {
  key: 'system.cleanLogs',
  label: keep('清理日志', 'Clean logs'),
  description: keep(
    '删除早于指定天数的操作日志、登录日志和调度日志',
    'Deletes operation, login and job log rows older than the given number of days',
  ),
  args: [
    {
      name: 'days',
      label: keep('保留天数', 'Days to keep'),
      type: 'integer',
      required: true,
      default: 90,
      min: 1,
      max: 3650,
    },
    { name: 'operLog', label: keep('操作日志', 'Operation log'), type: 'boolean', default: true },
    { name: 'loginLog', label: keep('登录日志', 'Login log'), type: 'boolean', default: true },
    { name: 'jobLog', label: keep('调度日志', 'Job log'), type: 'boolean', default: true },
  ],
  async run(args, ctx) {
    const before = formatDateTime(ctx.app.clock.now() - Number(args.days) * DAY_MS);
    const deleted = await deleteLogsBefore(ctx.app.database, before, {
      operLog: args.operLog === true,
      loginLog: args.loginLog === true,
      jobLog: args.jobLog === true,
    });
    return `早于 ${before} 的日志已删除：操作日志 ${deleted.operLog} 条，登录日志 ${deleted.loginLog} 条，调度日志 ${deleted.jobLog} 条`;
  },
};
