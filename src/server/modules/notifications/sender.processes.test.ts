import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#server/test/harness.js'
import { insertMember } from '../members/fixtures.js'
import { NotificationEvents } from './events.js'

const postgres = Boolean(process.env.TEST_DATABASE_URL)
if (!postgres) console.log('Two-process mail queue tests skipped: set TEST_DATABASE_URL to run them')

const script = 'src/server/modules/notifications/testing/sender-process.ts'

interface SenderProcess {
  child: ChildProcess
  /** Each line the process printed, as it comes. */
  lines: AsyncIterableIterator<string>
}

describe.skipIf(!postgres)('notification mail queue in two server processes [postgres]', () => {
  let t: TestApp
  let outboxDir: string

  const startSender = (holder: string, extra: Record<string, string> = {}): SenderProcess => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      env: {
        ...process.env,
        DATABASE_URL: t.config.databaseUrl,
        OUTBOX_DIR: outboxDir,
        HOLDER: holder,
        ...extra,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream })[Symbol.asyncIterator]()
    return { child, lines }
  }

  /** Runs a sender process to its end; how each row it claimed ended. */
  const runSender = async (holder: string, extra: Record<string, string> = {}): Promise<string[]> => {
    const sender = startSender(holder, extra)
    let last = ''
    for await (const line of { [Symbol.asyncIterator]: () => sender.lines }) last = line
    return JSON.parse(last) as string[]
  }

  const mailFiles = () => readdirSync(outboxDir).filter((name) => name.endsWith('.json'))

  /** Likes from `count` new members to one member, each queued as a like mail that is due now. */
  const dueLikes = async (count: number) => {
    const liked = await insertMember(t.db, t.siteId, { name: 'Liked' })
    const events = new NotificationEvents(t.db, 0)
    for (let i = 0; i < count; i += 1) {
      const liker = await insertMember(t.db, t.siteId, { name: `Liker${i}` })
      await t.db
        .insertInto('likes')
        .values({ liker_id: liker, liked_id: liked, created_at: Date.now() })
        .execute()
      await events.handle({ type: 'like.created', likerId: liker, likedId: liked, match: false })
    }
  }

  beforeAll(async () => {
    t = await createTestApp('postgres')
  })
  afterAll(() => t.close())
  beforeEach(async () => {
    await t.db.deleteFrom('notification_mails').execute()
    await t.db.deleteFrom('likes').execute()
    outboxDir = mkdtempSync(join(tmpdir(), 'amora-mail-queue-'))
    return () => rmSync(outboxDir, { recursive: true, force: true })
  })

  it('two processes racing over 30 due mails send each exactly once', async () => {
    await dueLikes(30)
    const together = { START_AT: String(Date.now() + 4_000) }
    const [a, b] = await Promise.all([runSender('process-a', together), runSender('process-b', together)])
    // Both took part: the mails were really shared out between the two.
    expect(a.length).toBeGreaterThan(0)
    expect(b.length).toBeGreaterThan(0)
    expect([...a, ...b]).toHaveLength(30)
    expect([...a, ...b].every((outcome) => outcome === 'sent')).toBe(true)
    const mails = mailFiles().map((name) => JSON.parse(readFileSync(join(outboxDir, name), 'utf8')))
    expect(mails).toHaveLength(30)
    expect(new Set(mails.map((mail: { subject: string }) => mail.subject)).size).toBe(30)
    const open = await t.db
      .selectFrom('notification_mails')
      .select('id')
      .where('outcome', 'is', null)
      .execute()
    expect(open).toEqual([])
  }, 60_000)

  it('a mail held by a process killed while sending is sent once by another after the lease ran out', async () => {
    await dueLikes(1)
    // Long enough for another process to start on a busy machine (about 3 s) while the lease still runs.
    const leaseMs = 8_000
    const crashing = startSender('process-a', { MAILER: 'hang', LEASE_MS: String(leaseMs) })
    expect((await crashing.lines.next()).value).toBe('sending')
    // The lease was taken before the send began: it has run out by this moment at the latest.
    const leaseOver = Date.now() + leaseMs + 100
    const exited = new Promise((done) => crashing.child.once('exit', done))
    crashing.child.kill('SIGKILL')
    await exited

    // The lease still runs: another process leaves the row alone.
    expect(await runSender('process-b')).toEqual([])
    expect(mailFiles()).toEqual([])
    await new Promise((wait) => setTimeout(wait, Math.max(0, leaseOver - Date.now())))
    expect(await runSender('process-c')).toEqual(['sent'])
    expect(await runSender('process-d')).toEqual([])
    expect(mailFiles()).toHaveLength(1)
  }, 60_000)
})
