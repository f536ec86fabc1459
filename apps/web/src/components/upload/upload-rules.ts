import type { MessageKey, MessageParams } from '@cbo/contracts';

/** docs/web-client.md section 5 defaults. */
export const FILE_DEFAULTS = { types: ['ppt', 'pdf', 'png', 'jpg', 'jpeg'], sizeMb: 5, limit: 5 } as const;
export const IMAGE_DEFAULTS = { types: ['png', 'jpg', 'jpeg'], sizeMb: 5, limit: 5 } as const;

export interface UploadRules {
  types: readonly string[];
  sizeMb: number;
  limit: number;
}

export interface RuleBreak {
  key: MessageKey;
  params: MessageParams;
}

const extension = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/**
 * The spec's checks before a file is sent: its extension is in the list and it is under the size
 * limit. `kind` picks the file or the image texts. An empty type list accepts any extension.
 */
export function checkFile(
  file: { name: string; size: number },
  rules: UploadRules,
  kind: 'file' | 'image',
): RuleBreak | undefined {
  if (rules.types.length > 0 && !rules.types.includes(extension(file.name))) {
    return { key: kind === 'file' ? 'upload.fileType' : 'upload.imageType', params: { types: rules.types.join('/') } };
  }
  if (file.size > rules.sizeMb * 1024 * 1024) {
    return { key: kind === 'file' ? 'upload.fileSize' : 'upload.imageSize', params: { n: rules.sizeMb } };
  }
  return undefined;
}

/** The count rule: refused when the files already there plus the new ones exceed the limit. */
export function checkCount(current: number, adding: number, rules: UploadRules): RuleBreak | undefined {
  return current + adding > rules.limit ? { key: 'upload.fileCount', params: { n: rules.limit } } : undefined;
}

/** A component's value (comma-joined resource paths, or a list) as a list. */
export function valueList(value: string | readonly string[] | undefined | null): string[] {
  if (!value) return [];
  const list = typeof value === 'string' ? value.split(',') : [...value];
  return list.map((item) => item.trim()).filter(Boolean);
}

/** The file name shown for a stored path: its last segment. */
export function shownName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/**
 * The name a user knows a stored file by: the original name when this page uploaded it, else the
 * stored name without the random part the server adds (`doc1_ff389941c76f4fe3.pdf` is doc1.pdf).
 */
export function originalName(path: string, known?: ReadonlyMap<string, string>): string {
  const original = known?.get(path);
  if (original) return original;
  const stored = shownName(path);
  return stored.replace(/^(.+)_[0-9a-f]{16}(\.[^.]+)$/, '$1$2');
}
