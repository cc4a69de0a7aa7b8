import type { Database } from '#server/db/database.js'
import { AppError } from '#server/errors.js'
import { vatRatesSetting } from '#shared/eu.js'
import { answersTo, type StaffMember } from '../auth/policy.js'
import {
  documentOwner,
  documentsOfPayment,
  findDocument,
  type InvoiceRow,
  insertDocument,
  issuingFacts,
  lockPaymentForDocuments,
  type NewInvoice,
  takeSequence,
} from './queries.js'
import { splitCredit, splitVat, vatRateFor } from './vat.js'

/** The seller's details printed on a document, kept as they were when it was issued. */
export interface Seller {
  name: string
  address: string
  postal_code: string
  city: string
  country: string
  kvk: string
  vat_numbers: string[]
  tradenames: string[]
  support_email: string
}

type Payment = NonNullable<Awaited<ReturnType<typeof lockPaymentForDocuments>>>
type Facts = Awaited<ReturnType<typeof issuingFacts>>

/**
 * One gap-free series per seller company: its registration number identifies it across the sites it runs;
 * a company without one has a series per site (docs/decisions/0033-invoices.md).
 */
export function seriesKeyOf(siteId: number, kvk: string | null | undefined): string {
  const registration = kvk?.trim()
  return registration ? `kvk:${registration}` : `site:${siteId}`
}

/** `2026-000123`: the year of issue (UTC) and the number in that year's series. */
export function documentNumber(year: number, sequence: number): string {
  return `${year}-${String(sequence).padStart(6, '0')}`
}

function parseJsonList(value: string | undefined): string[] {
  if (!value) return []
  const parsed: unknown = JSON.parse(value)
  return Array.isArray(parsed) ? parsed.map(String) : []
}

function vatOverrides(facts: Facts): Partial<Record<string, number>> {
  if (!facts.vatSetting) return {}
  const parsed = vatRatesSetting.safeParse(JSON.parse(facts.vatSetting.value))
  return parsed.success ? parsed.data : {}
}

function sellerOf(facts: Facts): Seller {
  const company = facts.company
  return {
    name: company?.name ?? '',
    address: company?.address ?? '',
    postal_code: company?.postal_code ?? '',
    city: company?.city ?? '',
    country: company?.country ?? '',
    kvk: company?.kvk ?? '',
    vat_numbers: parseJsonList(company?.vat_numbers),
    tradenames: parseJsonList(company?.tradenames),
    support_email: company?.support_email ?? '',
  }
}

interface Issue {
  kind: 'invoice' | 'credit_note'
  issueKey: string
  reason: 'refund' | 'chargeback' | null
  corrects: InvoiceRow | null
  totalCents: number
  split: { net_cents: number; vat_cents: number }
  rate: number
}

/** Writes one document with the next number of its company's series, in the caller's transaction. */
async function issue(trx: Database, payment: Payment, facts: Facts, input: Issue, now: number) {
  const seller = sellerOf(facts)
  const seriesKey = seriesKeyOf(payment.site_id, facts.company?.kvk)
  const year = new Date(now).getUTCFullYear()
  const sequence = await takeSequence(trx, seriesKey, year)
  const values: NewInvoice = {
    site_id: payment.site_id,
    payment_id: payment.id,
    kind: input.kind,
    issue_key: input.issueKey,
    corrects_id: input.corrects?.id ?? null,
    reason: input.reason,
    series_key: seriesKey,
    year,
    sequence,
    number: documentNumber(year, sequence),
    issued_at: now,
    buyer_name: input.corrects?.buyer_name ?? facts.buyer?.name ?? '',
    buyer_email: input.corrects?.buyer_email ?? facts.buyer?.email ?? '',
    buyer_country: payment.country,
    seller: JSON.stringify(seller),
    site_name: facts.site?.name ?? '',
    language: facts.buyer?.language ?? 'en',
    credits: payment.credits,
    currency: payment.currency,
    net_cents: input.split.net_cents,
    vat_rate: input.rate,
    vat_cents: input.split.vat_cents,
    total_cents: input.totalCents,
  }
  return insertDocument(trx, values)
}

function sumOf(rows: InvoiceRow[]) {
  return rows.reduce(
    (sum, row) => ({
      net_cents: sum.net_cents + row.net_cents,
      vat_cents: sum.vat_cents + row.vat_cents,
      total_cents: sum.total_cents + row.total_cents,
    }),
    { net_cents: 0, vat_cents: 0, total_cents: 0 },
  )
}

