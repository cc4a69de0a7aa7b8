import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, engines, insertSiteAndUser, type TestDatabase } from '#server/test/harness.js'
import { migrateToLatest } from './database.js'
import { prebuiltQuery } from './prebuiltQuery.js'

// One query for every engine: each engine gets SQL of its own from the same builder.
const usersOfSite = prebuiltQuery((db, siteId: number, ids: number[], status: string) =>
  db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('site_id', '=', siteId)
    .where('id', 'in', ids)
    .where(sql<string>`lower(status)`, '=', status)
    .orderBy('id'),
)

describe.each(engines)('a query built once and run with new values [%s]', (engine) => {
  let database: TestDatabase
  let siteId: number
  let userIds: number[]

  beforeAll(async () => {
    database = await createTestDatabase(engine)
    await migrateToLatest(database.db)
    const firstId = await insertSiteAndUser(database.db)
    await database.db.updateTable('users').set({ status: 'active' }).where('id', '=', firstId).execute()
    const first = await database.db
      .selectFrom('users')
      .select('site_id')
      .where('id', '=', firstId)
      .executeTakeFirstOrThrow()
    siteId = first.site_id
    const now = Date.now()
    const more = await database.db
      .insertInto('users')
      .values(
        ['b', 'c', 'd'].map((name) => ({
          site_id: siteId,
          email: `${name}@s.test`,
          status: name === 'd' ? 'disabled' : 'active',
          signup_date: now,
          created_at: now,
          updated_at: now,
        })),
      )
      .returning('id')
      .execute()
    userIds = [firstId, ...more.map((row) => row.id)]
  })
  afterAll(() => database.drop())

  const emails = async (ids: number[], status = 'active', site = siteId) =>
    (await usersOfSite(database.db, site, ids, status)).map((row) => row.email)

  it('answers each call with its own values', async () => {
    const [a, b, c, d] = userIds as [number, number, number, number]
    expect(await emails([a, b])).toEqual(['a@s.test', 'b@s.test'])
    expect(await emails([c, d])).toEqual(['c@s.test'])
    expect(await emails([c, d], 'disabled')).toEqual(['d@s.test'])
    expect(await emails([a, b], 'active', siteId + 1)).toEqual([])
  })

  it('makes the SQL again for a list of another length', async () => {
    const [a, b, c, d] = userIds as [number, number, number, number]
    expect(await emails([b])).toEqual(['b@s.test'])
    expect(await emails([a, b, c, d])).toEqual(['a@s.test', 'b@s.test', 'c@s.test'])
    expect(await emails([d, c, b])).toEqual(['b@s.test', 'c@s.test'])
  })

  it('runs inside a transaction', async () => {
    const [a] = userIds as [number]
    const inside = await database.db
      .transaction()
      .execute(async (trx) => (await usersOfSite(trx, siteId, [a], 'active')).map((row) => row.id))
    expect(inside).toEqual([a])
  })

  it('refuses a builder that does not make every argument a parameter', async () => {
    const ignoresItsArgument = prebuiltQuery((db, _siteId: number) => db.selectFrom('sites').select('id'))
    await expect(ignoresItsArgument(database.db, siteId)).rejects.toThrow(/argument 0 is not a parameter/)
  })
})
