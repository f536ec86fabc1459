export { RichText } from './rich-text';
export { RichTextView } from './rich-text-view';
export type { RichTextProps } from './types';
