import type { TimeBonus } from '#shared/api/payments.js'
import { timeBonusSeconds } from '#shared/constants.js'

/** What the time bonus rule needs to know about the viewer; null for a visitor who is logged out. */
export interface TimeBonusViewer {
  paidUser: boolean
  /** Epoch ms (users.signup_date). */
  signupDate: number
}

/**
 * Seconds of the time bonus left (docs/product.md §4 Time bonus), or 0 when there is none: only a logged-in,
 * non-paying member within 14,400 s of signup has one. It is derived from the signup date alone, so
 * nothing can restart it: a new login, a new session or a new device all see the same countdown.
 */
export function timeBonusRemaining(viewer: TimeBonusViewer | null | undefined, now: number): number {
  if (!viewer || viewer.paidUser) return 0
  const leftMs = timeBonusSeconds * 1000 - Math.max(0, now - viewer.signupDate)
  if (leftMs <= 0) return 0
  // A part of a second still counts: 14,399.5 s after signup one second is left, at 14,400 s none.
  return Math.ceil(leftMs / 1000)
}

/** The time bonus as GET /api/user.php answers it, or null. */
export function timeBonusOf(
  viewer: TimeBonusViewer | null | undefined,
  now: number,
  percentage: number,
): TimeBonus | null {
  const remaining = timeBonusRemaining(viewer, now)
  if (remaining === 0) return null
  return { isVisible: true, remaining_seconds: remaining, percentage }
}
