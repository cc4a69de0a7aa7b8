// The whole data model of the first release. Frozen: never import application code here.
import { type AnyDb, flag, notNull, timestamp, withId } from './helpers.js'

export async function up(db: AnyDb): Promise<void> {
  await createSites(db)
  await createReferenceData(db)
  await createUsers(db)
  await createPhotos(db)
  await createSocial(db)
  await createChat(db)
  await createMoney(db)
  await createNotifications(db)
  await createOperations(db)
}

async function createSites(db: AnyDb) {
  await withId(db, db.schema.createTable('sites'))
    .addColumn('slug', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(120)', notNull)
    .addColumn('domain', 'varchar(253)', notNull)
    .addColumn('domain_language', 'varchar(16)', (c) => c.notNull().defaultTo('en'))
    .addColumn('cdn_prefix', 'varchar(255)', (c) => c.notNull().defaultTo('/cdn/'))
    .addColumn('time_zone', 'varchar(64)', (c) => c.notNull().defaultTo('Europe/Amsterdam'))
    .addColumn('created_at', timestamp, notNull)
    .execute()

  // Every host a site answers on (its domain, www., aliases); the key to find a site by host.
  await db.schema
    .createTable('site_domains')
    .addColumn('host', 'varchar(253)', (c) => c.primaryKey())
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .execute()

  // Operator settings of a site (docs/product.md §3 Site settings) as JSON values; absent names take
  // defaults.
  await db.schema
    .createTable('site_settings')
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('name', 'varchar(64)', notNull)
    .addColumn('value', 'text', notNull)
    .addPrimaryKeyConstraint('site_settings_pk', ['site_id', 'name'])
    .execute()

  await db.schema
    .createTable('company_info')
    .addColumn('site_id', 'integer', (c) => c.primaryKey().references('sites.id').onDelete('cascade'))
    .addColumn('name', 'varchar(200)', notNull)
    .addColumn('address', 'varchar(300)', notNull)
    .addColumn('postal_code', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'varchar(120)', notNull)
    .addColumn('country', 'varchar(2)', notNull)
    .addColumn('kvk', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('tradenames', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('vat_numbers', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('support_email', 'varchar(254)', notNull)
    .addColumn('support_phone', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('delete_discount', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
}

async function createReferenceData(db: AnyDb) {
  await withId(db, db.schema.createTable('interests'))
    .addColumn('slug', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()

  await withId(db, db.schema.createTable('regions'))
    .addColumn('country', 'varchar(2)', notNull)
    .addColumn('code', 'varchar(16)', notNull)
    .addColumn('name', 'varchar(120)', notNull)
    .addColumn('kind', 'varchar(32)', notNull)
    .addUniqueConstraint('regions_country_code_uq', ['country', 'code'])
    .execute()
}

async function createUsers(db: AnyDb) {
  await withId(db, db.schema.createTable('users'))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('email', 'varchar(254)', notNull)
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('not_confirmed'))
    .addColumn('role', 'varchar(20)', (c) => c.notNull().defaultTo('member'))
    .addColumn('credits', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('paid_user', 'integer', flag(0))
    .addColumn('language', 'varchar(8)', (c) => c.notNull().defaultTo('en'))
    .addColumn('is_fictional', 'integer', flag(0))
    .addColumn('invisible', 'integer', flag(0))
    .addColumn('notifications_disabled', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('signup_date', timestamp, notNull)
    .addColumn('last_seen_at', timestamp)
    .addColumn('activated_at', timestamp)
    .addColumn('deleted_at', timestamp)
    .addColumn('delete_reason', 'varchar(32)')
    .addColumn('delete_remarks', 'text')
    .addColumn('created_at', timestamp, notNull)
    .addColumn('updated_at', timestamp, notNull)
    .addUniqueConstraint('users_site_email_uq', ['site_id', 'email'])
    .execute()

  await db.schema
    .createTable('profiles')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    // Copied from users so that member search reads one table through one index.
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('searchable', 'integer', flag(1))
    .addColumn('name', 'varchar(60)', notNull)
    // Personal info is a signup step that may be skipped: gender and sexuality can be unknown.
    .addColumn('gender', 'varchar(10)')
    .addColumn('sexuality', 'varchar(10)')
    .addColumn('birth_date', 'varchar(10)', notNull)
    .addColumn('country', 'varchar(2)', notNull)
    .addColumn('region_id', 'integer', (c) => c.references('regions.id'))
    .addColumn('city', 'varchar(120)')
    // Exact position never leaves the server; only the city is shown.
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('hair_color', 'varchar(20)')
    .addColumn('eye_color', 'varchar(20)')
    .addColumn('body_type', 'varchar(20)')
    .addColumn('relationship_status', 'varchar(20)')
    .addColumn('tattoos', 'varchar(20)')
    .addColumn('height_cm', 'integer')
    .addColumn('about_me', 'text')
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('active'))
    .addColumn('main_photo_id', 'integer')
    .addColumn('has_photo', 'integer', flag(0))
    .addColumn('last_active_at', timestamp, notNull)
    .addColumn('updated_at', timestamp, notNull)
    .execute()

  await db.schema
    .createIndex('profiles_search_idx')
    .on('profiles')
    .columns(['site_id', 'searchable', 'gender', 'country', 'birth_date'])
    .execute()
  await db.schema
    .createIndex('profiles_region_idx')
    .on('profiles')
    .columns(['site_id', 'searchable', 'country', 'region_id', 'gender', 'birth_date'])
    .execute()
  await db.schema
    .createIndex('profiles_activity_idx')
    .on('profiles')
    .columns(['site_id', 'searchable', 'last_active_at'])
    .execute()

  await db.schema
    .createTable('profile_interests')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('interest_id', 'integer', (c) => c.notNull().references('interests.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('profile_interests_pk', ['user_id', 'interest_id'])
    .execute()

  await db.schema
    .createTable('tracking_data')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('network', 'varchar(100)')
    .addColumn('ref', 'varchar(100)')
    .addColumn('sub1', 'varchar(100)')
    .addColumn('sub2', 'varchar(100)')
    .addColumn('sub3', 'varchar(100)')
    .addColumn('landing_path', 'varchar(500)')
    .addColumn('created_at', timestamp, notNull)
    .execute()

  await withId(db, db.schema.createTable('sessions'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('user_agent', 'varchar(300)')
    .addColumn('created_at', timestamp, notNull)
    .addColumn('last_seen_at', timestamp, notNull)
    .addColumn('expires_at', timestamp, notNull)
    .execute()
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute()

  await withId(db, db.schema.createTable('login_attempts'))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('email', 'varchar(254)', notNull)
    .addColumn('ip', 'varchar(45)', notNull)
    .addColumn('succeeded', 'integer', flag(0))
    .addColumn('created_at', timestamp, notNull)
    .execute()
  await db.schema
    .createIndex('login_attempts_email_idx')
    .on('login_attempts')
    .columns(['site_id', 'email', 'created_at'])
    .execute()
  await db.schema
    .createIndex('login_attempts_ip_idx')
    .on('login_attempts')
    .columns(['ip', 'created_at'])
    .execute()

  // Single-use links mailed to a member: activation, password reset, e-mail change, reactivation.
  await withId(db, db.schema.createTable('email_tokens'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'varchar(20)', notNull)
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('new_email', 'varchar(254)')
    .addColumn('expires_at', timestamp, notNull)
    .addColumn('used_at', timestamp)
    .addColumn('created_at', timestamp, notNull)
    .execute()

  await db.schema
    .createTable('user_flags')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'varchar(64)', notNull)
    .addColumn('set_at', timestamp, notNull)
    .addPrimaryKeyConstraint('user_flags_pk', ['user_id', 'name'])
    .execute()
}

async function createPhotos(db: AnyDb) {
  await withId(db, db.schema.createTable('photos'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('filename', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('thumb_filename', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('width', 'integer', notNull)
    .addColumn('height', 'integer', notNull)
    .addColumn('is_private', 'integer', flag(0))
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('active'))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', timestamp, notNull)
    .execute()
  await db.schema.createIndex('photos_user_idx').on('photos').columns(['user_id', 'sort_order']).execute()
}

async function createSocial(db: AnyDb) {
  await db.schema
    .createTable('likes')
    .addColumn('liker_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('liked_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('is_new', 'integer', flag(1))
    .addColumn('source', 'varchar(20)', (c) => c.notNull().defaultTo('profile'))
    .addColumn('created_at', timestamp, notNull)
    .addPrimaryKeyConstraint('likes_pk', ['liker_id', 'liked_id'])
    .execute()
  await db.schema.createIndex('likes_liked_idx').on('likes').columns(['liked_id', 'created_at']).execute()

  await db.schema
    .createTable('blocks')
    .addColumn('blocker_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('blocked_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', timestamp, notNull)
    .addPrimaryKeyConstraint('blocks_pk', ['blocker_id', 'blocked_id'])
    .execute()
  await db.schema.createIndex('blocks_blocked_idx').on('blocks').column('blocked_id').execute()
}

async function createChat(db: AnyDb) {
  await withId(db, db.schema.createTable('gifts'))
    .addColumn('site_id', 'integer', (c) => c.references('sites.id').onDelete('cascade'))
    .addColumn('slug', 'varchar(64)', notNull)
    .addColumn('image', 'varchar(255)', notNull)
    .addColumn('credits', 'integer')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', flag(1))
    .execute()

  // user_low_id < user_high_id: one conversation per pair of members.
  await withId(db, db.schema.createTable('conversations'))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('user_low_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('user_high_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('started_by', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('last_message_at', timestamp)
    .addColumn('created_at', timestamp, notNull)
    .addUniqueConstraint('conversations_pair_uq', ['user_low_id', 'user_high_id'])
    .execute()

  await db.schema
    .createTable('conversation_members')
    .addColumn('conversation_id', 'integer', (c) =>
      c.notNull().references('conversations.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('num_unread', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_read_message_id', 'integer')
    .addColumn('removed_at', timestamp)
    .addPrimaryKeyConstraint('conversation_members_pk', ['conversation_id', 'user_id'])
    .execute()
  await db.schema
    .createIndex('conversation_members_user_idx')
    .on('conversation_members')
    .columns(['user_id', 'conversation_id'])
    .execute()

  await withId(db, db.schema.createTable('messages'))
    .addColumn('conversation_id', 'integer', (c) =>
      c.notNull().references('conversations.id').onDelete('cascade'),
    )
    .addColumn('sender_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(10)', (c) => c.notNull().defaultTo('text'))
    .addColumn('body', 'text')
    .addColumn('gift_id', 'integer', (c) => c.references('gifts.id'))
    .addColumn('photo_id', 'integer', (c) => c.references('photos.id').onDelete('set null'))
    .addColumn('cost', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('answered_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', timestamp, notNull)
    .execute()
  await db.schema
    .createIndex('messages_conversation_idx')
    .on('messages')
    .columns(['conversation_id', 'id'])
    .execute()
}

async function createMoney(db: AnyDb) {
  // Append-only: a balance equals the sum of its rows; the key makes every change apply once.
  await withId(db, db.schema.createTable('credit_ledger'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('amount', 'integer', notNull)
    .addColumn('kind', 'varchar(20)', notNull)
    .addColumn('reason', 'varchar(40)', notNull)
    .addColumn('reference', 'varchar(100)')
    .addColumn('idempotency_key', 'varchar(150)', (c) => c.notNull().unique())
    .addColumn('created_at', timestamp, notNull)
    .execute()
  await db.schema
    .createIndex('credit_ledger_user_idx')
    .on('credit_ledger')
    .columns(['user_id', 'id'])
    .execute()

  await withId(db, db.schema.createTable('bundles'))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('currency', 'varchar(3)', notNull)
    .addColumn('price_cents', 'integer', notNull)
    .addColumn('credits', 'integer', notNull)
    .addColumn('bonus_credits', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('best_value', 'integer', flag(0))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', flag(1))
    .execute()
  await db.schema.createIndex('bundles_site_idx').on('bundles').columns(['site_id', 'currency']).execute()

  await withId(db, db.schema.createTable('discount_codes'))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('code', 'varchar(40)', notNull)
    .addColumn('value_percentage', 'double precision', notNull)
    .addColumn('minimum_order_value', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('country', 'varchar(2)')
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('currency', 'varchar(3)')
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('active'))
    .addColumn('validity', 'varchar(20)', (c) => c.notNull().defaultTo('once-per-user'))
    .addColumn('paymentmethods', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('expires_at', timestamp)
    .addColumn('created_at', timestamp, notNull)
    .addUniqueConstraint('discount_codes_site_code_uq', ['site_id', 'code'])
    .execute()

  await withId(db, db.schema.createTable('payments'))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('bundle_id', 'integer', (c) => c.notNull().references('bundles.id'))
    .addColumn('provider', 'varchar(20)', notNull)
    .addColumn('provider_payment_id', 'varchar(100)')
    .addColumn('method', 'varchar(20)', notNull)
    .addColumn('country', 'varchar(2)', notNull)
    .addColumn('currency', 'varchar(3)', notNull)
    .addColumn('amount_cents', 'integer', notNull)
    .addColumn('credits', 'integer', notNull)
    .addColumn('discount_code_id', 'integer', (c) => c.references('discount_codes.id'))
    .addColumn('discount_percentage', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('created_at', timestamp, notNull)
    .addColumn('updated_at', timestamp, notNull)
    .addColumn('completed_at', timestamp)
    .addUniqueConstraint('payments_provider_uq', ['provider', 'provider_payment_id'])
    .execute()
  await db.schema.createIndex('payments_user_idx').on('payments').columns(['user_id', 'created_at']).execute()

  await withId(db, db.schema.createTable('discount_code_uses'))
    .addColumn('discount_code_id', 'integer', (c) =>
      c.notNull().references('discount_codes.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('payment_id', 'integer', (c) => c.references('payments.id').onDelete('set null'))
    // once-per-user codes use "code:user" so that a second use can never be written.
    .addColumn('use_key', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('created_at', timestamp, notNull)
    .execute()
}

async function createNotifications(db: AnyDb) {
  await db.schema
    .createTable('notification_settings')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'varchar(40)', notNull)
    .addColumn('email', 'integer', flag(1))
    .addColumn('push', 'integer', flag(1))
    .addPrimaryKeyConstraint('notification_settings_pk', ['user_id', 'type'])
    .execute()

  await withId(db, db.schema.createTable('push_subscriptions'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('endpoint', 'varchar(1000)', (c) => c.notNull().unique())
    .addColumn('p256dh', 'varchar(200)', notNull)
    .addColumn('auth', 'varchar(100)', notNull)
    .addColumn('created_at', timestamp, notNull)
    .addColumn('last_used_at', timestamp)
    .execute()
  await db.schema
    .createIndex('push_subscriptions_user_idx')
    .on('push_subscriptions')
    .column('user_id')
    .execute()
}

async function createOperations(db: AnyDb) {
  await withId(db, db.schema.createTable('complaints'))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('subject_type', 'varchar(20)', notNull)
    .addColumn('subject_id', 'integer')
    .addColumn('reason', 'varchar(40)', notNull)
    .addColumn('body', 'text', notNull)
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('open'))
    .addColumn('created_at', timestamp, notNull)
    .execute()

  // Scheduled work takes a lease so that several server processes never run the same job at once.
  await db.schema
    .createTable('job_leases')
    .addColumn('name', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('holder', 'varchar(100)', notNull)
    .addColumn('expires_at', timestamp, notNull)
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  const tables = [
    'job_leases',
    'complaints',
    'push_subscriptions',
    'notification_settings',
    'discount_code_uses',
    'payments',
    'discount_codes',
    'bundles',
    'credit_ledger',
    'messages',
    'conversation_members',
    'conversations',
    'gifts',
    'blocks',
    'likes',
    'photos',
    'user_flags',
    'email_tokens',
    'login_attempts',
    'sessions',
    'tracking_data',
    'profile_interests',
    'profiles',
    'users',
    'regions',
    'interests',
    'company_info',
    'site_settings',
    'site_domains',
    'sites',
  ]
  for (const table of tables) await db.schema.dropTable(table).execute()
}
