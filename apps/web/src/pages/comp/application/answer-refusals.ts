/** `answers.<name>` as the server names an extra field's answer (docs/applications.md). */
const ANSWER_FIELD = /answers\.([a-zA-Z][a-zA-Z0-9_]{0,39})/g;
/** error.invalidField's text, `参数 {field} 不正确：{problem}` / `invalid {field}: {problem}`: the problem alone. */
const INVALID_FIELD = /^(?:参数 \S+ 不正确：|invalid \S+: )(.+)$/s;

/**
 * The extra fields a server refusal names, each with the text to show under it: the problem alone
 * when the refusal is about one field, else the whole refusal (several problems in one sentence).
 */
export function answerRefusals(message: string): Array<{ name: string; error: string }> {
  const names = [...new Set([...message.matchAll(ANSWER_FIELD)].map((match) => match[1] as string))];
  const single = names.length === 1 ? INVALID_FIELD.exec(message)?.[1] : undefined;
  return names.map((name) => ({ name, error: single ?? message }));
}
