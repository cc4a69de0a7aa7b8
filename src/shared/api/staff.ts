import { z } from 'zod'
import { emailField, passwordField } from './account.js'

/**
 * The back-office's roles (docs/product.md, Staff): what each may do is named on every staff route.
 * A member has the role `member` and none of these.
 */
export const staffRoles = ['admin', 'support', 'moderator', 'operator'] as const
export type StaffRole = (typeof staffRoles)[number]
export const accountRoles = ['member', ...staffRoles] as const

export const staffErrors = {
  codeInvalid: 'staff.errors.code_invalid',
  reasonRequired: 'staff.errors.reason_required',
  amountInvalid: 'staff.errors.amount_invalid',
  required: 'account.errors.required',
} as const

const id = z.number().int().positive().max(2_147_483_647)
const queryId = z.coerce.number().int().positive().max(2_147_483_647)
const reason = z
  .string(staffErrors.reasonRequired)
  .trim()
  .min(3, staffErrors.reasonRequired)
  .max(500, staffErrors.reasonRequired)

/** Six digits from the authenticator app, or one of the recovery codes (xxxx-xxxx, hyphen optional). */
export const secondFactorCode = z
  .string(staffErrors.codeInvalid)
  .trim()
  .toLowerCase()
  .regex(/^(\d{6}|[a-z0-9]{4}-?[a-z0-9]{4})$/, staffErrors.codeInvalid)

/** POST /api/staff/login.php: a staff login always carries the second factor. */
export const staffLoginInput = z
  .object({
    email: z.string(staffErrors.required).trim().toLowerCase().min(1, staffErrors.required).max(254),
    password: z.string(staffErrors.required).min(1, staffErrors.required).max(200),
    code: secondFactorCode,
  })
  .strict()

/** The staff member a back-office page is shown to. `sites` null: every site. */
export const staffUser = z
  .object({
    id: z.number().int(),
    email: z.string(),
    role: z.enum(staffRoles),
    sites: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        domain: z.string(),
        /** The site's IANA time zone: its calendar days are the ones reports and filters count in. */
        time_zone: z.string(),
      }),
    ),
    all_sites: z.boolean(),
  })
  .meta({ id: 'StaffUser' })
export type StaffUser = z.infer<typeof staffUser>
export const staffUserResponse = z.object({ staff: staffUser })
export type StaffUserResponse = z.infer<typeof staffUserResponse>

const enrolmentToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/)

/** GET /api/staff/enrolment.php?token=: what the authenticator app needs, from the link the CLI printed. */
export const enrolmentQuery = z.object({ token: enrolmentToken }).strict()
export const enrolmentResponse = z.object({
  email: z.string(),
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  otpauth_uri: z.string(),
  /** The otpauth URI as an SVG QR code. */
  qr_svg: z.string(),
})
export type EnrolmentResponse = z.infer<typeof enrolmentResponse>

/** POST /api/staff/enrolment.php: choose the password and prove the app works with one code. */
export const enrolmentInput = z
  .object({
    token: enrolmentToken,
    password: passwordField,
    code: z
      .string(staffErrors.codeInvalid)
      .trim()
      .regex(/^\d{6}$/, staffErrors.codeInvalid),
  })
  .strict()
/** The recovery codes are shown this once; the staff member is logged in. */
export const enrolmentDoneResponse = z.object({ staff: staffUser, recovery_codes: z.array(z.string()) })
export type EnrolmentDoneResponse = z.infer<typeof enrolmentDoneResponse>

/** Counts of one site for one day (the site's time zone). Revenue in cents per currency. */
const dayFigures = z.object({
  signups: z.number().int(),
  activations: z.number().int(),
  first_purchases: z.number().int(),
  revenue: z.array(z.object({ currency: z.string(), cents: z.number().int() })),
})
export type DayFigures = z.infer<typeof dayFigures>

/** GET /api/staff/home.php: the back-office's first screen, per site the staff member answers to. */
export const staffHomeResponse = z.object({
  sites: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      today: dayFigures,
      yesterday: dayFigures,
      open_work: z.object({
        photos_to_check: z.number().int(),
        complaints_open: z.number().int(),
        conversations_waiting: z.number().int(),
      }),
    }),
  ),
})
export type StaffHomeResponse = z.infer<typeof staffHomeResponse>

