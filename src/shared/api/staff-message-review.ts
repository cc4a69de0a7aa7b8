import { z } from 'zod'
import { staffErrors } from './staff.js'

/** The chat's spam and scam rules (docs/product.md, Spam and scam defence). */
export const spamRuleNames = ['same_text', 'contact_details', 'new_account_reach'] as const

const id = z.number().int().positive().max(2_147_483_647)
const queryId = z.coerce.number().int().positive().max(2_147_483_647)

/** GET /api/staff/review.php: flagged members, newest first; of one site, or every site the staff member has. */
export const reviewQuery = z.object({ site: queryId.optional() }).strict()
export type ReviewQuery = z.infer<typeof reviewQuery>

/**
 * POST /api/staff/review.php: act on a flagged member through one of their open flags. `clear` resolves their
 * flags and delivers their held messages; `disable` closes the account (with a reason) and drops them.
 */
export const reviewAction = z.discriminatedUnion('action', [
  z.object({ flag: id, action: z.literal('clear') }).strict(),
  z
    .object({
      flag: id,
      action: z.literal('disable'),
      reason: z
        .string(staffErrors.reasonRequired)
        .trim()
        .min(3, staffErrors.reasonRequired)
        .max(500, staffErrors.reasonRequired),
    })
    .strict(),
])
export type ReviewAction = z.infer<typeof reviewAction>

export const reviewEvidence = z.object({
  /** Examples of the texts (up to five). */
  texts: z.array(z.string()),
  /** Distinct members written to, as the rule counted them; null when the rule does not count. */
  recipients: z.number().int().nullable(),
  message_ids: z.array(z.number().int()),
  contact: z.enum(['link', 'email', 'phone']).nullable(),
  window_minutes: z.number().int().nullable(),
})

export const reviewFlag = z
  .object({
    id: z.number().int(),
    rule: z.enum(spamRuleNames),
    hits: z.number().int(),
    created_at: z.number().int(),
    last_hit_at: z.number().int(),
    evidence: reviewEvidence,
  })
  .meta({ id: 'ReviewFlag' })

export const reviewMember = z
  .object({
    id: z.number().int(),
    site_id: z.number().int(),
    name: z.string().nullable(),
    email: z.string(),
    status: z.string(),
    signup_date: z.number().int(),
    last_hit_at: z.number().int(),
    held_messages: z.number().int(),
    flags: z.array(reviewFlag),
  })
  .meta({ id: 'ReviewMember' })

export const reviewResponse = z.object({ members: z.array(reviewMember) })
export type ReviewResponse = z.infer<typeof reviewResponse>
export type ReviewMember = z.infer<typeof reviewMember>

export const reviewActionResponse = z.object({
  member: z.number().int(),
  resolved_flags: z.number().int(),
  /** Held messages delivered (clear) or dropped for good (disable). */
  held_messages: z.number().int(),
})
export type ReviewActionResponse = z.infer<typeof reviewActionResponse>
