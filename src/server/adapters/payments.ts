import { randomBytes } from 'node:crypto'
import { createMollieClient, MollieApiError, PaymentMethod as MollieMethod } from '@mollie/api-client'
import type { Money, PaymentMethod } from '../../shared/api/payments.js'
import { centsToDecimal, decimalToCents } from '../../shared/money.js'
import type { Database } from '../db/database.js'

/** Where a payment stands at its provider. */
export const providerStatuses = ['open', 'pending', 'paid', 'failed', 'cancelled', 'expired'] as const
export type ProviderStatus = (typeof providerStatuses)[number]

export interface CreatePaymentInput {
  amount: Money
  description: string
  method: PaymentMethod
  /** Where the provider sends the browser back to when the member is done. */
  redirectUrl: string
  /** Where the provider posts `id=<providerPaymentId>` whenever the payment changes. */
  webhookUrl: string
  metadata: Record<string, string | number>
}

export interface ProviderPayment {
  status: ProviderStatus
  /** Cents given back to the payer so far, and taken back by their bank. */
  amountRefunded: number
  amountChargedBack: number
}

export type ProviderName = 'test' | 'mollie'

/** A payment service provider: creates payments and answers how one stands. */
export interface PaymentProvider {
  readonly name: ProviderName
  /** Whether the provider can take this method at all. */
  offers(method: PaymentMethod): boolean
  createPayment(input: CreatePaymentInput): Promise<{ providerPaymentId: string; checkoutUrl: string }>
  /** Null when the provider does not know the id. */
  getPayment(providerPaymentId: string): Promise<ProviderPayment | null>
}

// ---------------------------------------------------------------------------------------------------
// The built-in test provider: keeps its own payments and serves a hosted checkout page on this server.

/** What a person may choose on the test checkout page. */
export const testOutcomes = ['paid', 'failed', 'cancelled', 'expired', 'pending'] as const
export type TestOutcome = (typeof testOutcomes)[number]

export interface TestProviderPayment {
  id: string
  amountCents: number
  currency: string
  description: string
  method: string
  redirectUrl: string
  webhookUrl: string
  status: ProviderStatus
}

/** Only a payment not yet decided can still be decided, as at a real provider. */
const undecided: readonly ProviderStatus[] = ['open', 'pending']

export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test' as const

  constructor(
    private readonly db: Database,
    /** Posts to a webhook; real HTTP by default, like a provider would. */
    private readonly post: (url: string, form: Record<string, string>) => Promise<void> = postForm,
  ) {}

  offers(): boolean {
    return true
  }

  async createPayment(input: CreatePaymentInput) {
    const id = `tst_${randomBytes(12).toString('hex')}`
    const now = Date.now()
    await this.db
      .insertInto('test_provider_payments')
      .values({
        id,
        amount_cents: input.amount.cents,
        currency: input.amount.currency,
        description: input.description,
        method: input.method,
        redirect_url: input.redirectUrl,
        webhook_url: input.webhookUrl,
        metadata: JSON.stringify(input.metadata),
        created_at: now,
        updated_at: now,
      })
      .execute()
    // The hosted page lives on the server the webhook goes to: this one.
    const checkoutUrl = new URL(`/checkout/test/${id}`, input.webhookUrl).toString()
    return { providerPaymentId: id, checkoutUrl }
  }

  async getPayment(providerPaymentId: string): Promise<ProviderPayment | null> {
    const row = await this.row(providerPaymentId)
    if (!row) return null
    return {
      status: row.status as ProviderStatus,
      amountRefunded: row.amount_refunded_cents,
      amountChargedBack: row.amount_charged_back_cents,
    }
  }

  async find(providerPaymentId: string): Promise<TestProviderPayment | null> {
    const row = await this.row(providerPaymentId)
    if (!row) return null
    return {
      id: row.id,
      amountCents: row.amount_cents,
      currency: row.currency,
      description: row.description,
      method: row.method,
      redirectUrl: row.redirect_url,
      webhookUrl: row.webhook_url,
      status: row.status as ProviderStatus,
    }
  }

  /**
   * The person's choice on the hosted page: the payment takes that status (when still undecided) and the
   * webhook is called, as a real provider would. Answers where to send the browser: the redirect URL.
   */
  async decide(providerPaymentId: string, outcome: TestOutcome): Promise<string | null> {
    const payment = await this.find(providerPaymentId)
    if (!payment) return null
    if (!undecided.includes(payment.status)) return payment.redirectUrl
    await this.db
      .updateTable('test_provider_payments')
      .set({ status: outcome, updated_at: Date.now() })
      .where('id', '=', providerPaymentId)
      .where('status', 'in', undecided)
      .execute()
    await this.notify(payment)
    return payment.redirectUrl
  }

  /** An operator gives `cents` back (cumulative, at most the amount) and the webhook is called. */
  async refund(providerPaymentId: string, cents: number): Promise<void> {
    const payment = await this.find(providerPaymentId)
    const row = await this.row(providerPaymentId)
    if (!payment || !row || payment.status !== 'paid') throw new Error(`cannot refund ${providerPaymentId}`)
    const refunded = Math.min(row.amount_refunded_cents + cents, payment.amountCents)
    await this.db
      .updateTable('test_provider_payments')
      .set({ amount_refunded_cents: refunded, updated_at: Date.now() })
      .where('id', '=', providerPaymentId)
      .execute()
    await this.notify(payment)
  }

  /** The payer's bank takes the whole amount back and the webhook is called. */
  async chargeBack(providerPaymentId: string): Promise<void> {
    const payment = await this.find(providerPaymentId)
    if (payment?.status !== 'paid') throw new Error(`cannot charge back ${providerPaymentId}`)
    await this.db
      .updateTable('test_provider_payments')
      .set({ amount_charged_back_cents: payment.amountCents, updated_at: Date.now() })
      .where('id', '=', providerPaymentId)
      .execute()
    await this.notify(payment)
  }

  private row(id: string) {
    return this.db.selectFrom('test_provider_payments').selectAll().where('id', '=', id).executeTakeFirst()
  }

  private notify(payment: TestProviderPayment): Promise<void> {
    return this.post(payment.webhookUrl, { id: payment.id })
  }
}

