/** Server refusals of the promotion module (docs/promotion.md), spread into the judging messages. */
export const promotionMessages = {
  'promotion.notJudgingStage': {
    'zh-CN': '阶段 {id} 不是评审阶段（初赛、复赛、决赛），没有晋级或奖项规则',
    'en-US': 'stage {id} is not a judging stage (preliminary, semi-final, final): it has no promotion or award rule',
  },
  'promotion.awardMethodOnly': {
    'zh-CN': '奖项规则的 method 只能是按名额（award_counts）或按分数段（award_bands）',
    'en-US': 'an award rule takes method award_counts or award_bands',
  },
  'promotion.promotionMethodOnly': {
    'zh-CN': '晋级规则的 method 只能是前 N 名、前百分比或分数线（top_n、top_percent、threshold）',
    'en-US': 'a promotion rule takes method top_n, top_percent or threshold',
  },
  'promotion.noFinalResults': {
    'zh-CN': '阶段“{stage}”的评审任务都还没有最终成绩版本（任务结束后计算），不能起草批次',
    'en-US': 'no review task of stage "{stage}" has a final result version yet (computed once the task is closed)',
  },
  'promotion.liveBatch': {
    'zh-CN': '该阶段已有进行中的批次“{title}”（{status}），撤销后才能再起草',
    'en-US': 'the stage already has batch "{title}" ({status}); revoke it before drafting another',
  },
  'promotion.noNextStage': {
    'zh-CN': '阶段“{stage}”之后没有本赛道的评审阶段，不能晋级；请改用奖项批次',
    'en-US': 'no judging stage of the track follows stage "{stage}": nothing to promote into (use an award batch)',
  },
  'promotion.wrongStatus': {
    'zh-CN': '批次“{title}”当前为{status}，不能{action}',
    'en-US': 'batch "{title}" is {status}: cannot {action}',
  },
  'promotion.undecided': {
    'zh-CN': '还有 {n} 条决定为待定（并列于线上），请逐条调整后再提交',
    'en-US': '{n} decisions are still undecided (tied at the cut): override each before submitting',
  },
  'promotion.selfApproval': {
    'zh-CN': '不能审批自己起草或调整的批次',
    'en-US': 'you cannot approve a batch you drafted or changed',
  },
  'promotion.levelRequired': {
    'zh-CN': '获奖决定须选择本届的奖项等级',
    'en-US': 'an awarded decision needs an award level of the edition',
  },
  'promotion.resultPurpose': {
    'zh-CN': '结果“{result}”不适用于{purpose}批次',
    'en-US': 'result "{result}" does not apply to this {purpose} batch',
  },
  'promotion.windowOpen': {
    'zh-CN': '公示期至 {endAt} 结束，结束后才能确认结果',
    'en-US': 'the 公示 window runs until {endAt}: results are finalized once it has closed',
  },
  'promotion.objectionOpen': {
    'zh-CN': '公示期内还有 {n} 条异议未处理完毕（已受理或调查中），处理后才能确认结果',
    'en-US': '{n} objections of the window are still received or under investigation: handle them before finalizing',
  },
} as const;