export const memberStatuses = ['not_confirmed', 'active', 'disabled', 'deleted', 'erased'] as const
export const memberSorts = ['newest', 'oldest', 'last_seen', 'credits'] as const
export const staffPageSize = 50

const flagFilter = z.enum(['yes', 'no']).optional()

/** GET /api/staff/members.php: find by id, e-mail (or its start), name (its start) or IP address. */
export const staffMembersQuery = z
  .object({
    q: z.string().trim().max(254).optional(),
    site: queryId.optional(),
    status: z.enum(memberStatuses).optional(),
    paid: flagFilter,
    fictional: flagFilter,
    sort: z.enum(memberSorts).default('newest'),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
  })
  .strict()
export type StaffMembersQuery = z.input<typeof staffMembersQuery>
export type StaffMembersFilter = z.output<typeof staffMembersQuery>

export const staffMemberRow = z.object({
  id: z.number().int(),
  site_id: z.number().int(),
  email: z.string(),
  name: z.string().nullable(),
  status: z.string(),
  role: z.string(),
  credits: z.number().int(),
  paid_user: z.boolean(),
  fictional: z.boolean(),
  signup_date: z.number().int(),
  last_seen_at: z.number().int().nullable(),
  thumb_url: z.string().nullable(),
})
export type StaffMemberRow = z.infer<typeof staffMemberRow>

/** One page; `has_more` instead of a total, so that paging through 100,000 members stays instant. */
export const staffMembersResponse = z.object({
  members: z.array(staffMemberRow),
  page: z.number().int(),
  has_more: z.boolean(),
})
export type StaffMembersResponse = z.infer<typeof staffMembersResponse>

export const staffMemberQuery = z.object({ id: queryId }).strict()

const photo = z.object({
  id: z.number().int(),
  url: z.string(),
  thumb_url: z.string(),
  is_private: z.boolean(),
  status: z.string(),
  purpose: z.string(),
  created_at: z.number().int(),
})

/** GET /api/staff/member.php?id=: everything the back-office shows of one member. */
export const staffMemberResponse = z.object({
  member: staffMemberRow.extend({
    language: z.string(),
    invisible: z.boolean(),
    activated_at: z.number().int().nullable(),
    deleted_at: z.number().int().nullable(),
    delete_reason: z.string().nullable(),
    notifications_disabled: z.array(z.string()),
  }),
  profile: z
    .object({
      name: z.string(),
      gender: z.string().nullable(),
      birth_date: z.string(),
      country: z.string(),
      city: z.string().nullable(),
      about_me: z.string().nullable(),
      status: z.string(),
    })
    .nullable(),
  photos: z.array(photo),
  ledger: z.array(
    z.object({
      id: z.number().int(),
      amount: z.number().int(),
      kind: z.string(),
      reason: z.string(),
      reference: z.string().nullable(),
      created_at: z.number().int(),
    }),
  ),
  payments: z.array(
    z.object({
      id: z.number().int(),
      provider: z.string(),
      method: z.string(),
      status: z.string(),
      currency: z.string(),
      amount_cents: z.number().int(),
      credits: z.number().int(),
      created_at: z.number().int(),
      completed_at: z.number().int().nullable(),
    }),
  ),
  conversations: z.object({ total: z.number().int(), messages_sent: z.number().int() }),
  sessions: z.array(
    z.object({
      id: z.number().int(),
      ip: z.string().nullable(),
      user_agent: z.string().nullable(),
      created_at: z.number().int(),
      last_seen_at: z.number().int(),
    }),
  ),
  logins: z.array(
    z.object({
      ip: z.string(),
      user_agent: z.string().nullable(),
      succeeded: z.boolean(),
      created_at: z.number().int(),
    }),
  ),
  notifications: z.array(z.object({ type: z.string(), email: z.boolean(), push: z.boolean() })),
  push_devices: z.number().int(),
  complaints: z.array(
    z.object({
      id: z.number().int(),
      about_member: z.boolean(),
      reason: z.string(),
      status: z.string(),
      created_at: z.number().int(),
    }),
  ),
})
export type StaffMemberResponse = z.infer<typeof staffMemberResponse>

