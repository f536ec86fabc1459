/** Server refusals of the rating module (docs/rating.md), spread into the message catalogue. */
export const ratingMessages = {
  'rating.notComputable': {
    'zh-CN': '评审任务“{name}”状态为{status}，不能计算成绩（须为已发布、评审中、已结束或已计算）',
    'en-US':
      'review task "{name}" is {status}: results are computed once it is published, in progress, closed or computed',
  },
  'rating.unknownCriterion': {
    'zh-CN': '排序规则引用的评分项“{code}”不在任务“{name}”的评分标准中',
    'en-US': 'the tie-breaker names criterion "{code}", which the rubric of task "{name}" does not have',
  },
  'rating.notJudgingStage': {
    'zh-CN': '阶段 {id} 不是评审阶段（初赛、复赛、决赛），不能配置成绩汇总',
    'en-US': 'stage {id} is not a judging stage (preliminary, semi-final, final): it has no aggregation',
  },
  'rating.partTaskOtherTrack': {
    'zh-CN': '成绩组成中的评审任务 {id} 不存在或不属于同一赛道',
    'en-US': 'review task {id} of the parts does not exist or belongs to another track',
  },
  'rating.partTaskOwnStage': {
    'zh-CN': '成绩组成中的评审任务 {id} 属于本阶段，不能计入本阶段的成绩',
    'en-US': 'review task {id} of the parts belongs to this stage and cannot weigh into it',
  },
  'rating.rateNotClosed': {
    'zh-CN': '评审任务“{name}”尚未结束（{status}），结束后才能评价专家',
    'en-US': 'review task "{name}" is {status}: experts are rated once it is closed',
  },
  'rating.notTaskExpert': {
    'zh-CN': '用户 {id} 在评审任务“{name}”中没有评审分配',
    'en-US': 'user {id} holds no assignment in review task "{name}"',
  },
  'rating.tieNotInTask': {
    'zh-CN': '项目 {ids} 不在评审任务“{name}”中',
    'en-US': 'applications {ids} are not judged in review task "{name}"',
  },
  'rating.noVersion': {
    'zh-CN': '评审任务“{name}”还没有第 {no} 版成绩',
    'en-US': 'review task "{name}" has no result version {no}',
  },
  'rating.noResults': {
    'zh-CN': '评审任务“{name}”还没有计算成绩',
    'en-US': 'review task "{name}" has no computed results yet',
  },
} as const;

/** Result flags as the export and refusals word them. */
export const resultFlagLabels: Record<string, { 'zh-CN': string; 'en-US': string }> = {
  insufficient: { 'zh-CN': '有效评审不足', 'en-US': 'insufficient' },
  outlier: { 'zh-CN': '离群评分', 'en-US': 'outlier' },
  range_exceeded: { 'zh-CN': '分差超限', 'en-US': 'range exceeded' },
  awaiting_arbitration: { 'zh-CN': '待仲裁', 'en-US': 'awaiting arbitration' },
  arbitrated: { 'zh-CN': '已仲裁', 'en-US': 'arbitrated' },
  normalisation_skipped: { 'zh-CN': '未标准化', 'en-US': 'normalisation skipped' },
  tie_broken: { 'zh-CN': '并列已决', 'en-US': 'tie broken' },
  tie_unresolved: { 'zh-CN': '并列', 'en-US': 'tie unresolved' },
  part_missing: { 'zh-CN': '缺少组成成绩', 'en-US': 'part missing' },
  excluded: { 'zh-CN': '已退出', 'en-US': 'excluded' },
};
