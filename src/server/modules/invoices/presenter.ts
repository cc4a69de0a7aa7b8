import type { CreditNote, Invoice } from '#shared/api/payments.js'
import { isEuCountry } from '#shared/eu.js'
import type { InvoiceRow } from './queries.js'
import type { Seller } from './service.js'
import { ratePercent } from './vat.js'

export function sellerOfRow(row: InvoiceRow): Seller {
  return JSON.parse(row.seller) as Seller
}

function money(cents: number, currency: string) {
  return { cents, currency }
}

export function presentCreditNote(row: InvoiceRow): CreditNote {
  return {
    id: row.id,
    number: row.number,
    date: new Date(row.issued_at).toISOString(),
    reason: row.reason === 'chargeback' ? 'chargeback' : 'refund',
    net: money(row.net_cents, row.currency),
    vat: money(row.vat_cents, row.currency),
    total: money(row.total_cents, row.currency),
  }
}

/**
 * The invoice as issued: its number, date, seller and buyer as written on the document, with the VAT
 * split and the credit notes that correct it. The lines (and a discount) come from `lines`, told in the
 * reader's language.
 */
export function presentIssuedInvoice(
  invoice: InvoiceRow,
  notes: InvoiceRow[],
  lines: Pick<Invoice, 'lines' | 'discount'>,
): Invoice {
  const seller = sellerOfRow(invoice)
  return {
    id: invoice.id,
    number: invoice.number,
    date: new Date(invoice.issued_at).toISOString(),
    company: {
      name: seller.name,
      address: seller.address,
      postal_code: seller.postal_code,
      city: seller.city,
      country: seller.country,
      kvk: seller.kvk,
      vat_numbers: seller.vat_numbers.join(', '),
      support_email: seller.support_email,
    },
    customer: { name: invoice.buyer_name, email: invoice.buyer_email, country: invoice.buyer_country },
    lines: lines.lines,
    discount: lines.discount,
    total: money(invoice.total_cents, invoice.currency),
    net: money(invoice.net_cents, invoice.currency),
    vat_rate: ratePercent(invoice.vat_rate),
    vat: money(invoice.vat_cents, invoice.currency),
    outside_eu: !isEuCountry(invoice.buyer_country),
    credit_notes: notes.map(presentCreditNote),
  }
}
