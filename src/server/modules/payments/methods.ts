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

/** Methods every country may use. */
const everywhere: PaymentMethod[] = [
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
const local: Record<PaymentMethod, readonly string[] | 'everywhere'> = {
  sdd: sepaEuro,
  sct: sepaEuro,
  ideal: ['NL'],
  bancontact: ['BE'],
  blik: ['PL'],
  prezelewy24: ['PL'],
  eps: ['AT'],
  cartebancaire: ['FR'],
  giropay: ['DE'],
  sofort: ['DE', 'AT', 'BE', 'NL', 'IT', 'ES'],
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
const order: PaymentMethod[] = [
  'ideal',
  'bancontact',
  'blik',
  'prezelewy24',
  'eps',
  'cartebancaire',
  'giropay',
  'sofort',
  'nexi',
  ...everywhere,
  'sct',
  'sdd',
]

/** Direct debit is not a provider's checkout: it goes through /directdebit, whatever the provider. */
export const directDebitMethod: PaymentMethod = 'sdd'

function takenIn(method: PaymentMethod, country: string): boolean {
  const where = local[method]
  return where === 'everywhere' || where.includes(country)
}

/** The methods a member in `country` is offered with this provider. */
export function methodsFor(country: string, provider: Pick<PaymentProvider, 'offers'>): PaymentMethod[] {
  return order.filter(
    (method) => takenIn(method, country) && (method === directDebitMethod || provider.offers(method)),
  )
}
