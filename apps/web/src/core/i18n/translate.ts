import {
  coreMessages,
  fillMessage,
  isWebMessageKey,
  type Locale,
  type MessageKey,
  type MessageParams,
  type WebMessageKey,
  webMessages,
} from '@cbo/contracts';

export type TranslationKey = MessageKey | WebMessageKey;
export type Translate = (key: TranslationKey, params?: MessageParams) => string;

function fill(template: string, params: MessageParams): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

type Catalogue = Readonly<Record<string, Record<Locale, string>>>;

/** The pages' texts once loaded (page-messages.ts): empty on the login page. */
let pageMessages: Catalogue = {};

export function registerPageMessages(messages: Catalogue): void {
  pageMessages = messages;
}

/**
 * Looks a key up in the web catalogue, then in the pages' texts, then in the shared catalogue; an
 * unknown key reads as itself.
 */
export function translate(key: TranslationKey, locale: Locale, params: MessageParams = {}): string {
  if (isWebMessageKey(key)) return fill(webMessages[key][locale], params);
  const pageText = Object.hasOwn(pageMessages, key) ? pageMessages[key] : undefined;
  if (pageText) return fillMessage(pageText[locale], locale, params);
  // Only the core server catalogue travels with the login page; the judging pages' refusals come
  // with the pages' texts (judging-messages.ts in the contracts).
  if (Object.hasOwn(coreMessages, key))
    return fillMessage(coreMessages[key as keyof typeof coreMessages][locale], locale, params);
  return key;
}

/** Whether a key has a text (a validation message may be a catalogue key or plain words). */
export function hasTranslation(key: string): key is TranslationKey {
  return isWebMessageKey(key) || Object.hasOwn(pageMessages, key) || Object.hasOwn(coreMessages, key);
}
