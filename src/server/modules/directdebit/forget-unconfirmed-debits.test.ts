import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, engines, type TestApp } from '#server/test/harness.js'
import { signupMember } from '../members/fixtures.js'
import { forgetUnconfirmedDebits } from './forget-unconfirmed-debits.js'

describe.each(engines)('forgetting unconfirmed direct debits [%s]', (engine) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(engine)
  })
  afterAll(() => t.close())

  it('forgets the IBAN, holder and phone of direct debits never confirmed, an hour after they expired', async () => {
    const now = Date.now()
    const member = await signupMember(t, 'Hanna')
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
