import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrateToLatest } from '#server/db/database.js'
import { createTestDatabase, engines, insertSiteAndUser, type TestDatabase } from '#server/test/harness.js'
import { grant, spend } from './ledger.js'
import { balanceOf, ledgerSum } from './queries.js'

describe.each(engines)('credit ledger [%s]', (engine) => {
  let database: TestDatabase
  let userId: number

  beforeAll(async () => {
    database = await createTestDatabase(engine)
    await migrateToLatest(database.db)
    userId = await insertSiteAndUser(database.db)
  })
  afterAll(() => database.drop())

  it('grants and spends, each change one row, the balance always the sum of the rows', async () => {
    const db = database.db
    expect(
      await db
        .transaction()
        .execute((trx) => grant(trx, { userId, amount: 20, reason: 'signup', key: 'g1' })),
    ).toBe(20)
    expect(
      await db
        .transaction()
        .execute((trx) =>
          spend(trx, { userId, amount: 5, reason: 'message', reference: 'message:1', key: 's1' }),
        ),
    ).toBe(15)
    expect(await balanceOf(db, userId)).toBe(15)
    expect(await ledgerSum(db, userId)).toBe(15)
    const rows = await db
      .selectFrom('credit_ledger')
      .select(['amount', 'kind', 'reason', 'reference', 'idempotency_key'])
      .orderBy('id')
      .execute()
    expect(rows).toEqual([
      { amount: 20, kind: 'grant', reason: 'signup', reference: null, idempotency_key: 'g1' },
      { amount: -5, kind: 'spend', reason: 'message', reference: 'message:1', idempotency_key: 's1' },
    ])
  })

  it('refuses a spend beyond the balance with the balance and the cost, writing nothing', async () => {
    const before = await ledgerSum(database.db, userId)
    await expect(
      database.db
        .transaction()
        .execute((trx) => spend(trx, { userId, amount: before + 1, reason: 'gift', key: 's2' })),
    ).rejects.toMatchObject({
      code: 'not_enough_credits',
      options: { details: { credits: before, cost: before + 1 } },
    })
    expect(await balanceOf(database.db, userId)).toBe(before)
    expect(await ledgerSum(database.db, userId)).toBe(before)
  })

  it('applies a change once: the same key again fails and its transaction takes nothing', async () => {
    const before = await balanceOf(database.db, userId)
    await expect(
      database.db
        .transaction()
        .execute((trx) => spend(trx, { userId, amount: 1, reason: 'message', key: 's1' })),
    ).rejects.toThrow()
    expect(await balanceOf(database.db, userId)).toBe(before)
    expect(await ledgerSum(database.db, userId)).toBe(before)
  })

  it('takes only positive whole amounts', async () => {
    for (const amount of [0, -5, 1.5]) {
      await expect(
        database.db
          .transaction()
          .execute((trx) => grant(trx, { userId, amount, reason: 'x', key: `bad${amount}` })),
      ).rejects.toThrow()
    }
  })
})