/**
 * PUT /api/staff/member.php: change what staff may change. `status: "disabled"` needs a reason; `role`
 * is the admin's alone.
 */
export const staffMemberChange = z
  .object({
    id,
    status: z.enum(['active', 'disabled']).optional(),
    reason: reason.optional(),
    role: z.enum(accountRoles).optional(),
    name: z.string().trim().min(2).max(30).optional(),
    about_me: z.string().trim().max(2000).optional(),
    city: z.string().trim().max(100).optional(),
    email: emailField.optional(),
  })
  .strict()
  .refine((change) => change.status !== 'disabled' || change.reason !== undefined, {
    message: staffErrors.reasonRequired,
    path: ['reason'],
  })
export type StaffMemberChange = z.input<typeof staffMemberChange>

/** POST /api/staff/member-action.php: one-click actions on a member's page. */
export const memberActions = [
  'end_sessions',
  'resend_activation',
  'send_password_reset',
  'grant_premium',
  'delete',
  'erase',
] as const
export type MemberAction = (typeof memberActions)[number]
export const staffMemberActionInput = z.object({ id, action: z.enum(memberActions) }).strict()

/** POST /api/staff/credits.php: a correction up or down, written to the ledger as an `adjustment`. */
export const staffCreditsInput = z
  .object({
    member: id,
    amount: z
      .number(staffErrors.amountInvalid)
      .int(staffErrors.amountInvalid)
      .min(-1_000_000, staffErrors.amountInvalid)
      .max(1_000_000, staffErrors.amountInvalid)
      .refine((amount) => amount !== 0, staffErrors.amountInvalid),
    reason,
  })
  .strict()
export const staffCreditsResponse = z.object({ credits: z.number().int() })

export const auditTargetKinds = ['member', 'site', 'staff', 'complaint', 'discount_code', 'payment'] as const

/** GET /api/staff/audit.php: the record of staff actions, newest first. */
export const staffAuditQuery = z
  .object({
    staff: queryId.optional(),
    target_kind: z.enum(auditTargetKinds).optional(),
    target: queryId.optional(),
    action: z
      .string()
      .regex(/^[a-z_.]{1,40}$/)
      .optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
  })
  .strict()
export type StaffAuditQuery = z.input<typeof staffAuditQuery>

export const auditEntry = z.object({
  id: z.number().int(),
  staff_id: z.number().int(),
  staff_email: z.string().nullable(),
  site_id: z.number().int().nullable(),
  ip: z.string(),
  action: z.string(),
  target_kind: z.string(),
  target_id: z.number().int().nullable(),
  reason: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.number().int(),
})
export type AuditEntry = z.infer<typeof auditEntry>
export const staffAuditResponse = z.object({
  entries: z.array(auditEntry),
  page: z.number().int(),
  has_more: z.boolean(),
})
export type StaffAuditResponse = z.infer<typeof staffAuditResponse>

/** GET /api/staff/conversations.php?member=: the member's conversations, without their messages. */
export const staffConversationsQuery = z.object({ member: queryId }).strict()
export const staffConversationsResponse = z.object({
  conversations: z.array(
    z.object({
      id: z.number().int(),
      other: z.object({ id: z.number().int(), name: z.string().nullable(), fictional: z.boolean() }),
      messages: z.number().int(),
      last_message_at: z.number().int().nullable(),
    }),
  ),
})
export type StaffConversationsResponse = z.infer<typeof staffConversationsResponse>

/**
 * POST /api/staff/messages.php: reads a conversation of the member. Messages are private: the reason is
 * asked for and kept in the audit log with who read them.
 */
export const staffMessagesInput = z.object({ member: id, conversation: id, reason }).strict()
export const staffMessagesResponse = z.object({
  messages: z.array(
    z.object({
      id: z.number().int(),
      sender_id: z.number().int(),
      kind: z.string(),
      text: z.string().nullable(),
      photo_url: z.string().nullable(),
      gift: z.string().nullable(),
      created_at: z.number().int(),
    }),
  ),
})
export type StaffMessagesResponse = z.infer<typeof staffMessagesResponse>
