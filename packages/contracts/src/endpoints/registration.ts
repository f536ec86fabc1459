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

export const registrationFilters = z.object({
  status: z.enum([...REGISTRATION_STATUSES, '']).optional(),
  userName: z.string().max(30).optional(),
});

export const listRegistrations = defineEndpoint({
  method: 'GET',
  path: '/system/registration/list',
  access: 'system:registration:list',
  query: pageQuery.extend(registrationFilters.shape),
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

/** The most registrations one decision takes (chosen or matching a filter). */
export const REGISTRATION_BATCH_MAX = 500;

const decisionFields = {
  decision: z.enum(['approve', 'reject']),
  /** Required to reject; told to each holder. */
  reason: z.string().trim().max(500).nullish(),
};

export const decideRegistrations = defineEndpoint({
  method: 'PUT',
  path: '/system/registration/decide',
  access: 'system:registration:review',
  body: z.object({ userIds: z.array(userId).min(1).max(REGISTRATION_BATCH_MAX), ...decisionFields }),
  answer: z.object({ data: z.object({ changed: z.number() }) }),
  log,
  summary:
    'Approves or rejects (with a reason) the chosen waiting registrations, all or none; each holder is told by SMS',
});

export const decideMatchingRegistrations = defineEndpoint({
  method: 'PUT',
  path: '/system/registration/decide-matching',
  access: 'system:registration:review',
  body: z.object({
    /** The list's filters; only waiting registrations are ever decided, whatever the status filter. */
    filters: registrationFilters,
    ...decisionFields,
    /**
     * The count the person confirmed. Without it nothing changes and the answer says how many
     * waiting registrations match; with it the decision is taken only when exactly that many still match.
     */
    expected: z.number().int().min(0).optional(),
  }),
  answer: z.object({ data: z.object({ matching: z.number(), changed: z.number() }) }),
  log,
  summary:
    'The same decision for every waiting registration that matches the filter: answers the count first (no expected count), then decides all or none when the confirmed count still holds',
});
