/**
 * Texts of saved forms (docs/forms.md): the answer rules' default messages (shared by the renderer
 * and the server), the form document's problems, and the form module's refusals. Spread into the
 * message catalogue and the pages' texts.
 */
export const formMessages = {
  'form.answer.required': { 'zh-CN': '{label}不能为空', 'en-US': '{label} is required' },
} as const;
