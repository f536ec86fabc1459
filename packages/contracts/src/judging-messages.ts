import { arbitrationMessages } from './arbitration-messages';
import { awardMessages } from './award-messages';
import { certificateMessages } from './certificate-messages';
import { formMessages } from './form-messages';
import type { Locale } from './locale';
import { promotionMessages } from './promotion-messages';
import { ratingMessages } from './rating-messages';
import { reportMessages } from './report-messages';
import { roadshowMessages } from './roadshow-messages';
import { rubricMessages } from './rubric-messages';
import { scheduleMessages } from './schedule-messages';
import { scoringMessages } from './scoring-messages';
import { taskinfoMessages } from './taskinfo-messages';

/**
 * Server messages of the judging core (docs/review.md): part of the server's catalogue
 * (`messages`), and on the web loaded with the pages rather than with the login page.
 */
export const judgingMessages = {
  // The expert pool (docs/experts.md).
  'comp.expert.date': { 'zh-CN': '日期格式应为 yyyy-MM-dd', 'en-US': 'a date is written yyyy-MM-dd' },
  'comp.expert.region': { 'zh-CN': '地区编码应为 6 位数字', 'en-US': 'a region code has 6 digits' },
  'comp.expert.relationEmpty': {
    'zh-CN': '请填写单位（声明请填写内容）',
    'en-US': 'name the organisation (a statement needs its text)',
  },
  'comp.expert.relationPeriod': { 'zh-CN': '结束日期不能早于开始日期', 'en-US': 'the period ends before it starts' },
  'comp.expert.statusMove': {
    'zh-CN': "专家'{name}'不能从{from}变为{to}",
    'en-US': "the expert '{name}' cannot move from {from} to {to}",
  },
  'comp.expert.inGroup': {
    'zh-CN': "专家'{name}'在专家组'{group}'中,不允许删除",
    'en-US': "the expert '{name}' sits in the expert group '{group}'",
  },
  'comp.expert.userHasProfile': {
    'zh-CN': "用户'{name}'已是专家",
    'en-US': "the user '{name}' already has an expert profile",
  },
  'comp.expert.userMissing': { 'zh-CN': '用户不存在或已停用', 'en-US': 'the user does not exist or is disabled' },
  'comp.expert.orgMissing': { 'zh-CN': '单位不存在', 'en-US': 'the organisation does not exist' },
  'comp.expert.unknownCode': {
    'zh-CN': '{field}中的「{code}」不在字典中',
    'en-US': '{field}: {code} is not a dictionary value',
  },
  'comp.expert.importDryRun': {
    'zh-CN': '检查通过：{count} 条数据均可导入，未写入任何数据',
    'en-US': 'all {count} rows pass the checks; nothing was written',
  },
  // Project (review) groups (docs/grouping.md).
  'grouping.notJudgingStage': { 'zh-CN': '不是评审阶段', 'en-US': 'is not a judging stage' },
  'grouping.locked': {
    'zh-CN': "项目分组'{name}'已被评审任务{task}使用,不能修改",
    'en-US': "review group '{name}' is used by review task {task} and cannot be changed",
  },
  'grouping.nameTaken': {
    'zh-CN': "本阶段已存在项目分组'{name}'",
    'en-US': "the stage already has a review group named '{name}'",
  },
  'grouping.notEmpty': {
    'zh-CN': "项目分组'{name}'中还有{count}个项目,不允许删除",
    'en-US': "review group '{name}' still holds {count} applications and cannot be deleted",
  },
  'grouping.otherStage': {
    'zh-CN': '须为同一评审阶段的项目分组',
    'en-US': 'must be a review group of the same stage',
  },
  'grouping.expertGroupOtherStage': {
    'zh-CN': '须为本评审阶段的专家组',
    'en-US': 'must be an expert group of the same stage',
  },
  'grouping.notFirstStage': {
    'zh-CN': "'{stage}'不是赛道的第一个评审阶段,其入围项目来自上一阶段的晋级",
    'en-US':
      "'{stage}' is not the first judging stage of its track: its entries come from the previous stage's promotion",
  },
  'grouping.regionOutOfScope': {
    'zh-CN': '地区 {region} 不在您的大赛数据范围内',
    'en-US': 'region {region} is outside your competition scope',
  },
  'grouping.entryLeft': {
    'zh-CN': "项目'{code}'状态为{status},不能分组",
    'en-US': "application '{code}' is in status {status} and cannot be grouped",
  },
  // Conflicts of interest (docs/conflicts-of-interest.md).
  'coi.rule.regionLevel': {
    'zh-CN': '须选择地区级别：1 省、2 市、3 区县',
    'en-US': 'must be a region level: 1 province, 2 city, 3 district',
  },
  'coi.rule.years': { 'zh-CN': '须为 1 到 30 的整数年数', 'en-US': 'must be a whole number of years from 1 to 30' },
  'coi.rule.noSuchParam': { 'zh-CN': '该规则没有此参数', 'en-US': 'this rule takes no such parameter' },
  'coi.rule.kindRepeated': { 'zh-CN': '回避规则类型重复', 'en-US': 'repeats a rule kind' },
  'coi.rule.kindMissing': {
    'zh-CN': '须包含每一种回避规则（不用的规则请停用）',
    'en-US': 'must name every rule kind once (disable a rule instead of leaving it out)',
  },
  'coi.reasonRequired': { 'zh-CN': '请填写理由', 'en-US': 'a reason is required' },
  'coi.decisionRequired': { 'zh-CN': '请选择确认或驳回', 'en-US': 'must be confirmed or dismissed' },
  'coi.declare.notExpert': {
    'zh-CN': '当前用户没有专家档案，不能申报回避',
    'en-US': 'you have no expert profile: only experts declare conflicts',
  },
  'coi.declare.notCurrent': {
    'zh-CN': '只能对本届大赛的项目申报回避',
    'en-US': 'conflicts are declared on applications of the current edition only',
  },
  'coi.declare.repeated': {
    'zh-CN': '已对项目 {code} 申报回避，请勿重复申报',
    'en-US': 'you already declared a conflict with {code}',
  },
  'coi.declaration.decided': {
    'zh-CN': '该回避申报已{status}，不能再{decision}',
    'en-US': 'the declaration is already {status}: it cannot be {decision}',
  },
  'coi.decision.repeated': {
    'zh-CN': '已有组织方决定专家 {expert} 回避项目 {code}',
    'en-US': 'an organiser already decided that {expert} stays away from {code}',
  },
  'coi.expertMissing': { 'zh-CN': '专家不存在', 'en-US': 'no such expert' },
  'coi.applicationMissing': { 'zh-CN': '项目不存在', 'en-US': 'no such application' },
  'coi.status.declared': { 'zh-CN': '待处理', 'en-US': 'pending' },
  'coi.status.confirmed': { 'zh-CN': '确认', 'en-US': 'confirmed' },
  'coi.status.dismissed': { 'zh-CN': '驳回', 'en-US': 'dismissed' },
  // Expert groups and their members (docs/expert-groups.md).
  'expertGroup.stageMissing': {
    'zh-CN': '评审阶段 {id} 不存在（专家组只能建在初赛、复赛或决赛阶段）',
    'en-US': 'judging stage {id} does not exist (expert groups belong to a preliminary, semi-final or final stage)',
  },
  'expertGroup.stageFixed': {
    'zh-CN': '专家组“{name}”的评审阶段不能修改',
    'en-US': 'the judging stage of expert group "{name}" cannot be changed',
  },
  'expertGroup.nameTaken': {
    'zh-CN': '该阶段已有名为“{name}”的专家组',
    'en-US': 'the stage already has an expert group named "{name}"',
  },
  'expertGroup.capacityBelowMembers': {
    'zh-CN': '容量 {capacity} 小于专家组“{name}”现有成员数 {count}',
    'en-US': 'capacity {capacity} is below the {count} members of expert group "{name}"',
  },
  'expertGroup.hasMembers': {
    'zh-CN': '专家组“{name}”还有 {count} 名成员，请先移除成员',
    'en-US': 'expert group "{name}" still has {count} members: remove them first',
  },
  'expertGroup.hasReviewGroups': {
    'zh-CN': '专家组“{name}”已绑定项目分组“{groups}”，请先在项目分组页解除绑定',
    'en-US': 'expert group "{name}" judges the project groups "{groups}": unbind them on the grouping page first',
  },
  'expertGroup.capacityFull': {
    'zh-CN': '专家组“{name}”容量为 {capacity}，已有 {count} 名成员，不能再加入 {adding} 名',
    'en-US': 'expert group "{name}" holds {capacity} and has {count} members: {adding} more do not fit',
  },
  'expertGroup.notCandidate': {
    'zh-CN': '专家 {id} 不可加入：须为启用状态的在库专家，且不在本组',
    'en-US': 'expert {id} cannot join: only active experts of the pool who are not in the group can',
  },
  'expertGroup.blocked': {
    'zh-CN': '专家 {name} 与项目 {code} 须回避（{rule}）：{reason}',
    'en-US': 'expert {name} must not judge project {code} ({rule}): {reason}',
  },
  'expertGroup.warnNeedsReason': {
    'zh-CN': '专家 {name} 与项目 {code} 存在利益冲突提醒（{rule}：{reason}），加入须填写理由',
    'en-US': 'expert {name} has a conflict warning with project {code} ({rule}: {reason}): give a reason to add them',
  },
  'expertGroup.drawTooFew': {
    'zh-CN': '符合条件且无须回避的专家只有 {available} 名，不能抽取 {count} 名',
    'en-US': 'only {available} eligible experts without a blocking conflict: {count} cannot be drawn',
  },
  'expertGroup.drawWarnNeedsReason': {
    'zh-CN': '抽中的专家 {names} 存在利益冲突提醒，须填写理由',
    'en-US': 'the drawn experts {names} have conflict warnings: give a reason',
  },
  'expertGroup.notMember': {
    'zh-CN': '用户 {ids} 不是专家组“{name}”的成员',
    'en-US': 'users {ids} are not members of expert group "{name}"',
  },
  'expertGroup.changedMeanwhile': {
    'zh-CN': '专家组“{name}”的成员刚被他人修改，请刷新后重试',
    'en-US': 'the members of expert group "{name}" were just changed by someone else: reload and try again',
  },
  'expertGroup.leaderNotMember': {
    'zh-CN': '组长须为专家组“{name}”的成员',
    'en-US': 'the leader must be a member of expert group "{name}"',
  },
  ...rubricMessages,
  ...taskinfoMessages,
  ...scoringMessages,
  ...ratingMessages,
  ...arbitrationMessages,
  ...promotionMessages,
  ...awardMessages,
  ...certificateMessages,
  ...roadshowMessages,
  ...reportMessages,
  ...scheduleMessages,
  ...formMessages,
} as const satisfies Record<string, Record<Locale, string>>;
