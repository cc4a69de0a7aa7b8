import { randomBytes } from 'node:crypto'
import type { Database } from '#server/db/database.js'
import type { Money } from '#shared/api/payments.js'
import {
  type CreatePaymentInput,
  type PaymentProvider,
  type ProviderPayment,
  type ProviderStatus,
  RefundRefused,
} from './provider.js'

/**
 * The built-in test provider: keeps its own payments and serves a hosted checkout page on this server
 * (src/server/modules/payments/test-checkout.ts), where a person picks the outcome.
 */
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

  /**
   * Gives `amount` back, as a real provider would: only of a paid payment not charged back, in its
   * currency, and never more than is left. Then the webhook is called; a webhook that does not arrive does
   * not undo the refund (the caller fetches the state itself).
   */
  async refund(providerPaymentId: string, amount: Money): Promise<void> {
    const row = await this.row(providerPaymentId)
    if (row?.status !== 'paid' || row.amount_charged_back_cents > 0)
      throw new RefundRefused('not_paid', `payment ${providerPaymentId} is not paid`)
    const left = row.amount_cents - row.amount_refunded_cents
    if (amount.cents <= 0 || amount.cents > left || amount.currency !== row.currency)
      throw new RefundRefused('exceeds_remaining', `at most ${left} ${row.currency} cents can be refunded`)
    await this.db
      .updateTable('test_provider_payments')
      .set({ amount_refunded_cents: row.amount_refunded_cents + amount.cents, updated_at: Date.now() })
      .where('id', '=', providerPaymentId)
      .execute()
    const payment = await this.find(providerPaymentId)
    if (payment) await this.notify(payment).catch(() => undefined)
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
