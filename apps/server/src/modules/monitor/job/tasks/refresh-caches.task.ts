import type { TaskDefinition } from '../task-registry';

/** Reloads the dictionary and configuration caches from the database (the pages' 刷新缓存 buttons). */
export const refreshCachesTask: TaskDefinition = {
  key: 'system.refreshCaches',
  label: { 'zh-CN': '刷新缓存', 'en-US': 'Refresh caches' },
  description: {
    'zh-CN': '从数据库重新加载字典和参数配置缓存',
    'en-US': 'Reloads the dictionary and configuration caches from the database',
  },
  args: [],
  async run(_args, ctx) {
    await ctx.app.dicts.reload();
    await ctx.app.configs.reload();
    return '字典和参数缓存已刷新';
  },
};
