/**
 * Logged parameters and results as people read them: JSON indented by two spaces. Text that is not
 * JSON (or was cut at the log's length limit) is shown as it is.
 */
export function prettyJson(text: string | null | undefined): string {
  const value = text?.trim() ?? '';
  if (!value) return '';
  try {
    return JSON.stringify(JSON.parse(value), null, 2);
  } catch {
    return value;
  }
}
