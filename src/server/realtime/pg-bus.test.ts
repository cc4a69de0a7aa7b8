import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SendMessageResponse } from '#shared/api/chat.js'
import { createSession } from '../modules/auth/sessions.js'
import { insertMember } from '../modules/members/fixtures.js'
import { createTestDatabase, type TestDatabase } from '../test/harness.js'
import { promoteToStaff } from '../test/staff.js'
import type { DomainEvent } from './events.js'
import { eventsChannel, type PgEventBus, startPgBus } from './pg-bus.js'
import { openSocket } from './testing.js'

const postgres = Boolean(process.env.TEST_DATABASE_URL)
if (!postgres) console.log('PostgreSQL event bus tests skipped: set TEST_DATABASE_URL to run them')

/** Collects what a bus delivers; `next` waits for the next event. */
function listener(bus: PgEventBus) {
  const seen: DomainEvent[] = []
  let wake: (() => void) | null = null
  bus.subscribe((event) => {
    seen.push(event)
    wake?.()
  })
  return {
    seen,
    async next(): Promise<DomainEvent> {
      while (seen.length === 0) await new Promise<void>((done) => (wake = done))
      return seen.shift() as DomainEvent
    },
  }
}

describe.skipIf(!postgres)('PostgreSQL event bus', () => {
  let database: TestDatabase
  let first: PgEventBus
  let second: PgEventBus

  beforeAll(async () => {
    database = await createTestDatabase('postgres')
    first = await startPgBus(database.url, database.db)
    second = await startPgBus(database.url, database.db)
    // Cutting the connection below is on purpose: no error in the test's output.
    const quiet = { info: () => {}, error: () => {} }
    first.setLogger(quiet)
    second.setLogger(quiet)
  })
  afterAll(async () => {
    await first.close()
    await second.close()
    await database.drop()
  })

  it('takes an event published by one process to every process, itself included', async () => {
    const [atFirst, atSecond] = [listener(first), listener(second)]
    const event: DomainEvent = { type: 'like.created', likerId: 1, likedId: 2, match: true }
    await first.publish(event)
    expect(await atFirst.next()).toEqual(event)
    expect(await atSecond.next()).toEqual(event)
  })

  it('listens again after its connection was cut', async () => {
    const atSecond = listener(second)
    const cut = await sql<{ cut: boolean }>`select pg_terminate_backend(pid) as cut from pg_stat_activity
      where datname = current_database() and query = ${`listen ${eventsChannel}`}`.execute(database.db)
    expect(cut.rows.length).toBe(2)
    // Published until heard: events sent while a process reconnects are missed (clients poll then).
    const event: DomainEvent = { type: 'badges.changed', userId: 7 }
    const heard = atSecond.next()
    let done = false
    void heard.then(() => {
      done = true
    })
    while (!done) {
      await first.publish(event)
      await Promise.race([heard, new Promise((wait) => setTimeout(wait, 100))])
    }
    expect(await heard).toEqual(event)
  })
})

const ports = [3321, 3322]

