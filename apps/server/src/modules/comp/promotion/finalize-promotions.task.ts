import type { TaskDefinition } from '../../monitor/job/task-registry';
import { PromotionPublicationService } from './promotion-publication.service';

/** comp.finalizePromotions: finalizes every promotion or award batch whose 公示 window has closed. */
export const finalizePromotionsTask: TaskDefinition = {
  key: 'comp.finalizePromotions',
  label: { 'zh-CN': '确认晋级与获奖结果', 'en-US': 'Finalize promotions and awards' },
  description: {
    'zh-CN': '公示期结束且没有未处理异议的晋级和奖项批次确认结果：晋级项目进入下一阶段，通知各队负责人',
    'en-US':
      'Finalizes the promotion and award batches whose 公示 window closed with no objection open: promoted entries enter the next stage, team leaders are notified',
  },
  args: [
    {
      name: 'limit',
      label: { 'zh-CN': '每次最多', 'en-US': 'At most' },
      type: 'integer',
      default: 20,
      min: 1,
      max: 1000,
      help: { 'zh-CN': '每次运行最多确认的批次数', 'en-US': 'Batches finalized per run at most' },
    },
  ],
  async run(args, { app }) {
    const limit = typeof args.limit === 'number' ? args.limit : 20;
    const { finalized, waiting } = await new PromotionPublicationService(app).finalizeDue(limit, 'system');
    return `finalized ${finalized}, waiting ${waiting}`;
  },
};
