import { type ChildProcess, spawn } from 'node:child_process'
import { randomInt } from 'node:crypto'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { realtimeCloseCodes } from '#shared/constants.js'
import { createS3Storage } from './adapters/storage-s3.js'
import { grant } from './modules/credits/ledger.js'
import { type Member, makeAlike, signupMember } from './modules/members/fixtures.js'
import { jpegPhoto, multipart } from './modules/photos/testing.js'
import { heartbeatMs } from './realtime/socket.js'
import { openSocket, type TestSocket } from './realtime/testing.js'
import { createTestApp, type TestApp } from './test/harness.js'
import { startTestStore, type TestStore } from './test/object-store.js'
import { freePort } from './test/ports.js'
import { promoteToStaff } from './test/staff.js'

const postgres = Boolean(process.env.TEST_DATABASE_URL)
if (!postgres) console.log('Two-server-process tests skipped: set TEST_DATABASE_URL to run them')

/** One real server (src/server/main.ts) on the shared database. */
interface ServerProcess {
  child: ChildProcess
  url: string
  stop(): Promise<void>
}

/**
 * Starts main.ts on `databaseUrl` and resolves once it listens. Each process has a data folder of its own,
 * as on a machine of its own: what they share is the database and the object store at `storageUrl`.
 */
async function startServer(databaseUrl: string, dataDir: string, storageUrl: string): Promise<ServerProcess> {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SCALE: '1',
      // Each scenario comes from an address of its own, as visitors behind a load balancer do.
      TRUST_PROXY: 'true',
      // Pages are not asked for: the dev server's address spares the test a built web app.
      VITE_DEV_ORIGIN: 'http://127.0.0.1:5173',
      REDIS_URL: '',
      STORAGE_URL: storageUrl,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream })
  await new Promise<void>((done, fail) => {
    child.once('exit', (code) => fail(new Error(`server exited with ${code}`)))
    lines.on('line', (line) => {
      if (line.includes('Amora is running at')) done()
    })
  })
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}

/** A documentation-range address no other scenario uses, so that its rate limits start at nothing. */
const freshAddress = () => `203.0.113.${randomInt(1, 255)}`

