import type { TranslationKey } from '../../../core/i18n';

/** The upload rules of each attachment kind: extensions and size in MB. */
const DOCUMENT = { types: ['pdf', 'ppt', 'pptx', 'doc', 'docx'], sizeMb: 20, limit: 3 };
const RULES: Record<string, { types: string[]; sizeMb: number; limit: number }> = {
  business_plan: { types: ['pdf'], sizeMb: 20, limit: 1 },
  pitch_deck: { types: ['pdf', 'ppt', 'pptx'], sizeMb: 20, limit: 1 },
  project_report: { types: ['pdf', 'doc', 'docx'], sizeMb: 20, limit: 1 },
  image: { types: ['png', 'jpg', 'jpeg'], sizeMb: 5, limit: 9 },
  other: { types: ['pdf', 'ppt', 'pptx', 'doc', 'docx', 'zip', 'png', 'jpg', 'jpeg'], sizeMb: 20, limit: 5 },
};

const NAMES: Record<string, TranslationKey> = {
  business_plan: 'apply.kind.business_plan',
  pitch_deck: 'apply.kind.pitch_deck',
  project_report: 'apply.kind.project_report',
  image: 'apply.kind.image',
  other: 'apply.kind.other',
};

export const rulesOfKind = (kind: string) => RULES[kind] ?? DOCUMENT;

/** A kind's name, or the kind itself when the track names one we have no words for. */
export function kindName(kind: string, t: (key: TranslationKey) => string): string {
  const key = NAMES[kind];
  return key ? t(key) : kind;
}

/** The kinds a form offers: the track's required ones first, then images and others. */
export function kindsOf(required: readonly string[]): string[] {
  return [...new Set([...required, 'image', 'other'])];
}

const IMAGE = /\.(png|jpe?g|gif|webp|bmp)$/i;
export const isImage = (name: string) => IMAGE.test(name);
export const isPdf = (name: string) => /\.pdf$/i.test(name);
