// A landing URL's traffic source, checked without the API's schemas (zod), which stay out of the scripts of
// the pages paid traffic lands on (docs/benchmarks.md); the signup's schema (api/account.ts) uses the same rules.

/** The traffic-source parameters of a landing URL (docs/product.md §3 Signup form draft). */
export const trackingKeys = ['network', 'ref', 'sub1', 'sub2', 'sub3'] as const
export type TrackingKey = (typeof trackingKeys)[number]

export const trackingValueRule = { maxLength: 100, pattern: /^[\w.:@+-]*$/ }
/** The page the visitor landed on, so that operators can tell their landers apart. */
export const landingPathRule = { maxLength: 500, pattern: /^\/[\w\-./~%]*$/ }

export type Tracking = Partial<Record<TrackingKey | 'landing_path', string>>

/** The value trimmed, as the signup accepts it; undefined when the signup would refuse it. */
export function checkedValue(
  value: string,
  rule: { maxLength: number; pattern: RegExp },
): string | undefined {
  const trimmed = value.trim()
  return trimmed.length <= rule.maxLength && rule.pattern.test(trimmed) ? trimmed : undefined
}

/** Tracking as stored by the browser, or undefined when anything in it is unknown or would be refused. */
export function parseTracking(value: unknown): Tracking | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined
  const tracking: Tracking = {}
  for (const [key, item] of Object.entries(value)) {
    if (typeof item !== 'string') return undefined
    const rule = key === 'landing_path' ? landingPathRule : trackingRuleOf(key)
    const checked = rule && checkedValue(item, rule)
    if (checked === undefined) return undefined
    tracking[key as keyof Tracking] = checked
  }
  return tracking
}

function trackingRuleOf(key: string) {
  return (trackingKeys as readonly string[]).includes(key) ? trackingValueRule : undefined
}
