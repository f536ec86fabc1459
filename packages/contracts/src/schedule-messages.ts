/**
 * Server refusals of schedule items and appeals (docs/schedule.md, docs/appeals.md), spread into the
 * message catalogue with the judging messages.
 */
export const scheduleMessages = {
  'schedule.dateTimeFormat': {
    'zh-CN': '时间格式应为 yyyy-MM-dd HH:mm',
    'en-US': 'a time is written yyyy-MM-dd HH:mm',
  },
  'schedule.endsBeforeStart': { 'zh-CN': '结束时间不能早于开始时间', 'en-US': 'ends before it starts' },
  'schedule.onlineLink': {
    'zh-CN': '须为以 http:// 或 https:// 开头的链接',
    'en-US': 'must be a link starting with http:// or https://',
  },
  'schedule.stageOther': {
    'zh-CN': '阶段 {id} 不属于本届大赛',
    'en-US': 'stage {id} is not a stage of this edition',
  },
  'schedule.otherEdition': {
    'zh-CN': '赛程“{title}”属于另一届大赛，不能改到本届',
    'en-US': 'schedule item "{title}" belongs to another edition: it cannot move',
  },
  'schedule.notifyInternal': {
    'zh-CN': '赛程“{title}”为内部安排，不向参赛团队发送通知',
    'en-US': 'schedule item "{title}" is internal: teams are not notified of it',
  },
  'schedule.alreadyNotified': {
    'zh-CN': '参赛团队已于 {at} 收到赛程“{title}”当前时间和地点的通知',
    'en-US': 'the teams were told of the current time and place of "{title}" at {at}',
  },
  'schedule.noTeams': {
    'zh-CN': '赛程“{title}”没有可通知的参赛团队',
    'en-US': 'schedule item "{title}" has no teams to notify',
  },
  'schedule.online': { 'zh-CN': '线上', 'en-US': 'online' },
  'appeal.notInSession': {
    'zh-CN': '该项目不在此路演场次中',
    'en-US': 'the application does not present in this session',
  },
  'appeal.notOpen': {
    'zh-CN': '该场次的成绩尚未公布，暂不能申诉',
    'en-US': "the session's results are not published yet: appeals open when they are",
  },
  'appeal.closed': {
    'zh-CN': '申诉期已于 {deadline} 截止',
    'en-US': 'the appeal window closed at {deadline}',
  },
  'appeal.noWindow': {
    'zh-CN': '该场次不接受申诉',
    'en-US': 'this session takes no appeals',
  },
  'appeal.repeated': {
    'zh-CN': '项目 {code} 已就该场次提交过申诉，每个团队每场只能申诉一次',
    'en-US': 'project {code} already appealed against this session: one appeal per team per session',
  },
  'appeal.decided': {
    'zh-CN': '该申诉已处理（{status}），不能再次处理',
    'en-US': 'the appeal is already decided ({status}): it cannot be decided again',
  },
  'appeal.onSiteStatus': {
    'zh-CN': '现场申诉只能在路演进行中或结束后、成绩公布前登记',
    'en-US': 'an on-site appeal is recorded while the session is live or closed, before its results are published',
  },
  'appeal.status.submitted': { 'zh-CN': '待处理', 'en-US': 'submitted' },
  'appeal.status.upheld': { 'zh-CN': '申诉成立', 'en-US': 'upheld' },
  'appeal.status.dismissed': { 'zh-CN': '驳回', 'en-US': 'dismissed' },
} as const;
