/**
 * Texts of saved forms (docs/forms.md, docs/form-schema.md): the answer rules' default messages
 * (shared by the renderer and the server), the form document's problems, and the form module's
 * refusals. Spread into the message catalogue and the pages' texts.
 */
export const formMessages = {
  // An answer's problems (form/field-check.ts); {label} is the field's label.
  'form.answer.required': { 'zh-CN': '{label}不能为空', 'en-US': '{label} is required' },
  'form.answer.type': { 'zh-CN': '{label}须为{type}', 'en-US': '{label} must be {type}' },
  'form.answer.tooLong': {
    'zh-CN': '{label}不能超过{max}个字符',
    'en-US': '{label} must be at most {max} characters',
  },
  'form.answer.option': { 'zh-CN': '{label}不是可选的选项', 'en-US': '{label} is not one of the options' },
  'form.answer.region': { 'zh-CN': '{label}不是可选的地区', 'en-US': '{label} is not an available region' },
  'form.answer.regionLevel': {
    'zh-CN': '{label}最多选到{level}',
    'en-US': '{label} may be chosen down to the {level} at most',
  },
  'form.answer.dateOrder': {
    'zh-CN': '{label}的开始日期不能晚于结束日期',
    'en-US': 'the start of {label} must not be after its end',
  },
  'form.answer.precision': {
    'zh-CN': '{label}最多保留{precision}位小数',
    'en-US': '{label} may have at most {precision} decimal places',
  },
  'form.answer.step': { 'zh-CN': '{label}须为{step}的整数倍', 'en-US': '{label} must be a multiple of {step}' },
  'form.answer.fileCount': {
    'zh-CN': '{label}最多上传{max}个文件',
    'en-US': '{label} takes at most {max} files',
  },
  'form.answer.fileType': {
    'zh-CN': '{label}的文件格式不正确，请上传{types}格式文件',
    'en-US': 'the file type of {label} is not accepted: upload {types} files',
  },
  // Rules' default messages (a rule's own message replaces them).
  'form.rule.lengthBetween': {
    'zh-CN': '{label}须为{min}到{max}个字符',
    'en-US': '{label} must be {min} to {max} characters',
  },
  'form.rule.lengthMin': { 'zh-CN': '{label}至少{min}个字符', 'en-US': '{label} must be at least {min} characters' },
  'form.rule.lengthMax': { 'zh-CN': '{label}最多{max}个字符', 'en-US': '{label} must be at most {max} characters' },
  'form.rule.itemsBetween': {
    'zh-CN': '{label}须选择{min}到{max}项',
    'en-US': 'choose {min} to {max} items for {label}',
  },
  'form.rule.itemsMin': { 'zh-CN': '{label}至少选择{min}项', 'en-US': 'choose at least {min} items for {label}' },
  'form.rule.itemsMax': { 'zh-CN': '{label}最多选择{max}项', 'en-US': 'choose at most {max} items for {label}' },
  'form.rule.pattern': { 'zh-CN': '{label}格式不正确', 'en-US': '{label} is not in the expected format' },
  'form.rule.rangeBetween': {
    'zh-CN': '{label}须在{min}到{max}之间',
    'en-US': '{label} must be between {min} and {max}',
  },
  'form.rule.rangeMin': { 'zh-CN': '{label}不能小于{min}', 'en-US': '{label} must be at least {min}' },
  'form.rule.rangeMax': { 'zh-CN': '{label}不能大于{max}', 'en-US': '{label} must be at most {max}' },
  // The form document's problems (form/schema-problems.ts), shown on the node and in the API's refusal.
  'form.schema.version': {
    'zh-CN': '表单格式版本不受支持（本系统读写 schemaVersion 1）',
    'en-US': 'unsupported form format version (this system reads and writes schemaVersion 1)',
  },
  'form.schema.idTaken': { 'zh-CN': '节点标识{id}重复', 'en-US': 'node id {id} is used twice' },
  'form.schema.nameTaken': { 'zh-CN': '字段名{name}已被使用', 'en-US': 'field name {name} is already used' },
  'form.schema.optionsRequired': {
    'zh-CN': '{label}需要选项（静态列表或字典类型）',
    'en-US': '{label} needs options (a static list or a dictionary type)',
  },
  'form.schema.optionTaken': { 'zh-CN': '选项值{value}重复', 'en-US': 'option value {value} is used twice' },
  'form.schema.cascaderStatic': {
    'zh-CN': '级联选择的选项须为静态列表',
    'en-US': 'a cascader takes a static list of options',
  },
  'form.schema.visibleSelf': {
    'zh-CN': '显示条件不能依赖字段自身',
    'en-US': 'a visibility condition cannot name the field itself',
  },
  'form.schema.visibleMissing': {
    'zh-CN': '显示条件引用的字段{field}不存在',
    'en-US': 'the visibility condition names field {field}, which does not exist',
  },
  'form.schema.visibleBelow': {
    'zh-CN': '显示条件引用的字段{field}须位于本字段之前',
    'en-US': 'the visibility condition names field {field}, which must come before this one',
  },
  'form.schema.visibleValue': {
    'zh-CN': '显示条件的比较值不适用于运算符{op}',
    'en-US': 'the visibility condition value does not fit operator {op}',
  },
  'form.schema.ruleType': {
    'zh-CN': '{kind}规则不适用于{type}字段',
    'en-US': 'a {kind} rule does not apply to a {type} field',
  },
  'form.schema.ruleEmpty': {
    'zh-CN': '{kind}规则缺少限制值',
    'en-US': 'the {kind} rule sets no limit',
  },
  'form.schema.lengthWhole': {
    'zh-CN': '长度限制须为不小于0的整数',
    'en-US': 'length limits must be whole numbers of at least 0',
  },
  'form.schema.minMax': { 'zh-CN': '最小值不能大于最大值', 'en-US': 'the minimum must not exceed the maximum' },
  'form.schema.patternInvalid': {
    'zh-CN': '正则表达式无法解析',
    'en-US': 'the regular expression does not compile',
  },
  'form.schema.patternUnsafe': {
    'zh-CN': '正则表达式可能导致过度回溯（不允许反向引用、后行断言、嵌套量词及可重叠的重复分支，且最多200个字符）',
    'en-US':
      'the regular expression could backtrack excessively (no backreferences, lookbehinds, nested quantifiers or overlapping repeated alternatives; at most 200 characters)',
  },
  'form.schema.defaultInvalid': {
    'zh-CN': '{label}的默认值无效：{problem}',
    'en-US': 'the default value of {label} is not valid: {problem}',
  },
  'form.schema.fileTypes': {
    'zh-CN': '文件格式只能从{types}中选择',
    'en-US': 'file types must be among {types}',
  },
  'form.schema.fileSize': { 'zh-CN': '单个文件不能超过{max} MB', 'en-US': 'a file may be at most {max} MB' },
  'form.schema.fileLimit': { 'zh-CN': '文件数量不能超过{max}个', 'en-US': 'at most {max} files' },
  'form.schema.spanTotal': {
    'zh-CN': '各列宽度合计{total}，超过24',
    'en-US': 'the columns are {total} wide together, more than 24',
  },
  // The form module's refusals (flowable/form).
  'form.nameRequired': { 'zh-CN': '表单名称不能为空', 'en-US': 'the form name is required' },
  'form.nameTaken': { 'zh-CN': '表单名称{name}已存在', 'en-US': 'a form named {name} already exists' },
  'form.notFound': { 'zh-CN': '表单不存在', 'en-US': 'the form does not exist' },
  'form.versionNotFound': {
    'zh-CN': '表单版本{version}不存在',
    'en-US': 'version {version} of the form does not exist',
  },
  'form.stale': {
    'zh-CN': '表单已被他人保存为版本{version}，请重新打开后再修改',
    'en-US': 'someone saved version {version} of the form meanwhile: reopen it before changing it',
  },
  'form.inUse': {
    'zh-CN': '表单{name}正被{count}个赛道使用，不能删除',
    'en-US': 'form {name} is used by {count} tracks and cannot be removed',
  },
} as const;