async function creditNote(
  trx: Database,
  payment: Payment,
  facts: Facts,
  invoice: InvoiceRow,
  notes: InvoiceRow[],
  reason: 'refund' | 'chargeback',
  amount: number,
  issueKey: string,
  now: number,
) {
  const before = sumOf(notes)
  const given = Math.min(amount, invoice.total_cents - before.total_cents)
  if (given <= 0) return
  const split = splitCredit(given, invoice.vat_rate, invoice, before)
  await issue(
    trx,
    payment,
    facts,
    {
      kind: 'credit_note',
      issueKey,
      reason,
      corrects: invoice,
      totalCents: given,
      split,
      rate: invoice.vat_rate,
    },
    now,
  )
}

/**
 * Brings a payment's documents up to where the payment stands, in the caller's transaction (which holds
 * the payment row): the invoice once it is completed, a credit note for each refunded amount not yet
 * credited, and one for a chargeback. Runs as often as the provider calls; issues each document once.
 */
export async function issueDocuments(trx: Database, paymentId: number, now: number): Promise<void> {
  const payment = await lockPaymentForDocuments(trx, paymentId)
  if (!payment || payment.completed_at === null) return
  const documents = await documentsOfPayment(trx, paymentId)
  const facts = await issuingFacts(trx, payment.site_id, payment.user_id)
  let invoice = documents.find((row) => row.kind === 'invoice')
  if (!invoice) {
    const rate = vatRateFor(payment.country, vatOverrides(facts))
    const split = splitVat(payment.amount_cents, rate)
    const kind = 'invoice' as const
    const input = { kind, issueKey: `invoice:${payment.id}`, reason: null, corrects: null, split, rate }
    await issue(trx, payment, facts, { ...input, totalCents: payment.amount_cents }, now)
    invoice = (await documentsOfPayment(trx, paymentId)).find((row) => row.kind === 'invoice')
    if (!invoice) return
  }
  const notes = documents.filter((row) => row.kind === 'credit_note')
  const refundedBefore = sumOf(notes.filter((row) => row.reason === 'refund')).total_cents
  const refunded = Number(payment.amount_refunded_cents)
  if (refunded > refundedBefore) {
    const key = `refund:${payment.id}:${refunded}`
    await creditNote(trx, payment, facts, invoice, notes, 'refund', refunded - refundedBefore, key, now)
  }
  const chargedBack = Number(payment.amount_charged_back_cents)
  if (chargedBack > 0 && !notes.some((row) => row.reason === 'chargeback')) {
    const all = (await documentsOfPayment(trx, paymentId)).filter((row) => row.kind === 'credit_note')
    await creditNote(
      trx,
      payment,
      facts,
      invoice,
      all,
      'chargeback',
      chargedBack,
      `chargeback:${payment.id}`,
      now,
    )
  }
}

/**
 * The documents of a payment completed before invoices were issued (docs/decisions/0033): issued when
 * first asked for, in a transaction of their own.
 */
export async function ensureDocuments(db: Database, paymentId: number): Promise<void> {
  const existing = await documentsOfPayment(db, paymentId)
  if (existing.some((row) => row.kind === 'invoice')) return
  await db.transaction().execute((trx) => issueDocuments(trx, paymentId, Date.now()))
}

export interface PdfDocument {
  document: InvoiceRow
  corrects: InvoiceRow | null
}

async function withCorrected(db: Database, document: InvoiceRow): Promise<PdfDocument> {
  const corrects =
    document.corrects_id === null ? null : ((await findDocument(db, document.corrects_id)) ?? null)
  return { document, corrects }
}

/** One of the member's own documents on this site; anyone else's is not found. */
export async function memberDocument(
  db: Database,
  member: { userId: number; siteId: number },
  documentId: number,
): Promise<PdfDocument> {
  const owner = await documentOwner(db, documentId)
  if (!owner || owner.user_id !== member.userId || owner.site_id !== member.siteId)
    throw new AppError('not_found')
  const document = await findDocument(db, documentId)
  if (!document) throw new AppError('not_found')
  return withCorrected(db, document)
}

/** A document of a site the staff member answers to. */
export async function staffDocument(
  db: Database,
  staff: Pick<StaffMember, 'siteIds'>,
  documentId: number,
): Promise<PdfDocument> {
  const document = await findDocument(db, documentId)
  if (!document || !answersTo(staff, document.site_id)) throw new AppError('not_found')
  return withCorrected(db, document)
}
