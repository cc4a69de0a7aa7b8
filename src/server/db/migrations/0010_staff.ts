// The back-office: staff roles, their sites, their second factor and the audit log of what they do.
// Frozen: never import application code here.
import { sql } from 'kysely'
import { type AnyDb, isPostgres, notNull, timestamp, withId } from './helpers.js'

export async function up(db: AnyDb): Promise<void> {
  // The one staff role there was answered fictional profiles' conversations: that is the operator's work.
  await db.updateTable('users').set({ role: 'operator' }).where('role', '=', 'staff').execute()

  // The sites a staff member answers to; none means every site.
  await db.schema
    .createTable('staff_sites')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('staff_sites_pk', ['user_id', 'site_id'])
    .execute()

  // The TOTP secret of a staff member; enrolled_at stays null until a code from it was entered once.
  await db.schema
    .createTable('staff_second_factors')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('secret', 'varchar(64)', notNull)
    .addColumn('enrolled_at', timestamp)
    // The last time step a code was accepted for: a code works once.
    .addColumn('last_step', timestamp)
    .addColumn('created_at', timestamp, notNull)
    .execute()

  await withId(db, db.schema.createTable('staff_recovery_codes'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'varchar(64)', notNull)
    .addColumn('used_at', timestamp)
    .execute()
  await db.schema
    .createIndex('staff_recovery_codes_user')
    .on('staff_recovery_codes')
    .column('user_id')
    .execute()

  // Staff sessions end after 30 minutes without a request; members' sessions have no idle limit (null).
  await db.schema.alterTable('sessions').addColumn('idle_limit_ms', 'integer').execute()
  // Where a session was opened from, for the member's login history.
  await db.schema.alterTable('sessions').addColumn('ip', 'varchar(45)').execute()
  await db.schema.alterTable('login_attempts').addColumn('user_agent', 'varchar(300)').execute()
  // Staff find members by the start of their e-mail address or name, on every site at once. Prefixes are
  // compared byte by byte, so that an index serves them whatever the database's collation.
  if (isPostgres(db)) {
    await sql`create index users_email_idx on users ((email collate "C"))`.execute(db)
    await sql`create index profiles_name_idx on profiles ((lower(name) collate "C"))`.execute(db)
  } else {
    await sql`create index users_email_idx on users (email)`.execute(db)
    await sql`create index profiles_name_idx on profiles (lower(name))`.execute(db)
  }
  // The member list sorts by last visit (those who never came last) or by credits, over every member.
  if (isPostgres(db))
    await sql`create index users_last_seen_idx on users (last_seen_at desc nulls last, id desc)`.execute(db)
  else await sql`create index users_last_seen_idx on users (last_seen_at desc, id desc)`.execute(db)
  await db.schema.createIndex('users_credits_idx').on('users').columns(['credits', 'id']).execute()

  // Append-only: written in the transaction of each staff action, never changed by any screen or API.
  // No foreign keys: the record outlives the accounts and sites it names.
  await withId(db, db.schema.createTable('audit_log'))
    .addColumn('staff_id', 'integer', notNull)
    .addColumn('site_id', 'integer')
    .addColumn('ip', 'varchar(45)', notNull)
    .addColumn('action', 'varchar(40)', notNull)
    .addColumn('target_kind', 'varchar(20)', notNull)
    .addColumn('target_id', 'integer')
    .addColumn('reason', 'varchar(500)')
    .addColumn('before_values', 'text')
    .addColumn('after_values', 'text')
    .addColumn('created_at', timestamp, notNull)
    .execute()
  await db.schema.createIndex('audit_log_created').on('audit_log').column('created_at').execute()
  await db.schema.createIndex('audit_log_staff').on('audit_log').columns(['staff_id', 'created_at']).execute()
  await db.schema
    .createIndex('audit_log_target')
    .on('audit_log')
    .columns(['target_kind', 'target_id', 'created_at'])
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('audit_log').execute()
  await db.schema.dropIndex('users_email_idx').execute()
  await db.schema.dropIndex('profiles_name_idx').execute()
  await db.schema.dropIndex('users_last_seen_idx').execute()
  await db.schema.dropIndex('users_credits_idx').execute()
  await db.schema.alterTable('login_attempts').dropColumn('user_agent').execute()
  await db.schema.alterTable('sessions').dropColumn('ip').execute()
  await db.schema.alterTable('sessions').dropColumn('idle_limit_ms').execute()
  await db.schema.dropTable('staff_recovery_codes').execute()
  await db.schema.dropTable('staff_second_factors').execute()
  await db.schema.dropTable('staff_sites').execute()
  await db.updateTable('users').set({ role: 'staff' }).where('role', '=', 'operator').execute()
}
