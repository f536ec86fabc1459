import type { Locale } from './locale';

/**
 * Server refusals of the rubric module (docs/rubrics.md), spread into the message catalogue. The
 * criterion problems name the criterion's code and field in the path (`criteria[innovation][max]`),
 * these texts say what is wrong there.
 */
export const rubricMessages = {
  'rubric.missing': { 'zh-CN': '评分标准 {id} 不存在', 'en-US': 'rubric {id} does not exist' },
  'rubric.stageMissing': {
    'zh-CN': '评审阶段 {id} 不存在或不是评审阶段（初赛、复赛、决赛）',
    'en-US': 'stage {id} does not exist or is not a judging stage (preliminary, semi-final, final)',
  },
  'rubric.nameTaken': {
    'zh-CN': '该阶段已有名为“{name}”的评分标准',
    'en-US': 'the stage already has a rubric named "{name}"',
  },
  'rubric.removeFrozen': {
    'zh-CN': '评分标准“{name}”的第 {version} 版已被评审任务冻结，不能删除',
    'en-US': 'rubric "{name}" cannot be removed: its version {version} is frozen by a review task',
  },
  'rubric.removeUsed': {
    'zh-CN': '评分标准“{name}”正被评审任务“{task}”使用，不能删除',
    'en-US': 'rubric "{name}" cannot be removed: review task "{task}" uses it',
  },
  'rubric.notLatest': {
    'zh-CN': '评分标准“{name}”已有第 {latest} 版，请在最新版上修改',
    'en-US': 'rubric "{name}" has a version {latest} already: edit the latest version',
  },
  'rubric.criterion.code': {
    'zh-CN': '代码须以小写字母开头，只含小写字母、数字和下划线，最多 30 位',
    'en-US': 'a code starts with a lower-case letter and holds lower-case letters, digits and _ (at most 30)',
  },
  'rubric.criterion.codeRepeated': { 'zh-CN': '代码重复', 'en-US': 'the code is used twice' },
  'rubric.criterion.nameRequired': { 'zh-CN': '请填写名称', 'en-US': 'the name is required' },
  'rubric.criterion.maxBelowMin': { 'zh-CN': '最高分须大于最低分', 'en-US': 'max must be above min' },
  'rubric.criterion.stepPositive': { 'zh-CN': '步长须大于 0', 'en-US': 'the step must be above 0' },
  'rubric.criterion.stepDecimals': {
    'zh-CN': '步长最多两位小数',
    'en-US': 'the step has at most two decimals',
  },
  'rubric.criterion.anchorRange': {
    'zh-CN': '每个分档须在最低分与最高分之间，且起点不大于终点',
    'en-US': 'each anchor band lies inside min and max, its start not above its end',
  },
  'rubric.criterion.anchorText': { 'zh-CN': '请填写分档说明', 'en-US': 'each anchor band needs its text' },
  'rubric.criterion.negative': { 'zh-CN': '分值不能为负数', 'en-US': 'a score is never negative' },
  'rubric.criterion.tooBig': {
    'zh-CN': '超出允许的最大值或长度',
    'en-US': 'is above the largest value or length allowed',
  },
  'rubric.criterion.tooSmall': {
    'zh-CN': '低于允许的最小值或数量',
    'en-US': 'is below the smallest value or count allowed',
  },
  'rubric.criterion.invalid': { 'zh-CN': '格式不正确', 'en-US': 'is not in the expected form' },
  'rubric.criteria.empty': { 'zh-CN': '评分标准至少有一项评分项', 'en-US': 'a rubric has at least one criterion' },
  'rubric.criteria.tooMany': { 'zh-CN': '评分项最多 30 项', 'en-US': 'a rubric has at most 30 criteria' },
} as const satisfies Record<string, Record<Locale, string>>;
