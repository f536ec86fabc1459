import type { TaskDefinition } from '../../monitor/job/task-registry';
import { BoardNoticeService } from './board-notice.service';

/** comp.publishNotices: publishes the scheduled notices that are due and takes expired ones offline. */
export const publishNoticesTask: TaskDefinition = {
  key: 'comp.publishNotices',
  label: { 'zh-CN': '发布定时公告', 'en-US': 'Publish scheduled notices' },
  description: {
    'zh-CN': '发布到达发布时间的定时大赛公告，并让超过下线时间的公告下线',
    'en-US': 'Publishes scheduled competition notices whose time has come and takes expired ones offline',
  },
  args: [
    {
      name: 'limit',
      label: { 'zh-CN': '每次最多', 'en-US': 'At most' },
      type: 'integer',
      default: 100,
      min: 1,
      max: 10000,
      help: {
        'zh-CN': '每次运行最多发布（和下线）的公告数',
        'en-US': 'Notices published (and expired) per run at most',
      },
    },
  ],
  async run(args, { app }) {
    const limit = typeof args.limit === 'number' ? args.limit : 100;
    const { published, expired } = await new BoardNoticeService(app).runPublishing(limit);
    return `published ${published}, expired ${expired}`;
  },
};
