import type { Bundle, Money, PaymentMethod } from '#shared/api/payments.js'
import { formatMoney } from '#shared/money.js'

/** All credits a bundle gives: its credits plus the bonus credits. */
export function totalCredits(bundle: Bundle): number {
  return bundle.credits + bundle.bonus_credits
}

/** What the member pays: the discounted price when the active discount applies, else the price. */
export function payablePrice(bundle: Bundle): Money {
  return bundle.discounted_price ?? bundle.price
}

/** The price per credit, in cents with fractions (a bundle of 0 credits has none). */
export function pricePerCredit(bundle: Bundle): Money | null {
  const credits = totalCredits(bundle)
  if (credits <= 0) return null
  return { cents: payablePrice(bundle).cents / credits, currency: payablePrice(bundle).currency }
}

/** How a price shows: the payable amount, and the struck-through original only when a discount applies. */
export function priceDisplay(bundle: Bundle, locale: string): { now: string; was: string | null } {
  const discounted = bundle.discounted_price !== null && bundle.discounted_price.cents < bundle.price.cents
  return {
    now: formatMoney(payablePrice(bundle), locale),
    was: discounted ? formatMoney(bundle.price, locale) : null,
  }
}

/** Per-credit prices are small: a third digit keeps bundles apart (€0.125 against €0.13). */
export function formatPerCredit(bundle: Bundle, locale: string): string | null {
  const per = pricePerCredit(bundle)
  if (!per) return null
  const rounded = { ...per, cents: Math.round(per.cents * 10) / 10 }
  const digits = Number.isInteger(rounded.cents) ? 2 : 3
  return formatMoney(rounded, locale, digits)
}

/**
 * Card payments stored at the provider: when one fails the member may retry it or pay with PayPal
 * (docs/product.md §8).
 */
export const storedCardMethods: readonly PaymentMethod[] = ['creditcard', 'visa', 'mastercard', 'maestro']

export function isStoredCard(method: PaymentMethod): boolean {
  return storedCardMethods.includes(method)
}
