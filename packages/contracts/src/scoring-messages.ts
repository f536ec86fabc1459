/**
 * Server refusals of the scoring module (docs/scoring.md), spread into the message catalogue. A
 * sheet problem names the criterion and field in the refusal (`items[market][value]`); these
 * texts say what is wrong there.
 */
export const scoringMessages = {
  'scoring.statementFirst': {
    'zh-CN': '请先确认保密与无利益冲突声明，再进行评分',
    'en-US': 'confirm the confidentiality and no-conflict statement before scoring',
  },
  'scoring.taskNotOpen': {
    'zh-CN': '评审任务“{name}”当前不在评审中，不能评分',
    'en-US': 'review task "{name}" is not open for scoring',
  },
  'scoring.locked': {
    'zh-CN': '评分表已提交并锁定，需管理员解锁后才能修改',
    'en-US': 'the score sheet is submitted and locked; an administrator must unlock it first',
  },
  'scoring.notLocked': {
    'zh-CN': '评分表尚未提交，无需解锁',
    'en-US': 'the score sheet is not submitted, there is nothing to unlock',
  },
  'scoring.notLive': {
    'zh-CN': '该评审分配已作废或已申报回避',
    'en-US': 'the assignment is voided or its expert declared a conflict',
  },
  'scoring.problem.missing': { 'zh-CN': '必须评分', 'en-US': 'a score is required' },
  'scoring.problem.range': {
    'zh-CN': '分值须在 {min} 到 {max} 之间',
    'en-US': 'the score must lie between {min} and {max}',
  },
  'scoring.problem.step': { 'zh-CN': '分值须按 {step} 递进', 'en-US': 'the score must be a multiple of {step}' },
  'scoring.problem.comment': {
    'zh-CN': '该分值须填写评语',
    'en-US': 'a comment is required for this score',
  },
  'scoring.problem.unknown': {
    'zh-CN': '评分标准中没有该评分项',
    'en-US': 'the rubric has no such criterion',
  },
  'scoring.import.noFile': { 'zh-CN': '请上传 Excel 文件（file）', 'en-US': 'upload an Excel file (field file)' },
  'scoring.import.badFile': {
    'zh-CN': '无法读取该 Excel 文件',
    'en-US': 'the Excel file cannot be read',
  },
  'scoring.import.noColumn': {
    'zh-CN': '缺少列“{column}”',
    'en-US': 'column "{column}" is missing',
  },
  'scoring.import.noAssignment': {
    'zh-CN': '本任务中没有项目 {code} 分配给账号 {account} 的有效评审',
    'en-US': 'the task has no live assignment of application {code} to account {account}',
  },
  'scoring.import.repeated': {
    'zh-CN': '与第 {row} 行重复',
    'en-US': 'repeats row {row}',
  },
  'scoring.import.tooMany': { 'zh-CN': '导入不能超过 {n} 行', 'en-US': 'an import holds at most {n} rows' },
  'scoring.import.notNumber': { 'zh-CN': '不是数字', 'en-US': 'not a number' },
  'scoring.import.submitted': {
    'zh-CN': '该评分表已提交',
    'en-US': 'the sheet is already submitted',
  },
} as const;
