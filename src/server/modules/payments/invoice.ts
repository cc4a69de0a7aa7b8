import type { TFunction } from 'i18next'
import type { Invoice } from '#shared/api/payments.js'
import type { Site } from '../sites/service.js'
import { discounted } from './presenter.js'
import type { PaymentRow } from './queries.js'

export interface InvoiceFacts {
  site: Site
  payment: PaymentRow
  customer: { name: string; email: string; country: string } | undefined
  bundle: { price_cents: number; credits: number; bonus_credits: number } | undefined
  t: TFunction
}

/** The year a payment completed in, on the site's calendar. */
function yearOf(ms: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en', { timeZone, year: 'numeric' }).format(new Date(ms))
}

/** `<site slug>-<year>-<payment id, 6 digits>`: unique per payment and readable over the phone. */
export function invoiceNumber(site: Pick<Site, 'slug' | 'timeZone'>, paymentId: number, completedAt: number) {
  return `${site.slug}-${yearOf(completedAt, site.timeZone)}-${String(paymentId).padStart(6, '0')}`
}

/**
 * The invoice of a completed payment, with the operator's company details. The list price is the bundle's
 * when it still explains the amount paid (its price less the stored discount); else the amount paid alone.
 */
export function presentInvoice(facts: InvoiceFacts): Invoice {
  const { site, payment, customer, bundle, t } = facts
  const completedAt = Number(payment.completed_at ?? payment.created_at)
  const currency = payment.currency
  const pct = Number(payment.discount_percentage)
  const listCents =
    bundle && discounted(bundle.price_cents, pct) === payment.amount_cents
      ? bundle.price_cents
      : payment.amount_cents
  const company = site.company
  return {
    number: invoiceNumber(site, payment.id, completedAt),
    date: new Date(completedAt).toISOString(),
    company: {
      name: company.name,
      address: company.address,
      postal_code: company.postal_code,
      city: company.city,
      country: company.country,
      kvk: company.kvk,
      vat_numbers: company.vat_numbers.join(', '),
      support_email: company.support_email,
    },
    customer: customer ?? { name: '', email: '', country: payment.country },
    lines: [
      {
        description: t('payments.invoice_line', { credits: payment.credits, site: site.name }),
        quantity: 1,
        amount: { cents: listCents, currency },
      },
    ],
    discount: listCents > payment.amount_cents ? { cents: listCents - payment.amount_cents, currency } : null,
    total: { cents: payment.amount_cents, currency },
  }
}
