import { z } from 'zod'
import { locales } from '../i18n/languages.js'
import { chatMessage, gift, messageLengthCeiling } from './chat.js'

/**
 * The operator console (docs/product.md, Staff): the queue of members waiting for a fictional profile's
 * answer, claims on conversations, the conversation with everything beside it, replies, and notes.
 */

/** How long a claim holds without being renewed, and how many conversations an operator holds at once. */
export const claimLeaseMs = 5 * 60 * 1000
export const maxClaims = 2
export const noteMaxLength = 4000

const id = z.number().int().positive().max(2_147_483_647)
const queryId = z.coerce.number().int().positive().max(2_147_483_647)

/** GET /api/staff/inbox.php: the waiting conversations, oldest first, of the sites the staff member answers to. */
export const staffInboxQuery = z
  .object({ site: queryId.optional(), language: z.enum(locales).optional() })
  .strict()

const claimState = z
  .object({ mine: z.boolean(), expires_at: z.number().int() })
  .nullable()
  .describe('Who holds the conversation: the asking operator (mine) or another (never named), or nobody')

const personSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  age: z.number().int(),
  city: z.string().nullable(),
  photo_url: z.string().nullable(),
})

export const staffInboxEntry = z.object({
  conversation_id: z.number().int(),
  site_id: z.number().int(),
  language: z.string(),
  waiting_since: z.number().int(),
  member: personSummary,
  fictional: personSummary,
  last_message: z.object({ kind: z.string(), text: z.string().nullable(), created_at: z.number().int() }),
  claim: claimState,
})
export type StaffInboxEntry = z.infer<typeof staffInboxEntry>

export const staffInboxResponse = z.object({
  conversations: z.array(staffInboxEntry),
  held_answered: z
    .array(staffInboxEntry)
    .describe('Conversations the operator holds that were answered and wait no more, to find them again'),
  total: z
    .number()
    .int()
    .describe(
      'Waiting conversations in all, counted up to 1,001 (1,001: more than 1,000); the first 50 are listed',
    ),
  held: z.number().int().describe('Conversations the asking operator holds now'),
  max_held: z.number().int(),
})
export type StaffInboxResponse = z.infer<typeof staffInboxResponse>

/** POST /api/staff/claim.php: takes (or renews) the conversation for the asking operator. */
export const claimInput = z.object({ conversation: id }).strict()
export const claimResponse = z.object({
  claim: z.object({ conversation_id: z.number().int(), expires_at: z.number().int() }),
})
export type ClaimResponse = z.infer<typeof claimResponse>

/** DELETE /api/staff/claim.php?conversation=: gives the conversation back to the queue. */
export const releaseQuery = z.object({ conversation: queryId }).strict()
export const releaseResponse = z.object({ released: z.boolean() })

const note = z
  .object({
    subject_id: z.number().int(),
    body: z.string(),
    updated_at: z.number().int().nullable(),
    updated_by: z.string().nullable().describe('The e-mail address of the last staff member who changed it'),
  })
  .meta({ id: 'StaffNote' })
export type StaffNote = z.infer<typeof note>

const photo = z.object({
  id: z.number().int(),
  url: z.string(),
  thumb_url: z.string(),
  is_private: z.boolean(),
})

const personDetail = personSummary.extend({
  gender: z.string().nullable(),
  country: z.string(),
  language: z.string(),
  about_me: z.string().nullable(),
  photos: z.array(photo),
})

/** GET /api/staff/conversation.php?id=: a claimed conversation with everything the operator answers from. */
export const consoleConversationQuery = z.object({ id: queryId }).strict()
export const consoleConversationResponse = z.object({
  conversation_id: z.number().int(),
  site_id: z.number().int(),
  claim: z.object({ expires_at: z.number().int() }),
  member: personDetail.extend({
    credits: z.number().int(),
    paid: z.boolean(),
    signup_date: z.number().int(),
    spent_here: z.number().int().describe('Credits the member spent in this conversation'),
  }),
  fictional: personDetail.extend({ languages: z.array(z.string()) }),
  /** Oldest first; `own` marks the fictional profile's messages. */
  messages: z.array(chatMessage),
  notes: z.object({ member: note, fictional: note }),
  /** The gifts the site offers, which the profile may send free of charge. */
  gifts: z.array(gift),
  /** Answers held back by the site's natural delay, on their way. */
  held: z.array(
    z.object({
      id: z.number().int(),
      text: z.string().nullable(),
      gift_name: z.string().nullable(),
      photo_thumb_url: z.string().nullable(),
      send_at: z.number().int(),
    }),
  ),
  openers: z.array(z.string()).describe("The site's openers in the member's language, to pick and edit"),
  reply_delay_seconds: z
    .number()
    .int()
    .describe("The site's natural delay: answers go out no sooner after the member's message"),
  first_contact_message_id: z
    .number()
    .int()
    .nullable()
    .describe('The message with which the profile wrote first to the member, if it did'),
})
export type ConsoleConversationResponse = z.infer<typeof consoleConversationResponse>

