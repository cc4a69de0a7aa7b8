import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, engines, type TestApp } from '../test/harness.js'
import { eraseDeletedAccounts } from './erase-deleted-accounts.js'
import { forgetUnconfirmedDebits } from './forget-unconfirmed-debits.js'
import { releaseLease, takeLease } from './leases.js'

describe.each(engines)('jobs [%s]', (engine) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(engine)
  })
  afterAll(() => t.close())

  it('gives a lease to one holder at a time, and to another once it runs out or is released', async () => {
    const results = await Promise.all(
      ['a', 'b', 'c'].map((holder) => takeLease(t.db, 'digest', 60_000, holder)),
    )
    expect(results.filter(Boolean)).toHaveLength(1)
    expect(await takeLease(t.db, 'short', -1, 'a')).toBe(true)
    expect(await takeLease(t.db, 'short', 60_000, 'b')).toBe(true)
    await releaseLease(t.db, 'short', 'b')
    expect(await takeLease(t.db, 'short', 60_000, 'c')).toBe(true)
  })

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

    expect(await eraseDeletedAccounts(t.db, '/nonexistent')).toBe(1)
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
  it('forgets the IBAN, holder and phone of direct debits never confirmed, an hour after they expired', async () => {
    const now = Date.now()
    const member = await t.db.selectFrom('users').select('id').executeTakeFirstOrThrow()
    const bundle = await t.db.selectFrom('bundles').select('id').executeTakeFirstOrThrow()
    const request = (status: string, expiresAt: number) =>
      t.db
        .insertInto('direct_debit_requests')
        .values({
          site_id: t.siteId,
          user_id: member.id,
          bundle_id: bundle.id,
          iban: 'DE89370400440532013000',
          iban_masked: 'DE89 •••• 3000',
          holder: 'Hanna Muster',
          phone: '+4915112345678',
          amount_cents: 1995,
          currency: 'EUR',
          code_hash: 'salt:hash',
          status,
          expires_at: expiresAt,
          created_at: now - 60_000,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    const hour = 60 * 60 * 1000
    const expired = await request('pending', now - hour - 1)
    const dead = await request('dead', now - hour - 1)
    // Expired only a moment ago: a confirmation may still be finishing.
    const waiting = await request('pending', now - 1)
    const confirmed = await request('confirmed', now - hour - 1)

    expect(await forgetUnconfirmedDebits(t.db, now)).toBe(2)
    const rows = await t.db
      .selectFrom('direct_debit_requests')
      .select(['id', 'iban'])
      .where('id', 'in', [expired.id, dead.id, waiting.id, confirmed.id])
      .orderBy('id')
      .execute()
    expect(rows.map((row) => row.iban)).toEqual([
      'DE89 •••• 3000',
      'DE89 •••• 3000',
      'DE89370400440532013000',
      'DE89370400440532013000',
    ])
    expect(await forgetUnconfirmedDebits(t.db, now)).toBe(0)
  })
})
