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

export const money = z
  .object({
    cents: z.number().int(),
    /** ISO 4217. */
    currency: z.string().describe('ISO 4217'),
  })
  .meta({ id: 'Money' })
export type Money = z.infer<typeof money>

/** The discount that applies to the viewer's next purchase (docs/product.md §4 Active discount). */
export const activeDiscount = z
  .object({
    kind: z.enum(['time_bonus', 'code']),
    code: z.string(),
    percentage: z.number(),
    /** Seconds left for the time bonus; null for a code. */
    remaining_seconds: z.number().nullable().describe('Seconds left for the time bonus; null for a code'),
  })
  .meta({ id: 'ActiveDiscount' })
export type ActiveDiscount = z.infer<typeof activeDiscount>

export const bundle = z
  .object({
    id: z.number().int(),
    credits: z.number().int(),
    bonus_credits: z.number().int(),
    price: money,
    /** The price after the active discount; null when none applies to this bundle. */
    discounted_price: money
      .nullable()
      .describe('The price after the active discount; null when none applies to this bundle'),
    best_value: z.boolean(),
  })
  .meta({ id: 'Bundle' })
export type Bundle = z.infer<typeof bundle>

/**
 * GET /api/bundles.php: the site's bundles in the viewer's currency (by profile country, else the
 * geo-selected country), the active discount and the methods offered in that country by the provider.
 */
export const bundlesResponse = z.object({
  bundles: z.array(bundle),
  currency: z.string(),
  country: z.string(),
  methods: z.array(z.enum(paymentMethods)),
  active_discount: activeDiscount.nullable(),
  /** The code of `?code=` and what it takes off, when it applies to the bundles; null without one. */
  code_discount: z
    .object({ code: z.string(), percentage: z.number() })
    .nullable()
    .describe('The code of `?code=` and what it takes off, when it applies to the bundles; null without one'),
  /** The member's last completed order, for /credits/repeat-order (paid members only). */
  last_order: z
    .object({ bundle_id: z.number().int(), method: z.enum(paymentMethods) })
    .nullable()
    .describe("The member's last completed order, for /credits/repeat-order (paid members only)"),
})
export type BundlesResponse = z.infer<typeof bundlesResponse>

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

/** A purchase as its owner sees it. */
export const paymentView = z
  .object({
    id: z.number().int(),
    state: z.enum(paymentStates),
    status: z.enum(paymentRecordStatuses),
    method: z.enum(paymentMethods),
    bundle_id: z.number().int(),
    credits: z.number().int(),
    amount: money,
    discount_percentage: z.number(),
    /**
     * The payment was started with a one-time code that another payment of the member had completed with
     * first: it counts at the full price, and `credits` are what its money buys there.
     */
    discount_withdrawn: z
      .boolean()
      .describe('Started with a one-time code another payment used first: it counts at the full price'),
    /** ISO 8601. */
    created_at: z.string().describe('ISO 8601'),
    completed_at: z.string().nullable().describe('ISO 8601, or null while not completed'),
  })
  .meta({ id: 'PaymentView' })
export type PaymentView = z.infer<typeof paymentView>

export const startPaymentResponse = z.object({
  payment: paymentView,
  checkout_url: z.string().describe("Where to send the browser: the provider's checkout"),
})
export type StartPaymentResponse = z.infer<typeof startPaymentResponse>

/** POST /api/repeat-order.php: the paid member's last order again, in one step (docs/product.md §2). */
export const repeatOrderInput = z.object({ agree_terms: z.literal(true) }).strict()

/** GET /api/payment.php?id=: the state of one of the viewer's purchases (the return screens poll it). */
export const paymentQuery = z.object({ id }).strict()

export const paymentResponse = z.object({
  payment: paymentView,
  /** The balance and premium flag after it. */
  credits: z.number().int().describe('The balance after it'),
  paid_user: z.boolean().describe('The premium flag after it'),
})
export type PaymentResponse = z.infer<typeof paymentResponse>

/**
 * POST /api/payment-webhook.php?provider=: the provider tells that a payment changed. It names the payment
 * in `id`, as a form field (Mollie) or JSON; nothing else of the body is read, since the state is fetched
 * from the provider itself.
 */
export const paymentWebhookQuery = z.object({ provider: z.enum(['test', 'mollie']) }).strict()
export const paymentWebhookInput = z.object({
  id: z.string().trim().min(1).max(100).describe("The provider's id of the payment"),
})
export const paymentWebhookResponse = z.object({ ok: z.literal(true) })

/** docs/product.md §3 Discount code, as GET /api/discountcode.php answers it. */
export const discountCode = z
  .object({
    code: z.string(),
    value_percentage: z.number(),
    minimum_order_value: z.number(),
    country: z.string().nullable(),
    user_id: z.number().int().nullable(),
    /** ISO 8601 or null. */
    expires: z.string().nullable().describe('ISO 8601, or null'),
    currency: z.string().nullable(),
    status: z.string(),
    validity: z.enum(['once-per-user', 'once', 'unlimited']),
    expired: z.boolean(),
    paymentmethods: z.array(z.enum(paymentMethods)),
  })
  .meta({ id: 'DiscountCode' })
