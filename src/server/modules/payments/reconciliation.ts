import type { FastifyBaseLogger } from 'fastify'
import type { PaymentProvider, ProviderPayment } from '#server/adapters/payments/provider.js'
import type { Database } from '#server/db/database.js'
import { AppError } from '#server/errors.js'
import type { EventPublisher } from '#server/realtime/events.js'
import type { PaymentView } from '#shared/api/payments.js'
import type { CurrentUser } from '../auth/current-user.js'
import { grant } from '../credits/ledger.js'
import { claimDiscount, type ResolvedDiscount, recordDiscountUse } from '../discounts/service.js'
import { issueDocuments } from '../invoices/service.js'
import { profileCountry } from '../members/queries.js'
import { selectedCountry } from '../sites/presenter.js'
import type { Site } from '../sites/service.js'
import { queuePostback } from '../traffic/postbacks.js'
import { recordStateEvents } from './events.js'
import { directDebitMethod } from './methods.js'
import { discounted, presentPayment } from './presenter.js'
import {
  findBundle,
  findPayment,
  findPaymentByProviderId,
  insertPayment,
  lockPaymentByProviderId,
  markPaidUser,
  type PaymentRow,
  updatePayment,
  withdrawDiscount,
} from './queries.js'
import { reverseReturns } from './reversals.js'

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

/**
 * Where payments stand: provider events (webhooks, and the return page's poll) move a payment to the
 * provider's status, grant a completed purchase once and reverse refunds and chargebacks; a confirmed
 * direct debit is recorded and granted through the same path.
 */
export class Reconciliation {
  constructor(
    private readonly db: Database,
    private readonly provider: PaymentProvider,
    private readonly events: EventPublisher,
    private readonly log: FastifyBaseLogger,
  ) {}

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

  /**
   * After staff asked the provider for a refund: the provider's state is fetched and applied as a webhook
   * applies it (the same reversal rule), in one transaction with the caller's own records. `record` gets
   * the payment as it was and `applyState`, which applies the state and answers the payment as it is now.
   */
  async applyWith(
    payment: Pick<PaymentRow, 'provider' | 'provider_payment_id' | 'user_id'>,
    record: (
      trx: Database,
      before: PaymentRow,
      applyState: () => Promise<PaymentRow>,
      now: number,
    ) => Promise<void>,
  ): Promise<void> {
    const providerPaymentId = payment.provider_payment_id
    if (payment.provider !== this.provider.name || !providerPaymentId) throw new AppError('not_found')
    const remote = await this.provider.getPayment(providerPaymentId)
    if (!remote) throw new AppError('not_found')
    const changed = await this.db.transaction().execute(async (trx) => {
      const locked = await lockPaymentByProviderId(trx, payment.provider, providerPaymentId)
      if (!locked) throw new AppError('not_found')
      const now = Date.now()
      let credits = false
      await record(
        trx,
        locked,
        async () => {
          credits = await this.apply(trx, locked, remote, now)
          const after = await findPayment(trx, locked.id)
          if (!after) throw new AppError('internal')
          return after
        },
        now,
      )
      return credits
    })
    if (changed) this.events.publish({ type: 'credits.changed', userId: payment.user_id })
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
      await recordStateEvents(trx, payment.id, locked, { ...locked, status: remote.status }, now)
      return changed
    }
    changed = (await reverseReturns(trx, payment, remote, now)) || changed
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
    const after = { status, amount_refunded_cents: refunded, amount_charged_back_cents: chargedBack }
    await recordStateEvents(trx, payment.id, locked, after, now)
    await issueDocuments(trx, payment.id, now)
    return changed
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
    await queuePostback(trx, {
      event: 'first_purchase',
      userId: payment.user_id,
      payment: { id: payment.id, cents: payment.amount_cents, currency: payment.currency },
      now,
    })
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
    const country = (await profileCountry(trx, input.user.id)) ?? selectedCountry(input.site, null)
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
}
