import { z } from 'zod';
import { BusinessType } from '../constants';
import { dataAnswer, defineEndpoint, emptyAnswer } from '../endpoint';
import type { MessageKey } from '../messages';
import { updatePasswordBody } from './profile';
import { loginBody, registerBody } from './session';
import { smsCodeBody, smsLoginBody } from './sms';

// The entrant API's accounts (issue 20): entrants register with an SMS code, wait for registration
// review (or are approved at once where configured), and log in with a password or an SMS code.
// The answer is a portal token, valid only on routes of access mode `entrant` under /portal/.

export const postPortalLogin = defineEndpoint({
  method: 'POST',
  path: '/portal/login',
  access: 'public',
  body: loginBody,
  answer: z.object({ token: z.string() }),
  summary: 'Entrant password login (role participants only); answers a portal token',
});

export const postPortalSmsCode = defineEndpoint({
  method: 'POST',
  path: '/portal/sms/code',
  access: 'public',
  body: smsCodeBody,
  answer: z.object({ uuid: z.string() }),
  summary: "Sends a login code to an active entrant's number; the same answer for any number",
});

export const postPortalSmsLogin = defineEndpoint({
  method: 'POST',
  path: '/portal/sms/login',
  access: 'public',
  body: smsLoginBody,
  answer: z.object({ token: z.string() }),
  summary: 'Entrant login with a mobile number and an SMS code; answers a portal token',
});

export const postPortalRegisterCode = defineEndpoint({
  method: 'POST',
  path: '/portal/register/code',
  access: 'public',
  body: smsCodeBody,
  answer: z.object({ uuid: z.string() }),
  summary: 'Sends a registration code to a number no account holds; the same answer for any number',
});

export const portalRegisterBody = registerBody.safeExtend({
  /** The entrant's real name, shown to staff in registration review. */
  realName: z
    .string()
    .trim()
    .min(1, 'realName is required')
    .max(30)
    .regex(/^[^<>]*$/, 'realName cannot contain < or >'),
  smsCode: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'validation.smsCode' satisfies MessageKey),
  uuid: z.string().min(1).max(64),
});

export const postPortalRegister = defineEndpoint({
  method: 'POST',
  path: '/portal/register',
  access: 'public',
  body: portalRegisterBody,
  answer: z.object({ approved: z.boolean() }),
  summary:
    'Registers an entrant (role participants) after the SMS code; the account waits for registration review unless entrants are approved at once',
});

export const postPortalLogout = defineEndpoint({
  method: 'POST',
  path: '/portal/logout',
  access: 'public',
  answer: emptyAnswer,
  summary: 'Ends the portal session of the sent token; always succeeds',
});

export const portalProfile = z.object({
  userName: z.string(),
  realName: z.string(),
  /** Masked. */
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  createTime: z.string().nullable(),
  /** The initial (or reset) password must be changed before anything else (PUT /portal/password). */
  pwdChangeRequired: z.boolean(),
});
export type PortalProfile = z.infer<typeof portalProfile>;

export const getPortalProfile = defineEndpoint({
  method: 'GET',
  path: '/portal/profile',
  access: 'entrant',
  beforePasswordChange: true,
  answer: dataAnswer(portalProfile),
  summary: "The entrant's own account",
});

export const portalProfileBody = z.object({
  realName: portalRegisterBody.shape.realName,
  email: z.union([z.email('email is not a valid address').max(50), z.literal('')]).optional(),
});

export const putPortalProfile = defineEndpoint({
  method: 'PUT',
  path: '/portal/profile',
  access: 'entrant',
  body: portalProfileBody,
  answer: emptyAnswer,
  log: { title: '报名者资料', businessType: BusinessType.UPDATE },
  summary: "Changes the entrant's real name and email",
});

export const putPortalPassword = defineEndpoint({
  method: 'PUT',
  path: '/portal/password',
  access: 'entrant',
  beforePasswordChange: true,
  body: updatePasswordBody,
  answer: emptyAnswer,
  log: { title: '报名者密码', businessType: BusinessType.UPDATE },
  summary:
    "Changes the entrant's password (old one checked, new one different); ends the entrant's other portal sessions",
});
