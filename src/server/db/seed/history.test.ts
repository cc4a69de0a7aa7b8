import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, engines, type TestDatabase } from '#server/test/harness.js'
import { migrateToLatest } from '../database.js'
import { generateHistory } from './history.js'
import { generateMembers } from './members.js'
import { syncReferenceData } from './reference.js'
import { createDemoSite } from './site.js'

describe.each(engines)('generated history [%s]', (engine) => {
  let database: TestDatabase
  let written = { payments: 0, ledger: 0, messages: 0 }
  let ledgerBefore = 0
  const count = async (table: 'payments' | 'credit_ledger' | 'messages') =>
    Number(
      (
        await database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )
  const dataDir = mkdtempSync(join(tmpdir(), 'amora-history-'))

  beforeAll(async () => {
    database = await createTestDatabase(engine)
    await migrateToLatest(database.db)
    await syncReferenceData(database.db)
    const siteId = await createDemoSite(database.db)
    await generateMembers(database.db, { siteId, count: 60, dataDir, seed: 77 })
    // Generated members come with their welcome credits.
    ledgerBefore = await count('credit_ledger')
    written = await generateHistory(database.db, { siteId, seed: 77 })
  }, 120_000)
  afterAll(async () => {
    await database.drop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('writes payments, ledger rows and messages, as many as it says', async () => {
    expect(written.payments).toBeGreaterThan(0)
    expect(await count('payments')).toBe(written.payments)
    expect(await count('credit_ledger')).toBe(ledgerBefore + written.ledger)
    expect(await count('messages')).toBe(written.messages)
  })

  it('keeps every balance the sum of its ledger rows, never below zero', async () => {
    const rows = await database.db
      .selectFrom('users as u')
      .leftJoin('credit_ledger as l', 'l.user_id', 'u.id')
      .select([
        'u.id',
        'u.credits',
        (eb) => eb.fn.coalesce(eb.fn.sum<number | string>('l.amount'), eb.lit(0)).as('sum'),
      ])
      .where('u.is_fictional', '=', 0)
      .groupBy(['u.id', 'u.credits'])
      .execute()
    for (const row of rows) {
      expect(Number(row.credits)).toBe(Number(row.sum))
      expect(Number(row.credits)).toBeGreaterThanOrEqual(0)
    }
  })

  it("sends each paid message from a real member to one of the site's profiles", async () => {
    const spends = await database.db
      .selectFrom('credit_ledger')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('reason', '=', 'message')
      .where('idempotency_key', 'like', 'history:%')
      .executeTakeFirstOrThrow()
    expect(written.messages).toBeGreaterThan(0)
    expect(written.messages).toBe(Number(spends.n))
    const strays = await database.db
      .selectFrom('messages as m')
      .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
      .innerJoin('users as sender', 'sender.id', 'm.sender_id')
      .innerJoin('users as partner', (join) =>
        join.on((eb) =>
          eb.or([
            eb.and([
              eb('partner.id', '=', eb.ref('c.user_low_id')),
              eb('partner.id', '!=', eb.ref('m.sender_id')),
            ]),
            eb.and([
              eb('partner.id', '=', eb.ref('c.user_high_id')),
              eb('partner.id', '!=', eb.ref('m.sender_id')),
            ]),
          ]),
        ),
      )
      .select('m.id')
      .where((eb) => eb.or([eb('sender.is_fictional', '=', 1), eb('partner.is_fictional', '=', 0)]))
      .execute()
    expect(strays).toEqual([])
  })
})
