import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, engines, insertSiteAndUser, type TestDatabase } from '../test/harness.js'
import { migrateToLatest } from './database.js'
import { migrations } from './migrations/index.js'

const tables = [
  'sites',
  'site_domains',
  'site_settings',
  'company_info',
  'interests',
  'regions',
  'users',
  'profiles',
  'profile_interests',
  'tracking_data',
  'sessions',
  'login_attempts',
  'email_tokens',
  'user_flags',
  'photos',
  'likes',
  'auto_likes',
  'blocks',
  'gifts',
  'conversations',
  'conversation_members',
  'messages',
  'credit_ledger',
  'bundles',
  'discount_codes',
  'discount_code_uses',
  'payments',
  'notification_settings',
  'push_subscriptions',
  'complaints',
  'job_leases',
  'installation_keys',
  'direct_debit_requests',
]

describe.each(engines)('migrations [%s]', (engine) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase(engine)
  })
  afterAll(() => database.drop())

  it('creates the whole data model and runs only once', async () => {
    expect(await migrateToLatest(database.db)).toEqual(Object.keys(migrations))
    expect(await migrateToLatest(database.db)).toEqual([])
    const existing = (await database.db.introspection.getTables()).map((t) => t.name)
    for (const table of tables) expect(existing, table).toContain(table)
  })

  it('indexes member search', async () => {
    const profiles = (await database.db.introspection.getTables()).find((t) => t.name === 'profiles')
    expect(profiles?.columns.map((c) => c.name)).toEqual(
      expect.arrayContaining([
        'site_id',
        'searchable',
        'gender',
        'country',
        'region_id',
        'birth_date',
        'last_active_at',
      ]),
    )
  })

  it('keeps one ledger row per idempotency key', async () => {
    const now = Date.now()
    const userId = await insertSiteAndUser(database.db, now)
    const row = {
      user_id: userId,
      amount: 10,
      kind: 'grant',
      reason: 'signup',
      idempotency_key: 'signup:1',
      created_at: now,
    }
    await database.db.insertInto('credit_ledger').values(row).execute()
    await expect(database.db.insertInto('credit_ledger').values(row).execute()).rejects.toThrow()
  })
})
