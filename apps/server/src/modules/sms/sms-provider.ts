/** Why a message is sent; recorded with it. */
export type SmsPurpose = 'login_code' | 'register_code' | 'audit_result' | 'registration_result';

/** One templated text message to one mainland mobile number. */
export interface SmsMessage {
  mobile: string;
  /** The provider's template code. */
  template: string;
  params: Record<string, string>;
  purpose: SmsPurpose;
}

/** What the provider said: accepted with its message id, or refused with its reason. */
export type SmsDelivery = { ok: true; providerId: string } | { ok: false; error: string; providerId?: string };

/** A text message gateway. `send` never throws: failures are answered as deliveries. */
export interface SmsProvider {
  readonly name: 'log' | 'aliyun';
  send(message: SmsMessage): Promise<SmsDelivery>;
}
