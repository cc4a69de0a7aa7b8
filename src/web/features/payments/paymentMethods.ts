import type { PaymentMethod } from '#shared/api/payments.js'

/** The checkout's groups of methods, in the order it shows them. */
export const methodGroups = ['card', 'wallet', 'bank'] as const
export type MethodGroup = (typeof methodGroups)[number]

/** Where each method of docs/product.md §3 Payment belongs; a new method has to be placed here. */
export const methodGroupOf: Record<PaymentMethod, MethodGroup> = {
  creditcard: 'card',
  visa: 'card',
  mastercard: 'card',
  maestro: 'card',
  cartebancaire: 'card',
  nexi: 'card',
  applepay: 'wallet',
  paypal: 'wallet',
  paysafecard: 'wallet',
  ideal: 'bank',
  bancontact: 'bank',
  blik: 'bank',
  prezelewy24: 'bank',
  eps: 'bank',
  giropay: 'bank',
  sofort: 'bank',
  sct: 'bank',
  sdd: 'bank',
}

/** The card method that lets the provider's page take any brand: the card choice pays with it where offered. */
export const anyCard: PaymentMethod = 'creditcard'

/** One choice on the checkout: the method it pays with, which its address names (/credits/{id}/{method}). */
export interface MethodChoice {
  method: PaymentMethod
  /** The card brands the card choice stands for, shown as their logos; empty for every other choice. */
  brands: PaymentMethod[]
}

export interface MethodChoiceGroup {
  group: MethodGroup
  choices: MethodChoice[]
}

/**
 * The offered methods as the checkout shows them: every card brand folded into one card choice, then the
 * wallets, then the bank methods, each in the server's order; a group with nothing offered is left out.
 */
export function groupMethods(offered: readonly PaymentMethod[]): MethodChoiceGroup[] {
  return methodGroups.flatMap((group) => {
    const methods = offered.filter((method) => methodGroupOf[method] === group)
    if (methods.length === 0) return []
    const choices =
      group === 'card' ? [cardChoice(methods)] : methods.map((method) => ({ method, brands: [] }))
    return [{ group, choices }]
  })
}

function cardChoice(cards: PaymentMethod[]): MethodChoice {
  const brands = cards.filter((method) => method !== anyCard)
  const method = cards.includes(anyCard) ? anyCard : (cards[0] ?? anyCard)
  return { method, brands }
}

/**
 * The choice a method is made with: its own, or the card choice for any card brand (an address naming
 * /visa, as "Try again" after a failed Visa payment does, keeps the card choice and pays with Visa).
 */
export function choiceOf(
  groups: readonly MethodChoiceGroup[],
  method: PaymentMethod | null,
): MethodChoice | null {
  if (!method) return null
  const choices = groups.flatMap((group) => group.choices)
  return choices.find((choice) => choice.method === method || choice.brands.includes(method)) ?? null
}
