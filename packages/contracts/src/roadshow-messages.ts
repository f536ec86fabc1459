/** Server refusals of the roadshow module (docs/roadshow.md), spread into the message catalogue. */
export const roadshowMessages = {
  'roadshow.stageMissing': {
    'zh-CN': '阶段 {id} 不存在或不属于该届次',
    'en-US': 'stage {id} does not exist or belongs to another edition',
  },
  'roadshow.taskUnfit': {
    'zh-CN': '评审任务 {id} 不存在、不属于该阶段，或不在已发布、评审中状态',
    'en-US': 'review task {id} does not exist, belongs to another stage, or is not published or in progress',
  },
  'roadshow.taskTaken': {
    'zh-CN': '评审任务已有路演场次“{name}”，一个评审任务只能有一个路演场次',
    'en-US': 'the review task already has the roadshow session "{name}": one session per task',
  },
  'roadshow.taskEmpty': {
    'zh-CN': '评审任务中没有待评审的项目',
    'en-US': 'the review task has no application to judge',
  },
  'roadshow.taskFixed': {
    'zh-CN': '路演场次“{name}”已开始，不能更换评审任务或阶段',
    'en-US': 'the roadshow session "{name}" has started: its review task and stage cannot change',
  },
  'roadshow.closed': {
    'zh-CN': '路演场次“{name}”已结束，不能修改',
    'en-US': 'the roadshow session "{name}" is closed and cannot change',
  },
  'roadshow.notPlanned': {
    'zh-CN': '路演场次“{name}”已开始，出场顺序不能再改变',
    'en-US': 'the roadshow session "{name}" has started: its order cannot change',
  },
  'roadshow.notLive': {
    'zh-CN': '路演场次“{name}”不在进行中',
    'en-US': 'the roadshow session "{name}" is not live',
  },
  'roadshow.notOpen': {
    'zh-CN': '路演场次“{name}”已结束，不能签到或登记缺席',
    'en-US': 'the roadshow session "{name}" is closed: no more check-ins or absences',
  },
  'roadshow.notClosed': {
    'zh-CN': '路演场次“{name}”尚未结束，或成绩已发布',
    'en-US': 'the roadshow session "{name}" is not closed, or its results are already published',
  },
  'roadshow.removeUsed': {
    'zh-CN': '路演场次“{name}”已抽签或已有签到记录，不能删除',
    'en-US': 'the roadshow session "{name}" has a draw or a check-in and cannot be removed',
  },
  'roadshow.orderMismatch': {
    'zh-CN': '须按新顺序列出本场次的每个项目各一次',
    'en-US': 'must list every project of the session exactly once, in the new order',
  },
  'roadshow.reasonRequired': { 'zh-CN': '请填写原因', 'en-US': 'a reason is required' },
  'roadshow.slotPresented': {
    'zh-CN': '项目 {code} 已上场路演，不能再改变签到或缺席',
    'en-US': 'project {code} has presented: its check-in and absence cannot change',
  },
  'roadshow.slotAbsent': {
    'zh-CN': '项目 {code} 已登记缺席，请先撤销缺席',
    'en-US': 'project {code} is marked absent: undo the absence first',
  },
  'roadshow.staleStamp': {
    'zh-CN': '场次状态已被其他操作更新，请刷新后重试',
    'en-US': 'the session changed meanwhile (another console?): reload and try again',
  },
  'roadshow.noOrder': {
    'zh-CN': '请先抽签或设置出场顺序',
    'en-US': 'draw or set the order first',
  },
  'roadshow.slotRequired': { 'zh-CN': '请选择上场的项目', 'en-US': 'choose the project to present' },
  'roadshow.slotOutside': { 'zh-CN': '不属于本场次', 'en-US': 'is not a slot of this session' },
  'roadshow.slotNotReady': {
    'zh-CN': '项目 {code} 未签到或已缺席，不能上场',
    'en-US': 'project {code} is not checked in or is absent: it cannot present',
  },
  'roadshow.noCurrent': {
    'zh-CN': '当前没有正在路演的项目',
    'en-US': 'no project is presenting now',
  },
  'roadshow.closePending': {
    'zh-CN': '项目 {code} 已签到但尚未上场，不能结束场次（请让其上场或登记缺席）',
    'en-US': 'project {code} is checked in but has not presented: present it or mark it absent before closing',
  },
  'roadshow.noResult': {
    'zh-CN': '评审任务“{name}”尚未计算出正式结果，不能发布',
    'en-US': 'the review task "{name}" has no computed result yet: nothing to publish',
  },
  'roadshow.scoreNotPresented': {
    'zh-CN': '项目 {code} 尚未上场路演，上场后才能评分',
    'en-US': 'project {code} has not presented yet: it can be scored once it has',
  },
  'roadshow.scoreAbsent': {
    'zh-CN': '项目 {code} 缺席路演，不能评分',
    'en-US': 'project {code} was absent from the roadshow and cannot be scored',
  },
} as const;
