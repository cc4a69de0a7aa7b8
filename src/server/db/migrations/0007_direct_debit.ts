// Direct debit requests confirmed by an SMS code (docs/product.md §2 /directdebit, §8 Direct debit). Frozen:
// never import application code here.
import { type AnyDb, notNull, timestamp, withId } from './helpers.js'

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('direct_debit_requests'))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('bundle_id', 'integer', (c) => c.notNull().references('bundles.id'))
    // The full IBAN is kept for the collection itself; only the masked one is ever shown or logged.
    .addColumn('iban', 'varchar(34)', notNull)
    .addColumn('iban_masked', 'varchar(40)', notNull)
    .addColumn('holder', 'varchar(100)', notNull)
    .addColumn('phone', 'varchar(20)', notNull)
    .addColumn('amount_cents', 'integer', notNull)
    .addColumn('currency', 'varchar(3)', notNull)
    .addColumn('discount_code_id', 'integer', (c) => c.references('discount_codes.id').onDelete('set null'))
    .addColumn('discount_percentage', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('discount_kind', 'varchar(20)')
    // "salt:sha256(salt + code)": the code itself is never stored.
    .addColumn('code_hash', 'varchar(120)', notNull)
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    // pending, confirmed, or dead (too many wrong codes).
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('payment_id', 'integer', (c) => c.references('payments.id').onDelete('set null'))
    .addColumn('expires_at', timestamp, notNull)
    .addColumn('created_at', timestamp, notNull)
    .addColumn('confirmed_at', timestamp)
    .execute()
  // The per-account limits count a member's confirmed debits of the last days.
  await db.schema
    .createIndex('direct_debit_requests_user_idx')
    .on('direct_debit_requests')
    .columns(['user_id', 'status', 'confirmed_at'])
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('direct_debit_requests').execute()
}