export const replyErrors = {
  photoAlone: 'staff.errors.photo_alone',
  photoNotInGallery: 'staff.errors.photo_not_in_gallery',
} as const

/**
 * POST /api/staff/reply.php: an answer as the conversation's fictional profile, a text, a gift (with an
 * optional line) or a photo of the profile's gallery (on its own); needs the operator's claim.
 */
export const staffReplyInput = z
  .object({
    conversation: id,
    text: z.string().max(messageLengthCeiling).optional(),
    gift: id.optional(),
    photo: id.optional().describe("One of the profile's own photos; the member is sent a copy"),
  })
  .strict()
  .refine((input) => input.text !== undefined || input.gift !== undefined || input.photo !== undefined, {
    message: 'chat.errors.empty',
    path: ['text'],
  })
  .refine((input) => input.photo === undefined || (input.text === undefined && input.gift === undefined), {
    message: replyErrors.photoAlone,
    path: ['photo'],
  })
export const staffReplyResponse = z.object({
  message: chatMessage.nullable().describe('The message as sent; null while the natural delay holds it'),
  send_at: z.number().int().nullable().describe('When a held answer goes out; null when it went at once'),
})
export type StaffReplyResponse = z.infer<typeof staffReplyResponse>

/** GET /api/staff/notes.php?subject=: the note about a member or a fictional profile (empty when none). */
export const notesQuery = z.object({ subject: queryId }).strict()
export const notesInput = z.object({ subject: id, body: z.string().max(noteMaxLength) }).strict()
export const notesResponse = z.object({ note })
export type NotesResponse = z.infer<typeof notesResponse>

export const statsErrors = { range: 'staff.errors.stats_range' } as const
/** The longest period the statistics cover at once. */
export const maxStatsDays = 92

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, statsErrors.range)

/**
 * GET /api/staff/operator-stats.php: per operator and day (UTC), and per fictional profile and day. `from` and
 * `to` (YYYY-MM-DD, both included) default to the last seven days.
 */
export const operatorStatsQuery = z
  .object({ from: day.optional(), to: day.optional(), site: queryId.optional() })
  .strict()
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: statsErrors.range,
    path: ['to'],
  })

const figures = z.object({
  day: z.string(),
  conversations: z.number().int().describe('Conversations answered'),
  messages: z.number().int().describe('Answers sent'),
  median_answer_seconds: z
    .number()
    .int()
    .nullable()
    .describe('Median time from the member’s message to the answer; null without such answers'),
  replies: z.number().int().describe('Answers the member wrote back to'),
  credits: z.number().int().describe('Credits members spent writing back'),
})

export const operatorStatsResponse = z.object({
  from: z.string(),
  to: z.string(),
  operators: z.array(figures.extend({ operator_id: z.number().int(), email: z.string() })),
  profiles: z.array(figures.extend({ profile_id: z.number().int(), name: z.string() })),
})
export type OperatorStatsResponse = z.infer<typeof operatorStatsResponse>

/** GET /api/staff/first-contacts.php: the first contacts profiles sent, newest first, optionally of one site. */
export const firstContactsQuery = z.object({ site: queryId.optional() }).strict()

export const firstContactEntry = z.object({
  id: z.number().int(),
  site_id: z.number().int(),
  conversation_id: z.number().int().nullable().describe('null once the member deleted the conversation'),
  sent_at: z.number().int(),
  text: z.string().nullable().describe('The opener the profile wrote'),
  member: personSummary,
  fictional: personSummary,
  replied_at: z
    .number()
    .int()
    .nullable()
    .describe('When the member first wrote back; null while they have not'),
})
export type FirstContactEntry = z.infer<typeof firstContactEntry>

export const firstContactsResponse = z.object({
  first_contacts: z.array(firstContactEntry).describe('The newest 100'),
  week: z
    .object({ sent: z.number().int(), replied: z.number().int() })
    .describe('First contacts of the last seven days, and how many of them the member wrote back to'),
})
export type FirstContactsResponse = z.infer<typeof firstContactsResponse>
