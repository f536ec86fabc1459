import type { TaskDefinition } from '../task-registry';

const text = (zh: string, en: string) => ({ 'zh-CN': zh, 'en-US': en });

/** Waits `ms`, or less when the run is aborted. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (ms <= 0 || signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

/** A harmless task to try the scheduler with: it echoes a message, may take a while, may fail. */
export const demoTask: TaskDefinition = {
  key: 'demo.echo',
  label: text('演示任务', 'Demo task'),
  description: text(
    '记录一条消息；可以等待一段时间，或故意失败，用来试用调度',
    'Records a message; it can take a while or fail on purpose, to try the scheduler with',
  ),
  args: [
    { name: 'message', label: text('消息', 'Message'), type: 'string', default: 'hello', maxLength: 200 },
    {
      name: 'delayMs',
      label: text('耗时（毫秒）', 'Duration (ms)'),
      type: 'integer',
      default: 0,
      min: 0,
      max: 600_000,
    },
    {
      name: 'fail',
      label: text('故意失败', 'Fail on purpose'),
      type: 'boolean',
      default: false,
      help: text('勾选后任务抛出错误，用于查看失败日志', 'Throws, to see how a failed run is logged'),
    },
  ],
  async run(args, ctx) {
    await pause(Number(args.delayMs ?? 0), ctx.signal);
    if (ctx.signal.aborted) throw new Error('演示任务被中止：服务正在停止');
    if (args.fail === true) throw new Error(`演示任务按要求失败：${String(args.message ?? '')}`);
    return String(args.message ?? '');
  },
};