describe.skipIf(!postgres)('two server processes on one PostgreSQL database [postgres]', () => {
  let t: TestApp
  let s3: TestStore
  const dataDirs = { a: '', b: '' }
  let a: ServerProcess
  let b: ServerProcess
  let admin = ''
  const sockets: TestSocket[] = []

  beforeAll(async () => {
    // A new database with the demo site; the in-process app only makes members and staff on it.
    t = await createTestApp('postgres')
    s3 = await startTestStore('amora-scaleout')
    dataDirs.a = mkdtempSync(join(tmpdir(), 'amora-scaleout-a-'))
    dataDirs.b = mkdtempSync(join(tmpdir(), 'amora-scaleout-b-'))
    // One after the other: the second finds the database migrated and seeded by the first.
    a = await startServer(t.config.databaseUrl, dataDirs.a, s3.url('photos'))
    b = await startServer(t.config.databaseUrl, dataDirs.b, s3.url('photos'))
    admin = await promoteToStaff(t.db, (await signupMember(t, 'Admin')).id, 'admin')
  }, 120_000)
  afterAll(async () => {
    for (const socket of sockets) await socket.close()
    await Promise.all([a?.stop(), b?.stop()])
    await t.close()
    await s3?.stop()
    for (const dataDir of Object.values(dataDirs)) rmSync(dataDir, { recursive: true, force: true })
  })

  const call = (
    server: ServerProcess,
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    options: { cookie?: string; body?: unknown; address?: string; client?: boolean } = {},
  ) => {
    const headers: Record<string, string> = { host: 'localhost' }
    if (options.cookie) headers.cookie = options.cookie
    if (options.address) headers['x-forwarded-for'] = options.address
    if (options.client) headers['x-request-type'] = 'client'
    if (options.body !== undefined) headers['content-type'] = 'application/json'
    const body = options.body === undefined ? undefined : JSON.stringify(options.body)
    return fetch(`${server.url}${path}`, { method, headers, body })
  }
  const login = (server: ServerProcess, address: string, email: string, password: string) =>
    call(server, 'POST', '/api/user.php', { address, client: true, body: { email, password } })
  const errorCode = async (response: Response) =>
    ((await response.json()) as { error: { code: string } }).error.code
  const connect = async (server: ServerProcess, who: Member) => {
    const socket = await openSocket(server.url, { cookie: who.cookie })
    sockets.push(socket)
    return socket
  }
  const emailOf = async (member: Member) =>
    (await t.db.selectFrom('users').select('email').where('id', '=', member.id).executeTakeFirstOrThrow())
      .email

  it('a message sent through A reaches the recipient’s socket on B', async () => {
    const alice = await signupMember(t, 'Alice')
    const bob = await signupMember(t, 'Bob')
    await makeAlike(t, [alice, bob])
    await grant(t.db, { userId: alice.id, amount: 50, reason: 'test', key: `scaleout:${alice.id}` })
    const bobOnB = await connect(b, bob)

    const sent = await call(a, 'POST', '/api/message.php', {
      cookie: alice.cookie,
      body: { member: bob.id, text: 'Hello across processes' },
    })
    expect(sent.status).toBe(200)
    const received = await bobOnB.next('message')
    expect(received.message).toMatchObject({ sender_id: alice.id, text: 'Hello across processes' })
    expect((await bobOnB.next('unread')).num_unread_messages).toBe(1)
  })

  it('counts rate limits over both: logins on A and B together reach the limit', async () => {
    const address = freshAddress()
    const limit = 30
    for (let i = 0; i < limit; i += 1) {
      const server = i % 2 === 0 ? a : b
      const refused = await login(server, address, `nobody.${i}@example.com`, 'not the password')
      expect(refused.status).toBe(401)
    }
    for (const server of [a, b]) {
      const limited = await login(server, address, 'nobody@example.com', 'not the password')
      expect(limited.status).toBe(429)
      expect(await errorCode(limited)).toBe('rate_limited')
    }
    // The limit is the address's: another one logs in on either.
    expect((await login(b, freshAddress(), 'nobody@example.com', 'x')).status).toBe(401)
  })

  it('a site setting changed through the back-office on A shows on B within a second', async () => {
    const name = async () =>
      ((await (await call(b, 'GET', '/api/settings.php')).json()) as { settings: { name: string } }).settings
        .name
    const before = await name()
    // B keeps the site in its cache: a change behind its back is not seen...
    await t.db.updateTable('sites').set({ name: 'Changed behind B' }).where('id', '=', t.siteId).execute()
    expect(await name()).toBe(before)
    // ...but the back-office's change on A drops B's cache through the site.changed event.
    const changed = await call(a, 'PUT', '/api/staff/sites.php', {
      cookie: admin,
      body: { id: t.siteId, name: 'Amora Across' },
    })
    expect(changed.status).toBe(200)
    await expect.poll(name, { timeout: 1_000, interval: 50 }).toBe('Amora Across')
  })

  it('a block set through A takes the member out of the searches B answers, within a second', async () => {
    const [alma, bram] = [await signupMember(t, 'Alma'), await signupMember(t, 'Bram')]
    await makeAlike(t, [alma, bram], { last_active_at: Date.now() })
    const address = freshAddress()
    const found = async () => {
      const search = await call(b, 'GET', '/api/search.php?country=NL', { cookie: alma.cookie, address })
      return ((await search.json()) as { results: { id: number }[] }).results.map((member) => member.id)
    }
    // B now keeps what its search needs of Alma, her blocks (none) among it.
    expect(await found()).toContain(bram.id)
    const block = await call(a, 'POST', '/api/block.php', { cookie: alma.cookie, body: { member: bram.id } })
    expect(block.status).toBe(200)
    // The blocks.changed event makes B read them again.
    await expect.poll(found, { timeout: 1_000, interval: 50 }).not.toContain(bram.id)
  })

  it('a member disabled through the staff API on A is logged out on B, socket and all', async () => {
    const dora = await signupMember(t, 'Dora')
    expect((await call(b, 'GET', '/api/user.php', { cookie: dora.cookie })).status).toBe(200)
    const doraOnB = await connect(b, dora)

    const disabled = await call(a, 'PUT', '/api/staff/member.php', {
      cookie: admin,
      body: { id: dora.id, status: 'disabled', reason: 'Asked members for money' },
    })
    expect(disabled.status).toBe(200)
    // Closed by the sessions.ended event, well before the heartbeat would have noticed.
    const closed = await Promise.race([
      doraOnB.closed,
      new Promise((done) => setTimeout(() => done('open'), heartbeatMs / 3)),
    ])
    expect(closed).toBe(realtimeCloseCodes.unauthenticated)
    const me = await call(b, 'GET', '/api/user.php', { cookie: dora.cookie })
    expect(me.status).toBe(403)
    expect(await errorCode(me)).toBe('authentication_required')
  })

  it('a login block after wrong passwords on A holds on B, even for the right password', async () => {
    const erin = await signupMember(t, 'Erin')
    const email = await emailOf(erin)
    const address = freshAddress()
    for (let i = 0; i < 4; i += 1) expect((await login(a, address, email, `wrong ${i}`)).status).toBe(401)
    const fifth = await login(b, address, email, 'wrong 5')
    expect(fifth.status).toBe(429)
    expect(await errorCode(fifth)).toBe('login_blocked')
    for (const server of [a, b]) {
      const right = await login(server, address, email, 'long enough 1')
      expect(right.status).toBe(429)
      expect(await errorCode(right)).toBe('login_blocked')
    }
  })

  it('a photo uploaded through A is served by B, from the shared object store', async () => {
    const fay = await signupMember(t, 'Fay')
    const body = multipart(await jpegPhoto(), 'me.jpg')
    const uploaded = await fetch(`${a.url}/api/photos.php`, {
      method: 'POST',
      headers: { host: 'localhost', cookie: fay.cookie, 'content-type': body.contentType },
      body: body.payload,
    })
    expect(uploaded.status, await uploaded.clone().text()).toBe(200)
    const { photo } = (await uploaded.json()) as { photo: { url: string; thumb_url: string } }

    const storage = createS3Storage(s3.store('photos'), { warn: () => {} })
    for (const url of [photo.url, photo.thumb_url]) {
      const stored = await storage.read(url.replace('/cdn/', ''))
      expect(stored, url).not.toBeNull()
      const served = await call(b, 'GET', url, { cookie: fay.cookie })
      expect(served.status, url).toBe(200)
      expect(served.headers.get('content-type')).toBe('image/webp')
      expect(Buffer.from(await served.arrayBuffer()).equals(stored as Buffer)).toBe(true)
    }
    // Neither machine keeps a copy of its own.
    expect(existsSync(join(dataDirs.a, 'uploads'))).toBe(false)
    expect(existsSync(join(dataDirs.b, 'uploads'))).toBe(false)
  })
})
