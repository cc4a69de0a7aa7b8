import type { FastifyBaseLogger } from 'fastify'
import type { TFunction } from 'i18next'
import type {
  BundlesResponse,
  PaymentMethod,
  PaymentResponse,
  PaymentView,
  StartPaymentResponse,
  TransactionResponse,
  TransactionsResponse,
} from '../../../shared/api/payments.js'
import { currencyOf } from '../../../shared/money.js'
import type { PaymentProvider, ProviderName, ProviderPayment } from '../../adapters/payments.js'
import type { Database } from '../../db/database.js'
import { AppError } from '../../errors.js'
import type { EventPublisher } from '../../realtime/events.js'
import type { CurrentUser } from '../auth/current-user.js'
import { grant, reverse } from '../credits/ledger.js'
import {
  activeDiscountOf,
  claimDiscount,
  type ResolvedDiscount,
  recordDiscountUse,
  resolveDiscount,
} from '../discounts/service.js'
import { selectedCountry } from '../sites/presenter.js'
import type { Site } from '../sites/service.js'
import { presentInvoice } from './invoice.js'
import { directDebitMethod, methodsFor } from './methods.js'
import { discounted, presentBundle, presentLedgerRow, presentPayment } from './presenter.js'
import {
  type BundleRow,
  customerOf,
  findBundle,
  findPayment,
  findPaymentByProviderId,
  insertPayment,
  lastCompletedOrder,
  ledgerOf,
  listBundles,
  lockPaymentByProviderId,
  markPaidUser,
  type PaymentRow,
  paymentsOf,
  profileCountry,
  setProviderPaymentId,
  updatePayment,
  withdrawDiscount,
} from './queries.js'

/** Where a member buys: the country whose methods they are offered and the currency they pay in. */
export interface Market {
  country: string
  currency: string
}

/** Who is buying and from where; the origin is where the provider sends the browser and webhook back to. */
export interface Buyer {
  site: Site
  user: CurrentUser
  geoCountry: string | null
  origin: string
  t: TFunction
}

export interface DirectDebitCompletion {
  site: Site
  user: Pick<CurrentUser, 'id'>
  bundleId: number
  /** The direct-debit request's own id, unique per debit: the payment is recorded once for it. */
  providerPaymentId: string
  discount: ResolvedDiscount | null
  now?: number
}

/** The credits a discounted payment's money buys at the bundle's full price (rounded down). */
function creditsAtFullPrice(payment: Pick<PaymentRow, 'credits' | 'discount_percentage'>): number {
  return Math.floor((payment.credits * (100 - Number(payment.discount_percentage))) / 100)
}

/** The credits a refund of `cents` takes back: the same share of the credits as of the amount. */
function creditsForCents(payment: PaymentRow, cents: number): number {
  if (payment.amount_cents <= 0) return cents > 0 ? payment.credits : 0
  return Math.min(payment.credits, Math.round((payment.credits * cents) / payment.amount_cents))
}

export class PaymentService {
  constructor(
    private readonly db: Database,
    private readonly provider: PaymentProvider,
    private readonly events: EventPublisher,
    private readonly log: FastifyBaseLogger,
  ) {}

  get providerName(): ProviderName {
    return this.provider.name
  }

  /**
   * docs/product.md §5: money is shown and paid in the currency of the member's profile country, falling back
   * to the geo-selected country. A currency the site sells nothing in falls back to the site's first country.
   */
  async market(site: Site, userId: number | null, geoCountry: string | null): Promise<Market> {
    const fromProfile = userId ? (await profileCountry(this.db, userId))?.country : undefined
    const country = fromProfile ?? selectedCountry(site, geoCountry)
    const currency = currencyOf(country)
    if ((await listBundles(this.db, site.id, currency)).length > 0) return { country, currency }
    return { country, currency: currencyOf(selectedCountry(site, null)) }
  }

