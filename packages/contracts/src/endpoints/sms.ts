import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import type { MessageKey } from '../messages';

/** A mainland China mobile number, trimmed (docs/web-client.md section 5). */
export const mobileNumber = z
  .string()
  .trim()
  .regex(/^1[3-9]\d{9}$/, 'validation.mobile' satisfies MessageKey);

/** `code` and `uuid` answer a captcha, asked for once an address has asked for a few codes within the hour. */
export const smsCodeBody = z.object({
  mobile: mobileNumber,
  code: z.string().trim().max(10).optional(),
  uuid: z.string().max(64).optional(),
});

/**
 * Asks for a login code. The answer is the same whether or not the number belongs to an active
 * back-office user and whether or not the provider accepted the message: only `uuid`, never the code.
 */
export const postSmsCode = defineEndpoint({
  method: 'POST',
  path: '/sms/code',
  access: 'public',
  body: smsCodeBody,
  answer: z.object({ uuid: z.string() }),
  summary: 'Sends a 6-digit login code by SMS (5 minutes, single use); answers its uuid',
});

export const smsLoginBody = z.object({
  mobile: mobileNumber,
  smsCode: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'validation.smsCode' satisfies MessageKey),
  uuid: z.string().min(1).max(64),
});

export const postSmsLogin = defineEndpoint({
  method: 'POST',
  path: '/sms/login',
  access: 'public',
  body: smsLoginBody,
  answer: z.object({ token: z.string() }),
  summary: 'Login with a mobile number and an SMS code; answers the session token',
});
