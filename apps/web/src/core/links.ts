/** docs/web-client.md section 5: http(s):, mailto: and tel: values are external links (opened in a new tab). */
export function isExternal(path: string): boolean {
  return /^(https?:|mailto:|tel:)/.test(path);
}