  async bundles(
    site: Site,
    user: CurrentUser | null,
    geoCountry: string | null,
    code: string | undefined,
  ): Promise<BundlesResponse> {
    const market = await this.market(site, user?.id ?? null, geoCountry)
    const rows = await listBundles(this.db, site.id, market.currency)
    const bundles = []
    let codeDiscount: BundlesResponse['code_discount'] = null
    for (const row of rows) {
      const discount = user ? await this.discountFor(site, user.id, market, row, null, code) : null
      bundles.push(presentBundle(row, discount?.percentage ?? null))
      if (code && discount) codeDiscount = { code, percentage: discount.percentage }
    }
    const last = user?.paidUser ? await lastCompletedOrder(this.db, site.id, user.id) : undefined
    return {
      bundles,
      currency: market.currency,
      country: market.country,
      methods: methodsFor(market.country, this.provider),
      active_discount: await activeDiscountOf(this.db, site, user),
      code_discount: codeDiscount,
      last_order: last ? { bundle_id: last.bundle_id, method: last.method as PaymentMethod } : null,
    }
  }

  private discountFor(
    site: Site,
    userId: number,
    market: Market,
    bundle: BundleRow,
    method: PaymentMethod | null,
    code: string | undefined,
  ) {
    return resolveDiscount(this.db, {
      site,
      userId,
      code: code ?? null,
      method,
      country: market.country,
      currency: market.currency,
      amountCents: bundle.price_cents,
    })
  }

