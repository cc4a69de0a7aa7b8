import { z } from 'zod'

/**
 * Credits, premium and payments (docs/product.md §1; §2 /credits…/transactions; §3 Payment and Discount
 * code; §4 Payment, Time bonus and Active discount; §7 discountcode.php; §8; §9). The calls besides the
 * fixed ones of §7 follow the same pattern; docs/api.md lists them all with their errors. Prices are
 * integer cents; the server computes every price and discount, the client only shows them.
 */

const id = z.coerce.number().int().positive().max(2_147_483_647)

/** The payment methods, by the names docs/product.md §3 Payment gives them. */
export const paymentMethods = [
  'sdd',
  'sct',
  'ideal',
  'bancontact',
  'blik',
  'giropay',
  'creditcard',
  'visa',
  'mastercard',
  'maestro',
  'cartebancaire',
  'nexi',
  'applepay',
  'paypal',
  'paysafecard',
  'sofort',
  'eps',
  'prezelewy24',
] as const
export type PaymentMethod = (typeof paymentMethods)[number]

/**
 * docs/product.md §4 Payment. `loading` is the web's own state before the first answer; the server never
 * sends it.
 */
export const paymentStates = ['pending', 'completed', 'failed', 'cancelled'] as const
export type PaymentState = (typeof paymentStates)[number] | 'loading'

/** Where a stored payment stands at the provider; refunded and charged_back post reversal ledger rows. */
export const paymentRecordStatuses = [
  'open',
  'pending',
  'paid',
  'failed',
  'cancelled',
  'expired',
  'refunded',
  'charged_back',
] as const
export type PaymentRecordStatus = (typeof paymentRecordStatuses)[number]

export interface Money {
  cents: number
  /** ISO 4217. */
  currency: string
}

/** The discount that applies to the viewer's next purchase (docs/product.md §4 Active discount). */
export interface ActiveDiscount {
  kind: 'time_bonus' | 'code'
  code: string
  percentage: number
  /** Seconds left for the time bonus; null for a code. */
  remaining_seconds: number | null
}

export interface Bundle {
  id: number
  credits: number
  bonus_credits: number
  price: Money
  /** The price after the active discount; null when none applies to this bundle. */
  discounted_price: Money | null
  best_value: boolean
}

/**
 * GET /api/bundles.php: the site's bundles in the viewer's currency (by profile country, else the
 * geo-selected country), the active discount and the methods offered in that country by the provider.
 */
export interface BundlesResponse {
  bundles: Bundle[]
  currency: string
  country: string
  methods: PaymentMethod[]
  active_discount: ActiveDiscount | null
  /** The code of `?code=` and what it takes off, when it applies to the bundles; null without one. */
  code_discount: { code: string; percentage: number } | null
  /** The member's last completed order, for /credits/repeat-order (paid members only). */
  last_order: { bundle_id: number; method: PaymentMethod } | null
}

export const bundlesQuery = z.object({ code: z.string().trim().max(40).optional() }).strict()

/**
 * POST /api/payment.php: starts a purchase. `agree_terms` must be true (docs/product.md §5); `discount_code`
 * is checked and applied on the server. Answers where to send the browser: the provider's checkout.
 */
export const startPaymentInput = z
  .object({
    bundle: id,
    method: z.enum(paymentMethods),
    agree_terms: z.literal(true),
    discount_code: z.string().trim().min(1).max(40).optional(),
  })
  .strict()

export interface StartPaymentResponse {
  payment: PaymentView
  checkout_url: string
}

/** POST /api/repeat-order.php: the paid member's last order again, in one step (docs/product.md §2). */
export const repeatOrderInput = z.object({ agree_terms: z.literal(true) }).strict()

/** A purchase as its owner sees it. */
export interface PaymentView {
  id: number
  state: Exclude<PaymentState, 'loading'>
  status: PaymentRecordStatus
  method: PaymentMethod
  bundle_id: number
  credits: number
  amount: Money
  discount_percentage: number
  /**
   * The payment was started with a one-time code that another payment of the member had completed with
   * first: it counts at the full price, and `credits` are what its money buys there.
   */
  discount_withdrawn: boolean
  /** ISO 8601. */
  created_at: string
  completed_at: string | null
}

