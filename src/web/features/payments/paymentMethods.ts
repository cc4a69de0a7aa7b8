import type { PaymentMethod } from '#shared/api/payments.js'

/**
 * How each method of docs/product.md §3 shows: a short mark in the brand's colour (no third-party logos are
 * bundled) beside its name from the catalogue (payment_methods.<method>).
 */
export const methodMarks: Record<PaymentMethod, { mark: string; background: string; color: string }> = {
  sdd: { mark: 'SEPA', background: '#10298e', color: '#ffcc00' },
  sct: { mark: 'SEPA', background: '#2c3e50', color: '#ffffff' },
  ideal: { mark: 'iD', background: '#cc0066', color: '#ffffff' },
  bancontact: { mark: 'BC', background: '#005498', color: '#ffd800' },
  blik: { mark: 'BLIK', background: '#000000', color: '#ffffff' },
  giropay: { mark: 'giro', background: '#000268', color: '#ffffff' },
  creditcard: { mark: 'CARD', background: '#495057', color: '#ffffff' },
  visa: { mark: 'VISA', background: '#1a1f71', color: '#ffffff' },
  mastercard: { mark: 'MC', background: '#eb001b', color: '#ffffff' },
  maestro: { mark: 'MAE', background: '#0099df', color: '#ffffff' },
  cartebancaire: { mark: 'CB', background: '#0f4c81', color: '#ffffff' },
  nexi: { mark: 'nexi', background: '#2d32aa', color: '#ffffff' },
  applepay: { mark: 'Pay', background: '#000000', color: '#ffffff' },
  paypal: { mark: 'PP', background: '#003087', color: '#ffffff' },
  paysafecard: { mark: 'psc', background: '#008aca', color: '#ffffff' },
  sofort: { mark: 'SO', background: '#ef809f', color: '#1b1b1b' },
  eps: { mark: 'eps', background: '#c8036f', color: '#ffffff' },
  prezelewy24: { mark: 'P24', background: '#d13239', color: '#ffffff' },
}
