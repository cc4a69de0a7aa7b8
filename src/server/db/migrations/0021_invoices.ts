// Invoices and credit notes as documents issued once and kept, numbered from one gap-free sequence per
// seller company (docs/decisions/0033-invoices.md). Frozen: never import application code here.
import { type AnyDb, notNull, timestamp, withId } from './helpers.js'

export async function up(db: AnyDb): Promise<void> {
  // The next number of each series: taken and incremented in the issuing transaction, under its row lock.
  await db.schema
    .createTable('invoice_series')
    .addColumn('series_key', 'varchar(120)', notNull)
    .addColumn('year', 'integer', notNull)
    .addColumn('next_number', 'integer', notNull)
    .addPrimaryKeyConstraint('invoice_series_pk', ['series_key', 'year'])
    .execute()

  await withId(db, db.schema.createTable('invoices'))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('payment_id', 'integer', (c) => c.notNull().references('payments.id').onDelete('cascade'))
    // invoice or credit_note.
    .addColumn('kind', 'varchar(20)', notNull)
    // What the document is issued for, unique: invoice:<payment>, refund:<payment>:<refunded so far>,
    // chargeback:<payment>. A webhook arriving twice finds it taken.
    .addColumn('issue_key', 'varchar(80)', (c) => c.notNull().unique())
    // The invoice a credit note corrects.
    .addColumn('corrects_id', 'integer', (c) => c.references('invoices.id').onDelete('cascade'))
    // refund or chargeback for a credit note; null for an invoice.
    .addColumn('reason', 'varchar(20)')
    .addColumn('series_key', 'varchar(120)', notNull)
    .addColumn('year', 'integer', notNull)
    .addColumn('sequence', 'integer', notNull)
    .addColumn('number', 'varchar(40)', notNull)
    .addColumn('issued_at', timestamp, notNull)
    .addColumn('buyer_name', 'varchar(200)', notNull)
    .addColumn('buyer_email', 'varchar(320)', notNull)
    .addColumn('buyer_country', 'varchar(2)', notNull)
    // The seller's company details as they stood when issued (JSON object).
    .addColumn('seller', 'text', notNull)
    .addColumn('site_name', 'varchar(200)', notNull)
    .addColumn('language', 'varchar(10)', notNull)
    .addColumn('credits', 'integer', notNull)
    .addColumn('currency', 'varchar(3)', notNull)
    .addColumn('net_cents', 'integer', notNull)
    // Basis points: 1900 is 19 %, 2550 is 25.5 %.
    .addColumn('vat_rate', 'integer', notNull)
    .addColumn('vat_cents', 'integer', notNull)
    .addColumn('total_cents', 'integer', notNull)
    .addUniqueConstraint('invoices_series_sequence', ['series_key', 'year', 'sequence'])
    .execute()
  await db.schema.createIndex('invoices_payment').on('invoices').columns(['payment_id', 'id']).execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('invoices').execute()
  await db.schema.dropTable('invoice_series').execute()
}