  /** A bundle of this site in the member's currency, and a method offered in their country, or an error. */
  private async checkOrder(buyer: Buyer, bundleId: number, method: PaymentMethod) {
    const market = await this.market(buyer.site, buyer.user.id, buyer.geoCountry)
    const bundle = await findBundle(this.db, buyer.site.id, bundleId)
    if (!bundle) throw new AppError('not_found')
    if (bundle.currency !== market.currency)
      throw new AppError('validation_failed', {
        field: 'bundle',
        messageKey: 'payments.errors.bundle_currency',
      })
    if (method === directDebitMethod)
      throw new AppError('payment_method_unavailable', {
        field: 'method',
        messageKey: 'payments.errors.use_direct_debit',
      })
    if (!methodsFor(market.country, this.provider).includes(method))
      throw new AppError('payment_method_unavailable', { field: 'method' })
    return { market, bundle }
  }

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
    const { market, bundle } = await this.checkOrder(buyer, input.bundle, input.method)
    const discount = await this.discountFor(
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

  /** One of the member's own payments; anyone else's is not found. */
  private async ownPayment(site: Site, user: CurrentUser, paymentId: number): Promise<PaymentRow> {
    const payment = await findPayment(this.db, paymentId)
    if (!payment || payment.user_id !== user.id || payment.site_id !== site.id)
      throw new AppError('not_found')
    return payment
  }

  /**
   * The return page polls this. While the payment is undecided here, the provider is asked too (the same
   * path as the webhook): a webhook that is late or cannot reach this server (a laptop behind NAT) does not
   * leave the member waiting.
   */
  async view(site: Site, user: CurrentUser, paymentId: number): Promise<PaymentResponse> {
    let payment = await this.ownPayment(site, user, paymentId)
    if (await this.syncUndecided(payment)) payment = await this.ownPayment(site, user, paymentId)
    const member = await this.db
      .selectFrom('users')
      .select(['credits', 'paid_user'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow()
    return { payment: presentPayment(payment), credits: member.credits, paid_user: member.paid_user === 1 }
  }

  private async syncUndecided(payment: PaymentRow): Promise<boolean> {
    const undecided = payment.status === 'open' || payment.status === 'pending'
    if (!undecided || payment.provider !== this.provider.name || !payment.provider_payment_id) return false
    try {
      await this.webhook(payment.provider, payment.provider_payment_id)
      return true
    } catch (error) {
      // The webhook will still come; the member sees the payment as it stands.
      this.log.warn({ err: error, paymentId: payment.id }, 'payment status could not be fetched')
      return false
    }
  }

  /**
   * The provider's webhook: the status is fetched from the provider (the body only names the payment) and
   * applied in one transaction holding the payment row, so however often and however concurrently it
   * arrives, each change is applied once; the ledger's unique keys are the second guard.
   */
  async webhook(providerName: string, providerPaymentId: string): Promise<void> {
    if (providerName !== this.provider.name) throw new AppError('not_found')
    const known = await findPaymentByProviderId(this.db, providerName, providerPaymentId)
    if (!known) throw new AppError('not_found')
    const remote = await this.provider.getPayment(providerPaymentId)
    if (!remote) throw new AppError('not_found')
    const changed = await this.db.transaction().execute(async (trx) => {
      const payment = await lockPaymentByProviderId(trx, providerName, providerPaymentId)
      if (!payment) throw new AppError('not_found')
      return this.apply(trx, payment, remote, Date.now())
    })
    if (changed) this.events.publish({ type: 'credits.changed', userId: known.user_id })
  }

  /** Moves a locked payment to where the provider says it stands. Answers whether credits changed. */
  private async apply(
    trx: Database,
    locked: PaymentRow,
    remote: ProviderPayment,
    now: number,
  ): Promise<boolean> {
    let payment = locked
    let completedAt = payment.completed_at
    let changed = false
    if (remote.status === 'paid' && completedAt === null) {
      payment = { ...payment, credits: await this.grantPurchase(trx, payment, now) }
      completedAt = now
      changed = true
    }
    if (completedAt === null) {
      await updatePayment(trx, payment.id, {
        status: remote.status,
        completed_at: null,
        amount_refunded_cents: 0,
        amount_charged_back_cents: 0,
        now,
      })
      return changed
    }
    changed = (await this.reverseReturns(trx, payment, remote, now)) || changed
    const chargedBack = Math.max(payment.amount_charged_back_cents, remote.amountChargedBack)
    const refunded = Math.max(payment.amount_refunded_cents, remote.amountRefunded)
    const status =
      chargedBack > 0
        ? 'charged_back'
        : refunded > 0 && refunded >= payment.amount_cents
          ? 'refunded'
          : 'paid'
    await updatePayment(trx, payment.id, {
      status,
      completed_at: completedAt,
      amount_refunded_cents: refunded,
      amount_charged_back_cents: chargedBack,
      now,
    })
    return changed
  }

  /**
   * Refunds take back the refunded share of the credits; a chargeback takes back all that is left. Even
   * into a negative balance (docs/decisions/0010-reversals.md). Answers whether anything was reversed.
   */
  private async reverseReturns(
    trx: Database,
    payment: PaymentRow,
    remote: ProviderPayment,
    now: number,
  ): Promise<boolean> {
    if (payment.amount_charged_back_cents > 0) return false
    const reversedBefore = creditsForCents(payment, payment.amount_refunded_cents)
    let reversed = reversedBefore
    if (remote.amountRefunded > payment.amount_refunded_cents) {
      const target = creditsForCents(payment, remote.amountRefunded)
      if (target > reversed)
        await reverse(trx, {
          userId: payment.user_id,
          amount: target - reversed,
          reason: 'refund',
          reference: `payment:${payment.id}`,
          key: `refund:${payment.id}:${remote.amountRefunded}`,
          now,
        })
      reversed = Math.max(reversed, target)
    }
    if (remote.amountChargedBack > 0 && payment.credits > reversed) {
      await reverse(trx, {
        userId: payment.user_id,
        amount: payment.credits - reversed,
        reason: 'chargeback',
        reference: `payment:${payment.id}`,
        key: `chargeback:${payment.id}`,
        now,
      })
      reversed = payment.credits
    }
    return reversed > reversedBefore
  }

  /**
   * The one grant of a completed purchase: its credits, and premium for life. A discounted payment uses
   * its code now; when the code is once-per-user and another payment of the member completed with it
   * first, this one counts at the undiscounted price: it grants the credits its money buys at full price,
   * and is marked for staff (docs/decisions/0014-a-one-time-code-discounts-one-completed-payment.md).
   */
  private async grantPurchase(trx: Database, payment: PaymentRow, now: number): Promise<number> {
    const credits = await this.creditsEarned(trx, payment, now)
    await grant(trx, {
      userId: payment.user_id,
      amount: credits,
      reason: 'purchase',
      reference: `payment:${payment.id}`,
      key: `payment:${payment.id}`,
      now,
    })
    await markPaidUser(trx, payment.user_id)
    return credits
  }

  private async creditsEarned(trx: Database, payment: PaymentRow, now: number): Promise<number> {
    if (!payment.discount_code_id) return payment.credits
    const use = {
      discountCodeId: payment.discount_code_id,
      userId: payment.user_id,
      paymentId: payment.id,
      now,
    }
    if ((await claimDiscount(trx, use)) === 'claimed') return payment.credits
    const credits = creditsAtFullPrice(payment)
    await withdrawDiscount(trx, payment.id, credits, now)
    this.log.warn(
      { paymentId: payment.id, userId: payment.user_id, discountCodeId: payment.discount_code_id },
      'a payment completed with a once-per-user code already used: credits granted at the full price',
    )
    return credits
  }

  /**
   * A direct debit confirmed on /directdebit, in the caller's transaction: recorded as a paid payment of
   * provider 'directdebit', method sdd, granted through the same path as a webhook, once per
   * `providerPaymentId` (a second call answers the payment already recorded). The caller publishes
   * `credits.changed` after its transaction commits.
   */
  async completeDirectDebit(trx: Database, input: DirectDebitCompletion): Promise<PaymentView> {
    const now = input.now ?? Date.now()
    const existing = await lockPaymentByProviderId(trx, 'directdebit', input.providerPaymentId)
    if (existing) return presentPayment(existing)
    const bundle = await findBundle(trx, input.site.id, input.bundleId)
    if (!bundle) throw new AppError('not_found')
    const country = (await profileCountry(trx, input.user.id))?.country ?? selectedCountry(input.site, null)
    const paymentId = await insertPayment(trx, {
      siteId: input.site.id,
      userId: input.user.id,
      bundleId: bundle.id,
      provider: 'directdebit',
      providerPaymentId: input.providerPaymentId,
      method: directDebitMethod,
      country,
      currency: bundle.currency,
      amountCents: discounted(bundle.price_cents, input.discount?.percentage ?? 0),
      credits: bundle.credits + bundle.bonus_credits,
      discountCodeId: input.discount?.discountCodeId ?? null,
      discountPercentage: input.discount?.percentage ?? 0,
      status: 'open',
      now,
    })
    if (input.discount?.discountCodeId)
      await recordDiscountUse(trx, {
        discountCodeId: input.discount.discountCodeId,
        userId: input.user.id,
        paymentId,
      })
    const payment = await lockPaymentByProviderId(trx, 'directdebit', input.providerPaymentId)
    if (!payment) throw new AppError('internal')
    await this.apply(trx, payment, { status: 'paid', amountRefunded: 0, amountChargedBack: 0 }, now)
    const done = await findPayment(trx, paymentId)
    if (!done) throw new AppError('internal')
    return presentPayment(done)
  }

  async transactions(site: Site, user: CurrentUser): Promise<TransactionsResponse> {
    const [payments, ledger] = await Promise.all([
      paymentsOf(this.db, site.id, user.id),
      ledgerOf(this.db, user.id),
    ])
    return { payments: payments.map(presentPayment), ledger: ledger.map(presentLedgerRow) }
  }

  async transaction(
    site: Site,
    user: CurrentUser,
    paymentId: number,
    t: TFunction,
  ): Promise<TransactionResponse> {
    const payment = await this.ownPayment(site, user, paymentId)
    if (payment.completed_at === null) return { payment: presentPayment(payment), invoice: null }
    const customer = await customerOf(this.db, user.id)
    const bundle = await this.db
      .selectFrom('bundles')
      .select(['price_cents', 'credits', 'bonus_credits'])
      .where('id', '=', payment.bundle_id)
      .executeTakeFirst()
    return {
      payment: presentPayment(payment),
      invoice: presentInvoice({ site, payment, customer, bundle, t }),
    }
  }
}
