import type { Locale } from '../locale';

/**
 * Texts of the expert's side (docs/scoring.md): the home card of open review tasks and the 我的评审
 * page comp/myReview (the caller's own assignments).
 */
export const myReviewWebMessages = {
  // The home card.
  'myReview.home.title': { 'zh-CN': '我的评审任务', 'en-US': 'My review tasks' },
  'myReview.home.all': { 'zh-CN': '全部评审', 'en-US': 'All my reviews' },
  'myReview.home.empty': { 'zh-CN': '暂无评审任务', 'en-US': 'No review tasks' },
  'myReview.home.due': { 'zh-CN': '截止 {due}', 'en-US': 'Due {due}' },
  'myReview.home.overdue': { 'zh-CN': '已逾期', 'en-US': 'Overdue' },
  'myReview.home.dueSoon': { 'zh-CN': '即将截止', 'en-US': 'Due soon' },
  'myReview.home.assigned': { 'zh-CN': '分配', 'en-US': 'Assigned' },
  'myReview.home.notStarted': { 'zh-CN': '未开始', 'en-US': 'Not started' },
  'myReview.home.draft': { 'zh-CN': '草稿', 'en-US': 'Draft' },
  'myReview.home.submitted': { 'zh-CN': '已提交', 'en-US': 'Submitted' },
  'myReview.home.progress': {
    'zh-CN': '已提交 {submitted}/{assigned}',
    'en-US': '{submitted} of {assigned} submitted',
  },
  'myReview.home.start': { 'zh-CN': '开始评审', 'en-US': 'Start reviewing' },
  'myReview.home.continue': { 'zh-CN': '继续评审', 'en-US': 'Continue reviewing' },
  'myReview.home.review': { 'zh-CN': '查看评审', 'en-US': 'View reviews' },
  'myReview.home.actionOf': { 'zh-CN': '{action}：{task}', 'en-US': '{action}: {task}' },
  'myReview.taskStatus.published': { 'zh-CN': '已发布', 'en-US': 'Published' },
  'myReview.taskStatus.in_progress': { 'zh-CN': '评审中', 'en-US': 'In progress' },

  // The 我的评审 page.
  'myReview.entity': { 'zh-CN': '评审', 'en-US': 'review' },
  'myReview.task': { 'zh-CN': '评审任务', 'en-US': 'Review task' },
  'myReview.status': { 'zh-CN': '状态', 'en-US': 'Status' },
  'myReview.applicationCode': { 'zh-CN': '项目编号', 'en-US': 'Project code' },
  'myReview.projectName': { 'zh-CN': '项目名称', 'en-US': 'Project name' },
  'myReview.project': { 'zh-CN': '项目', 'en-US': 'Project' },
  'myReview.blindName': {
    'zh-CN': '盲评：项目名称已隐藏，以项目编号代替',
    'en-US': 'Blind review: the project name is hidden and the code stands for it',
  },
  'myReview.dueAt': { 'zh-CN': '截止时间', 'en-US': 'Due' },
  'myReview.overdue': { 'zh-CN': '已逾期', 'en-US': 'Overdue' },
  'myReview.sheet': { 'zh-CN': '评分表', 'en-US': 'Score sheet' },
  'myReview.sheetNone': { 'zh-CN': '未评分', 'en-US': 'Not scored' },
  'myReview.sheetDraft': { 'zh-CN': '草稿', 'en-US': 'Draft' },
  'myReview.sheetSubmitted': { 'zh-CN': '已提交', 'en-US': 'Submitted' },
  'myReview.total': { 'zh-CN': '总分', 'en-US': 'Total' },
  'myReview.score': { 'zh-CN': '评分', 'en-US': 'Score' },
  'myReview.view': { 'zh-CN': '查看', 'en-US': 'View' },
  'myReview.scoreOf': { 'zh-CN': '评分 {code}', 'en-US': 'Score {code}' },
  'myReview.viewOf': { 'zh-CN': '查看 {code}', 'en-US': 'View {code}' },
  'myReview.allTasks': { 'zh-CN': '全部任务', 'en-US': 'All tasks' },
  'myReview.empty': { 'zh-CN': '暂无评审任务', 'en-US': 'No review tasks' },
  'myReview.assignmentStatus.assigned': { 'zh-CN': '待评审', 'en-US': 'To review' },
  'myReview.assignmentStatus.viewed': { 'zh-CN': '已查看', 'en-US': 'Opened' },
  'myReview.assignmentStatus.in_progress': { 'zh-CN': '评审中', 'en-US': 'In progress' },
  'myReview.assignmentStatus.submitted': { 'zh-CN': '已提交', 'en-US': 'Submitted' },
  'myReview.assignmentStatus.locked': { 'zh-CN': '已锁定', 'en-US': 'Locked' },
  'myReview.assignmentStatus.coi_declared': { 'zh-CN': '已申报回避', 'en-US': 'Conflict declared' },
  'myReview.assignmentStatus.voided': { 'zh-CN': '已作废', 'en-US': 'Voided' },
} as const satisfies Record<string, Record<Locale, string>>;
