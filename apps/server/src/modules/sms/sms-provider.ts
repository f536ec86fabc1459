import type { SmsPurpose } from '@cbo/contracts';

export type { SmsPurpose };

/**
 * One message to one mainland mobile number, rendered from its purpose's template: the provider's
 * template code with the variables as parameters (Alibaba Cloud), and the text as rendered (what
 * the log provider records).
 */
export interface SmsMessage {
  mobile: string;
  /** The provider's template code. */
  template: string;
  params: Record<string, string>;
  purpose: SmsPurpose;
  /** The template's text with the parameters filled in, signature not included. */
  text: string;
}

/** What the product asks to send: the purpose finds the template (docs/sms-templates.md). */
export interface SmsNotice {
  mobile: string;
  purpose: SmsPurpose;
  params: Record<string, string>;
  /** The recipient's language where one is recorded; zh-CN otherwise, and when the template has no en-US text. */
  language?: 'zh-CN' | 'en-US';
}

/** What the provider said: accepted with its message id, or refused with its reason. */
export type SmsDelivery = { ok: true; providerId: string } | { ok: false; error: string; providerId?: string };

/** A text message gateway. `send` never throws: failures are answered as deliveries. */
export interface SmsProvider {
  readonly name: 'log' | 'aliyun';
  send(message: SmsMessage): Promise<SmsDelivery>;
}
