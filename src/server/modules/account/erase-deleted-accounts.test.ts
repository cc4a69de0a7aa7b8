import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalStorage } from '#server/adapters/storage.js'
import { createTestApp, engines, type TestApp } from '#server/test/harness.js'
import { eraseDeletedAccounts } from './erase-deleted-accounts.js'

describe.each(engines)('erasing deleted accounts [%s]', (engine) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(engine)
  })
  afterAll(() => t.close())

  it('erases accounts deleted more than 14 days ago and keeps the others', async () => {
    const now = Date.now()
    const day = 24 * 60 * 60 * 1000
    const make = async (email: string, deletedAt: number | null) => {
      const user = await t.db
        .insertInto('users')
        .values({
          site_id: t.siteId,
          email,
          status: deletedAt ? 'deleted' : 'active',
          signup_date: now,
          created_at: now,
          updated_at: now,
          deleted_at: deletedAt,
          password_hash: 'hash',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      await t.db
        .insertInto('profiles')
        .values({
          user_id: user.id,
          site_id: t.siteId,
          name: 'Old',
          birth_date: '1980-01-01',
          country: 'NL',
          last_active_at: now,
          updated_at: now,
        })
        .execute()
      await t.db
        .insertInto('credit_ledger')
        .values({
          user_id: user.id,
          amount: 5,
          kind: 'grant',
          reason: 'signup',
          idempotency_key: `erase-test:${email}`,
          created_at: now,
        })
        .execute()
      return user.id
    }
    const old = await make(`old.${engine}@example.com`, now - 15 * day)
    const recent = await make(`recent.${engine}@example.com`, now - 13 * day)
    const active = await make(`active.${engine}@example.com`, null)
    const bundle = await t.db.selectFrom('bundles').select('id').executeTakeFirstOrThrow()
    await t.db
      .insertInto('direct_debit_requests')
      .values({
        site_id: t.siteId,
        user_id: old,
        bundle_id: bundle.id,
        iban: 'NL91ABNA0417164300',
        iban_masked: 'NL91 •••• 4300',
        holder: 'Old Member',
        phone: '+31612345678',
        amount_cents: 1995,
        currency: 'EUR',
        code_hash: 'salt:hash',
        status: 'confirmed',
        expires_at: now,
        created_at: now - 20 * day,
      })
      .execute()

    expect(await eraseDeletedAccounts(t.db, createLocalStorage('/nonexistent'))).toBe(1)
    const users = await t.db
      .selectFrom('users')
      .select(['id', 'status', 'email', 'password_hash'])
      .where('id', 'in', [old, recent, active])
      .orderBy('id')
      .execute()
    expect(users.map((u) => u.status)).toEqual(['erased', 'deleted', 'active'])
    expect(users[0]?.email).toBe(`erased-${old}@erased.invalid`)
    expect(users[0]?.password_hash).toBe('')
    expect(
      await t.db.selectFrom('profiles').select('user_id').where('user_id', '=', old).executeTakeFirst(),
    ).toBeUndefined()
    expect(
      await t.db.selectFrom('profiles').select('user_id').where('user_id', '=', recent).executeTakeFirst(),
    ).toBeDefined()
    // Payment records stay, as the law asks.
    expect(
      await t.db.selectFrom('credit_ledger').select('id').where('user_id', '=', old).execute(),
    ).toHaveLength(1)
    expect(
      await t.db
        .selectFrom('direct_debit_requests')
        .select(['iban', 'holder', 'phone'])
        .where('user_id', '=', old)
        .execute(),
    ).toEqual([{ iban: 'NL91 •••• 4300', holder: '', phone: '' }])
  })
})
