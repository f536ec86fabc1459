import type { MessageKey, MessageParams } from '@cbo/contracts';

/**
 * docs/web-client.md section 5: the editor inserts only these types (browsers send SVG as image/svg+xml; the
 * spec's image/svg is kept for any that do not). Default limit 5 MB.
 */
export const EDITOR_IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/svg', 'image/svg+xml'] as const;
export const EDITOR_IMAGE_SIZE_MB = 5;

export interface ImageRuleBreak {
  key: MessageKey;
  params?: MessageParams;
}

export const isSvg = (file: { type: string }) => file.type === 'image/svg+xml' || file.type === 'image/svg';

/** The spec's checks before an image is sent: its type, then its size (a limit of 0 means none). */
export function checkEditorImage(file: { type: string; size: number }, sizeMb: number): ImageRuleBreak | undefined {
  if (!(EDITOR_IMAGE_TYPES as readonly string[]).includes(file.type)) return { key: 'upload.editorImageType' };
  if (sizeMb > 0 && file.size > sizeMb * 1024 * 1024) return { key: 'upload.fileSize', params: { n: sizeMb } };
  return undefined;
}
