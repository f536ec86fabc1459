import type { Locale } from '../locale';

/**
 * Texts of a review task's assignments (任务信息 › 评审分配: reassign, unlock, paper entry, offline
 * import, chain verify) and of the score history on the application's page (docs/review-tasks.md,
 * The page: assignments). Server refusals are in the message catalogue.
 */
export const reviewAssignmentWebMessages = {
  'assign.title': { 'zh-CN': '评审分配', 'en-US': 'Assignments' },
  'assign.empty': { 'zh-CN': '没有符合条件的评审分配', 'en-US': 'No assignment matches' },
  'assign.reviewGroup': { 'zh-CN': '项目分组', 'en-US': 'Project group' },
  'assign.expert': { 'zh-CN': '专家', 'en-US': 'Expert' },
  'assign.code': { 'zh-CN': '项目编号', 'en-US': 'Application code' },
  'assign.project': { 'zh-CN': '项目', 'en-US': 'Project' },
  'assign.status': { 'zh-CN': '状态', 'en-US': 'Status' },
  'assign.method': { 'zh-CN': '分配方式', 'en-US': 'Assigned by' },
  'assign.sheet': { 'zh-CN': '评分表', 'en-US': 'Score sheet' },
  'assign.total': { 'zh-CN': '总分', 'en-US': 'Total' },
  'assign.submittedAt': { 'zh-CN': '提交时间', 'en-US': 'Submitted' },
  'assign.firstViewedAt': { 'zh-CN': '首次查看', 'en-US': 'First opened' },
  'assign.search': { 'zh-CN': '搜索', 'en-US': 'Search' },
  'assign.reset': { 'zh-CN': '重置', 'en-US': 'Reset' },
  'assign.all': { 'zh-CN': '全部', 'en-US': 'All' },
  'assign.voidedReason': { 'zh-CN': '作废原因：{reason}', 'en-US': 'Reason: {reason}' },
  'assign.replaces': { 'zh-CN': '替换 #{id}', 'en-US': 'Replaces #{id}' },
  'assign.warnings': { 'zh-CN': '回避提醒', 'en-US': 'Conflict warnings' },
  'assign.noSheet': { 'zh-CN': '未评分', 'en-US': 'Not scored' },
  'assign.sheet.draft': { 'zh-CN': '草稿', 'en-US': 'Draft' },
  'assign.sheet.submitted': { 'zh-CN': '已提交', 'en-US': 'Submitted' },
  'assign.status.assigned': { 'zh-CN': '已分配', 'en-US': 'Assigned' },
  'assign.status.viewed': { 'zh-CN': '已查看', 'en-US': 'Opened' },
  'assign.status.in_progress': { 'zh-CN': '评分中', 'en-US': 'In progress' },
  'assign.status.submitted': { 'zh-CN': '已提交', 'en-US': 'Submitted' },
  'assign.status.locked': { 'zh-CN': '已锁定', 'en-US': 'Locked' },
  'assign.status.coi_declared': { 'zh-CN': '已申报回避', 'en-US': 'Conflict declared' },
  'assign.status.voided': { 'zh-CN': '已作废', 'en-US': 'Voided' },
  'assign.method.all': { 'zh-CN': '全组评审', 'en-US': 'Whole group' },
  'assign.method.balanced': { 'zh-CN': '均衡分配', 'en-US': 'Balanced' },
  'assign.method.third_review': { 'zh-CN': '第三评', 'en-US': 'Third review' },
  'assign.method.manual': { 'zh-CN': '人工改派', 'en-US': 'Reassigned' },
  'assign.method.replacement': { 'zh-CN': '回避替换', 'en-US': 'Replacement' },
  'assign.loadFailed': { 'zh-CN': '加载失败', 'en-US': 'Could not load' },

  // Row actions.
  'assign.reassign': { 'zh-CN': '改派', 'en-US': 'Reassign' },
  'assign.unlock': { 'zh-CN': '解锁', 'en-US': 'Unlock' },
  'assign.proxy': { 'zh-CN': '代录', 'en-US': 'Enter on paper' },

  // Reassign dialog.
  'assign.reassignTitle': { 'zh-CN': '改派 {code}', 'en-US': 'Reassign {code}' },
  'assign.reassignIntro': {
    'zh-CN': '将 {expert} 的评审改派给同一专家组的另一位专家；原分配作废并记录原因。',
    'en-US':
      "Moves {expert}'s review to another member of the same expert group; the old assignment is voided with the reason.",
  },
  'assign.candidate': { 'zh-CN': '改派给', 'en-US': 'Reassign to' },
  'assign.candidateRequired': { 'zh-CN': '请选择改派给的专家', 'en-US': 'Choose the expert to reassign to' },
  'assign.candidatesEmpty': {
    'zh-CN': '专家组中没有可选的其他专家',
    'en-US': 'No other member of the expert group to choose',
  },
  'assign.load': { 'zh-CN': '负荷', 'en-US': 'Load' },
  'assign.loadOf': { 'zh-CN': '{load} / {max}', 'en-US': '{load} / {max}' },
  'assign.noMax': { 'zh-CN': '不限', 'en-US': 'no cap' },
  'assign.atMax': { 'zh-CN': '已满', 'en-US': 'Full' },
  'assign.holding': { 'zh-CN': '已在评审该项目', 'en-US': 'Already reviews it' },
  'assign.current': { 'zh-CN': '当前专家', 'en-US': 'Current expert' },
  'assign.verdict': { 'zh-CN': '回避判定', 'en-US': 'Conflict check' },
  'assign.verdict.clear': { 'zh-CN': '无冲突', 'en-US': 'Clear' },
  'assign.verdict.warn': { 'zh-CN': '提醒', 'en-US': 'Warning' },
  'assign.verdict.block': { 'zh-CN': '须回避', 'en-US': 'Blocked' },
  'assign.reason': { 'zh-CN': '原因', 'en-US': 'Reason' },
  'assign.reasonRequired': { 'zh-CN': '请填写原因', 'en-US': 'Say why' },
  'assign.reassignOk': { 'zh-CN': '确认改派', 'en-US': 'Reassign' },
  'assign.reassigned': { 'zh-CN': '已改派给 {expert}', 'en-US': 'Reassigned to {expert}' },

  // Unlock.
  'assign.unlockTitle': { 'zh-CN': '解锁 {expert} 对 {code} 的评分表', 'en-US': "Unlock {expert}'s sheet for {code}" },
  'assign.unlockIntro': {
    'zh-CN': '解锁后评分表回到草稿，专家可修改后重新提交；解锁与原因记入评分记录。',
    'en-US':
      'The sheet goes back to draft so the expert can change and submit it again; the unlock and its reason go into the score history.',
  },
  'assign.unlocked': { 'zh-CN': '已解锁', 'en-US': 'Unlocked' },

  // Paper entry.
  'assign.proxyTitle': {
    'zh-CN': '代录 {expert} 对 {code} 的纸质评分表',
    'en-US': "Enter {expert}'s paper sheet for {code}",
  },
  'assign.proxyIntro': {
    'zh-CN': '按专家签字的纸质评分表录入；评分记录中标记为“工作人员代录”。',
    'en-US': "Type in the expert's signed paper sheet; the score history marks it as entered by staff.",
  },
  'assign.rubricLoading': { 'zh-CN': '正在读取评分标准…', 'en-US': 'Loading the rubric…' },
  'assign.rubricFailed': {
    'zh-CN': '无法读取该任务的评分标准（需要评分标准查询权限）',
    'en-US': "Could not read the task's rubric (the rubric query permission is needed)",
  },
  'assign.range': { 'zh-CN': '{min}–{max} 分，步长 {step}', 'en-US': '{min}–{max}, step {step}' },
  'assign.weight': { 'zh-CN': '权重 {weight}', 'en-US': 'weight {weight}' },
  'assign.independent': { 'zh-CN': '不计入总分', 'en-US': 'not summed' },
  'assign.optional': { 'zh-CN': '选填', 'en-US': 'optional' },
  'assign.comment': { 'zh-CN': '评语', 'en-US': 'Comment' },
  'assign.overallComment': { 'zh-CN': '总体评语', 'en-US': 'Overall comment' },
  'assign.proxyTotal': { 'zh-CN': '总分 {total} / {max}', 'en-US': 'Total {total} / {max}' },
  'assign.proxySubmit': { 'zh-CN': '代录并提交', 'en-US': 'Enter and submit' },
  'assign.proxyDone': { 'zh-CN': '已代录，总分 {total}', 'en-US': 'Entered, total {total}' },
  'assign.proxyConfirm': {
    'zh-CN': '确认以 {expert} 的名义提交总分 {total} 的评分表？',
    'en-US': "Submit a sheet totalling {total} on {expert}'s behalf?",
  },
  'assign.problem.missing': { 'zh-CN': '请填写分数', 'en-US': 'Enter a score' },
  'assign.problem.range': { 'zh-CN': '分数须在 {min}–{max} 之间', 'en-US': 'The score lies between {min} and {max}' },
  'assign.problem.step': { 'zh-CN': '分数须按 {step} 的步长给出', 'en-US': 'The score goes in steps of {step}' },
  'assign.problem.comment': { 'zh-CN': '该分数须填写评语', 'en-US': 'This score needs a comment' },
  'assign.problem.unknown': { 'zh-CN': '评分标准中没有该项', 'en-US': 'Not a criterion of the rubric' },
  'assign.problemsLeft': {
    'zh-CN': '还有 {count} 处需要修改',
    'en-US': '{count} entries still need a change',
  },

  // Import.
  'assign.import': { 'zh-CN': '导入评分', 'en-US': 'Import sheets' },
  'assign.importTitle': { 'zh-CN': '导入线下评分表', 'en-US': 'Import offline score sheets' },
  'assign.importHint': {
    'zh-CN':
      '.xlsx 第一行为表头：项目编号、专家账号、每个评分项代码一列（{codes}），可选“评语”。先试导入检查每一行，无问题后再正式导入（全部写入或全不写入）。',
    'en-US':
      'An .xlsx whose first row holds the headers: application code, expert account, one column per criterion code ({codes}), optionally comment. A dry run checks every row first; the real import then writes all rows or none.',
  },
  'assign.importDry': { 'zh-CN': '试导入', 'en-US': 'Dry run' },
  'assign.importRun': { 'zh-CN': '正式导入', 'en-US': 'Import' },
  'assign.importConfirm': {
    'zh-CN': '将 {rows} 行评分表作为已提交的评分写入，确认导入？',
    'en-US': 'Write {rows} rows as submitted sheets?',
  },
  'assign.importDryClean': {
    'zh-CN': '试导入通过：{rows} 行均可导入',
    'en-US': 'Dry run passed: all {rows} rows can be imported',
  },
  'assign.importDryProblems': {
    'zh-CN': '试导入发现 {problems} 处问题（共 {rows} 行），请修改表格后重试',
    'en-US': 'The dry run found {problems} problems in {rows} rows: fix the sheet and try again',
  },
  'assign.importDone': { 'zh-CN': '已导入 {written} 份评分表', 'en-US': 'Imported {written} sheets' },
  'assign.importNothing': {
    'zh-CN': '有 {problems} 处问题，未写入任何评分表',
    'en-US': '{problems} problems: nothing was written',
  },
  'assign.importRow': { 'zh-CN': '行', 'en-US': 'Row' },
  'assign.importField': { 'zh-CN': '列', 'en-US': 'Column' },
  'assign.importProblem': { 'zh-CN': '问题', 'en-US': 'Problem' },
  'assign.chooseFile': { 'zh-CN': '请选择 .xlsx 文件', 'en-US': 'Choose an .xlsx file' },
  'assign.drop': { 'zh-CN': '点击或拖拽 .xlsx 文件到此处', 'en-US': 'Click or drop an .xlsx file here' },
  'assign.close': { 'zh-CN': '关闭', 'en-US': 'Close' },

  // Verify.
  'assign.verify': { 'zh-CN': '校验评分链', 'en-US': 'Verify score chains' },
  'assign.verifyTitle': { 'zh-CN': '评分链校验', 'en-US': 'Score chain check' },
  'assign.verifyOk': {
    'zh-CN': '全部完好：{sheets} 份评分表、{revisions} 条评分记录的哈希链均未被改动',
    'en-US': 'All intact: the hash chains of {sheets} sheets and {revisions} revisions are unchanged',
  },
  'assign.verifyBroken': {
    'zh-CN': '评分链断裂：项目 {code}、专家 {expert} 的评分表 #{sheet} 第 {revision} 条记录{problem}',
    'en-US': 'Broken chain: sheet #{sheet} of {code} by {expert}, revision {revision}: {problem}',
  },
  'assign.verifyProblem.link': {
    'zh-CN': '与其哈希不符（记录被改动或链接断开）',
    'en-US': 'does not match its hash (the revision was changed or the link is cut)',
  },
  'assign.verifyProblem.head': {
    'zh-CN': '之后与评分表记下的链头不符（记录被删除或替换）',
    'en-US': 'is not the head the sheet records (a revision was removed or replaced)',
  },
  'assign.verifyCount': {
    'zh-CN': '共校验 {sheets} 份评分表、{revisions} 条记录',
    'en-US': '{sheets} sheets and {revisions} revisions checked',
  },
  'assign.verifyEmpty': { 'zh-CN': '该任务还没有评分表', 'en-US': 'No score sheet in this task yet' },

  // Score history (the application's page).
  'assign.history.tab': { 'zh-CN': '评分记录', 'en-US': 'Score history' },
  'assign.history.empty': { 'zh-CN': '还没有评分记录', 'en-US': 'No score recorded yet' },
  'assign.history.group': { 'zh-CN': '{task} · 专家 {expert}', 'en-US': '{task} · expert {expert}' },
  'assign.history.revisions': { 'zh-CN': '{count} 条', 'en-US': '{count} revisions' },
  'assign.history.no': { 'zh-CN': '序号', 'en-US': 'No.' },
  'assign.history.kind': { 'zh-CN': '类型', 'en-US': 'Kind' },
  'assign.history.kind.autosave': { 'zh-CN': '自动保存', 'en-US': 'Autosave' },
  'assign.history.kind.submit': { 'zh-CN': '提交', 'en-US': 'Submit' },
  'assign.history.kind.unlock': { 'zh-CN': '解锁', 'en-US': 'Unlock' },
  'assign.history.kind.proxy': { 'zh-CN': '代录', 'en-US': 'Paper entry' },
  'assign.history.kind.import': { 'zh-CN': '导入', 'en-US': 'Import' },
  'assign.history.byStaff': { 'zh-CN': '工作人员录入', 'en-US': 'Entered by staff' },
  'assign.history.total': { 'zh-CN': '总分', 'en-US': 'Total' },
  'assign.history.actor': { 'zh-CN': '操作人', 'en-US': 'By' },
  'assign.history.reason': { 'zh-CN': '原因', 'en-US': 'Reason' },
  'assign.history.ip': { 'zh-CN': '地址', 'en-US': 'Address' },
  'assign.history.time': { 'zh-CN': '时间', 'en-US': 'Time' },
  'assign.history.hash': { 'zh-CN': '哈希', 'en-US': 'Hash' },
  'assign.history.hashFull': { 'zh-CN': '完整哈希：{hash}', 'en-US': 'Full hash: {hash}' },
} as const satisfies Record<string, Record<Locale, string>>;
