import { z } from 'zod'
import { landingPathRule, trackingValueRule } from '../tracking.js'

/**
 * POST /api/visit.php (docs/product.md, Traffic sources): a lander's visit, counted first party, or the
 * same visit marked bounced. The lander's beacon builds the body by hand; it never loads zod.
 */
const trackingValue = z.string().trim().max(trackingValueRule.maxLength).regex(trackingValueRule.pattern)

export const visitIdPattern = /^[A-Za-z0-9_-]{22}$/

export const visitInput = z
  .object({
    path: z.string().trim().min(1).max(landingPathRule.maxLength).regex(landingPathRule.pattern),
    network: trackingValue.optional(),
    ref: trackingValue.optional(),
    sub1: trackingValue.optional(),
    sub2: trackingValue.optional(),
    sub3: trackingValue.optional(),
    /** The landing URL had `lb`: the visit may later be marked bounced. */
    lb: z.literal(true).optional(),
  })
  .strict()
export type VisitInput = z.infer<typeof visitInput>

export const bounceInput = z
  .object({ visit: z.string().regex(visitIdPattern), bounced: z.literal(true) })
  .strict()

export const visitBody = z.union([bounceInput, visitInput])

export const visitResponse = z.object({ visit: z.string() })
