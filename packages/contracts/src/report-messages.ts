/** Server refusals of the reports module (docs/reports.md), spread into the message catalogue. */
export const reportMessages = {
  'report.stageNotFound': {
    'zh-CN': '阶段 {id} 不是本届赛事的评审阶段，或不在您的数据范围内',
    'en-US': 'stage {id} is not a judging stage of this edition, or is outside your data scope',
  },
  'report.taskNotFound': {
    'zh-CN': '评审任务 {id} 不属于本届赛事，或不在您的数据范围内',
    'en-US': 'review task {id} is not a task of this edition, or is outside your data scope',
  },
  'report.batchNotFound': {
    'zh-CN': '批次 {id} 不属于本届赛事，或不在您的数据范围内',
    'en-US': 'batch {id} is not a batch of this edition, or is outside your data scope',
  },
  'report.trackNotFound': {
    'zh-CN': '赛道 {id} 不属于本届赛事',
    'en-US': 'track {id} is not a track of this edition',
  },
  'report.notReady': {
    'zh-CN': '报告 {id} 尚未生成完成，不能下载',
    'en-US': 'report {id} is not finished: it cannot be downloaded',
  },
  'report.interrupted': {
    'zh-CN': '报告生成被中断（服务器已停止），请重新生成',
    'en-US': 'the generation was interrupted (the server stopped): generate the report again',
  },
  'report.failed': {
    'zh-CN': '报告 {id} 生成失败，没有可下载的文件',
    'en-US': 'report {id} failed: there is no file to download',
  },
} as const;
