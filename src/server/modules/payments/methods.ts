import type { PaymentProvider } from '#server/adapters/payments/provider.js'
import type { PaymentMethod } from '#shared/api/payments.js'

/** Euro countries of SEPA: direct debit (our own /directdebit) and SEPA bank transfer are taken there. */
const sepaEuro = [
  'NL',
  'BE',
  'DE',
  'AT',
  'FR',
  'IT',
  'ES',
  'IE',
  'PT',
  'FI',
  'LU',
  'GR',
  'SK',
  'SI',
  'EE',
  'LV',
  'LT',
]

/**
 * Methods whose scheme has ended (giropay in 2024, Sofort when Klarna retired it): kept in
 * docs/product.md §3 Payment for the payments made with them, never offered or accepted for a new one
 * (docs/decisions/0027-retired-payment-methods-are-not-offered.md).
 */
export const retiredMethods = ['giropay', 'sofort'] as const satisfies readonly PaymentMethod[]
type RetiredMethod = (typeof retiredMethods)[number]

export function isRetired(method: PaymentMethod): method is RetiredMethod {
  return (retiredMethods as readonly PaymentMethod[]).includes(method)
}

type OfferedMethod = Exclude<PaymentMethod, RetiredMethod>

/** Methods every country may use. */
const everywhere: OfferedMethod[] = [
  'creditcard',
  'visa',
  'mastercard',
  'maestro',
  'applepay',
  'paypal',
  'paysafecard',
]

/**
 * The local methods of docs/product.md §3 Payment, by the countries whose banks or schemes they belong to.
 */
const local: Record<OfferedMethod, readonly string[] | 'everywhere'> = {
  sdd: sepaEuro,
  sct: sepaEuro,
  ideal: ['NL'],
  bancontact: ['BE'],
  blik: ['PL'],
  prezelewy24: ['PL'],
  eps: ['AT'],
  cartebancaire: ['FR'],
  nexi: ['IT'],
  creditcard: 'everywhere',
  visa: 'everywhere',
  mastercard: 'everywhere',
  maestro: 'everywhere',
  applepay: 'everywhere',
  paypal: 'everywhere',
  paysafecard: 'everywhere',
}

/** Local methods first (members look for their bank's), then the cards and wallets everyone has. */
const order: OfferedMethod[] = [
  'ideal',
  'bancontact',
  'blik',
  'prezelewy24',
  'eps',
  'cartebancaire',
  'nexi',
  ...everywhere,
  'sct',
  'sdd',
]

/** Direct debit is not a provider's checkout: it goes through /directdebit, whatever the provider. */
export const directDebitMethod: PaymentMethod = 'sdd'

function takenIn(method: OfferedMethod, country: string): boolean {
  const where = local[method]
  return where === 'everywhere' || where.includes(country)
}

/** The methods a member in `country` is offered with this provider. */
export function methodsFor(country: string, provider: Pick<PaymentProvider, 'offers'>): PaymentMethod[] {
  return order.filter(
    (method) => takenIn(method, country) && (method === directDebitMethod || provider.offers(method)),
  )
}
