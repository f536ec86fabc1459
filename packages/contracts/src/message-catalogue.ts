import { judgingMessages } from './judging-messages';
import type { Locale } from './locale';
import { coreMessages, fillMessage, type LocalizedText, type MessageParams } from './messages';

// The server's whole catalogue, in a module of its own: the web imports only the core catalogue
// (messages.ts), so the judging refusals stay out of the login page and load with the pages.

/** Every server message: the core catalogue and the judging pages' refusals. */
export const messages = { ...coreMessages, ...judgingMessages } as const;

export type MessageKey = keyof typeof messages;

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(messages, value);
}

export function formatMessage(key: MessageKey, locale: Locale, params: MessageParams = {}): string {
  return fillMessage(messages[key][locale], locale, params);
}

/** A message in every language, to be put into another message as a parameter (e.g. a field's problem). */
export function localize(key: MessageKey, params: MessageParams = {}): LocalizedText {
  return { 'zh-CN': formatMessage(key, 'zh-CN', params), 'en-US': formatMessage(key, 'en-US', params) };
}
