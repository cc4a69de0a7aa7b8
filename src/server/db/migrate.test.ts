import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CommandRun, runCommand } from '../test/cli.js'
import { createTestDatabase, engines, type TestDatabase } from '../test/harness.js'
import { createDatabase, type Database, type Engine, migrateToLatest } from './database.js'
import { migrateDownOne, migrationStatus, pendingMigrations } from './migrate.js'
import { migrations } from './migrations/index.js'

const names = Object.keys(migrations)
const last = names.at(-1) as string

/** Runs `npm run migrate -- <args>` as the command does, on the given database. */
function migrateCli(url: string, args: string[]): Promise<CommandRun> {
  return runCommand('src/server/db/migrate-cli.ts', args, { DATABASE_URL: url })
}

/** The status lines of the CLI, as name → 'applied' | 'pending'. */
function statusOf(output: string): Record<string, string> {
  const states: Record<string, string> = {}
  for (const line of output.split('\n')) {
    const match = /^(\d{4}_\w+)\s+(applied|pending)/.exec(line)
    if (match?.[1] && match[2]) states[match[1]] = match[2]
  }
  return states
}

const everyOne = (state: string) => Object.fromEntries(names.map((name) => [name, state]))

/** A database the CLI's own process can open: a SQLite file, or a new PostgreSQL database. */
async function sharedDatabase(engine: Engine): Promise<TestDatabase> {
  if (engine === 'postgres') return createTestDatabase(engine)
  const folder = mkdtempSync(join(tmpdir(), 'amora-migrate-'))
  const url = join(folder, 'amora.sqlite')
  const db: Database = createDatabase({ url })
  return {
    db,
    url,
    async drop() {
      await db.destroy()
      rmSync(folder, { recursive: true, force: true })
    },
  }
}

describe.each(engines)('migration status and down [%s]', (engine) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await sharedDatabase(engine)
  })
  afterAll(() => database.drop())

  it('plain migrate applies everything and status lists every migration as applied', async () => {
    expect(statusOf((await migrateCli(database.url, ['status'])).stdout)).toEqual(everyOne('pending'))
    const up = await migrateCli(database.url, [])
    expect(up.code, up.stderr).toBe(0)
    expect(up.stdout).toContain(`Applied: ${names.join(', ')}`)
    const status = await migrateCli(database.url, ['status'])
    expect(status.code, status.stderr).toBe(0)
    expect(statusOf(status.stdout)).toEqual(everyOne('applied'))
    expect(status.stdout).toContain(`${names.length} applied, 0 pending.`)
  }, 60_000)

  it('down rolls back the last migration, status shows it pending, migrate applies it again', async () => {
    const down = await migrateCli(database.url, ['down'])
    expect(down.code, down.stderr).toBe(0)
    expect(down.stdout).toContain(`Rolled back: ${last}`)
    expect(await pendingMigrations(database.db)).toEqual([last])

    const status = statusOf((await migrateCli(database.url, ['status'])).stdout)
    expect(status).toEqual({ ...everyOne('applied'), [last]: 'pending' })

    const up = await migrateCli(database.url, [])
    expect(up.code, up.stderr).toBe(0)
    expect(up.stdout).toContain(`Applied: ${last}`)
    expect(await pendingMigrations(database.db)).toEqual([])
  }, 60_000)

  it('refuses an unknown command', async () => {
    const run = await migrateCli(database.url, ['sideways'])
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('Unknown command "sideways"')
  }, 60_000)
})

describe.each(engines)('migrateDownOne [%s]', (engine) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase(engine)
  })
  afterAll(() => database.drop())

  it('undoes one migration at a time, last first, and nothing once none is applied', async () => {
    await migrateToLatest(database.db)
    expect(await migrateDownOne(database.db)).toBe(last)
    expect(await migrateDownOne(database.db)).toBe(names.at(-2))
    const states = await migrationStatus(database.db)
    expect(states.map((state) => state.name)).toEqual(names)
    expect(states.filter((state) => !state.appliedAt).map((state) => state.name)).toEqual(names.slice(-2))
    for (let i = 2; i < names.length; i++) await migrateDownOne(database.db)
    expect(await pendingMigrations(database.db)).toEqual(names)
    expect(await migrateDownOne(database.db)).toBeUndefined()
  }, 60_000)
})
