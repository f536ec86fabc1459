import type { Locale } from '../locale';

/**
 * Texts of saved forms (表单配置, page flowable/form; docs/forms.md) and of the form renderer
 * (components/form-render) wherever it draws a form. Prefixed `formPage.` and `formRender.` so they
 * never shadow the server's `form.` texts.
 */
export const formsWebMessages = {
  'formPage.entity': { 'zh-CN': '表单', 'en-US': 'form' },
} as const satisfies Record<string, Record<Locale, string>>;
