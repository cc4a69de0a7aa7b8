import type { PostbackEvent, PostbackPlaceholder } from '#shared/api/staff-traffic.js'

export type PostbackValues = Record<PostbackPlaceholder, string>

/** Cents as the decimal trackers expect: 1250 → "12.50". */
export function decimalAmount(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const whole = Math.abs(cents)
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`
}

/** The template with every placeholder replaced by its URL-encoded value; an empty value leaves it empty. */
export function fillTemplate(template: string, values: PostbackValues): string {
  return template.replace(/\{([a-z0-9]+)\}/g, (whole, name: string) =>
    name in values ? encodeURIComponent(values[name as PostbackPlaceholder]) : whole,
  )
}

export interface PostbackFacts {
  event: PostbackEvent
  memberId: number
  tracking: {
    network: string
    ref: string | null
    sub1: string | null
    sub2: string | null
    sub3: string | null
  }
  payment?: { cents: number; currency: string }
}

export function postbackValues(facts: PostbackFacts): PostbackValues {
  const { tracking } = facts
  return {
    network: tracking.network,
    ref: tracking.ref ?? '',
    sub1: tracking.sub1 ?? '',
    sub2: tracking.sub2 ?? '',
    sub3: tracking.sub3 ?? '',
    event: facts.event,
    amount: facts.payment ? decimalAmount(facts.payment.cents) : '',
    currency: facts.payment?.currency ?? '',
    member: String(facts.memberId),
  }
}

const minute = 60_000
/** After the first failed attempt 1 minute, then 5, 30, 2 hours and 12 hours; a sixth failure gives up. */
export const retryDelaysMs = [minute, 5 * minute, 30 * minute, 120 * minute, 720 * minute] as const

/** When to try again after `failedAttempts` failures, or null: give up. */
export function nextAttemptAt(failedAttempts: number, now: number): number | null {
  const delay = retryDelaysMs[failedAttempts - 1]
  return delay === undefined ? null : now + delay
}
