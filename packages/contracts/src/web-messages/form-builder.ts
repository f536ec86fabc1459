import type { Locale } from '../locale';

/**
 * Texts of the form builder (表单构建, /tool/build/index; docs/form-builder.md): palette, canvas,
 * properties panel, toolbar, preview, JSON in and out, save. Prefixed `formBuilder.`.
 */
export const formBuilderWebMessages = {
  'formBuilder.title': { 'zh-CN': '表单构建', 'en-US': 'Form builder' },
} as const satisfies Record<string, Record<Locale, string>>;
