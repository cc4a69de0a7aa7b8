import { z } from 'zod'

/**
 * Checking members' photos and profile texts (docs/product.md Moderation). A site checks them either before
 * they are shown (new photos wait, changed texts keep the old ones showing) or after (they show at once and
 * wait in the queue all the same).
 */
export const contentReviewModes = ['after_showing', 'before_showing'] as const
export type ContentReviewMode = (typeof contentReviewModes)[number]

/** Why a photo is refused; each has a text for the member (moderation.reasons.*) and one for staff. */
export const photoRejectReasons = [
  'no_person',
  'not_the_member',
  'nudity',
  'looks_underage',
  'contact_details',
  'offensive',
  'poor_quality',
] as const
export type PhotoRejectReason = (typeof photoRejectReasons)[number]

/** Why a name or an about-me text is refused. */
export const textRejectReasons = ['contact_details', 'advertising', 'offensive', 'not_a_name'] as const
export type TextRejectReason = (typeof textRejectReasons)[number]

export const rejectReasons = [...new Set([...photoRejectReasons, ...textRejectReasons])] as [
  PhotoRejectReason | TextRejectReason,
  ...(PhotoRejectReason | TextRejectReason)[],
]
export type RejectReason = PhotoRejectReason | TextRejectReason

export const reviewedTextFields = ['name', 'about_me'] as const
export type ReviewedTextField = (typeof reviewedTextFields)[number]

export const moderationErrors = {
  reasonNeeded: 'staff.errors.moderation_reason_needed',
  reasonNotForKind: 'staff.errors.moderation_reason_not_for_kind',
  alreadyDecided: 'staff.errors.moderation_already_decided',
} as const

const id = z.coerce.number().int().positive().max(2_147_483_647)

/** GET /api/staff/moderation.php: the oldest waiting photos or texts of one site. */
export const moderationQueueQuery = z.object({ site: id, kind: z.enum(['photos', 'texts']) }).strict()
export type ModerationQueueQuery = z.infer<typeof moderationQueueQuery>

/**
 * POST /api/staff/moderation.php: a decision. `photo` takes a photo's id (waiting or already shown: a shown
 * photo can be taken down from a report the same way), `text` a waiting text's id, `about_me` takes a
 * member's id and removes their current about-me text. A refusal names its reason.
 */
export const moderationDecisionInput = z
  .object({
    kind: z.enum(['photo', 'text', 'about_me']),
    id,
    decision: z.enum(['approve', 'reject']),
    reason: z.enum(rejectReasons).optional(),
  })
  .strict()
  .superRefine((input, context) => {
    if (input.decision === 'reject' && !input.reason)
      context.addIssue({ code: 'custom', path: ['reason'], message: moderationErrors.reasonNeeded })
    if (input.kind === 'about_me' && input.decision === 'approve')
      context.addIssue({ code: 'custom', path: ['decision'], message: moderationErrors.reasonNeeded })
    const allowed: readonly string[] = input.kind === 'photo' ? photoRejectReasons : textRejectReasons
    if (input.reason && !allowed.includes(input.reason))
      context.addIssue({ code: 'custom', path: ['reason'], message: moderationErrors.reasonNotForKind })
  })
export type ModerationDecisionInput = z.infer<typeof moderationDecisionInput>

const memberSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  age: z.number().int().nullable(),
  country: z.string(),
  signup_date: z.number().int(),
  status: z.string(),
})

const photoTile = z.object({
  id: z.number().int(),
  thumb_url: z.string(),
  status: z.enum(['pending', 'active', 'rejected']),
  is_main: z.boolean(),
})

export const moderationPhoto = z
  .object({
    id: z.number().int(),
    url: z.string(),
    thumb_url: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    is_private: z.boolean(),
    /** pending: not shown yet (check before showing); active: shown already, not checked yet. */
    status: z.enum(['pending', 'active']),
    created_at: z.number().int(),
    member: memberSummary,
    /** The member's other photos, to compare faces. */
    other_photos: z.array(photoTile),
  })
  .meta({ id: 'ModerationPhoto' })

export const moderationText = z
  .object({
    id: z.number().int(),
    field: z.enum(reviewedTextFields),
    old_value: z.string().nullable(),
    new_value: z.string(),
    /** Whether the new text waits unseen (check before showing) or shows already. */
    held: z.boolean(),
    created_at: z.number().int(),
    member: memberSummary,
    main_photo_url: z.string().nullable(),
  })
  .meta({ id: 'ModerationText' })

export const moderationQueueResponse = z.object({
  mode: z.enum(contentReviewModes),
  /** How many wait in all, of each kind (the queue answers the oldest 50). */
  waiting: z.object({ photos: z.number().int(), texts: z.number().int() }),
  photos: z.array(moderationPhoto),
  texts: z.array(moderationText),
})
export type ModerationQueueResponse = z.infer<typeof moderationQueueResponse>
export type ModerationPhoto = z.infer<typeof moderationPhoto>
export type ModerationText = z.infer<typeof moderationText>

export const moderationDecisionResponse = z.object({
  waiting: z.object({ photos: z.number().int(), texts: z.number().int() }),
})
export type ModerationDecisionResponse = z.infer<typeof moderationDecisionResponse>
