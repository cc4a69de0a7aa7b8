import type { ProviderPayment } from '#server/adapters/payments/provider.js'
import type { Database } from '#server/db/database.js'
import { reverse } from '../credits/ledger.js'
import type { PaymentRow } from './queries.js'

/** The credits a refund of `cents` takes back: the same share of the credits as of the amount. */
function creditsForCents(payment: PaymentRow, cents: number): number {
  if (payment.amount_cents <= 0) return cents > 0 ? payment.credits : 0
  return Math.min(payment.credits, Math.round((payment.credits * cents) / payment.amount_cents))
}

/**
 * Refunds take back the refunded share of the credits; a chargeback takes back all that is left. Even
 * into a negative balance (docs/decisions/0010-reversals.md). Answers whether anything was reversed.
 */
export async function reverseReturns(
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
