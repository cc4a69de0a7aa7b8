// Payments: the built-in test provider's own payments (its side of a checkout, as a real provider keeps
// them) and the refunded and charged-back amounts our payments have seen. Frozen: never import
// application code here.
import { type AnyDb, notNull, timestamp } from './helpers.js'

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('test_provider_payments')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('amount_cents', 'integer', notNull)
    .addColumn('currency', 'varchar(3)', notNull)
    .addColumn('description', 'varchar(255)', notNull)
    .addColumn('method', 'varchar(20)', notNull)
    .addColumn('redirect_url', 'varchar(1000)', notNull)
    .addColumn('webhook_url', 'varchar(1000)', notNull)
    .addColumn('metadata', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('open'))
    .addColumn('amount_refunded_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('amount_charged_back_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', timestamp, notNull)
    .addColumn('updated_at', timestamp, notNull)
    .execute()

  // What of a payment has been given back: a later webhook reverses only what is new.
  await db.schema
    .alterTable('payments')
    .addColumn('amount_refunded_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema
    .alterTable('payments')
    .addColumn('amount_charged_back_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('payments').dropColumn('amount_charged_back_cents').execute()
  await db.schema.alterTable('payments').dropColumn('amount_refunded_cents').execute()
  await db.schema.dropTable('test_provider_payments').execute()
}
