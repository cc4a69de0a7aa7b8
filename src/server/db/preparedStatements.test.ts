import { sql } from 'kysely'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '#server/test/harness.js'
import { PreparingClient, preparedPerConnection } from './preparedStatements.js'

const postgres = Boolean(process.env.TEST_DATABASE_URL)

describe.skipIf(!postgres)('statements prepared once per connection [postgres]', () => {
  let database: TestDatabase
  let pool: pg.Pool

  beforeAll(async () => {
    database = await createTestDatabase('postgres')
    // One connection, so that what it prepared can be read from pg_prepared_statements on it.
    pool = new pg.Pool({ connectionString: database.url, max: 1, Client: PreparingClient })
  })
  afterAll(async () => {
    await pool.end()
    await database.drop()
  })

  // As Kysely queries: a client of the pool, the text and its values.
  const run = async (text: string, values: unknown[] = []) => {
    const client = await pool.connect()
    try {
      return await client.query(text, values)
    } finally {
      client.release()
    }
  }
  const preparedTexts = async () =>
    (await run('select statement from pg_prepared_statements')).rows.map(
      (row: { statement: string }) => row.statement,
    )

  it('prepares a statement with parameters once and runs it again by name', async () => {
    const text = 'select $1::int + 1 as answer'
    expect((await run(text, [1])).rows).toEqual([{ answer: 2 }])
    expect((await run(text, [41])).rows).toEqual([{ answer: 42 }])
    expect((await preparedTexts()).filter((statement) => statement === text)).toHaveLength(1)
  })

  it('sends statements without parameters and long lists as they are', async () => {
    await run('select 7 as seven', [])
    const list = Array.from({ length: 65 }, (_, i) => `$${i + 1}::int`).join(', ')
    await run(
      `select greatest(${list}) as most`,
      Array.from({ length: 65 }, (_, i) => i),
    )
    const texts = await preparedTexts()
    expect(texts).not.toContain('select 7 as seven')
    expect(texts.some((statement) => statement.startsWith('select greatest('))).toBe(false)
  })

  it('runs a statement again after a migration changed the columns it returns', async () => {
    await run('create table pets (id int primary key, name text)')
    await run('insert into pets values (1, $1)', ['Rex'])
    const text = 'select * from pets where id = $1'
    expect((await run(text, [1])).rows).toEqual([{ id: 1, name: 'Rex' }])
    await run('alter table pets add column age int')
    expect((await run(text, [1])).rows).toEqual([{ id: 1, name: 'Rex', age: null }])
    expect((await run(text, [1])).rows).toEqual([{ id: 1, name: 'Rex', age: null }])
  })

  it(`keeps at most ${preparedPerConnection} statements on a connection`, async () => {
    for (let i = 0; i < preparedPerConnection + 20; i++) await run(`select $1::int + ${i} as n`, [i])
    expect((await preparedTexts()).length).toBeLessThanOrEqual(preparedPerConnection)
    expect((await run(`select $1::int + ${preparedPerConnection + 19} as n`, [1])).rows).toEqual([
      { n: preparedPerConnection + 20 },
    ])
  })

  it('works under Kysely in transactions', async () => {
    const db = database.db
    const answer = await db.transaction().execute(async (trx) => {
      await sql`select ${1}::int as one`.execute(trx)
      return (await sql<{ two: number }>`select ${2}::int as two`.execute(trx)).rows[0]?.two
    })
    expect(answer).toBe(2)
  })
})