/** GET /api/payment.php?id=: the state of one of the viewer's purchases (the return screens poll it). */
export const paymentQuery = z.object({ id }).strict()

export interface PaymentResponse {
  payment: PaymentView
  /** The balance and premium flag after it. */
  credits: number
  paid_user: boolean
}

/** docs/product.md §3 Discount code, as GET /api/discountcode.php answers it. */
export interface DiscountCode {
  code: string
  value_percentage: number
  minimum_order_value: number
  country: string | null
  user_id: number | null
  /** ISO 8601 or null. */
  expires: string | null
  currency: string | null
  status: string
  validity: 'once-per-user' | 'unlimited'
  expired: boolean
  paymentmethods: PaymentMethod[]
}

/**
 * GET /api/discountcode.php (docs/product.md §7): `code=` looks up a code; `welcome=true` the welcome code.
 */
export const discountCodeQuery = z
  .object({ code: z.string().trim().min(1).max(40).optional(), welcome: z.enum(['true']).optional() })
  .catchall(z.string().max(200))

export interface DiscountCodeResponse {
  discountcode: DiscountCode
}

/**
 * The most a discount takes off, whatever the operator typed: a provider cannot charge nothing, and a
 * bundle for nothing would make the buyer premium for life without a payment.
 */
export const maxDiscountPercentage = 90

/** How long the code offered to a member who is about to delete the account can be used. */
export const stayDiscountDays = 7

/**
 * POST /api/stay-discount.php, from the account deletion form when the company offers a delete discount
 * (docs/product.md §3 Company info): the member's own code with that percentage, once. Asking again answers
 * the same code while it is unused and valid.
 */
export const stayDiscountInput = z.object({}).strict()

/** docs/product.md §3 Time bonus: part of GET /api/user.php as `time_bonus` (null when none). */
export interface TimeBonus {
  isVisible: boolean
  remaining_seconds: number
  percentage: number
}

/**
 * POST /api/directdebit.php: asks for a direct debit of a bundle from an IBAN; an SMS code goes to the
 * phone number. POST /api/directdebit-confirm.php confirms with that code.
 */
export const directDebitInput = z
  .object({
    bundle: id,
    iban: z.string().trim().min(15).max(42),
    holder: z.string().trim().min(2).max(100),
    phone: z.string().trim().min(6).max(20),
    agree_terms: z.literal(true),
  })
  .strict()

export interface DirectDebitResponse {
  request_id: number
  /** The last digits of the phone the code went to. */
  phone_hint: string
  expires_at: string
}

export const directDebitConfirmInput = z
  .object({
    request_id: id,
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/),
  })
  .strict()

export interface DirectDebitConfirmResponse {
  payment: PaymentView
  credits: number
}

/** GET /api/transactions.php: every purchase and every ledger row of the member, newest first. */
export interface TransactionsResponse {
  payments: PaymentView[]
  ledger: LedgerRowView[]
}

export interface LedgerRowView {
  id: number
  amount: number
  kind: 'grant' | 'spend' | 'refund' | 'reversal' | 'adjustment'
  reason: string
  reference: string | null
  created_at: string
}

/** GET /api/transaction.php?id=: one purchase with its invoice. */
export const transactionQuery = z.object({ id }).strict()

export interface Invoice {
  number: string
  date: string
  company: {
    name: string
    address: string
    postal_code: string
    city: string
    country: string
    kvk: string
    vat_numbers: string
    support_email: string
  }
  customer: { name: string; email: string; country: string }
  lines: { description: string; quantity: number; amount: Money }[]
  discount: Money | null
  total: Money
}

export interface TransactionResponse {
  payment: PaymentView
  invoice: Invoice | null
}

/** The premium claim of docs/product.md §1. */
export const premiumMatchChancePercent = 46

/**
 * docs/product.md §9: the time bonus lasts 4 hours from signup; its modal shows after 40 s with 0 credits.
 */
export const timeBonusSeconds = 14_400
export const timeBonusModalDelayMs = 40_000
export const welcomeCode = 'TIMEBONUS25'
export const welcomePercentage = 25
