import { z } from 'zod'
import { countries } from '../constants.js'
import { maxDiscountPercentage, money, paymentMethods } from './payments.js'

/**
 * The back-office's discount codes (docs/product.md, Staff: discount codes): the codes of a site with their
 * uses and the revenue they brought, one code with its latest uses, and making, changing, pausing, resuming
 * and expiring codes (admins only).
 */
const id = z.number().int().positive().max(2_147_483_647)
const queryId = z.coerce.number().int().positive().max(2_147_483_647)

/** once-per-user: once per member; once: the first completed payment of anybody uses it up; unlimited. */
export const discountValidities = ['once-per-user', 'once', 'unlimited'] as const
export type DiscountValidity = (typeof discountValidities)[number]

/** The list's status filter: `expired` is a code whose expiry has passed, whatever its status. */
export const discountStatusFilters = ['active', 'paused', 'expired'] as const

export const discountStatusActions = ['pause', 'resume', 'expire'] as const
export type DiscountStatusAction = (typeof discountStatusActions)[number]

export const discountPageSize = 50
export const discountCodePattern = /^[A-Za-z0-9_-]{3,32}$/

export const discountDeskErrors = {
  code: 'staff.errors.discount_code_invalid',
  codeTaken: 'staff.errors.discount_code_taken',
  percentage: 'staff.errors.discount_percentage',
  percentageOverSite: 'staff.errors.discount_percentage_site_max',
  minimumOrder: 'staff.errors.discount_minimum_order',
  country: 'staff.errors.discount_country',
  currency: 'staff.errors.discount_currency',
  method: 'staff.errors.discount_method',
  methodRetired: 'staff.errors.discount_method_retired',
  expiry: 'staff.errors.discount_expiry_past',
  member: 'staff.errors.discount_member',
  welcomeFixed: 'staff.errors.discount_welcome_fixed',
} as const

/** GET /api/staff/discounts.php: a page of codes, newest first. */
export const staffDiscountsQuery = z
  .object({
    site: queryId.optional(),
    status: z.enum(discountStatusFilters).optional(),
    search: z
      .string()
      .trim()
      .max(32)
      .regex(/^[A-Za-z0-9_-]*$/, discountDeskErrors.code)
      .optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
  })
  .strict()
export type StaffDiscountsQuery = z.infer<typeof staffDiscountsQuery>

export const deskDiscount = z
  .object({
    id: z.number().int(),
    site_id: z.number().int(),
    code: z.string(),
    value_percentage: z.number().int(),
    minimum_order_value: z.number().int().describe('cents'),
    country: z.string().nullable(),
    currency: z.string().nullable(),
    /** A single member's code: only they may use it. */
    user_id: z.number().int().nullable(),
    status: z.string(),
    validity: z.enum(discountValidities),
    paymentmethods: z.array(z.enum(paymentMethods)),
    expires_at: z.string().nullable().describe('ISO 8601'),
    expired: z.boolean(),
    /** The site's welcome code (TIMEBONUS25): its text, validity and member cannot change. */
    welcome: z.boolean(),
    /** Completed payments that used the code. */
    uses: z.number().int(),
    /** What those payments brought, less refunds and chargebacks, per currency. */
    revenue: z.array(money),
    created_at: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'DeskDiscount' })
export type DeskDiscount = z.infer<typeof deskDiscount>

export const staffDiscountsResponse = z.object({
  discounts: z.array(deskDiscount),
  page: z.number().int(),
  has_more: z.boolean(),
})
export type StaffDiscountsResponse = z.infer<typeof staffDiscountsResponse>

export const discountUse = z.object({
  id: z.number().int(),
  member: z.object({ id: z.number().int(), name: z.string() }),
  payment_id: z.number().int().nullable(),
  /** What the payment brought (null for a use without a payment). */
  amount: money.nullable(),
  created_at: z.string().describe('ISO 8601'),
})
export type DiscountUse = z.infer<typeof discountUse>

/** GET /api/staff/discount.php?id=: one code with its latest 50 uses, newest first. */
export const staffDiscountQuery = z.object({ id: queryId }).strict()

export const discountPageResponse = z.object({ discount: deskDiscount, uses: z.array(discountUse) })
export type DiscountPageResponse = z.infer<typeof discountPageResponse>

const fields = {
  code: z.string().trim().regex(discountCodePattern, discountDeskErrors.code),
  // The site's own maximum (at most maxDiscountPercentage) is checked by the service.
  value_percentage: z
    .number(discountDeskErrors.percentage)
    .int(discountDeskErrors.percentage)
    .min(1, discountDeskErrors.percentage)
    .max(maxDiscountPercentage, discountDeskErrors.percentage),
  minimum_order_value: z
    .number(discountDeskErrors.minimumOrder)
    .int(discountDeskErrors.minimumOrder)
    .min(0, discountDeskErrors.minimumOrder)
    .max(100_000_000, discountDeskErrors.minimumOrder),
  country: z.enum(countries, discountDeskErrors.country).nullable(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, discountDeskErrors.currency)
    .nullable(),
  paymentmethods: z.array(z.enum(paymentMethods, discountDeskErrors.method)).max(paymentMethods.length),
  validity: z.enum(discountValidities),
  expires_at: z.iso.datetime({ offset: true, message: discountDeskErrors.expiry }).nullable(),
  user_id: id.nullable(),
}

/** POST /api/staff/discounts.php: a new code of a site; empty country, currency or methods: any. */
export const discountCreateInput = z.object({ site_id: id, ...fields }).strict()
export type DiscountCreateInput = z.infer<typeof discountCreateInput>

/** PUT /api/staff/discount.php: every field of a code anew (its site stays). */
export const discountEditInput = z.object({ id, ...fields }).strict()
export type DiscountEditInput = z.infer<typeof discountEditInput>

export type DiscountFields = Omit<DiscountCreateInput, 'site_id'>

/** POST /api/staff/discount-status.php: pause (members are told "Code not found"), resume, expire now. */
export const discountStatusInput = z.object({ id, action: z.enum(discountStatusActions) }).strict()
export type DiscountStatusInput = z.infer<typeof discountStatusInput>
