import type { OwnProfileResponse, OwnTextReview } from '#shared/api/profile.js'
import {
  type ContentReviewMode,
  type ReviewedTextField,
  reviewedTextFields,
  type TextRejectReason,
  textRejectReasons,
} from '#shared/api/staff-moderation.js'
import type { OwnProfileRow } from './queries.js'

interface TextReviewRow {
  field: string
  new_value: string
  held: number
  status: string
  reject_reason: string | null
  reviewed_at: number | null
}

const isField = (field: string): field is ReviewedTextField =>
  (reviewedTextFields as readonly string[]).includes(field)
const isReason = (reason: string | null): reason is TextRejectReason =>
  (textRejectReasons as readonly string[]).includes(reason ?? '')

/**
 * Where the member's texts stand. Reviews come newest first; a refusal counts only while no newer change of
 * the same field followed it.
 */
function presentTextReview(mode: ContentReviewMode, rows: TextReviewRow[]): OwnTextReview {
  const seen = new Set<string>()
  const review: OwnTextReview = { mode, waiting: [], refused: [] }
  for (const row of rows) {
    if (!isField(row.field) || seen.has(row.field)) continue
    seen.add(row.field)
    if (row.status === 'pending' && row.held === 1) review.waiting.push(row.field)
    if (row.status === 'rejected' && isReason(row.reject_reason))
      review.refused.push({ field: row.field, reason: row.reject_reason, refused_at: row.reviewed_at ?? 0 })
  }
  return review
}

/** The text a field waits to show, which its author sees already. */
function heldText(rows: TextReviewRow[], field: ReviewedTextField): string | undefined {
  return rows.find((row) => row.field === field && row.status === 'pending' && row.held === 1)?.new_value
}

/** The member's own profile. The stored position is only ever told as "there is one". */
export function presentOwnProfile(
  row: OwnProfileRow,
  interests: number[],
  // Fictional profiles (edited in the back-office) have no reviews.
  texts: { mode: ContentReviewMode; reviews: TextReviewRow[] } = { mode: 'after_showing', reviews: [] },
): OwnProfileResponse {
  return {
    review: presentTextReview(texts.mode, texts.reviews),
    profile: {
      name: heldText(texts.reviews, 'name') ?? row.name,
      gender: row.gender,
      sexuality: row.sexuality,
      birth_date: row.birth_date,
      country: row.country,
      region_id: row.region_id,
      city: row.city,
      hair_color: row.hair_color,
      eye_color: row.eye_color,
      body_type: row.body_type,
      relationship_status: row.relationship_status,
      tattoos: row.tattoos,
      height_cm: row.height_cm,
      about_me: heldText(texts.reviews, 'about_me') ?? row.about_me,
      interests,
      has_location: row.latitude !== null && row.longitude !== null,
    },
  }
}
