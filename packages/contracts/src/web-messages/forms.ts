import type { Locale } from '../locale';

/**
 * Texts of saved forms (表单配置, page flowable/form; docs/forms.md) and of the form renderer
 * (components/form-render; docs/form-render.md) wherever it draws a form. Prefixed `formPage.` and `formRender.` so they
 * never shadow the server's `form.` texts.
 */
export const formsWebMessages = {
  'formPage.entity': { 'zh-CN': '表单', 'en-US': 'form' },
  'formPage.formId': { 'zh-CN': '表单编号', 'en-US': 'Form ID' },
  'formPage.formName': { 'zh-CN': '表单名称', 'en-US': 'Form name' },
  'formPage.version': { 'zh-CN': '最新版本', 'en-US': 'Newest version' },
  'formPage.versionNo': { 'zh-CN': 'v{version}', 'en-US': 'v{version}' },
  'formPage.fieldText': { 'zh-CN': '包含字段', 'en-US': 'Has field' },
  'formPage.fieldCount': { 'zh-CN': '字段数', 'en-US': 'Fields' },
  'formPage.usedBy': { 'zh-CN': '使用赛道', 'en-US': 'Used by tracks' },
  'formPage.notUsed': { 'zh-CN': '未使用', 'en-US': 'Not used' },
  'formPage.usedByCount': { 'zh-CN': '{count} 个赛道', 'en-US': '{count} track(s)' },
  'formPage.updatedBy': { 'zh-CN': '更新者', 'en-US': 'Updated by' },
  'formPage.empty': {
    'zh-CN': '还没有保存的表单，点击“新建”在表单构建中设计一个',
    'en-US': 'No saved forms yet: choose New to design one in the form builder',
  },
  'formPage.new': { 'zh-CN': '新建', 'en-US': 'New' },
  'formPage.design': { 'zh-CN': '设计', 'en-US': 'Design' },
  'formPage.preview': { 'zh-CN': '预览', 'en-US': 'Preview' },
  'formPage.versions': { 'zh-CN': '版本', 'en-US': 'Versions' },
  'formPage.versionCol': { 'zh-CN': '版本', 'en-US': 'Version' },
  'formPage.previewTitle': { 'zh-CN': '预览：{name}（v{version}）', 'en-US': 'Preview: {name} (v{version})' },
  'formPage.versionsTitle': { 'zh-CN': '版本：{name}', 'en-US': 'Versions: {name}' },
  'formPage.versionsEmpty': { 'zh-CN': '没有版本', 'en-US': 'No versions' },
  'formPage.createdBy': { 'zh-CN': '保存者', 'en-US': 'Saved by' },
  'formPage.createdAt': { 'zh-CN': '保存时间', 'en-US': 'Saved at' },
  'formPage.newest': { 'zh-CN': '最新', 'en-US': 'Newest' },
  'formPage.keptAnswers': { 'zh-CN': '保留的答案（JSON）', 'en-US': 'Answers kept (JSON)' },
  'formPage.pageVerdict': { 'zh-CN': '页面校验', 'en-US': 'Page check' },
  'formPage.serverVerdict': { 'zh-CN': '服务器校验', 'en-US': 'Server check' },
  'formPage.verdictPassed': { 'zh-CN': '通过', 'en-US': 'Passed' },
  'formPage.verdictProblems': { 'zh-CN': '{count} 个问题', 'en-US': '{count} problem(s)' },
  'formPage.checking': { 'zh-CN': '服务器校验中…', 'en-US': 'Checking on the server…' },
  'formPage.checkFailed': { 'zh-CN': '服务器校验未完成', 'en-US': 'The server check did not complete' },
  'formPage.submitHint': {
    'zh-CN': '填写后点击“提交”：页面按表单规则校验，再由服务器用同一规则校验。',
    'en-US':
      'Fill it in and choose Submit: the page checks the answers with the form’s rules, then the server checks them with the same rules.',
  },
  'formPage.noFields': { 'zh-CN': '这个表单没有字段', 'en-US': 'This form has no fields' },
  'formRender.submit': { 'zh-CN': '提交', 'en-US': 'Submit' },
  'formRender.reset': { 'zh-CN': '重置', 'en-US': 'Reset' },
  'formRender.yes': { 'zh-CN': '是', 'en-US': 'Yes' },
  'formRender.no': { 'zh-CN': '否', 'en-US': 'No' },
} as const satisfies Record<string, Record<Locale, string>>;
