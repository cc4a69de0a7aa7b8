import type { TimeBonus } from '#shared/api/payments.js'

/** docs/product.md §4 Time bonus: zero-padded hours, minutes and seconds ("03:59:07"); never below zero. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds))
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${pad(Math.floor(whole / 3600))}:${pad(Math.floor((whole % 3600) / 60))}:${pad(whole % 60)}`
}

/** Seconds left until a deadline (a Date.now() value), rounded up so the last second still shows 00:00:01. */
export function secondsUntil(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000))
}

/**
 * Whether a prompt closed at `closedAt` (a local flag) stays closed for the member who signed up at
 * `signupAt`: a close from before their signup was someone else's, who used the browser earlier.
 */
export function closedForThisMember(closedAt: number | null, signupAt: number): boolean {
  return closedAt !== null && closedAt >= signupAt
}

/**
 * The route names of the members area (docs/product.md §2 Members area), where the time-bonus modal may open.
 */
export const membersAreaRoutes = new Set(['members', 'members-id', 'chats', 'likes', 'likes-m-id', 'premium'])

export interface ModalFacts {
  /** The time bonus still runs (seconds left > 0). */
  running: boolean
  credits: number
  paidUser: boolean
  routeName: string | undefined
  /** When the modal was last shown in this browser (the local flag), or null. */
  shownAt: number | null
  /** The member's signup, as a Date.now() value. */
  signupAt: number
}

/**
 * docs/product.md §2 Other screens item 2 and §4: the modal opens once, in the members area, only with 0
 * credits, while the time bonus runs. A flag set before this member signed up belongs to someone else who
 * used the browser earlier, so it does not count.
 */
export function mayShowModal(facts: ModalFacts): boolean {
  if (!facts.running || facts.paidUser || facts.credits !== 0) return false
  if (!facts.routeName || !membersAreaRoutes.has(facts.routeName)) return false
  return !closedForThisMember(facts.shownAt, facts.signupAt)
}

/** The time bonus of the user answer, if it is there and shows (the field is additive to user.php). */
export function visibleTimeBonus(user: { time_bonus?: TimeBonus | null; paid_user: boolean } | null) {
  if (!user || user.paid_user) return null
  const bonus = user.time_bonus
  if (!bonus?.isVisible || bonus.remaining_seconds <= 0) return null
  return bonus
}
