import type { Insertable, Selectable } from 'kysely'
import { type Database, supportsRowLocks } from '#server/db/database.js'
import type { InvoicesTable } from '#server/db/schema.js'

export type InvoiceRow = Selectable<InvoicesTable>
export type NewInvoice = Omit<Insertable<InvoicesTable>, 'id'>

export interface PaymentDocument {
  id: number
  kind: 'invoice' | 'credit_note'
  number: string
  issued_at: number
  /** For a credit note: the amount given back, positive. */
  total_cents: number
  currency: string
}

/** A payment's invoice and credit notes, oldest first. */
export async function listPaymentDocuments(db: Database, paymentId: number): Promise<PaymentDocument[]> {
  const rows = await db
    .selectFrom('invoices')
    .select(['id', 'kind', 'number', 'issued_at', 'total_cents', 'currency'])
    .where('payment_id', '=', paymentId)
    .orderBy('id')
    .execute()
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    number: row.number,
    issued_at: Number(row.issued_at),
    total_cents: Number(row.total_cents),
    currency: row.currency,
  }))
}

/** Every document of a payment, oldest first. */
export async function documentsOfPayment(db: Database, paymentId: number): Promise<InvoiceRow[]> {
  const rows = await db
    .selectFrom('invoices')
    .selectAll()
    .where('payment_id', '=', paymentId)
    .orderBy('id')
    .execute()
  return rows.map(numeric)
}

export async function findDocument(db: Database, id: number): Promise<InvoiceRow | undefined> {
  const row = await db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst()
  return row && numeric(row)
}

/**
 * Takes the next number of a series and moves it on, in the caller's transaction. The row is locked on
 * PostgreSQL; SQLite's transactions hold the write lock from their start (docs/decisions/0022). The row
 * is created on first use; two transactions creating it at once: one waits on the key, and retries.
 */
export async function takeSequence(trx: Database, seriesKey: string, year: number): Promise<number> {
  await trx
    .insertInto('invoice_series')
    .values({ series_key: seriesKey, year, next_number: 1 })
    .onConflict((oc) => oc.columns(['series_key', 'year']).doNothing())
    .execute()
  const query = trx
    .selectFrom('invoice_series')
    .select('next_number')
    .where('series_key', '=', seriesKey)
    .where('year', '=', year)
  const row = await (supportsRowLocks(trx) ? query.forUpdate() : query).executeTakeFirstOrThrow()
  const taken = Number(row.next_number)
  await trx
    .updateTable('invoice_series')
    .set({ next_number: taken + 1 })
    .where('series_key', '=', seriesKey)
    .where('year', '=', year)
    .execute()
  return taken
}

export async function insertDocument(trx: Database, values: NewInvoice): Promise<number> {
  const row = await trx.insertInto('invoices').values(values).returning('id').executeTakeFirstOrThrow()
  return Number(row.id)
}

/** pg answers bigint columns as numbers already (database.ts); counts and sums still need Number(). */
function numeric(row: InvoiceRow): InvoiceRow {
  return {
    ...row,
    issued_at: Number(row.issued_at),
    net_cents: Number(row.net_cents),
    vat_cents: Number(row.vat_cents),
    total_cents: Number(row.total_cents),
    vat_rate: Number(row.vat_rate),
  }
}

/** What an invoice needs of its payment, held for update on PostgreSQL (SQLite has the one writer). */
export function lockPaymentForDocuments(trx: Database, paymentId: number) {
  const query = trx
    .selectFrom('payments')
    .select([
      'id',
      'site_id',
      'user_id',
      'country',
      'currency',
      'amount_cents',
      'credits',
      'completed_at',
      'amount_refunded_cents',
      'amount_charged_back_cents',
    ])
    .where('id', '=', paymentId)
  return (supportsRowLocks(trx) ? query.forUpdate() : query).executeTakeFirst()
}

/** The seller, the buyer and the site's VAT overrides as they stand now, to be written on a document. */
export async function issuingFacts(db: Database, siteId: number, userId: number) {
  const [site, company, vatSetting, buyer] = await Promise.all([
    db.selectFrom('sites').select(['name']).where('id', '=', siteId).executeTakeFirst(),
    db.selectFrom('company_info').selectAll().where('site_id', '=', siteId).executeTakeFirst(),
    db
      .selectFrom('site_settings')
      .select('value')
      .where('site_id', '=', siteId)
      .where('name', '=', 'vat_rates')
      .executeTakeFirst(),
    db
      .selectFrom('users')
      .leftJoin('profiles', 'profiles.user_id', 'users.id')
      .select(['users.email', 'users.language', 'profiles.name'])
      .where('users.id', '=', userId)
      .executeTakeFirst(),
  ])
  return { site, company, vatSetting, buyer }
}

/** Whose a document is: the member and site of its payment. */
export function documentOwner(db: Database, documentId: number) {
  return db
    .selectFrom('invoices')
    .innerJoin('payments', 'payments.id', 'invoices.payment_id')
    .select(['payments.user_id', 'payments.site_id'])
    .where('invoices.id', '=', documentId)
    .executeTakeFirst()
}