/** One server process as `npm start` runs it, on the given database; resolves once it listens. */
function startServer(port: number, databaseUrl: string, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      DEMO_MEMBERS: '0',
      LOG_LEVEL: 'warn',
      // Pages are not asked for: the dev origin spares the test a built web app.
      VITE_DEV_ORIGIN: 'http://127.0.0.1:5173',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server on ${port} exited with ${code}`)))
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      if (line.includes('Amora is running at')) resolve(child)
    })
  })
}

describe.skipIf(!postgres)('two server processes on one PostgreSQL database', () => {
  let database: TestDatabase
  let dataDir: string
  const servers: ChildProcess[] = []

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'amora-realtime-'))
    database = await createTestDatabase('postgres')
    // One after the other: the first migrates and seeds the demo site.
    for (const port of ports) servers.push(await startServer(port, database.url, dataDir))
  }, 120_000)
  afterAll(async () => {
    await Promise.all(
      servers.map(
        (child) =>
          new Promise<void>((done) => {
            child.once('exit', () => done())
            child.kill('SIGTERM')
          }),
      ),
    )
    await database.drop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('a message sent to process A reaches the recipient’s socket on process B', async () => {
    const db = database.db
    const site = await db
      .selectFrom('site_domains')
      .select('site_id')
      .where('host', '=', 'localhost')
      .executeTakeFirstOrThrow()
    const member = (name: string) =>
      insertMember(db, site.site_id, { name, country: 'NL', lastActiveAt: Date.now() })
    const sender = await member('Ada')
    const recipient = await member('Ben')
    // A balance the ledger agrees with, so that the message can be paid.
    await db.updateTable('users').set({ credits: 20 }).where('id', '=', sender).execute()
    await db
      .insertInto('credit_ledger')
      .values({
        user_id: sender,
        amount: 20,
        kind: 'adjustment',
        reason: 'test',
        idempotency_key: `test:${sender}`,
        created_at: Date.now(),
      })
      .execute()
    const cookie = async (id: number) => `amora_session=${await createSession(db, id, 'test')}`
    const socket = await openSocket(`http://127.0.0.1:${ports[1]}`, { cookie: await cookie(recipient) })

    const sent = await fetch(`http://127.0.0.1:${ports[0]}/api/message.php`, {
      method: 'POST',
      headers: { host: 'localhost', cookie: await cookie(sender), 'content-type': 'application/json' },
      body: JSON.stringify({ member: recipient, text: 'Hello from process A' }),
    })
    expect(sent.status).toBe(200)
    const { message } = (await sent.json()) as SendMessageResponse

    const frame = await socket.next('message')
    expect(frame.message).toEqual(message)
    expect(frame.profile).toMatchObject({ id: sender, name: 'Ada' })
    expect(await socket.next('unread')).toEqual({ type: 'unread', num_unread_messages: 1, num_new_likes: 0 })
    await socket.close()
  })

  it('a site changed in the back-office of process A shows on process B within a second', async () => {
    const db = database.db
    const site = await db
      .selectFrom('site_domains')
      .select('site_id')
      .where('host', '=', 'localhost')
      .executeTakeFirstOrThrow()
    const nameOn = async (port: number) => {
      const response = await fetch(`http://127.0.0.1:${port}/api/settings.php`, {
        headers: { host: 'localhost' },
      })
      return ((await response.json()) as { settings: { name: string } }).settings.name
    }
    // Process B has the site in its cache now.
    const before = await nameOn(ports[1] as number)
    const admin = await insertMember(db, site.site_id, { name: 'Admin' })
    const cookie = await promoteToStaff(db, admin, 'admin')
    const changed = await fetch(`http://127.0.0.1:${ports[0]}/api/staff/sites.php`, {
      method: 'PUT',
      headers: { host: 'localhost', cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ id: site.site_id, name: `${before} Nights` }),
    })
    expect(changed.status).toBe(200)
    const started = Date.now()
    while ((await nameOn(ports[1] as number)) !== `${before} Nights` && Date.now() - started < 1000)
      await new Promise((done) => setTimeout(done, 50))
    expect(await nameOn(ports[1] as number)).toBe(`${before} Nights`)
  })

  it('operators on two processes race for one conversation: exactly one wins; consoles hear of it live', async () => {
    const db = database.db
    const site = await db
      .selectFrom('site_domains')
      .select('site_id')
      .where('host', '=', 'localhost')
      .executeTakeFirstOrThrow()
    const siteId = site.site_id
    const member = await insertMember(db, siteId, { name: 'Cleo', country: 'NL', lastActiveAt: Date.now() })
    await db.updateTable('users').set({ credits: 20 }).where('id', '=', member).execute()
    await db
      .insertInto('credit_ledger')
      .values({
        user_id: member,
        amount: 20,
        kind: 'adjustment',
        reason: 'test',
        idempotency_key: `test:${member}`,
        created_at: Date.now(),
      })
      .execute()
    const fictional = await insertMember(db, siteId, { name: 'Fay', country: 'NL', lastActiveAt: Date.now() })
    await db.updateTable('users').set({ is_fictional: 1 }).where('id', '=', fictional).execute()
    await db
      .insertInto('fictional_profiles')
      .values({ user_id: fictional, site_id: siteId, created_at: Date.now(), updated_at: Date.now() })
      .execute()
    const operators = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const id = await insertMember(db, siteId, { name: `Operator ${i}` })
        return promoteToStaff(db, id, 'operator')
      }),
    )
    // A console open on process B.
    const console = await openSocket(`http://127.0.0.1:${ports[1]}`, { cookie: operators[0] as string })

    const sent = await fetch(`http://127.0.0.1:${ports[0]}/api/message.php`, {
      method: 'POST',
      headers: {
        host: 'localhost',
        cookie: `amora_session=${await createSession(db, member, 'test')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ member: fictional, text: 'Hello Fay' }),
    })
    expect(sent.status).toBe(200)
    const { conversation_id: conversation } = (await sent.json()) as SendMessageResponse
    expect(await console.next('queue')).toEqual({ type: 'queue', conversation_id: conversation })

    const claims = await Promise.all(
      operators.map((cookie, i) =>
        fetch(`http://127.0.0.1:${ports[i % 2]}/api/staff/claim.php`, {
          method: 'POST',
          headers: { host: 'localhost', cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ conversation }),
        }),
      ),
    )
    const statuses = claims.map((response) => response.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(9)
    const rows = await db
      .selectFrom('conversation_claims')
      .selectAll()
      .where('conversation_id', '=', conversation)
      .execute()
    expect(rows).toHaveLength(1)
    await console.close()
  })
})
