import type { Locale } from '../locale';

/**
 * Texts of saved forms (表单配置, page flowable/form; docs/forms.md) and of the form renderer
 * (components/form-render) wherever it draws a form. Prefixed `formPage.` and `formRender.` so they
 * never shadow the server's `form.` texts.
 */
export const formsWebMessages = {
  'formPage.entity': { 'zh-CN': '表单', 'en-US': 'form' },
  'formRender.submit': { 'zh-CN': '提交', 'en-US': 'Submit' },
  'formRender.reset': { 'zh-CN': '重置', 'en-US': 'Reset' },
  'formRender.yes': { 'zh-CN': '是', 'en-US': 'Yes' },
  'formRender.no': { 'zh-CN': '否', 'en-US': 'No' },
} as const satisfies Record<string, Record<Locale, string>>;
