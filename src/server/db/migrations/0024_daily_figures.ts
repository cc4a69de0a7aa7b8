// The revenue desk's daily figures: one row per site, site-calendar day, country, figure and key (payment
// method, spend reason) and currency, kept by a job (docs/decisions/0036-daily-figures-kept-by-a-job.md), plus the
// indexes the job's day-by-day reads need. Frozen: never import application code here.
import { type AnyDb, notNull } from './helpers.js'

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('daily_figures')
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    // The site's calendar day, 'YYYY-MM-DD': text, so that both engines compare and group it the same way.
    .addColumn('day', 'varchar(10)', notNull)
    .addColumn('country', 'varchar(2)', (c) => c.notNull().defaultTo(''))
    .addColumn('figure', 'varchar(30)', notNull)
    .addColumn('key', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('currency', 'varchar(3)', (c) => c.notNull().defaultTo(''))
    .addColumn('value', 'bigint', notNull)
    // In the order the dashboard sums over countries (day, figure, key, currency): read in order, no sorting.
    .addPrimaryKeyConstraint('daily_figures_pk', ['site_id', 'day', 'figure', 'key', 'currency', 'country'])
    .execute()
  await db.schema.createIndex('users_site_signup').on('users').columns(['site_id', 'signup_date']).execute()
  await db.schema
    .createIndex('users_site_activated')
    .on('users')
    .columns(['site_id', 'activated_at'])
    .execute()
  await db.schema
    .createIndex('users_site_last_seen')
    .on('users')
    .columns(['site_id', 'last_seen_at'])
    .execute()
  await db.schema
    .createIndex('payments_site_completed')
    .on('payments')
    .columns(['site_id', 'completed_at'])
    .execute()
  await db.schema.createIndex('payments_updated').on('payments').column('updated_at').execute()
  await db.schema.createIndex('credit_ledger_created').on('credit_ledger').column('created_at').execute()
  await db.schema.createIndex('messages_created').on('messages').column('created_at').execute()
}

export async function down(db: AnyDb): Promise<void> {
  for (const index of [
    'messages_created',
    'credit_ledger_created',
    'payments_updated',
    'payments_site_completed',
    'users_site_last_seen',
    'users_site_activated',
    'users_site_signup',
  ])
    await db.schema.dropIndex(index).execute()
  await db.schema.dropTable('daily_figures').execute()
}
