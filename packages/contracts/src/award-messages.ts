/**
 * Server refusals of award levels, awards and the entrant's results, awards, certificates and
 * scores (docs/awards.md), spread into the message catalogue with the judging messages.
 */
export const awardMessages = {
  'award.level.missing': { 'zh-CN': '奖项等级 {id} 不存在', 'en-US': 'award level {id} does not exist' },
  'award.level.otherEdition': {
    'zh-CN': '奖项等级“{name}”属于另一届大赛，不能改到本届',
    'en-US': 'award level "{name}" belongs to another edition: it cannot move',
  },
  'award.level.trackOther': {
    'zh-CN': '赛道 {id} 不属于本届大赛',
    'en-US': 'track {id} is not a track of this edition',
  },
  'award.level.sponsorNotLinked': {
    'zh-CN': '特别奖须以本届大赛关联的赞助单位命名：赞助单位 {id} 未关联本届大赛（在届次的“赞助单位”中添加）',
    'en-US':
      "a special award is named after a sponsor linked to the edition: sponsor {id} is not (add it to the edition's sponsors)",
  },
  'award.level.sponsorOnlySpecial': {
    'zh-CN': '只有特别奖可以指定赞助单位',
    'en-US': 'only a special award names a sponsor',
  },
  'award.level.nameTaken': {
    'zh-CN': '奖项等级“{name}”在本届大赛的同一赛道范围内已存在',
    'en-US': 'award level "{name}" already exists for the same track of this edition',
  },
  'award.level.rankedRule': {
    'zh-CN': '排名奖项“{name}”须填写名额（按名额评奖使用）或最低分（按分数段评奖使用）',
    'en-US':
      'ranked award level "{name}" needs a count (used by the award_counts method) or a minimum score (used by award_bands)',
  },
  'award.level.inBatch': {
    'zh-CN': '奖项等级“{name}”已被评奖批次“{batch}”的决定使用，不能删除',
    'en-US': 'award level "{name}" is used by a decision of the award batch "{batch}": it cannot be removed',
  },
  'award.level.awarded': {
    'zh-CN': '奖项等级“{name}”已有 {count} 个获奖记录，不能删除',
    'en-US': 'award level "{name}" has {count} awards: it cannot be removed',
  },
  'portal.result.missing': { 'zh-CN': '成绩不存在或尚未公布', 'en-US': 'no such result, or it is not published yet' },
  'portal.certificate.missing': { 'zh-CN': '证书不存在', 'en-US': 'no such certificate' },
  'portal.scores.notYet': {
    'zh-CN': '该阶段的结果尚未公示结束，公示期结束后才能查看各项评分和评语',
    'en-US': "the stage's publicity window is not over yet: criterion scores and comments are shown after it",
  },
  'portal.scores.review': { 'zh-CN': '评审{n}', 'en-US': 'Review {n}' },
  'portal.scores.notAllowed': {
    'zh-CN': '本届大赛未向参赛者公开各项评分和评语',
    'en-US': 'this edition does not show entrants their criterion scores and comments',
  },
} as const;
