import { attachmentRuleOf } from '@cbo/contracts';
import type { TranslationKey } from '../../../core/i18n';

const NAMES: Record<string, TranslationKey> = {
  business_plan: 'apply.kind.business_plan',
  pitch_deck: 'apply.kind.pitch_deck',
  project_report: 'apply.kind.project_report',
  image: 'apply.kind.image',
  other: 'apply.kind.other',
};

/** The upload rules of a kind (extensions, size in MB, count), the same the server enforces. */
export const rulesOfKind = attachmentRuleOf;

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
