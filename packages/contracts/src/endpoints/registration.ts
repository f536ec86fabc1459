import { z } from 'zod';
import { BusinessType } from '../constants';
import { defineEndpoint, pageQuery, tableAnswer } from '../endpoint';

// Registration review (issue 19, docs/domain.md 5.2): accounts from /register wait here until approved
// (the account is activated with the role asked for) or rejected with a reason; the decision goes
// out by SMS and is recorded.

/** '1' waiting, '0' approved, '2' rejected (as sys_user.reg_status). */
export const REGISTRATION_STATUSES = ['1', '0', '2'] as const;

export const registrationRow = z.object({
  userId: z.number(),
  userName: z.string(),
  nickName: z.string().nullable(),
  /** Masked (138****0000). */
  mobile: z.string().nullable(),
  requestedRole: z.string(),
  requestedRoleName: z.string().nullable(),
  status: z.enum(REGISTRATION_STATUSES),
  reason: z.string().nullable(),
  autoApproved: z.enum(['0', '1']),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** '0' the decision's text message was accepted, '1' it failed, null none was sent. */
  smsStatus: z.enum(['0', '1']).nullable(),
  createTime: z.string().nullable(),
});
export type RegistrationRow = z.infer<typeof registrationRow>;

const userId = z.coerce.number().int().positive();
const log = { title: '注册审核', businessType: BusinessType.UPDATE };

export const listRegistrations = defineEndpoint({
  method: 'GET',
  path: '/system/registration/list',
  access: 'system:registration:list',
  query: pageQuery.extend({
    status: z.enum([...REGISTRATION_STATUSES, '']).optional(),
    userName: z.string().max(30).optional(),
  }),
  answer: tableAnswer(registrationRow),
  summary: 'Registrations, the waiting ones first, newest first',
});

export const approveRegistration = defineEndpoint({
  method: 'PUT',
  path: '/system/registration/:userId/approve',
  access: 'system:registration:review',
  params: z.object({ userId }),
  answer: z.object({}),
  log,
  summary: 'Activates a waiting account with the role it asked for and tells its holder by SMS',
});

export const rejectRegistration = defineEndpoint({
  method: 'PUT',
  path: '/system/registration/:userId/reject',
  access: 'system:registration:review',
  params: z.object({ userId }),
  body: z.object({
    reason: z.string().trim().min(1, 'reason is required').max(500),
  }),
  answer: z.object({}),
  log,
  summary: 'Refuses a waiting account with a reason, told to its holder by SMS',
});
