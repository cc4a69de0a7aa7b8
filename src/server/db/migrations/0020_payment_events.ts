// The payments desk: each payment's history as its provider and staff moved it (created, status changes,
// refunds asked for and applied, chargebacks), and the indexes the desk's filters need on a large payments
// table. Frozen: never import application code here.
import { type AnyDb, notNull, timestamp, withId } from './helpers.js'

const paymentIndexes: ReadonlyArray<[name: string, columns: string[]]> = [
  // Newest first, optionally from/to: the desk's default list.
  ['payments_created_idx', ['created_at']],
  ['payments_site_created_idx', ['site_id', 'created_at']],
  ['payments_status_created_idx', ['status', 'created_at']],
  // The unique (provider, provider_payment_id) does not serve a search by the id alone.
  ['payments_provider_payment_idx', ['provider_payment_id']],
]

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('payment_events'))
    .addColumn('payment_id', 'integer', (c) => c.notNull().references('payments.id').onDelete('cascade'))
    // created, status, refund_requested, refunded, charged_back.
    .addColumn('kind', 'varchar(20)', notNull)
    // The payment's status after the event.
    .addColumn('status', 'varchar(20)')
    // Cents refunded or charged back by this event, or asked for by staff.
    .addColumn('amount_cents', 'integer')
    .addColumn('staff_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('detail', 'text')
    .addColumn('created_at', timestamp, notNull)
    .execute()
  await db.schema
    .createIndex('payment_events_payment_idx')
    .on('payment_events')
    .columns(['payment_id', 'id'])
    .execute()
  for (const [name, columns] of paymentIndexes)
    await db.schema.createIndex(name).on('payments').columns(columns).execute()
}

export async function down(db: AnyDb): Promise<void> {
  for (const [name] of paymentIndexes) await db.schema.dropIndex(name).execute()
  await db.schema.dropTable('payment_events').execute()
}
