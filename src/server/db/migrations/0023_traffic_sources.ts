// Traffic sources: lander visits counted first party (docs/decisions/0035-visits-counted-first-party-postbacks-queued-with-the-event.md),
// the postback URL of each site's networks, and the postbacks queued for them with every attempt to send
// one. The report's users and payments indexes come with 0024. Frozen: never import application code here.
import { type AnyDb, flag, notNull, timestamp, withId } from './helpers.js'

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('visits')
    // Random, answered to the browser, which names it again to mark the visit bounced.
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    // YYYY-MM-DD in the site's time zone, written once, so that both engines group days alike.
    .addColumn('day', 'varchar(10)', notNull)
    .addColumn('path', 'varchar(500)', notNull)
    .addColumn('network', 'varchar(100)')
    .addColumn('ref', 'varchar(100)')
    .addColumn('sub1', 'varchar(100)')
    .addColumn('sub2', 'varchar(100)')
    .addColumn('sub3', 'varchar(100)')
    // Truncated before storage: IPv4 /24, IPv6 /48; never the whole address.
    .addColumn('address', 'varchar(50)', notNull)
    // 1 when the landing URL asked for page-bounce logging (`lb`): only those count in the bounce rate.
    .addColumn('bounce_logged', 'integer', flag(0))
    .addColumn('bounced', 'integer', flag(0))
    .addColumn('created_at', timestamp, notNull)
    .execute()
  await db.schema.createIndex('visits_site_day').on('visits').columns(['site_id', 'day', 'network']).execute()
  await db.schema.createIndex('visits_created').on('visits').column('created_at').execute()

  await withId(db, db.schema.createTable('postback_configs'))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('network', 'varchar(100)', notNull)
    .addColumn('url_template', 'varchar(1000)', notNull)
    // Comma-separated: activation, first_purchase.
    .addColumn('events', 'varchar(100)', notNull)
    .addColumn('created_at', timestamp, notNull)
    .addColumn('updated_at', timestamp, notNull)
    .addUniqueConstraint('postback_configs_site_network', ['site_id', 'network'])
    .execute()

  await withId(db, db.schema.createTable('postbacks'))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('network', 'varchar(100)', notNull)
    .addColumn('event', 'varchar(20)', notNull)
    // Filled in when the event happened, so a later change of the template leaves queued ones alone.
    .addColumn('url', 'varchar(2000)', notNull)
    // pending (due at next_attempt_at), sent, or failed (given up).
    .addColumn('state', 'varchar(10)', notNull)
    .addColumn('attempts', 'integer', flag(0))
    .addColumn('next_attempt_at', timestamp)
    // A sender holds a postback until then; another process leaves it alone meanwhile.
    .addColumn('claimed_until', timestamp)
    .addColumn('created_at', timestamp, notNull)
    .addColumn('sent_at', timestamp)
    .addUniqueConstraint('postbacks_user_event', ['user_id', 'event'])
    .execute()
  await db.schema.createIndex('postbacks_due').on('postbacks').columns(['state', 'next_attempt_at']).execute()
  await db.schema.createIndex('postbacks_site').on('postbacks').columns(['site_id', 'id']).execute()

  await withId(db, db.schema.createTable('postback_attempts'))
    .addColumn('postback_id', 'integer', (c) => c.notNull().references('postbacks.id').onDelete('cascade'))
    .addColumn('attempted_at', timestamp, notNull)
    .addColumn('status_code', 'integer')
    .addColumn('error', 'varchar(300)')
    .execute()
  await db.schema
    .createIndex('postback_attempts_postback')
    .on('postback_attempts')
    .columns(['postback_id', 'id'])
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('postback_attempts').execute()
  await db.schema.dropTable('postbacks').execute()
  await db.schema.dropTable('postback_configs').execute()
  await db.schema.dropTable('visits').execute()
}
