import type { FastifyBaseLogger } from 'fastify'
import type { TFunction } from 'i18next'
import type { PaymentProvider } from '#server/adapters/payments/provider.js'
import type { Database } from '#server/db/database.js'
import { AppError } from '#server/errors.js'
import type { PaymentMethod, PaymentResponse, StartPaymentResponse } from '#shared/api/payments.js'
import type { CurrentUser } from '../auth/current-user.js'
import { findBalanceAndPaidUser } from '../credits/queries.js'
import type { Site } from '../sites/service.js'
import { findOwnPayment } from './history.js'
import { directDebitMethod } from './methods.js'
import { discounted, presentPayment } from './presenter.js'
import type { Pricing } from './pricing.js'
import {
  findPayment,
  insertPayment,
  lastCompletedOrder,
  type PaymentRow,
  setProviderPaymentId,
  updatePayment,
} from './queries.js'
import type { Reconciliation } from './reconciliation.js'

/** Who is buying and from where; the origin is where the provider sends the browser and webhook back to. */
export interface Buyer {
  site: Site
  user: CurrentUser
  geoCountry: string | null
  origin: string
  t: TFunction
}

/** A member buying credits: the payment is opened here and handed to the provider's checkout. */
export class Checkout {
  constructor(
    private readonly db: Database,
    private readonly provider: PaymentProvider,
    private readonly pricing: Pricing,
    private readonly reconciliation: Reconciliation,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * POST /api/payment.php. The price is the bundle's less the discount the server resolves. The code is
   * not held by the checkout: it is used by the payment that completes with it (grantPurchase), so an
   * abandoned or failed checkout leaves it to the next one. Then the provider is asked for a checkout;
   * its webhook completes the payment.
   */
  async start(
    buyer: Buyer,
    input: { bundle: number; method: PaymentMethod; code?: string },
  ): Promise<StartPaymentResponse> {
    const { market, bundle } = await this.pricing.checkOrder(buyer, input.bundle, input.method)
    const discount = await this.pricing.discountFor(
      buyer.site,
      buyer.user.id,
      market,
      bundle,
      input.method,
      input.code,
    )
    const paymentId = await insertPayment(this.db, {
      siteId: buyer.site.id,
      userId: buyer.user.id,
      bundleId: bundle.id,
      provider: this.provider.name,
      providerPaymentId: null,
      method: input.method,
      country: market.country,
      currency: bundle.currency,
      amountCents: discounted(bundle.price_cents, discount?.percentage ?? 0),
      credits: bundle.credits + bundle.bonus_credits,
      discountCodeId: discount?.discountCodeId ?? null,
      discountPercentage: discount?.percentage ?? 0,
      status: 'open',
      now: Date.now(),
    })
    const payment = await this.requirePayment(paymentId)
    const checkoutUrl = await this.checkout(buyer, payment)
    return { payment: presentPayment(await this.requirePayment(paymentId)), checkout_url: checkoutUrl }
  }

  private async checkout(buyer: Buyer, payment: PaymentRow): Promise<string> {
    try {
      const created = await this.provider.createPayment({
        amount: { cents: payment.amount_cents, currency: payment.currency },
        description: buyer.t('payments.description', { site: buyer.site.name, credits: payment.credits }),
        method: payment.method as PaymentMethod,
        redirectUrl: `${buyer.origin}/credits/${payment.bundle_id}/${payment.method}?payment=${payment.id}`,
        webhookUrl: `${buyer.origin}/api/payment-webhook.php?provider=${this.provider.name}`,
        metadata: { payment_id: payment.id, site: buyer.site.slug },
      })
      await setProviderPaymentId(this.db, payment.id, created.providerPaymentId)
      return created.checkoutUrl
    } catch (error) {
      this.log.error({ err: error, paymentId: payment.id }, 'payment provider refused a checkout')
      // Nothing was taken: the payment is failed (its code was never held).
      await updatePayment(this.db, payment.id, {
        status: 'failed',
        completed_at: null,
        amount_refunded_cents: 0,
        amount_charged_back_cents: 0,
        now: Date.now(),
      })
      throw new AppError('payment_provider_unavailable')
    }
  }

  /** POST /api/repeat-order.php: the paid member's last completed order, at today's price. */
  async repeat(buyer: Buyer): Promise<StartPaymentResponse> {
    if (!buyer.user.paidUser) throw new AppError('repeat_order_unavailable')
    const last = await lastCompletedOrder(this.db, buyer.site.id, buyer.user.id)
    if (!last || last.method === directDebitMethod) throw new AppError('repeat_order_unavailable')
    return this.start(buyer, { bundle: last.bundle_id, method: last.method as PaymentMethod })
  }

  private async requirePayment(paymentId: number): Promise<PaymentRow> {
    const payment = await findPayment(this.db, paymentId)
    if (!payment) throw new AppError('not_found')
    return payment
  }

  /**
   * The return page polls this. While the payment is undecided here, the provider is asked too (the same
   * path as the webhook): a webhook that is late or cannot reach this server (a laptop behind NAT) does not
   * leave the member waiting.
   */
  async view(site: Site, user: CurrentUser, paymentId: number): Promise<PaymentResponse> {
    let payment = await findOwnPayment(this.db, site, user, paymentId)
    if (await this.syncUndecided(payment)) payment = await findOwnPayment(this.db, site, user, paymentId)
    const member = await findBalanceAndPaidUser(this.db, user.id)
    if (!member) throw new AppError('not_found')
    return { payment: presentPayment(payment), credits: member.credits, paid_user: member.paid_user === 1 }
  }

  private async syncUndecided(payment: PaymentRow): Promise<boolean> {
    const undecided = payment.status === 'open' || payment.status === 'pending'
    if (!undecided || payment.provider !== this.provider.name || !payment.provider_payment_id) return false
    try {
      await this.reconciliation.webhook(payment.provider, payment.provider_payment_id)
      return true
    } catch (error) {
      // The webhook will still come; the member sees the payment as it stands.
      this.log.warn({ err: error, paymentId: payment.id }, 'payment status could not be fetched')
      return false
    }
  }
}
