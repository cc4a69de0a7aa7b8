import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { TFunction } from 'i18next'
import { isEuCountry } from '#shared/eu.js'
import { formatMoney } from '#shared/money.js'
import { sellerOfRow } from './presenter.js'
import type { InvoiceRow } from './queries.js'

// DejaVu has the whole of Latin Extended: ą, ł, ż, ß and the rest print (pdfkit's built-in Helvetica does not).
const fontDir = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf')
const regular = join(fontDir, 'DejaVuSans.ttf')
const bold = join(fontDir, 'DejaVuSans-Bold.ttf')

export interface PdfFacts {
  document: InvoiceRow
  /** For a credit note: the invoice it corrects. */
  corrects: InvoiceRow | null
  t: TFunction
  language: string
}

function dateOf(ms: number, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(ms))
}

/** 1900 → "19", 2550 → "25,5" in German: the rate as the reader writes it. */
export function rateText(rate: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(rate / 100)
}

/**
 * The invoice or credit note as a PDF in the document's language: seller, number and date, buyer, the
 * line, net, VAT and total. Answers the document stream; the caller sends it.
 */
export async function renderPdf({
  document: doc,
  corrects,
  t,
  language,
}: PdfFacts): Promise<PDFKit.PDFDocument> {
  // Loaded on the first PDF: pdfkit and its font data would hold some 20 MB in every process from its start.
  const { default: PDFDocument } = await import('pdfkit')
  const seller = sellerOfRow(doc)
  const money = (cents: number) => formatMoney({ cents, currency: doc.currency }, language)
  const isCredit = doc.kind === 'credit_note'
  const pdf = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `${doc.number}` } })
  pdf.registerFont('regular', regular)
  pdf.registerFont('bold', bold)

  pdf.font('bold').fontSize(12).text(seller.name)
  pdf.font('regular').fontSize(9)
  pdf.text(seller.address)
  pdf.text(`${seller.postal_code} ${seller.city}`.trim())
  pdf.text(t(`countries.${seller.country}`, { defaultValue: seller.country }))
  if (seller.kvk) pdf.text(t('invoices.seller_registration', { kvk: seller.kvk }))
  if (seller.vat_numbers.length > 0)
    pdf.text(t('invoices.seller_vat', { vat: seller.vat_numbers.join(', ') }))
  if (seller.tradenames.length > 0)
    pdf.text(t('invoices.trade_names', { names: seller.tradenames.join(', ') }))
  if (seller.support_email) pdf.text(t('invoices.support', { email: seller.support_email }))

  pdf.moveDown(2)
  pdf
    .font('bold')
    .fontSize(18)
    .text(t(isCredit ? 'invoices.credit_note' : 'invoices.invoice'))
  pdf.font('regular').fontSize(10)
  pdf.text(t('invoices.number', { number: doc.number }))
  pdf.text(t('invoices.date', { date: dateOf(doc.issued_at, language) }))
  if (corrects)
    pdf.text(t('invoices.corrects', { number: corrects.number, date: dateOf(corrects.issued_at, language) }))
  if (isCredit)
    pdf.text(t(doc.reason === 'chargeback' ? 'invoices.reason_chargeback' : 'invoices.reason_refund'))

  pdf.moveDown()
  pdf.font('bold').text(t('invoices.buyer'))
  pdf.font('regular')
  if (doc.buyer_name) pdf.text(doc.buyer_name)
  pdf.text(doc.buyer_email)
  pdf.text(t(`countries.${doc.buyer_country}`, { defaultValue: doc.buyer_country }))

  pdf.moveDown(2)
  const row = (label: string, value: string, strong = false) => {
    const y = pdf.y
    pdf.font(strong ? 'bold' : 'regular')
    pdf.text(label, 50, y, { width: 330 })
    pdf.text(value, 380, y, { width: 165, align: 'right' })
    pdf.moveDown(0.3)
  }
  row(t('invoices.description'), t('invoices.amount'), true)
  row(t('payments.invoice_line', { credits: doc.credits, site: doc.site_name }), money(doc.total_cents))
  pdf.moveDown(0.5)
  row(t('invoices.net'), money(doc.net_cents))
  row(t('invoices.vat_line', { rate: rateText(doc.vat_rate, language) }), money(doc.vat_cents))
  row(t(isCredit ? 'invoices.total_credited' : 'invoices.total'), money(doc.total_cents), true)

  pdf.moveDown()
  pdf.font('regular').fontSize(9)
  pdf.text(t('invoices.currency', { currency: doc.currency }), 50)
  pdf.text(t('invoices.prices_include_vat'))
  if (!isEuCountry(doc.buyer_country)) pdf.text(t('invoices.outside_eu'))
  pdf.end()
  return pdf
}
