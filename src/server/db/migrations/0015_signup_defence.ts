// Sign-up defence: the e-mail domains and addresses a site refuses, and a keyed hash of the address each
// account signed up from, so that signups per address and hour are counted in the database every server
// process shares (the address itself is not kept). Frozen: never import application code here.
import { type AnyDb, notNull, timestamp, withId } from './helpers.js'

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('email_blocks'))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(10)', notNull)
    .addColumn('value', 'varchar(254)', notNull)
    .addColumn('created_at', timestamp, notNull)
    .addUniqueConstraint('email_blocks_site_value_uq', ['site_id', 'kind', 'value'])
    .execute()
  await db.schema.alterTable('users').addColumn('signup_address_hash', 'varchar(64)').execute()
  await db.schema
    .createIndex('users_signup_address')
    .on('users')
    .columns(['site_id', 'signup_address_hash', 'created_at'])
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('users_signup_address').execute()
  await db.schema.alterTable('users').dropColumn('signup_address_hash').execute()
  await db.schema.dropTable('email_blocks').execute()
}