/** POST application/x-www-form-urlencoded, as Mollie calls webhooks; a failed call is an error. */
async function postForm(url: string, form: Record<string, string>): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
    signal: AbortSignal.timeout(15_000),
  })
  await response.arrayBuffer()
  if (!response.ok) throw new Error(`webhook ${url} answered ${response.status}`)
}

// ---------------------------------------------------------------------------------------------------
// Mollie.

/**
 * Our methods as Mollie names them. Card brands are one Mollie method; giropay and sofort are
 * discontinued at Mollie and nexi has no Mollie id, so Mollie does not offer them; direct debit (sdd) is
 * our own /directdebit flow.
 */
export const mollieMethodIds: Partial<Record<PaymentMethod, MollieMethod>> = {
  creditcard: MollieMethod.creditcard,
  visa: MollieMethod.creditcard,
  mastercard: MollieMethod.creditcard,
  maestro: MollieMethod.creditcard,
  cartebancaire: MollieMethod.creditcard,
  sct: MollieMethod.banktransfer,
  prezelewy24: MollieMethod.przelewy24,
  ideal: MollieMethod.ideal,
  bancontact: MollieMethod.bancontact,
  blik: MollieMethod.blik,
  eps: MollieMethod.eps,
  applepay: MollieMethod.applepay,
  paypal: MollieMethod.paypal,
  paysafecard: MollieMethod.paysafecard,
}

const mollieStatuses: Record<string, ProviderStatus> = {
  open: 'open',
  pending: 'pending',
  // Authorized money is not ours yet: it is captured later, and grants wait for paid.
  authorized: 'pending',
  paid: 'paid',
  failed: 'failed',
  canceled: 'cancelled',
  expired: 'expired',
}

function amountCents(amount: { value: string } | undefined): number {
  return amount ? (decimalToCents(amount.value) ?? 0) : 0
}

export class MolliePaymentProvider implements PaymentProvider {
  readonly name = 'mollie' as const
  private readonly client: ReturnType<typeof createMollieClient>

  constructor(options: { apiKey: string; apiUrl?: string }) {
    this.client = createMollieClient({
      apiKey: options.apiKey,
      ...(options.apiUrl ? { apiEndpoint: options.apiUrl } : {}),
    })
  }

  offers(method: PaymentMethod): boolean {
    return mollieMethodIds[method] !== undefined
  }

  async createPayment(input: CreatePaymentInput) {
    const method = mollieMethodIds[input.method]
    if (!method) throw new Error(`Mollie does not offer ${input.method}`)
    const payment = await this.client.payments.create({
      amount: { currency: input.amount.currency, value: centsToDecimal(input.amount.cents) },
      description: input.description,
      redirectUrl: input.redirectUrl,
      webhookUrl: input.webhookUrl,
      metadata: input.metadata,
      method,
    })
    const checkoutUrl = payment.getCheckoutUrl()
    if (!checkoutUrl) throw new Error(`Mollie gave payment ${payment.id} no checkout URL`)
    return { providerPaymentId: payment.id, checkoutUrl }
  }

  async getPayment(providerPaymentId: string): Promise<ProviderPayment | null> {
    // Mollie's ids look like tr_xxx; anything else is not one of theirs and is not sent to them.
    if (!/^tr_\w{1,64}$/.test(providerPaymentId)) return null
    try {
      const payment = await this.client.payments.get(providerPaymentId)
      return {
        status: mollieStatuses[payment.status] ?? 'open',
        amountRefunded: amountCents(payment.amountRefunded),
        amountChargedBack: amountCents(payment.amountChargedBack),
      }
    } catch (error) {
      if (error instanceof MollieApiError && error.statusCode === 404) return null
      throw error
    }
  }
}

export function createPaymentProvider(
  db: Database,
  config: { paymentProvider: ProviderName; mollieApiKey?: string; mollieApiUrl?: string },
): PaymentProvider {
  if (config.paymentProvider === 'mollie') {
    if (!config.mollieApiKey) throw new Error('MOLLIE_API_KEY is not set')
    return new MolliePaymentProvider({ apiKey: config.mollieApiKey, apiUrl: config.mollieApiUrl })
  }
  return new TestPaymentProvider(db)
}
