/**
 * What an application's files may be, shared by the form (checked before a file is sent) and the
 * server (checked again when the application is created or edited). The size is checked by the
 * form and by the upload itself; the server checks the extension and the count per kind.
 */
export interface AttachmentRule {
  /** Allowed extensions, lower case, without the dot. */
  readonly types: readonly string[];
  /** Largest file in MB (the form's check). */
  readonly sizeMb: number;
  /** Most files of the kind on one application. */
  readonly limit: number;
}

const DOCUMENT_TYPES = ['pdf', 'ppt', 'pptx', 'doc', 'docx'] as const;
const IMAGE_TYPES = ['png', 'jpg', 'jpeg'] as const;

/** The rule of a kind a track names that has no rule of its own (project_report-like documents). */
export const DOCUMENT_ATTACHMENT_RULE: AttachmentRule = { types: DOCUMENT_TYPES, sizeMb: 20, limit: 3 };

export const ATTACHMENT_RULES: Readonly<Record<string, AttachmentRule>> = {
  business_plan: { types: ['pdf'], sizeMb: 20, limit: 1 },
  pitch_deck: { types: ['pdf', 'ppt', 'pptx'], sizeMb: 20, limit: 1 },
  project_report: { types: ['pdf', 'doc', 'docx'], sizeMb: 20, limit: 1 },
  image: { types: IMAGE_TYPES, sizeMb: 5, limit: 9 },
  other: { types: [...DOCUMENT_TYPES, 'zip', ...IMAGE_TYPES], sizeMb: 20, limit: 5 },
};

/** The answer to a `file` extra field of a track: one document or image. */
export const FILE_FIELD_RULE: AttachmentRule = { types: [...DOCUMENT_TYPES, ...IMAGE_TYPES], sizeMb: 20, limit: 1 };

/** The readable name of each common kind (a kind a track names that is not here is shown as itself). */
export const ATTACHMENT_KIND_LABELS: Readonly<Record<string, Readonly<Record<'zh-CN' | 'en-US', string>>>> = {
  business_plan: { 'zh-CN': '商业计划书', 'en-US': 'Business plan' },
  pitch_deck: { 'zh-CN': '路演PPT', 'en-US': 'Pitch deck' },
  project_report: { 'zh-CN': '项目报告', 'en-US': 'Project report' },
  image: { 'zh-CN': '项目图片', 'en-US': 'Images' },
  other: { 'zh-CN': '其他材料', 'en-US': 'Other files' },
};

/** A kind's label in both languages (the kind itself when it has none). */
export const attachmentKindLabel = (kind: string): Readonly<Record<'zh-CN' | 'en-US', string>> =>
  Object.hasOwn(ATTACHMENT_KIND_LABELS, kind) ? ATTACHMENT_KIND_LABELS[kind] : { 'zh-CN': kind, 'en-US': kind };

export const attachmentRuleOf = (kind: string): AttachmentRule =>
  Object.hasOwn(ATTACHMENT_RULES, kind) ? ATTACHMENT_RULES[kind] : DOCUMENT_ATTACHMENT_RULE;

/** Where an uploaded file's resource path starts (what /common/upload answers). */
export const UPLOAD_RESOURCE_PREFIX = '/profile/upload/';

/** A file name's or path's extension, lower case, without the dot ('' when it has none). */
export function fileExtension(name: string): string {
  const base = name.slice(name.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot + 1).toLowerCase();
}

/** The paths of a `file` answer: the form's value is comma-joined resource paths. */
export function fileAnswerPaths(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  return value
    .split(',')
    .map((path) => path.trim())
    .filter(Boolean);
}

/**
 * The readable name of a stored upload from its resource path: the file name without the random
 * suffix the server adds (`监护人同意书_0a1b2c3d4e5f6a7b.pdf` -> `监护人同意书.pdf`).
 */
export function storedFileName(path: string): string {
  const base = path.slice(path.lastIndexOf('/') + 1);
  return base.replace(/^(?:(.+)_)?[0-9a-f]{8,16}(\.[^.]+)$/, (_whole, stem: string | undefined, ext: string) =>
    stem ? `${stem}${ext}` : base,
  );
}
