import { z } from 'zod'

/**
 * The back office's revenue dashboard (docs/product.md, Staff: the revenue dashboard): series read from the
 * daily figures a job keeps (docs/decisions/0036-daily-figures-kept-by-a-job.md).
 */
const queryId = z.coerce.number().int().positive().max(2_147_483_647)
const day = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/)

export const revenueBuckets = ['day', 'week', 'month'] as const
export type RevenueBucket = (typeof revenueBuckets)[number]

/** The longest range the dashboard answers for, in days (two years and a leap day). */
export const revenueMaxDays = 731

export const revenueErrors = {
  rangeOrder: 'staff.errors.revenue_range_order',
  rangeTooLong: 'staff.errors.revenue_range_too_long',
} as const

/** GET /api/staff/revenue.php: every site the caller answers to unless `site`; the last 30 days by default. */
export const staffRevenueQuery = z
  .object({
    site: queryId.optional(),
    country: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .optional(),
    from: day.optional(),
    to: day.optional(),
    by: z.enum(revenueBuckets).default('day'),
  })
  .strict()
export type StaffRevenueQuery = z.input<typeof staffRevenueQuery>

const money = z.object({ currency: z.string(), cents: z.number().int() })
export type Money = z.infer<typeof money>

/** One day, ISO week (starting on its Monday) or calendar month (starting on its 1st). */
export const revenuePoint = z.object({
  /** The bucket's first day, 'YYYY-MM-DD'. */
  start: z.string(),
  signups: z.number().int(),
  activations: z.number().int(),
  first_purchases: z.number().int(),
  /** first purchases / signups; null without signups. */
  conversion: z.number().nullable(),
  /** Net of refunds and chargebacks, on the payment's day. */
  revenue: z.array(money),
  revenue_by_method: z.array(money.extend({ method: z.string() })),
  revenue_by_country: z.array(money.extend({ country: z.string() })),
  /** Members who paid, counted once per day (summed over the days of a week or month). */
  paying_members: z.number().int(),
  /** Revenue per paying member, per currency; empty without paying members. */
  arppu: z.array(money),
  credits_bought: z.number().int(),
  credits_spent: z.array(z.object({ reason: z.string(), credits: z.number().int() })),
  messages: z.number().int(),
  /** Members active that day (the day's average over a week or month). */
  active: z.number().int(),
})
export type RevenuePoint = z.infer<typeof revenuePoint>

export const revenueTotals = revenuePoint.omit({ start: true, active: true })
export type RevenueTotals = z.infer<typeof revenueTotals>

export const staffRevenueResponse = z.object({
  from: z.string(),
  to: z.string(),
  by: z.enum(revenueBuckets),
  /** Members seen in the last five minutes, now. */
  online_now: z.number().int(),
  totals: revenueTotals,
  series: z.array(revenuePoint),
})
export type StaffRevenueResponse = z.infer<typeof staffRevenueResponse>
