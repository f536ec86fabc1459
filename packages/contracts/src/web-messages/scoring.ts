import type { Locale } from '../locale';

/** Texts of the expert's scoring page /taskinfo/role-auth/detail/:proId/:taskId (docs/scoring.md). */
export const scoringWebMessages = {
  'score.loadFailed': { 'zh-CN': '评分页面加载失败', 'en-US': 'The scoring page could not be loaded' },
  'score.backHome': { 'zh-CN': '返回首页', 'en-US': 'Back to home' },
  'score.overdue': { 'zh-CN': '已逾期', 'en-US': 'Overdue' },
  'score.taskLabel': { 'zh-CN': '评审任务：{name}', 'en-US': 'Review task: {name}' },
  'score.dueLabel': { 'zh-CN': '截止：{due}', 'en-US': 'Due: {due}' },
  'score.state.new': { 'zh-CN': '未评分', 'en-US': 'Not scored' },
  'score.state.draft': { 'zh-CN': '草稿', 'en-US': 'Draft' },
  'score.state.submitted': { 'zh-CN': '已提交', 'en-US': 'Submitted' },
  'score.state.locked': { 'zh-CN': '已提交 · 已锁定', 'en-US': 'Submitted · locked' },
  'score.rubricVersion': { 'zh-CN': '{name}（第 {version} 版）', 'en-US': '{name} (v{version})' },
  // The statement gate.
  'score.statementTitle': { 'zh-CN': '保密与无利益冲突声明', 'en-US': 'Confidentiality and no-conflict statement' },
  'score.statementBody1': {
    'zh-CN': '本人承诺对评审中知悉的项目材料、评分和评审意见严格保密，不复制、不外传、不用于评审以外的任何用途。',
    'en-US':
      'I will keep the application material, the scores and the review comments I see confidential: I will not copy or pass them on, nor use them for anything but this review.',
  },
  'score.statementBody2': {
    'zh-CN':
      '本人与该项目及其团队成员、指导老师、所在单位不存在亲属、师生、同事、合作或其他可能影响公正评审的利益关系。',
    'en-US':
      'I have no family, teacher-student, colleague, business or other relation with this project, its team members, mentors or their organisations that could affect a fair review.',
  },
  'score.statementBody3': {
    'zh-CN': '如存在利益冲突，请选择“我存在利益冲突”并说明原因，本项目将交由组织方重新分配。',
    'en-US':
      'If you have a conflict, choose "I have a conflict" and say why: the organiser will reassign this project.',
  },
  'score.statementConfirm': { 'zh-CN': '我已阅读并确认', 'en-US': 'I confirm' },
  'score.statementDeclare': { 'zh-CN': '我存在利益冲突', 'en-US': 'I have a conflict' },
  'score.statementNeeded': {
    'zh-CN': '确认保密与无利益冲突声明后才能评分',
    'en-US': 'Confirm the confidentiality and no-conflict statement before scoring',
  },
  'score.statementOpen': { 'zh-CN': '查看声明', 'en-US': 'Read the statement' },
  'score.conflictTitle': { 'zh-CN': '申报利益冲突', 'en-US': 'Declare a conflict' },
  'score.conflictIntro': {
    'zh-CN': '申报后您将不再评审该项目，由组织方审核后重新分配。',
    'en-US': 'Once declared you no longer review this project: the organiser decides and reassigns it.',
  },
  'score.conflictReason': { 'zh-CN': '冲突原因', 'en-US': 'Reason' },
  'score.conflictPlaceholder': {
    'zh-CN': '例如：项目负责人是本人指导的学生',
    'en-US': "For example: the project's leader is my own student",
  },
  'score.conflictOk': { 'zh-CN': '提交申报', 'en-US': 'Declare' },
  'score.conflictDone': { 'zh-CN': '已申报利益冲突', 'en-US': 'Conflict declared' },
  'score.withdrawnTitle': {
    'zh-CN': '已申报利益冲突，该评审已撤回',
    'en-US': 'Conflict declared: this review is withdrawn',
  },
  'score.withdrawnBody': {
    'zh-CN': '组织方审核您的申报后将重新分配该项目，您无需再对其评分。',
    'en-US': 'The organiser will decide on your declaration and reassign the project: you need not score it.',
  },
  'score.openNext': { 'zh-CN': '评审下一个：{code}', 'en-US': 'Review the next one: {code}' },
  'score.queueDone': { 'zh-CN': '该任务中没有其他待评项目', 'en-US': 'Nothing else to review in this task' },
  // The application.
  'score.application': { 'zh-CN': '项目信息', 'en-US': 'Application' },
  'score.code': { 'zh-CN': '项目编号', 'en-US': 'Application code' },
  'score.projectName': { 'zh-CN': '项目名称', 'en-US': 'Project' },
  'score.track': { 'zh-CN': '赛道', 'en-US': 'Track' },
  'score.industry': { 'zh-CN': '所属行业', 'en-US': 'Industry' },
  'score.leader': { 'zh-CN': '负责人', 'en-US': 'Leader' },
  'score.org': { 'zh-CN': '所属单位', 'en-US': 'Organisation' },
  'score.region': { 'zh-CN': '所属地区', 'en-US': 'Region' },
  'score.memberCount': { 'zh-CN': '团队人数', 'en-US': 'Team size' },
  'score.members': { 'zh-CN': '团队成员', 'en-US': 'Team members' },
  'score.mentors': { 'zh-CN': '指导老师', 'en-US': 'Mentors' },
  'score.summary': { 'zh-CN': '项目简介', 'en-US': 'Summary' },
  'score.video': { 'zh-CN': '项目视频', 'en-US': 'Video' },
  'score.openVideo': { 'zh-CN': '打开视频链接', 'en-US': 'Open the video link' },
  'score.blindNotice': {
    'zh-CN': '本任务为盲评：部分信息已隐藏，以项目编号代替项目名称。',
    'en-US': 'Blind review: some details are hidden and the application code stands for the project.',
  },
  'score.none': { 'zh-CN': '无', 'en-US': 'None' },
  // Attachments.
  'score.attachments': { 'zh-CN': '项目材料', 'en-US': 'Attachments' },
  'score.noAttachments': { 'zh-CN': '该项目没有附件', 'en-US': 'This application has no attachments' },
  'score.attachmentN': { 'zh-CN': '附件 {n}', 'en-US': 'Attachment {n}' },
  'score.download': { 'zh-CN': '下载', 'en-US': 'Download' },
  'score.fileLoading': { 'zh-CN': '正在加载文件…', 'en-US': 'Loading the file…' },
  'score.fileFailed': { 'zh-CN': '文件加载失败', 'en-US': 'The file could not be loaded' },
  'score.fileUnsupported': {
    'zh-CN': '该类型的文件不能在页面中查看',
    'en-US': 'This kind of file cannot be viewed in the page',
  },
  'score.pageN': { 'zh-CN': '第 {page} / {pages} 页', 'en-US': 'Page {page} of {pages}' },
  // The rubric form.
  'score.rubric': { 'zh-CN': '评分', 'en-US': 'Scoring' },
  'score.toRubric': { 'zh-CN': '去评分', 'en-US': 'Go to scoring' },
  'score.range': { 'zh-CN': '{min}–{max} 分，步长 {step}', 'en-US': '{min}–{max} points, step {step}' },
  'score.weight': { 'zh-CN': '权重 ×{weight}', 'en-US': 'weight ×{weight}' },
  'score.optional': { 'zh-CN': '选填', 'en-US': 'Optional' },
  'score.independent': { 'zh-CN': '单列，不计入总分', 'en-US': 'Recorded, not summed' },
  'score.anchors': { 'zh-CN': '评分参考', 'en-US': 'Score guide' },
  'score.commentBelow': {
    'zh-CN': '不高于 {below} 分须填写评语',
    'en-US': 'A comment is required at or below {below}',
  },
  'score.commentAbove': {
    'zh-CN': '不低于 {above} 分须填写评语',
    'en-US': 'A comment is required at or above {above}',
  },
  'score.comment': { 'zh-CN': '评语', 'en-US': 'Comment' },
  'score.commentFor': { 'zh-CN': '{name}评语', 'en-US': 'Comment on {name}' },
  'score.commentRequired': { 'zh-CN': '评语（必填）', 'en-US': 'Comment (required)' },
  'score.scorePlaceholder': { 'zh-CN': '{min}–{max}', 'en-US': '{min}–{max}' },
  'score.problem.missing': { 'zh-CN': '请填写分数', 'en-US': 'Enter a score' },
  'score.problem.range': {
    'zh-CN': '分数须在 {min} 到 {max} 之间',
    'en-US': 'The score must lie between {min} and {max}',
  },
  'score.problem.step': { 'zh-CN': '分数须按 {step} 分的步长填写', 'en-US': 'The score goes in steps of {step}' },
  'score.problem.comment': { 'zh-CN': '该分数须填写评语', 'en-US': 'This score needs a comment' },
  'score.overallComment': { 'zh-CN': '总体评语', 'en-US': 'Overall comment' },
  'score.overallPlaceholder': {
    'zh-CN': '对项目的总体评价与建议（选填）',
    'en-US': 'Your overall view and advice (optional)',
  },
  'score.total': { 'zh-CN': '总分', 'en-US': 'Total' },
  'score.totalOf': { 'zh-CN': '{total} / {max}', 'en-US': '{total} / {max}' },
  // Autosave.
  'score.autosave': { 'zh-CN': '自动保存状态', 'en-US': 'Autosave status' },
  'score.saved': { 'zh-CN': '已自动保存 {time}', 'en-US': 'Saved automatically at {time}' },
  'score.saving': { 'zh-CN': '正在保存…', 'en-US': 'Saving…' },
  'score.unsaved': { 'zh-CN': '有未保存的修改', 'en-US': 'Unsaved changes' },
  'score.saveFailed': { 'zh-CN': '自动保存失败', 'en-US': 'Autosave failed' },
  'score.saveInvalid': {
    'zh-CN': '有分数未通过检查，修正后自动保存',
    'en-US': 'Some scores do not pass the checks: they save once corrected',
  },
  'score.retry': { 'zh-CN': '重试', 'en-US': 'Retry' },
  // Submit.
  'score.submit': { 'zh-CN': '提交评分', 'en-US': 'Submit scores' },
  'score.submitTitle': { 'zh-CN': '确认提交评分', 'en-US': 'Submit the scores?' },
  'score.submitBody': {
    'zh-CN': '项目 {code} 的总分为 {total} 分（满分 {max} 分）。',
    'en-US': 'The total for {code} is {total} of {max}.',
  },
  'score.submitLockWarning': {
    'zh-CN': '提交后评分将被锁定，不能再修改。',
    'en-US': 'Once submitted the scores are locked and cannot be changed.',
  },
  'score.submitEditable': {
    'zh-CN': '提交后在任务截止前仍可修改，修改后须重新提交。',
    'en-US': 'You may still change them before the due date; a change must be submitted again.',
  },
  'score.submitOk': { 'zh-CN': '确认提交', 'en-US': 'Submit' },
  'score.submitProblems': {
    'zh-CN': '还有 {count} 处需要处理，请查看标红的评分项',
    'en-US': '{count} thing(s) to fix: see the criteria marked in red',
  },
  'score.submitted': { 'zh-CN': '评分已提交', 'en-US': 'Scores submitted' },
  'score.lockedTitle': { 'zh-CN': '评分已提交并锁定', 'en-US': 'Submitted and locked' },
  'score.lockedBody': {
    'zh-CN': '提交于 {time}。如需修改，请联系组织方解锁。',
    'en-US': 'Submitted at {time}. To change it, ask the organiser to unlock it.',
  },
  'score.submittedBody': {
    'zh-CN': '提交于 {time}。截止前仍可修改，修改后须重新提交。',
    'en-US': 'Submitted at {time}. You may change it before the due date and submit it again.',
  },
  'score.reopenedTitle': { 'zh-CN': '评分已被解锁', 'en-US': 'The sheet was reopened' },
  'score.reopenedBody': {
    'zh-CN': '组织方已解锁您提交的评分，请修改后重新提交。',
    'en-US': 'The organiser unlocked your submitted sheet: change it and submit it again.',
  },
  'score.enteredByStaff': {
    'zh-CN': '该评分表由工作人员根据纸质评分表代为录入。',
    'en-US': 'Staff entered this sheet from a paper sheet on your behalf.',
  },
  'score.taskClosed': {
    'zh-CN': '评审任务不在进行中，评分只读。',
    'en-US': 'The review task is not open: the sheet is read-only.',
  },
  // The queue.
  'score.previous': { 'zh-CN': '上一个', 'en-US': 'Previous' },
  'score.next': { 'zh-CN': '下一个', 'en-US': 'Next' },
  'score.previousCode': { 'zh-CN': '上一个：{code}', 'en-US': 'Previous: {code}' },
  'score.nextCode': { 'zh-CN': '下一个：{code}', 'en-US': 'Next: {code}' },
  'score.leaveTitle': { 'zh-CN': '有修改尚未保存', 'en-US': 'Some changes are not saved' },
  'score.leaveBody': {
    'zh-CN': '当前的修改未能保存，离开后将丢失。仍要离开吗？',
    'en-US': 'Your changes could not be saved and are lost if you leave. Leave anyway?',
  },
  'score.leave': { 'zh-CN': '仍要离开', 'en-US': 'Leave' },
} as const satisfies Record<string, Record<Locale, string>>;
