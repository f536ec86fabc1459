import type { Locale } from './locale';

/**
 * The one message catalogue (docs/architecture.md#request-pipeline). Spec texts are verbatim: a Chinese spec
 * string is the zh-CN text, an English spec string is the en-US text, each with its counterpart.
 * `{name}` placeholders are filled by `formatMessage`.
 */
/**
 * The catalogue the web bundles with the login page; the judging pages' refusals
 * (judging-messages.ts) load with the pages (docs/adr/0013-page-texts-load-with-the-pages.md).
 */
export const coreMessages = {
  'common.ok': { 'zh-CN': '操作成功', 'en-US': 'operation succeeded' },
  'common.fail': { 'zh-CN': '操作失败', 'en-US': 'operation failed' },
  'common.queryOk': { 'zh-CN': '查询成功', 'en-US': 'query succeeded' },
  'error.401': {
    'zh-CN': '认证失败，无法访问系统资源',
    'en-US': 'authentication failed, cannot access system resources',
  },
  'error.403': { 'zh-CN': '当前操作没有权限', 'en-US': 'no permission for this operation' },
  'error.404': { 'zh-CN': '访问资源不存在', 'en-US': 'the requested resource does not exist' },
  'error.default': {
    'zh-CN': '系统未知错误，请反馈给管理员',
    'en-US': 'unknown system error, please report it to the administrator',
  },
  'error.unauthenticated': {
    'zh-CN': '请求访问：{url}，认证失败，无法访问系统资源',
    'en-US': 'request to {url}: authentication failed, cannot access system resources',
  },
  'error.forbidden': { 'zh-CN': '没有权限，请联系管理员授权', 'en-US': 'no permission, please ask the administrator' },
  'error.notFound': { 'zh-CN': '请求地址不存在：{url}', 'en-US': 'no such endpoint: {url}' },
  'error.internal': {
    'zh-CN': '系统内部错误，请联系管理员（请求编号 {requestId}）',
    'en-US': 'internal error, please contact the administrator (request id {requestId})',
  },
  'error.invalidField': { 'zh-CN': '参数 {field} 不正确：{problem}', 'en-US': 'invalid {field}: {problem}' },
  'error.invalidJson': { 'zh-CN': '请求体不是有效的 JSON', 'en-US': 'the request body is not valid JSON' },
  'error.bodyTooLarge': {
    'zh-CN': '请求内容过大，不能超过 {limit} MB',
    'en-US': 'the request is too large, the limit is {limit} MB',
  },
  'error.paramTooLong': {
    'zh-CN': '请求路径中的参数过长',
    'en-US': 'a parameter in the request path is too long',
  },
  'error.badUrl': { 'zh-CN': '请求地址格式不正确', 'en-US': 'the request address is malformed' },
  'error.unsupportedMediaType': {
    'zh-CN': '不支持的请求内容类型：{type}',
    'en-US': 'unsupported content type: {type}',
  },
  'error.tooManyRequests': {
    'zh-CN': '访问过于频繁，请稍候再试',
    'en-US': 'too many requests, please try again later',
  },
  'error.serviceUnavailable': {
    'zh-CN': '服务正在停止，请稍候再试',
    'en-US': 'the service is shutting down, please retry shortly',
  },
  'error.databaseBusy': {
    'zh-CN': '系统繁忙，数据库暂时无法处理请求，请稍候再试',
    'en-US': 'the system is busy: the database cannot take the request now, please try again shortly',
  },
  'error.cacheUnavailable': {
    'zh-CN': '服务繁忙（缓存服务暂时不可用），请稍候再试',
    'en-US': 'the service is busy (the cache is unavailable), please try again shortly',
  },
  'validation.username': {
    'zh-CN': '须为 2 到 20 位字母、数字或下划线，并以字母开头',
    'en-US': '2 to 20 letters, digits or underscores, starting with a letter',
  },
  'validation.password': {
    'zh-CN': '须为 6 到 20 位，同时包含字母和数字，不能包含空格及 < > " \' | \\ 字符',
    'en-US': '6 to 20 characters with letters and digits, without spaces or < > " \' | \\',
  },
  'validation.mobile': { 'zh-CN': '请输入正确的 11 位手机号码', 'en-US': 'enter a valid 11-digit mobile number' },
  'validation.email': { 'zh-CN': '请输入正确的邮箱地址', 'en-US': 'enter a valid email address' },
  'validation.required': { 'zh-CN': '不能为空', 'en-US': 'is required' },
  'validation.smsCode': { 'zh-CN': '请输入 6 位短信验证码', 'en-US': 'enter the 6-digit SMS code' },
  'validation.passwordMismatch': { 'zh-CN': '两次输入的密码不一致', 'en-US': 'the two passwords differ' },
  'validation.nulByte': { 'zh-CN': '不能包含空字符（NUL）', 'en-US': 'cannot contain a NUL character' },
  'auth.captchaExpired': { 'zh-CN': '验证码已失效', 'en-US': 'the captcha has expired' },
  'auth.captchaWrong': { 'zh-CN': '验证码错误', 'en-US': 'wrong captcha' },
  'auth.captchaRequired': { 'zh-CN': '请输入验证码', 'en-US': 'enter the captcha' },
  'auth.badCredentials': { 'zh-CN': '用户不存在/密码错误', 'en-US': 'no such user or wrong password' },
  'auth.ipBlocked': { 'zh-CN': '很遗憾，访问IP已被列入系统黑名单', 'en-US': 'sorry, this IP address is blacklisted' },
  'auth.deleted': { 'zh-CN': '对不起，您的账号已被删除', 'en-US': 'sorry, your account has been deleted' },
  'auth.disabled': {
    'zh-CN': '用户已封禁，请联系管理员',
    'en-US': 'this account is disabled, please contact the administrator',
  },
  'auth.passwordChangeRequired': {
    'zh-CN': '请先修改初始密码后再进行其他操作',
    'en-US': 'change your initial password before doing anything else',
  },
  'auth.locked': {
    'zh-CN': '密码输入错误{count}次，帐户锁定{minutes}分钟',
    'en-US': 'wrong password {count} times: the account is locked for {minutes} minutes',
  },
  'auth.pendingReview': {
    'zh-CN': '账号正在等待注册审核，审核通过后才能登录',
    'en-US': 'this account is waiting for registration review and can log in once approved',
  },
  'auth.reviewRejected': {
    'zh-CN': '账号注册审核未通过，请联系管理员',
    'en-US': 'the registration of this account was rejected, please contact the administrator',
  },
  'auth.loginOk': { 'zh-CN': '登录成功', 'en-US': 'login succeeded' },
  'auth.logoutOk': { 'zh-CN': '退出成功', 'en-US': 'logged out' },
  'common.assigned': { 'zh-CN': '{name}已分配,不能删除', 'en-US': '{name} is in use and cannot be deleted' },
  'common.notFound': { 'zh-CN': '数据不存在或已被删除', 'en-US': 'the record does not exist or was deleted' },
  'dept.addNameTaken': {
    'zh-CN': "新增部门'{name}'失败，部门名称已存在",
    'en-US': "adding department '{name}' failed: the name exists under this parent",
  },
  'dept.editNameTaken': {
    'zh-CN': "修改部门'{name}'失败，部门名称已存在",
    'en-US': "changing department '{name}' failed: the name exists under this parent",
  },
  'dept.parentDisabled': { 'zh-CN': '部门停用，不允许新增', 'en-US': 'the parent department is disabled' },
  'dept.parentSelf': {
    'zh-CN': "修改部门'{name}'失败，上级部门不能是自己",
    'en-US': "changing department '{name}' failed: it cannot be its own parent",
  },
  'dept.parentDescendant': {
    'zh-CN': "修改部门'{name}'失败，上级部门不能是自己的下级部门",
    'en-US': "changing department '{name}' failed: it cannot move under its own descendant",
  },
  'dept.enabledChildren': {
    'zh-CN': '该部门包含未停用的子部门！',
    'en-US': 'the department has enabled sub-departments',
  },
  'dept.hasChildren': { 'zh-CN': '存在下级部门,不允许删除', 'en-US': 'the department has sub-departments' },
  'dept.hasUsers': { 'zh-CN': '部门存在用户,不允许删除', 'en-US': 'the department has users' },
  // Competition setup (issue 16): editions, tracks, stages, audit levels, regions, organisations, sponsors.
  'comp.region.codeTaken': {
    'zh-CN': "新增地区'{name}'失败，地区编码已存在",
    'en-US': "cannot add region '{name}': the code is taken",
  },
  'comp.region.parentMissing': {
    'zh-CN': '上级地区 {code} 不存在',
    'en-US': 'the parent region {code} does not exist',
  },
  'comp.region.parentLevel': {
    'zh-CN': '省级地区没有上级，市级地区的上级须是省级，区县级地区的上级须是市级',
    'en-US': 'a province has no parent, a city sits under a province and a district under a city',
  },
  'comp.region.hasChildren': { 'zh-CN': '存在下级地区,不允许删除', 'en-US': 'the region has sub-regions' },
  'comp.region.inUse': {
    'zh-CN': '地区已被单位或部门使用,不允许删除',
    'en-US': 'the region is used by organisations or departments',
  },
  'comp.region.missing': { 'zh-CN': '地区 {code} 不存在', 'en-US': 'the region {code} does not exist' },
  'comp.org.creditTaken': {
    'zh-CN': "统一社会信用代码'{code}'已被单位'{name}'使用",
    'en-US': "the credit code '{code}' is used by '{name}'",
  },
  'comp.org.parentMissing': {
    'zh-CN': '上级单位不存在或不在您的数据范围内',
    'en-US': 'the parent organisation does not exist or is outside your scope',
  },
  'comp.org.parentCycle': {
    'zh-CN': "上级单位不能是'{name}'本身或其下级单位",
    'en-US': "the parent organisation cannot be '{name}' itself or one below it",
  },
  'comp.org.hasUsers': {
    'zh-CN': "单位'{name}'下存在用户,不允许删除",
    'en-US': "the organisation '{name}' has users",
  },
  'comp.competition.windowOrder': {
    'zh-CN': '报名开始时间必须早于报名结束时间',
    'en-US': 'the registration start must come before its end',
  },
  'comp.competition.windowHalf': {
    'zh-CN': '报名开始时间和报名结束时间须同时填写',
    'en-US': 'give both the registration start and end, or neither',
  },
  'comp.competition.windowNeeded': {
    'zh-CN': '已设置报名阶段，报名时间不能为空',
    'en-US': 'the edition has a registration stage: its registration window cannot be empty',
  },
  'comp.competition.statusBack': {
    'zh-CN': '届次状态不能从{from}退回到{to}',
    'en-US': 'an edition cannot go back from {from} to {to}',
  },
  'comp.competition.needsSetup': {
    'zh-CN': '开放报名前须设置报名时间和至少一个赛道',
    'en-US': 'set the registration window and at least one track before opening registration',
  },
  'comp.competition.needsTrack': {
    'zh-CN': '届次「{name}」还没有赛道，不能开放报名：请先在「赛道与组别」中添加至少一个赛道',
    'en-US':
      'the edition "{name}" has no track yet, so registration cannot open: add at least one track under "Tracks and groups" first',
  },
  'comp.competition.needsWindow': {
    'zh-CN': '开放报名前须填写报名开始时间和报名结束时间',
    'en-US': 'set the registration start and end before opening registration',
  },
  'comp.retention.noPeriod': {
    'zh-CN': '届次「{name}」未设置个人信息保存期限，不会匿名化',
    'en-US': 'edition "{name}" has no retention period: its personal data are kept',
  },
  'comp.retention.noEnd': {
    'zh-CN': '届次「{name}」没有结束时间（赛程或报名截止时间），保存期限无从计算',
    'en-US': 'edition "{name}" has no end (no stages, no registration end): its retention period cannot start',
  },
  'comp.retention.notDue': {
    'zh-CN': '届次「{name}」的个人信息保存到 {dueAt}，到期后才能匿名化',
    'en-US': 'edition "{name}" keeps its personal data until {dueAt}: they can be anonymised only after that',
  },
  'comp.competition.currentArchived': {
    'zh-CN': '已归档的届次不能设为当前届次',
    'en-US': 'an archived edition cannot be the current one',
  },
  'comp.competition.removeNotDraft': {
    'zh-CN': "届次'{name}'不是草稿,不允许删除",
    'en-US': "the edition '{name}' is not a draft and cannot be deleted",
  },
  'comp.competition.hasApplications': {
    'zh-CN': '届次「{name}」已有 {count} 个申报，不能删除',
    'en-US': 'the edition "{name}" has {count} applications and cannot be deleted',
  },
  'comp.sponsor.nameTaken': {
    'zh-CN': '单位名称「{name}」在所选届次中已存在',
    'en-US': 'sponsorName: a sponsor named "{name}" already takes part in one of the chosen editions',
  },
  'comp.sponsor.missing': { 'zh-CN': '赞助单位 {id} 不存在', 'en-US': 'the sponsor {id} does not exist' },
  'comp.competition.missing': { 'zh-CN': '届次 {id} 不存在', 'en-US': 'the edition {id} does not exist' },
  'comp.track.codeRepeated': { 'zh-CN': "赛道编码'{code}'重复", 'en-US': "the track code '{code}' is repeated" },
  'comp.track.ageRange': {
    'zh-CN': "赛道'{name}'的最小年龄不能大于最大年龄",
    'en-US': "the track '{name}': the minimum age exceeds the maximum",
  },
  'comp.track.teamRange': {
    'zh-CN': "赛道'{name}'的最少人数不能大于最多人数",
    'en-US': "the track '{name}': the minimum team size exceeds the maximum",
  },
  'comp.track.formUnknown': {
    'zh-CN': '赛道「{name}」的附加字段表单 {id} 不存在',
    'en-US': 'the track "{name}": the form {id} of its extra fields does not exist',
  },
  'comp.track.formVersionUnknown': {
    'zh-CN': '赛道「{name}」的附加字段表单没有版本 v{version}',
    'en-US': 'the track "{name}": its extra fields\' form has no version v{version}',
  },
  'comp.track.categoryRepeated': {
    'zh-CN': "赛道'{name}'的组别编码'{code}'重复",
    'en-US': "the track '{name}': the group code '{code}' is repeated",
  },
  'comp.track.inUse': {
    'zh-CN': '赛道「{name}」已有 {count} 个申报，不能删除',
    'en-US': 'the track "{name}" has {count} applications and cannot be removed',
  },
  'comp.track.categoryInUse': {
    'zh-CN': '赛道「{track}」的组别「{name}」已有 {count} 个申报，不能删除',
    'en-US': 'the group "{name}" of the track "{track}" has {count} applications and cannot be removed',
  },
  'comp.stage.kindRepeated': { 'zh-CN': "阶段'{name}'重复", 'en-US': "the stage '{name}' is repeated" },
  'comp.stage.seqRepeated': { 'zh-CN': '阶段序号 {seq} 重复', 'en-US': 'the stage order {seq} is repeated' },
  'comp.stage.window': {
    'zh-CN': "阶段'{name}'的开始时间必须早于结束时间",
    'en-US': "the stage '{name}' must start before it ends",
  },
  'comp.stage.kindOrder': {
    'zh-CN': "阶段'{name}'不能排在'{prev}'之后",
    'en-US': "the stage '{name}' cannot come after '{prev}'",
  },
  'comp.stage.timeOrder': {
    'zh-CN': "阶段'{name}'不能早于'{prev}'开始或结束",
    'en-US': "the stage '{name}' cannot start or end before '{prev}'",
  },
  'comp.stage.overlap': {
    'zh-CN': "阶段'{name}'与'{prev}'的时间重叠",
    'en-US': "the stage '{name}' overlaps '{prev}'",
  },
  'comp.stage.trackRequired': {
    'zh-CN': "阶段'{name}'是评审阶段，须选择赛道（trackId）",
    'en-US': "the stage '{name}' is a judging stage and needs a track (trackId)",
  },
  'comp.stage.trackNotAllowed': {
    'zh-CN': "阶段'{name}'面向整个届次，不能选择赛道（trackId）",
    'en-US': "the stage '{name}' covers the whole edition and takes no track (trackId)",
  },
  'comp.stage.trackUnknown': {
    'zh-CN': "阶段'{name}'的赛道（trackId {id}）不属于本届次",
    'en-US': "the track of the stage '{name}' (trackId {id}) is not one of this edition's",
  },
  'comp.stage.inUse': {
    'zh-CN': "阶段'{name}'已有参评项目 {entries} 个、项目分组 {groups} 个、专家组 {expertGroups} 个，不能删除",
    'en-US':
      "the stage '{name}' has {entries} entries, {groups} review groups and {expertGroups} expert groups and cannot be removed",
  },
  'comp.stage.hasRubrics': {
    'zh-CN': "阶段'{name}'已有评分标准 {rubrics} 个、评审任务 {tasks} 个，不能删除",
    'en-US': "the stage '{name}' has {rubrics} rubrics and {tasks} review tasks and cannot be removed",
  },
  'comp.audit.levelGap': {
    'zh-CN': '审核级别须从 1 开始连续编号',
    'en-US': 'audit levels are numbered 1, 2, 3... without gaps',
  },
  'comp.audit.roleMissing': { 'zh-CN': '角色 {id} 不存在', 'en-US': 'the role {id} does not exist' },
  // Competition notices, 公示 windows, objections and the holiday calendar (issue 19).
  'board.holiday.taken': { 'zh-CN': '日期 {date} 已在日历中', 'en-US': 'the day {date} is already in the calendar' },
  'board.holiday.missing': { 'zh-CN': '日期 {date} 不在日历中', 'en-US': 'the day {date} is not in the calendar' },
  'board.notice.missing': { 'zh-CN': '公告 {id} 不存在', 'en-US': 'the notice {id} does not exist' },
  'board.notice.notEditable': {
    'zh-CN': '只有草稿或待发布的公告可以修改',
    'en-US': 'only draft or scheduled notices can be changed',
  },
  'board.notice.notDraft': { 'zh-CN': '只有草稿可以发布', 'en-US': 'only a draft can be published' },
  'board.notice.notLive': {
    'zh-CN': '只有待发布或已发布的公告可以撤回',
    'en-US': 'only scheduled or published notices can be withdrawn',
  },
  'board.notice.removePublished': {
    'zh-CN': "公告'{title}'已发布，请先撤回再删除",
    'en-US': "the notice '{title}' is published: withdraw it before deleting it",
  },
  'board.notice.removeObjections': {
    'zh-CN': "公告'{title}'的公示期已收到 {n} 条异议，不能删除",
    'en-US': "the notice '{title}' cannot be deleted: its publicity window has received {n} objections",
  },
  'board.notice.expirePassed': {
    'zh-CN': '下线时间已过，不能发布',
    'en-US': 'the expiry time has passed: the notice cannot be published',
  },
  'board.notice.trackOutside': {
    'zh-CN': '赛道 {id} 不属于所选届次',
    'en-US': 'the track {id} is not a track of the chosen edition',
  },
  'board.publicity.notPublication': {
    'zh-CN': '只有公示公告可以开启公示期',
    'en-US': 'only publication notices have a publicity window',
  },
  'board.publicity.notPublished': {
    'zh-CN': '公告发布（或定时发布）后才能开启公示期',
    'en-US': 'only a scheduled or published notice can open a publicity window',
  },
  'board.publicity.exists': { 'zh-CN': '该公告已有公示期', 'en-US': 'the notice already has a publicity window' },
  'board.publicity.missing': { 'zh-CN': '公示期 {id} 不存在', 'en-US': 'the publicity window {id} does not exist' },
  'board.publicity.notOpen': {
    'zh-CN': '公示期尚未开始，暂不受理异议',
    'en-US': 'the publicity window has not opened: objections are not accepted yet',
  },
  'board.publicity.closed': {
    'zh-CN': '公示期已于 {endAt} 结束，不再受理异议',
    'en-US': 'the publicity window closed at {endAt}: objections are no longer accepted',
  },
  'board.publicity.closedExtend': {
    'zh-CN': '公示期已结束，不能延长',
    'en-US': 'the publicity window has closed and cannot be extended',
  },
  'board.objection.missing': { 'zh-CN': '异议 {id} 不存在', 'en-US': 'the objection {id} does not exist' },
  'board.objection.step': {
    'zh-CN': '异议当前为{status}，不能{action}',
    'en-US': 'the objection is {status}: it cannot be moved by {action}',
  },
  'board.objection.resolution': {
    'zh-CN': '请填写处理意见',
    'en-US': 'a resolution is required',
  },
  'board.objection.realName': {
    'zh-CN': '异议须实名提出，请填写真实姓名（不接受匿名、化名或单字）',
    'en-US':
      'objections are made under a real name: give your full real name (no anonymous, placeholder or one-letter names)',
  },
  'board.objection.notListed': {
    'zh-CN': '该申报不在本次公示名单中',
    'en-US': 'the application is not on this publicity list',
  },
  'board.objection.notUpheld': {
    'zh-CN': '异议认定成立后才能作出处理决定',
    'en-US': 'a decision is taken only on an upheld objection',
  },
  'board.objection.decided': {
    'zh-CN': '该异议已作出处理决定',
    'en-US': 'the objection already has a decision',
  },
  'board.objection.noApplication': {
    'zh-CN': '异议未指明所涉申报，只能决定「不作变更」',
    'en-US': 'the objection names no application: only "no change" can be decided',
  },
  // Registration review (issue 19).
  'board.registration.missing': { 'zh-CN': '注册申请 {id} 不存在', 'en-US': 'the registration {id} does not exist' },
  'board.registration.decided': {
    'zh-CN': '该注册申请已审核',
    'en-US': 'the registration has already been decided',
  },
  'board.registration.decidedOne': {
    'zh-CN': '账号 {user} 的注册申请已审核，不能再次审核',
    'en-US': 'the registration of {user} has already been decided',
  },
  'board.registration.matchingChanged': {
    'zh-CN': '符合筛选条件的待审核注册现有 {count} 个，与确认时的 {expected} 个不同，请刷新后重新确认',
    'en-US':
      '{count} waiting registrations now match the filter, not the {expected} confirmed: refresh and confirm again',
  },
  'board.registration.tooManyMatching': {
    'zh-CN': '符合筛选条件的待审核注册超过 {max} 个，一次最多审核 {max} 个，请缩小筛选范围',
    'en-US':
      'more than {max} waiting registrations match the filter; one decision takes at most {max}: narrow the filter',
  },
  'board.registration.roleMissing': {
    'zh-CN': '申请的角色 {role} 不存在',
    'en-US': 'the requested role {role} does not exist',
  },
  // end registration review
  'menu.addNameTaken': {
    'zh-CN': "新增菜单'{name}'失败，菜单名称已存在",
    'en-US': "adding menu '{name}' failed: the name exists under this parent",
  },
  'menu.editNameTaken': {
    'zh-CN': "修改菜单'{name}'失败，菜单名称已存在",
    'en-US': "changing menu '{name}' failed: the name exists under this parent",
  },
  'menu.addLinkInvalid': {
    'zh-CN': "新增菜单'{name}'失败，地址必须以http(s)://开头",
    'en-US': "adding menu '{name}' failed: the address must start with http(s)://",
  },
  'menu.editLinkInvalid': {
    'zh-CN': "修改菜单'{name}'失败，地址必须以http(s)://开头",
    'en-US': "changing menu '{name}' failed: the address must start with http(s)://",
  },
  'menu.parentSelf': {
    'zh-CN': "修改菜单'{name}'失败，上级菜单不能选择自己",
    'en-US': "changing menu '{name}' failed: it cannot be its own parent",
  },
  'menu.hasChildren': { 'zh-CN': '存在子菜单,不允许删除', 'en-US': 'the menu has sub-menus' },
  'menu.assigned': { 'zh-CN': '菜单已分配,不允许删除', 'en-US': 'the menu is granted to a role' },
  'menu.addRouteNameTaken': {
    'zh-CN': "新增菜单'{name}'失败，路由名称已存在",
    'en-US': "adding menu '{name}' failed: a sibling has this route name",
  },
  'menu.editRouteNameTaken': {
    'zh-CN': "修改菜单'{name}'失败，路由名称已存在",
    'en-US': "changing menu '{name}' failed: a sibling has this route name",
  },
  'menu.addPathTaken': {
    'zh-CN': "新增菜单'{name}'失败，路由地址已存在",
    'en-US': "adding menu '{name}' failed: a sibling has this route path",
  },
  'menu.editPathTaken': {
    'zh-CN': "修改菜单'{name}'失败，路由地址已存在",
    'en-US': "changing menu '{name}' failed: a sibling has this route path",
  },
  'menu.permNotHeld': {
    'zh-CN': "参数 perms 不正确：菜单'{name}'的权限字符 {perm} 您自己并未拥有",
    'en-US': "invalid perms: you do not hold {perm}, so you cannot put it on the menu '{name}'",
  },
  'menu.catalogueField': {
    'zh-CN': "参数 {field} 不正确：菜单'{name}'是系统菜单，{field} 不允许修改",
    'en-US': "invalid {field}: '{name}' is a built-in menu, its {field} cannot be changed",
  },
  'role.addNameTaken': {
    'zh-CN': "新增角色'{name}'失败，角色名称已存在",
    'en-US': "adding role '{name}' failed: the role name exists",
  },
  'role.addKeyTaken': {
    'zh-CN': "新增角色'{name}'失败，角色权限已存在",
    'en-US': "adding role '{name}' failed: the role key exists",
  },
  'role.editNameTaken': {
    'zh-CN': "修改角色'{name}'失败，角色名称已存在",
    'en-US': "changing role '{name}' failed: the role name exists",
  },
  'role.editKeyTaken': {
    'zh-CN': "修改角色'{name}'失败，角色权限已存在",
    'en-US': "changing role '{name}' failed: the role key exists",
  },
  'role.adminProtected': {
    'zh-CN': '不允许操作超级管理员角色',
    'en-US': 'the super administrator role cannot be changed',
  },
  // Bounds of delegation (issue 26): nobody but the administrator hands out more than they hold.
  'role.ownRole': {
    'zh-CN': "不允许修改自己拥有的角色'{name}'",
    'en-US': "you cannot change the role '{name}': you hold it yourself",
  },
  'role.menuNotHeld': {
    'zh-CN': "参数 {field} 不正确：角色'{name}'包含您未拥有的菜单权限",
    'en-US': "invalid {field}: the role '{name}' would grant menus you do not hold",
  },
  'role.dataScopeTooWide': {
    'zh-CN': "参数 {field} 不正确：角色'{name}'的数据权限超出了您自己的数据权限",
    'en-US': "invalid {field}: the data scope of the role '{name}' would be wider than your own",
  },
  'role.compScopeTooWide': {
    'zh-CN': "参数 {field} 不正确：角色'{name}'的大赛数据范围超出了您自己的范围",
    'en-US': "invalid {field}: the competition scope of the role '{name}' would be wider than your own",
  },
  'online.adminProtected': {
    'zh-CN': '不允许强退超级管理员',
    'en-US': "the super administrator's sessions cannot be ended",
  },
  'user.addNameTaken': {
    'zh-CN': "新增用户'{name}'失败，登录账号已存在",
    'en-US': "adding user '{name}' failed: the user name exists",
  },
  'user.addMobileTaken': {
    'zh-CN': "新增用户'{name}'失败，手机号码已存在",
    'en-US': "adding user '{name}' failed: the mobile number exists",
  },
  'user.addEmailTaken': {
    'zh-CN': "新增用户'{name}'失败，邮箱账号已存在",
    'en-US': "adding user '{name}' failed: the email exists",
  },
  'user.editMobileTaken': {
    'zh-CN': "修改用户'{name}'失败，手机号码已存在",
    'en-US': "changing user '{name}' failed: the mobile number exists",
  },
  'user.editEmailTaken': {
    'zh-CN': "修改用户'{name}'失败，邮箱账号已存在",
    'en-US': "changing user '{name}' failed: the email exists",
  },
  'user.adminProtected': { 'zh-CN': '不允许操作超级管理员用户', 'en-US': 'the super administrator cannot be changed' },
  'user.adminRole': {
    'zh-CN': '不允许分配超级管理员角色',
    'en-US': 'the super administrator role cannot be assigned',
  },
  'user.deleteSelf': { 'zh-CN': '当前用户不能删除', 'en-US': 'you cannot delete yourself' },
  'user.importNeedsMobile': {
    'zh-CN': '短信验证码登录的账号须填写手机号码',
    'en-US': 'an account that signs in by SMS code needs a mobile number',
  },
  'user.importSmsLoginOff': {
    'zh-CN': '短信登录未开启（sys.account.smsLoginEnabled），不能导入短信验证码登录的账号',
    'en-US': 'SMS login is off (sys.account.smsLoginEnabled): accounts that sign in by SMS code cannot be imported',
  },
  'user.importPasswords': {
    'zh-CN': '{count} 个新账号已生成一次性密码，请立即下载密码表（仅能下载一次），首次登录须修改密码',
    'en-US':
      '{count} new accounts got one-time passwords: download the password sheet now (once only); each must change it at first login',
  },
  'user.passwordSheetGone': {
    'zh-CN': '密码表已下载过或已过期，请重置这些账号的密码',
    'en-US': 'the password sheet was already downloaded or has expired; reset those passwords instead',
  },
  'config.keyNotPublic': {
    'zh-CN': '没有权限读取参数 {key}',
    'en-US': 'no permission to read the setting {key}',
  },
  'user.importOk': {
    'zh-CN': '恭喜您，数据已全部导入成功！共 {count} 条，数据如下：',
    'en-US': 'all rows were imported: {count} in total:',
  },
  'user.importFailed': {
    'zh-CN': '很抱歉，导入失败！共 {count} 条数据格式不正确，错误如下：',
    'en-US': 'the import failed: {count} rows are wrong:',
  },
  'user.importRowAdded': { 'zh-CN': '{index}、账号 {name} 导入成功', 'en-US': '{index}. {name} added' },
  'user.importRowUpdated': { 'zh-CN': '{index}、账号 {name} 更新成功', 'en-US': '{index}. {name} updated' },
  'user.importRowFailed': {
    'zh-CN': '{index}、第 {row} 行{name}导入失败：{reason}',
    'en-US': '{index}. row {row}{name}failed: {reason}',
  },
  'user.importExists': { 'zh-CN': '登录账号已存在', 'en-US': 'the user name exists' },
  'user.importDuplicate': { 'zh-CN': '与第 {row} 行重复', 'en-US': 'same as row {row}' },
  'user.importOutOfScope': { 'zh-CN': '没有权限访问部门数据', 'en-US': 'no permission for that department' },
  'user.disableSelf': { 'zh-CN': '当前用户不能停用', 'en-US': 'you cannot disable yourself' },
  'profile.oldPasswordWrong': { 'zh-CN': '修改密码失败，旧密码错误', 'en-US': 'the old password is wrong' },
  'profile.samePassword': {
    'zh-CN': '新密码不能与旧密码相同',
    'en-US': 'the new password must differ from the old one',
  },
  'import.notMultipart': {
    'zh-CN': '参数 file 不正确：请以 multipart 表单上传表格',
    'en-US': 'invalid file: send the spreadsheet as multipart form data',
  },
  'import.notXlsx': {
    'zh-CN': '参数 file 不正确：只能导入 .xlsx 文件',
    'en-US': 'invalid file: only .xlsx files can be imported',
  },
  'import.notWorkbook': {
    'zh-CN': '参数 file 不正确：文件不是有效的 .xlsx 工作簿',
    'en-US': 'invalid file: the file is not a valid .xlsx workbook',
  },
  'import.duplicateOf': {
    'zh-CN': '{field}与第 {row} 行重复',
    'en-US': '{field} is the same as in row {row}',
  },
  'import.ok': { 'zh-CN': '恭喜您，数据已全部导入成功！共 {count} 条', 'en-US': 'all {count} rows were imported' },
  'import.failed': {
    'zh-CN': '很抱歉，导入失败！共 {count} 条数据格式不正确，错误如下：',
    'en-US': 'the import failed: {count} rows are wrong:',
  },
  'import.rowFailed': {
    'zh-CN': '{index}、第 {row} 行导入失败：{reason}',
    'en-US': '{index}. row {row} failed: {reason}',
  },
  'validation.smsProviderCode': {
    'zh-CN': '模板编号只能包含字母、数字、下划线和连字符',
    'en-US': 'the template code may hold only letters, digits, underscores and hyphens',
  },
  'smsTemplate.unknownVariable': {
    'zh-CN': '{field}使用了变量 {variable}，用途「{purpose}」不提供这个变量',
    'en-US': '{field} uses the variable {variable}, which the purpose "{purpose}" does not provide',
  },
  'smsTemplate.missingVariable': {
    'zh-CN': '{field}缺少变量 {variable}，用途「{purpose}」的短信必须包含它',
    'en-US': '{field} lacks the variable {variable}, which every "{purpose}" message must hold',
  },
  'smsTemplate.malformed': {
    'zh-CN': '{field}中的变量写法不正确：{name}',
    'en-US': '{field} holds a malformed variable: {name}',
  },
  'smsTemplate.purposeTaken': {
    'zh-CN': '用途「{purpose}」已有启用的模板「{name}」，请先停用它',
    'en-US': 'the purpose "{purpose}" already has the enabled template "{name}"; disable it first',
  },
  'smsTemplate.field.content': { 'zh-CN': '中文内容', 'en-US': 'the Chinese text' },
  'smsTemplate.field.contentEn': { 'zh-CN': '英文内容', 'en-US': 'the English text' },
  'post.addNameTaken': {
    'zh-CN': "新增岗位'{name}'失败，岗位名称已存在",
    'en-US': "adding post '{name}' failed: the post name exists",
  },
  'post.addCodeTaken': {
    'zh-CN': "新增岗位'{name}'失败，岗位编码已存在",
    'en-US': "adding post '{name}' failed: the post code exists",
  },
  'post.editNameTaken': {
    'zh-CN': "修改岗位'{name}'失败，岗位名称已存在",
    'en-US': "changing post '{name}' failed: the post name exists",
  },
  'post.editCodeTaken': {
    'zh-CN': "修改岗位'{name}'失败，岗位编码已存在",
    'en-US': "changing post '{name}' failed: the post code exists",
  },
  'dict.addTypeTaken': {
    'zh-CN': "新增字典'{name}'失败，字典类型已存在",
    'en-US': "adding dictionary '{name}' failed: the dictionary type exists",
  },
  'dict.editTypeTaken': {
    'zh-CN': "修改字典'{name}'失败，字典类型已存在",
    'en-US': "changing dictionary '{name}' failed: the dictionary type exists",
  },
  'dict.typeMissing': {
    'zh-CN': "字典类型'{type}'不存在",
    'en-US': "the dictionary type '{type}' does not exist",
  },
  'dict.addValueTaken': {
    'zh-CN': "新增字典数据'{name}'失败，字典键值已存在",
    'en-US': "adding dictionary entry '{name}' failed: the value exists in this type",
  },
  'dict.editValueTaken': {
    'zh-CN': "修改字典数据'{name}'失败，字典键值已存在",
    'en-US': "changing dictionary entry '{name}' failed: the value exists in this type",
  },
  'config.addKeyTaken': {
    'zh-CN': "新增参数'{name}'失败，参数键名已存在",
    'en-US': "adding setting '{name}' failed: the key exists",
  },
  'config.editKeyTaken': {
    'zh-CN': "修改参数'{name}'失败，参数键名已存在",
    'en-US': "changing setting '{name}' failed: the key exists",
  },
  'config.builtIn': { 'zh-CN': '内置参数【{key}】不能删除', 'en-US': 'the built-in setting {key} cannot be deleted' },
  'auth.registerOk': {
    'zh-CN': '注册成功，请等待管理员审核',
    'en-US': "registered: please wait for the administrator's review",
  },
  'auth.registerDisabled': { 'zh-CN': '当前系统没有开启注册功能！', 'en-US': 'registration is not open' },
  'auth.usernameTaken': {
    'zh-CN': "保存用户'{username}'失败，注册账号已存在",
    'en-US': "could not save user '{username}': the account already exists",
  },
  'auth.mobileTaken': { 'zh-CN': '手机号码已被注册', 'en-US': 'this mobile number is already registered' },
  'auth.entrantRefused': {
    'zh-CN': '您是大赛报名者，不能登录后台',
    'en-US': 'you are a competition entrant and cannot log in to the back office',
  },
  'portal.notEntrant': {
    'zh-CN': '该账号不是大赛报名者账号，请登录管理后台',
    'en-US': 'this account is not a competition entrant: use the back office',
  },
  'portal.registerCodeWrong': {
    'zh-CN': '短信验证码错误或已失效，请重新获取',
    'en-US': 'the SMS code is wrong or has expired, please ask for a new one',
  },
  'portal.registered': { 'zh-CN': '注册成功，请等待审核', 'en-US': 'registered: your account waits for review' },
  'portal.registeredApproved': { 'zh-CN': '注册成功，请登录', 'en-US': 'registered: you may log in now' },
  'sms.loginDisabled': { 'zh-CN': '当前系统没有开启短信登录功能！', 'en-US': 'SMS login is not enabled' },
  'sms.codeWrong': { 'zh-CN': '短信验证码错误', 'en-US': 'wrong SMS code' },
  'sms.codeExpired': {
    'zh-CN': '短信验证码已失效，请重新获取',
    'en-US': 'the SMS code has expired, please ask for a new one',
  },
  'sms.codeTriesExceeded': {
    'zh-CN': '短信验证码错误次数过多，请重新获取',
    'en-US': 'too many wrong SMS codes, please ask for a new one',
  },
  'client.repeatSubmit': {
    'zh-CN': '数据正在处理，请勿重复提交',
    'en-US': 'data is being processed, please do not submit again',
  },
  'client.networkError': { 'zh-CN': '后端接口连接异常', 'en-US': 'backend interface connection abnormal' },
  'client.timeout': { 'zh-CN': '系统接口请求超时', 'en-US': 'system interface request timeout' },
  'client.statusError': { 'zh-CN': '系统接口{status}异常', 'en-US': 'system interface {status} abnormal' },
  'client.sessionExpired': {
    'zh-CN': '登录状态已过期，您可以继续留在该页面，或者重新登录',
    'en-US': 'login status expired, you may stay on this page or log in again',
  },
  'client.sessionInvalid': {
    'zh-CN': '无效的会话，或者会话已过期，请重新登录。',
    'en-US': 'invalid session, or session expired, please log in again',
  },
  'client.systemPrompt': { 'zh-CN': '系统提示', 'en-US': 'system prompt' },
  'client.relogin': { 'zh-CN': '重新登录', 'en-US': 'log in again' },
  'client.confirm': { 'zh-CN': '确定', 'en-US': 'OK' },
  'client.cancel': { 'zh-CN': '取消', 'en-US': 'cancel' },
  // Web session and shell texts of the spec (sections 2, 4, 5, 7, 8), shown by the web client.
  'client.prompt': { 'zh-CN': '提示', 'en-US': 'Prompt' },
  'client.logoutConfirm': {
    'zh-CN': '确定注销并退出系统吗？',
    'en-US': 'Are you sure you want to log out and exit the system?',
  },
  'client.permissionListRequired': {
    'zh-CN': '请设置操作权限标签值',
    'en-US': 'give the list of permissions that guard this element',
  },
  'client.roleListRequired': {
    'zh-CN': '请设置角色权限标签值',
    'en-US': 'give the list of roles that guard this element',
  },
  'client.innerLinkLoading': { 'zh-CN': '正在加载页面，请稍候！', 'en-US': 'Loading the page, please wait!' },
  'client.fullscreenUnsupported': {
    'zh-CN': '你的浏览器不支持全屏',
    'en-US': 'your browser does not support full screen',
  },
  'client.downloading': { 'zh-CN': '正在下载数据，请稍候', 'en-US': 'downloading data, please wait' },
  'client.downloadFailed': {
    'zh-CN': '下载文件出现错误，请联系管理员！',
    'en-US': 'error downloading file, please contact the administrator',
  },
  'client.scriptLoadFailed': { 'zh-CN': '加载失败：{url}', 'en-US': 'Failed to load {url}' },
  'upload.fileType': {
    'zh-CN': '文件格式不正确, 请上传{types}格式文件!',
    'en-US': 'wrong file format, please upload {types} files!',
  },
  'upload.fileSize': { 'zh-CN': '上传文件大小不能超过 {n} MB!', 'en-US': 'the file cannot be larger than {n} MB!' },
  'upload.fileCount': { 'zh-CN': '上传文件数量不能超过 {n} 个!', 'en-US': 'no more than {n} files can be uploaded!' },
  'upload.imageType': {
    'zh-CN': '文件格式不正确, 请上传{types}图片格式文件!',
    'en-US': 'wrong file format, please upload {types} images!',
  },
  'upload.imageSize': {
    'zh-CN': '上传头像图片大小不能超过 {n} MB!',
    'en-US': 'the image cannot be larger than {n} MB!',
  },
  'upload.editorImageType': { 'zh-CN': '图片格式错误!', 'en-US': 'wrong image format!' },
  'upload.editorImageFailed': { 'zh-CN': '图片插入失败', 'en-US': 'inserting the image failed' },
  'upload.fileFailed': { 'zh-CN': '上传文件失败，请重试', 'en-US': 'uploading the file failed, please retry' },
  'upload.imageFailed': { 'zh-CN': '上传图片失败，请重试', 'en-US': 'uploading the image failed, please retry' },
  'file.badName': { 'zh-CN': '参数 {field} 不是允许的文件名', 'en-US': 'invalid {field}: not an allowed file name' },
  'file.notFound': { 'zh-CN': '文件不存在或已被删除', 'en-US': 'the file does not exist or has been deleted' },
  'file.none': { 'zh-CN': '请选择要上传的文件', 'en-US': 'choose a file to upload' },
  'file.contentMismatch': {
    'zh-CN': '文件内容与扩展名 {ext} 不符',
    'en-US': 'the content of the file is not a .{ext} file',
  },
  'file.nameTooLong': {
    'zh-CN': '文件名长度不能超过 {n} 个字符',
    'en-US': 'the file name cannot be longer than {n} characters',
  },
  'file.linkExpired': {
    'zh-CN': '文件链接无效或已过期，请刷新页面',
    'en-US': 'the file link is invalid or has expired, please reload the page',
  },
  'shell.home': { 'zh-CN': '首页', 'en-US': 'Home' },
  'shell.profile': { 'zh-CN': '个人中心', 'en-US': 'Personal Centre' },
  'shell.layoutSettings': { 'zh-CN': '布局设置', 'en-US': 'Layout Settings' },
  'shell.logout': { 'zh-CN': '退出登录', 'en-US': 'Log Out' },
  'shell.moreMenu': { 'zh-CN': '更多菜单', 'en-US': 'more menu' },
  'shell.size.default': { 'zh-CN': '默认', 'en-US': 'Default' },
  'shell.size.medium': { 'zh-CN': '中等', 'en-US': 'Medium' },
  'shell.size.small': { 'zh-CN': '稍小', 'en-US': 'Small' },
  'shell.size.mini': { 'zh-CN': '迷你', 'en-US': 'Mini' },
  'shell.tags.refresh': { 'zh-CN': '刷新页面', 'en-US': 'Refresh Page' },
  'shell.tags.closeCurrent': { 'zh-CN': '关闭当前', 'en-US': 'Close Current' },
  'shell.tags.closeOthers': { 'zh-CN': '关闭其他', 'en-US': 'Close Others' },
  'shell.tags.closeLeft': { 'zh-CN': '关闭左侧', 'en-US': 'Close Left' },
  'shell.tags.closeRight': { 'zh-CN': '关闭右侧', 'en-US': 'Close Right' },
  'shell.tags.closeAll': { 'zh-CN': '全部关闭', 'en-US': 'Close All' },
  'shell.settings.title': { 'zh-CN': '主题风格设置', 'en-US': 'Theme Style Settings' },
  'shell.settings.layout': { 'zh-CN': '系统布局配置', 'en-US': 'System Layout Settings' },
  'shell.settings.topNav': { 'zh-CN': '开启 TopNav', 'en-US': 'Top Navigation' },
  'shell.settings.tagsView': { 'zh-CN': '开启 Tags-Views', 'en-US': 'Tags View' },
  'shell.settings.fixedHeader': { 'zh-CN': '固定 Header', 'en-US': 'Fixed Header' },
  'shell.settings.sidebarLogo': { 'zh-CN': '显示 Logo', 'en-US': 'Show Logo' },
  'shell.settings.dynamicTitle': { 'zh-CN': '动态标题', 'en-US': 'Dynamic Title' },
  'shell.settings.save': { 'zh-CN': '保存配置', 'en-US': 'Save Settings' },
  'shell.settings.reset': { 'zh-CN': '重置配置', 'en-US': 'Reset Settings' },
  'shell.settings.saving': {
    'zh-CN': '正在保存到本地，请稍候...',
    'en-US': 'Saving to this browser, please wait...',
  },
  'shell.settings.resetting': {
    'zh-CN': '正在清除设置缓存并刷新，请稍候...',
    'en-US': 'Clearing the stored settings and reloading, please wait...',
  },
  'job.notFound': { 'zh-CN': '任务不存在或已过期！', 'en-US': 'the job does not exist or has expired!' },
  'job.cronInvalid': {
    'zh-CN': 'Cron表达式不正确：{problem}',
    'en-US': 'the cron expression is not valid: {problem}',
  },
  'job.cronNeverFires': {
    'zh-CN': 'Cron表达式没有将来的执行时间',
    'en-US': 'the cron expression never fires again',
  },
  'job.unknownTask': {
    'zh-CN': '调用目标 {target} 不是已登记的任务',
    'en-US': 'the invoke target {target} is not a registered task',
  },
  'job.argInvalid': {
    'zh-CN': '任务参数 {arg} 不正确：{problem}',
    'en-US': 'task argument {arg} is not valid: {problem}',
  },
  'job.argUnknown': { 'zh-CN': '任务 {target} 没有参数 {arg}', 'en-US': 'the task {target} takes no argument {arg}' },
  // Cache monitor.
  'cache.keyUnlisted': {
    'zh-CN': '缓存键 {key} 不属于缓存名称 {name}',
    'en-US': 'cacheKey {key} does not belong to the cache name {name}',
  },
  'cache.keyGone': { 'zh-CN': '缓存键 {key} 不存在或已过期', 'en-US': 'cacheKey {key} does not exist or has expired' },
  'application.illegalTransition': {
    'zh-CN': '申报当前状态为「{from}」，不能变为「{to}」',
    'en-US': 'the application is "{from}" and cannot become "{to}"',
  },
  'eligibility.idNumber': {
    'zh-CN': '{name} 的身份证号码不正确，{problem}',
    'en-US': "{name}'s ID number is not valid, {problem}",
  },
  'eligibility.age': {
    'zh-CN': '{name} 按 {date} 计算为 {age} 周岁，不符合本赛道年龄要求（{min} 至 {max} 岁）',
    'en-US': '{name} is {age} on {date}, outside the age bounds of the track ({min} to {max})',
  },
  'eligibility.teamSize': {
    'zh-CN': '团队共 {count} 人，本赛道要求 {min} 至 {max} 人',
    'en-US': 'the team has {count} people, the track asks for {min} to {max}',
  },
  // Named by label, never by key or path (issue 29 item 8).
  'eligibility.requiredField': { 'zh-CN': '{label}不能为空', 'en-US': '{label} is required' },
  'eligibility.fieldType': {
    'zh-CN': '{label}的值不符合类型：{type}',
    'en-US': 'the value of {label} is not a valid {type}',
  },
  // A saved form's rule broken, with the form's own message when it has one (docs/forms.md).
  'eligibility.fieldRule': { 'zh-CN': '{message}', 'en-US': '{message}' },
  'eligibility.requiredAttachment': {
    'zh-CN': '缺少必需的附件：{kind}',
    'en-US': 'the required attachment is missing: {kind}',
  },
  // Names no other application: it may be another team's, which the caller may not see (issue 29).
  'eligibility.oneEntry': {
    'zh-CN': '{field}：{name}的身份证号已在本届其他已提交的申报中，每人每届只能参加一个项目，请联系赛事组织方',
    'en-US':
      "{field}: {name}'s ID number is already in another submitted application of this edition (one entry per person per edition); please contact the competition organisers",
  },
  'application.notEditable': {
    'zh-CN': '申报 {code} 当前状态为「{status}」，只有草稿或退回修改的申报可以修改',
    'en-US': 'application {code} is "{status}"; only drafts and returned applications can be changed',
  },
  'application.notDeletable': {
    'zh-CN': '申报 {code} 当前状态为「{status}」，只有草稿可以删除，其他申报请撤回',
    'en-US': 'application {code} is "{status}"; only drafts can be deleted, withdraw the others',
  },
  'application.notEligible': {
    'zh-CN': '不符合报名条件：{problems}',
    'en-US': 'not eligible: {problems}',
  },
  'application.changedMeanwhile': {
    'zh-CN': '申报 {code} 的状态刚被他人修改，请刷新后重试',
    'en-US': 'application {code} was just changed by someone else; reload and try again',
  },
  'application.returnExpired': {
    'zh-CN': '申报 {code} 的修改期限 {deadline} 已过，不能再修改或提交',
    'en-US':
      'the revision deadline {deadline} of application {code} has passed: it can no longer be changed or resubmitted',
  },
  'application.outsideWindow': {
    'zh-CN': '申报 {code} 不在报名时间内（{start} 至 {end}）',
    'en-US': 'application {code} is outside the registration window ({start} to {end})',
  },
  // The entrant's portal (issue 20).
  'portal.application.missing': { 'zh-CN': '申报不存在', 'en-US': 'no such application' },
  'portal.registrationClosed': {
    'zh-CN': '本届大赛当前不接受报名（报名时间 {start} 至 {end}）',
    'en-US': 'the edition does not take applications now (registration {start} to {end})',
  },
  // What is wrong with a file of an application (put into error.invalidField after the field).
  'application.file.notUpload': {
    'zh-CN': '不是上传的文件（应为 /profile/upload/ 下的文件）',
    'en-US': 'is not an uploaded file (a file under /profile/upload/)',
  },
  'application.file.missing': {
    'zh-CN': '文件不存在或已被删除，请重新上传',
    'en-US': 'the file does not exist or has been deleted, upload it again',
  },
  'application.file.notYours': {
    'zh-CN': '是他人上传的文件，不能引用，请重新上传',
    'en-US': 'was uploaded by someone else and cannot be attached, upload it again',
  },
  'application.file.type': {
    'zh-CN': '{kind} 只能是 {types} 格式的文件',
    'en-US': '{kind} must be a {types} file',
  },
  'application.file.count': {
    'zh-CN': '{kind} 最多 {n} 个文件，现有 {count} 个',
    'en-US': '{kind} takes at most {n} files, {count} given',
  },
  'audit.notYourLevel': {
    'zh-CN': '您不是「{level}」的审核人，不能在这一级作出审核决定',
    'en-US': 'you are not an auditor of "{level}" and cannot decide at this level',
  },
  'audit.notWaitingHere': {
    'zh-CN': '申报 {code} 当前状态为「{status}」，不在「{level}」等待审核',
    'en-US': 'application {code} is "{status}" and does not wait at "{level}"',
  },
  'audit.matchingChanged': {
    'zh-CN': '符合筛选条件的申报现有 {count} 项，与确认时的 {expected} 项不同，请刷新后重新确认',
    'en-US': '{count} applications now match the filter, not the {expected} confirmed: refresh and confirm again',
  },
  'audit.regionOutOfScope': {
    'zh-CN': '地区 {region} 不在您的审核范围内',
    'en-US': 'region {region} is outside your audit scope',
  },
  'audit.tooManyMatching': {
    'zh-CN': '符合筛选条件的申报超过 {max} 项，一次最多审核 {max} 项，请缩小筛选范围',
    'en-US': 'more than {max} applications match the filter; one decision takes at most {max}: narrow the filter',
  },
  // What is wrong with a field (put into error.invalidField after the field, issue 27).
  'audit.deadlinePast': { 'zh-CN': '须晚于当前时间', 'en-US': 'must be in the future' },
  'audit.reasonCodeUnknown': {
    'zh-CN': '须为驳回原因字典（comp_reject_reason）中的原因',
    'en-US': 'must be a reason of the comp_reject_reason dictionary',
  },
  'audit.oneEdition': { 'zh-CN': '所选申报须属于同一届大赛', 'en-US': 'must belong to one edition' },
  'audit.levelUnknown': { 'zh-CN': '不是本届大赛的审核级别', 'en-US': 'is not an audit level of the edition' },
  'application.editionUnknown': { 'zh-CN': '不是已有的大赛届次', 'en-US': 'is not an edition' },
  'application.editionFixed': { 'zh-CN': '申报所属的大赛届次不能更改', 'en-US': 'cannot change' },
  'application.trackRemoved': {
    'zh-CN': '所选赛道已被删除，请重新选择赛道和组别',
    'en-US': 'was removed meanwhile: choose the track and group again',
  },
  'dept.parentRequired': { 'zh-CN': '请选择上级部门', 'en-US': 'a parent is required' },
  'role.menuUnknown': { 'zh-CN': '包含不存在的菜单', 'en-US': 'unknown menu' },
  'user.postUnknown': { 'zh-CN': '包含不存在的岗位', 'en-US': 'unknown post' },
  'list.sortUnknown': { 'zh-CN': '不能按 {column} 排序', 'en-US': 'cannot sort by {column}' },
  'job.arg.text': { 'zh-CN': '须为文本', 'en-US': 'must be text' },
  'job.arg.tooLong': { 'zh-CN': '不能超过 {n} 个字符', 'en-US': 'at most {n} characters' },
  'job.arg.boolean': { 'zh-CN': '须为 true 或 false', 'en-US': 'must be true or false' },
  'job.arg.number': { 'zh-CN': '须为数字', 'en-US': 'must be a number' },
  'job.arg.integer': { 'zh-CN': '须为整数', 'en-US': 'must be a whole number' },
  'job.arg.min': { 'zh-CN': '不能小于 {n}', 'en-US': 'at least {n}' },
  'job.arg.max': { 'zh-CN': '不能大于 {n}', 'en-US': 'at most {n}' },
} as const satisfies Record<string, Record<Locale, string>>;

export type { MessageKey } from './message-catalogue';
/** A value put into a message: as is, or in the message's language (e.g. a state's name). */
export type MessageParam = string | number | Readonly<Record<Locale, string>>;
export type MessageParams = Record<string, MessageParam>;
/** A text in every language, e.g. a catalogue message with its parameters filled in (see `localize`). */
export type LocalizedText = Readonly<Record<Locale, string>>;

const paramText = (param: MessageParam, locale: Locale) => (typeof param === 'object' ? param[locale] : String(param));

/** A message template with its `{name}` parameters filled in the language. */
export function fillMessage(template: string, locale: Locale, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? paramText(params[name], locale) : whole,
  );
}