export type DiscountCode = z.infer<typeof discountCode>

/**
 * GET /api/discountcode.php (docs/product.md §7): `code=` looks up a code; `welcome=true` the welcome code.
 */
export const discountCodeQuery = z
  .object({ code: z.string().trim().min(1).max(40).optional(), welcome: z.enum(['true']).optional() })
  .catchall(z.string().max(200))

export const discountCodeResponse = z.object({ discountcode: discountCode })
export type DiscountCodeResponse = z.infer<typeof discountCodeResponse>

// Kept with the constants, which the site settings (in every page's script) import without this module.
export { maxDiscountPercentage } from '../constants.js'

/** How long the code offered to a member who is about to delete the account can be used. */
export const stayDiscountDays = 7

/**
 * POST /api/stay-discount.php, from the account deletion form when the company offers a delete discount
 * (docs/product.md §3 Company info): the member's own code with that percentage, once. Asking again answers
 * the same code while it is unused and valid.
 */
export const stayDiscountInput = z.object({}).strict()

/** docs/product.md §3 Time bonus: part of GET /api/user.php as `time_bonus` (null when none). */
export const timeBonus = z
  .object({ isVisible: z.boolean(), remaining_seconds: z.number(), percentage: z.number() })
  .meta({ id: 'TimeBonus' })
export type TimeBonus = z.infer<typeof timeBonus>

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

export const directDebitResponse = z.object({
  request_id: z.number().int(),
  /** The last digits of the phone the code went to. */
  phone_hint: z.string().describe('The last digits of the phone the code went to'),
  expires_at: z.string().describe('ISO 8601: when the SMS code expires'),
})
export type DirectDebitResponse = z.infer<typeof directDebitResponse>

export const directDebitConfirmInput = z
  .object({
    request_id: id,
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/),
  })
  .strict()

export const directDebitConfirmResponse = z.object({
  payment: paymentView,
  credits: z.number().int().describe('The balance after it'),
})
export type DirectDebitConfirmResponse = z.infer<typeof directDebitConfirmResponse>

export const ledgerRowView = z
  .object({
    id: z.number().int(),
    amount: z.number().int().describe('Credits, negative for a spend or a reversal'),
    kind: z.enum(['grant', 'spend', 'refund', 'reversal', 'adjustment']),
    reason: z.string(),
    reference: z.string().nullable(),
    created_at: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'LedgerRow' })
export type LedgerRowView = z.infer<typeof ledgerRowView>

/** GET /api/transactions.php: every purchase and every ledger row of the member, newest first. */
export const transactionsResponse = z.object({
  payments: z.array(paymentView),
  ledger: z.array(ledgerRowView),
})
export type TransactionsResponse = z.infer<typeof transactionsResponse>

/** GET /api/transaction.php?id=: one purchase with its invoice. */
export const transactionQuery = z.object({ id }).strict()

/** A credit note: an amount of an invoice given back, at the invoice's VAT rate. */
export const creditNote = z
  .object({
    id: z.number().int(),
    number: z.string(),
    date: z.string().describe('ISO 8601'),
    reason: z.enum(['refund', 'chargeback']),
    net: money,
    vat: money,
    total: money.describe('The amount given back, positive'),
  })
  .meta({ id: 'CreditNote' })
export type CreditNote = z.infer<typeof creditNote>

export const invoice = z
  .object({
    number: z.string(),
    date: z.string().describe('ISO 8601'),
    company: z.object({
      name: z.string(),
      address: z.string(),
      postal_code: z.string(),
      city: z.string(),
      country: z.string(),
      kvk: z.string(),
      vat_numbers: z.string(),
      support_email: z.string(),
    }),
    customer: z.object({ name: z.string(), email: z.string(), country: z.string() }),
    lines: z.array(z.object({ description: z.string(), quantity: z.number().int(), amount: money })),
    discount: money.nullable(),
    total: money,
    id: z.number().int().describe('The document: GET /api/invoice-pdf.php?id= downloads it'),
    net: money.describe('The total less VAT'),
    vat_rate: z.string().describe('In per cent, as people write it: "19", "25.5"; "0" outside the EU'),
    vat: money,
    outside_eu: z.boolean().describe('The buyer is outside the EU: no EU VAT charged'),
    credit_notes: z.array(creditNote).describe('Refunds and a chargeback, oldest first'),
  })
  .meta({ id: 'Invoice' })
export type Invoice = z.infer<typeof invoice>

export const transactionResponse = z.object({
  payment: paymentView,
  invoice: invoice.nullable().describe('Only for a completed payment'),
})
export type TransactionResponse = z.infer<typeof transactionResponse>

/** The premium claim of docs/product.md §1. */
export const premiumMatchChancePercent = 46

export const welcomeCode = 'TIMEBONUS25'
export const welcomePercentage = 25
