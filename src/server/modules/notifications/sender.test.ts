import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Mailer, MailMessage } from '#server/adapters/mail.js'
import type { Database } from '#server/db/database.js'
import { createTestApp, engines, type TestApp } from '#server/test/harness.js'
import { ensureConversation, insertMessage, markRead } from '../chat/queries.js'
import { insertMember } from '../members/fixtures.js'
import { NotificationEvents } from './events.js'
import { NotificationMailer } from './mailer.js'
import { MailQueueSender, retryDelayMs } from './sender.js'

const delay = 600_000
const later = () => Date.now() + delay + 1_000

/** A mailer that keeps what it is given; `failing` makes every send throw, as an SMTP outage would. */
function countingMailer() {
  const sent: MailMessage[] = []
  const state = { failing: false, delayMs: 0 }
  const mailer: Mailer = {
    async send(message) {
      // Lets other senders run between claiming and sending, as a real SMTP round trip does.
      await new Promise((resolve) =>
        state.delayMs ? setTimeout(resolve, state.delayMs) : setImmediate(resolve),
      )
      if (state.failing) throw new Error('smtp down')
      sent.push(message)
    },
  }
  return { mailer, sent, state }
}

function collectingLog() {
  const errors: object[] = []
  return { errors, log: { warn: () => {}, error: (object: object) => void errors.push(object) } }
}

describe.each(engines)('notification mail queue [%s]', (engine) => {
  let t: TestApp
  let events: NotificationEvents
  let outbox: ReturnType<typeof countingMailer>
  let logged: ReturnType<typeof collectingLog>
  let sender: MailQueueSender

  const senderFor = (db: Database, holder: string, options = {}) =>
    new MailQueueSender(
      db,
      new NotificationMailer(db, outbox.mailer, t.sites, { publicUrl: 'https://localhost', port: 80 }),
      logged.log,
      { holder, ...options },
    )

  beforeAll(async () => {
    t = await createTestApp(engine)
    events = new NotificationEvents(t.db, delay)
  })
  afterAll(() => t.close())
  beforeEach(async () => {
    for (const table of ['notification_mails', 'notification_settings', 'likes', 'blocks'] as const)
      await t.db.deleteFrom(table).execute()
    await t.db.deleteFrom('messages').execute()
    await t.db.deleteFrom('conversations').execute()
    outbox = countingMailer()
    logged = collectingLog()
    sender = senderFor(t.db, 'first')
  })

  const member = async (name: string) => {
    const id = await insertMember(t.db, t.siteId, { name })
    await t.db.updateTable('users').set({ language: 'en' }).where('id', '=', id).execute()
    return id
  }
  const emailOf = async (id: number) =>
    (await t.db.selectFrom('users').select('email').where('id', '=', id).executeTakeFirstOrThrow()).email
  /** A message written as the chat service writes it, and its event handled as onPublish does. */
  const message = async (from: number, to: number, body = 'hello there') => {
    const now = Date.now()
    const conversation = await ensureConversation(t.db, {
      siteId: t.siteId,
      senderId: from,
      recipientId: to,
      now,
    })
    const messageId = await insertMessage(
      t.db,
      { conversationId: conversation.id, senderId: from, kind: 'text', body, cost: 0, now },
      to,
    )
    await events.handle(
      { type: 'message.sent', messageId, conversationId: conversation.id, senderId: from, recipientId: to },
      now,
    )
    return { conversationId: conversation.id, messageId }
  }
  /** A conversation the recipient has read up to now, so the next message is not its first. */
  const readConversation = async (from: number, to: number) => {
    const first = await message(from, to, 'first')
    await markRead(t.db, first.conversationId, to, first.messageId)
    await t.db.deleteFrom('notification_mails').execute()
    return first.conversationId
  }
  const rows = () =>
    t.db
      .selectFrom('notification_mails')
      .select([
        'id',
        'user_id',
        'type',
        'batch_key',
        'outcome',
        'sent_at',
        'attempts',
        'due_at',
        'lease_until',
      ])
      .orderBy('id')
      .execute()
  const like = async (liker: number, liked: number, match = false) => {
    await t.db
      .insertInto('likes')
      .values({ liker_id: liker, liked_id: liked, created_at: Date.now() })
      .execute()
    await events.handle({ type: 'like.created', likerId: liker, likedId: liked, match })
  }

  it('sends a due mail once, marks it sent and frees its key; a mail not yet due waits', async () => {
    const [ann, bea] = [await member('Ann'), await member('Bea')]
    await readConversation(ann, bea)
    await message(ann, bea)

    expect(await sender.runOnce()).toEqual([])
    expect(outbox.sent).toHaveLength(0)

    expect(await sender.runOnce(later())).toEqual(['sent'])
    expect(await sender.runOnce(later())).toEqual([])
    expect(outbox.sent).toHaveLength(1)
    const [row] = await rows()
    expect(row).toMatchObject({ type: 'new_messages', outcome: 'sent', attempts: 1, lease_until: null })
    expect(row?.batch_key).toBe(`new_messages:${bea}#${row?.id}`)
    expect(row?.sent_at).not.toBeNull()
    const mail = outbox.sent[0]
    expect(mail?.to).toBe(await emailOf(bea))
    expect(mail?.subject).toBe('You have 1 new message from Ann')
    expect(mail?.text).toContain('https://localhost/chats')
    expect(mail?.headers?.['List-Unsubscribe']).toMatch(/^<https:\/\/localhost\/api\/unsubscribe\.php\?/)
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
  })

  it('batches three messages from two members into one mail, and a message after it opens a new batch', async () => {
    const [ann, ben, cleo] = [await member('Ann'), await member('Ben'), await member('Cleo')]
    await readConversation(ann, cleo)
    await readConversation(ben, cleo)
    await message(ann, cleo, 'secret words one')
    await message(ann, cleo, 'secret words two')
    await message(ben, cleo, 'secret words three')
    expect(await rows()).toHaveLength(1)

    expect(await sender.runOnce(later())).toEqual(['sent'])
    expect(outbox.sent.map((mail) => mail.subject)).toEqual(['You have 3 new messages from Ben and Ann'])
    // Nothing a member wrote goes into a mail.
    expect(outbox.sent[0]?.text).not.toContain('secret words')
    expect(outbox.sent[0]?.html).not.toContain('secret words')

    await message(ann, cleo)
    const [, next] = await rows()
    expect(next).toMatchObject({ type: 'new_messages', batch_key: `new_messages:${cleo}`, outcome: null })
    expect(await sender.runOnce(later())).toEqual(['sent'])
    expect(outbox.sent[1]?.subject).toBe('You have 1 new message from Ann')
  })

  it('a message that arrives while its batch is being written starts the next mail', async () => {
    const [ann, cleo] = [await member('Ann'), await member('Cleo')]
    await readConversation(ann, cleo)
    await message(ann, cleo, 'one')
    const [waiting] = await rows()
    const due = await sender.claim(waiting?.id ?? 0, later())
    if (!due) throw new Error('the batch could not be claimed')
    // Between the claim and the send: the next message may not join the mail being written.
    await message(ann, cleo, 'two')
    expect(await sender.process(due)).toBe('sent')
    const [, next] = await rows()
    expect(next).toMatchObject({ type: 'new_messages', batch_key: `new_messages:${cleo}`, outcome: null })
    expect(await sender.runOnce(later())).toEqual(['sent'])
    // Each message is told once: the first mail leaves the second message to the next one.
    expect(outbox.sent.map((mail) => mail.subject)).toEqual([
      'You have 1 new message from Ann',
      'You have 1 new message from Ann',
    ])
  })

  it('skips a new-message mail whose messages were read meanwhile, and its key is free again', async () => {
    const [ann, bea] = [await member('Ann'), await member('Bea')]
    const conversationId = await readConversation(ann, bea)
    const { messageId } = await message(ann, bea)
    await markRead(t.db, conversationId, bea, messageId)

    expect(await sender.runOnce(later())).toEqual(['skipped'])
    expect(outbox.sent).toHaveLength(0)
    await message(ann, bea)
    expect(await rows()).toHaveLength(2)
  })

  it('tells of a new conversation without its text, and skips it when the member read it meanwhile', async () => {
    const [ann, bea, cleo] = [await member('Ann'), await member('Bea'), await member('Cleo')]
    const first = await message(ann, bea, 'secret opener')
    const read = await message(cleo, bea, 'another opener')
    await markRead(t.db, read.conversationId, bea, read.messageId)
    expect((await rows()).map((row) => row.type)).toEqual(['new_conversations', 'new_conversations'])

    expect((await sender.runOnce(later())).sort()).toEqual(['sent', 'skipped'])
    expect(outbox.sent).toHaveLength(1)
    const mail = outbox.sent[0]
    expect(mail?.subject).toBe('Ann started a conversation with you')
    expect(mail?.text).toContain(`https://localhost/chats/${first.conversationId}`)
    expect(mail?.text).not.toContain('secret opener')
  })

  it('mails a like and a match, and nothing for a like taken back or a block', async () => {
    const [ann, ben, cleo, dora] = [
      await member('Ann'),
      await member('Ben'),
      await member('Cleo'),
      await member('Dora'),
    ]
    await like(ann, dora)
    await like(dora, ben)
    await like(ben, dora, true)
    await like(cleo, dora)
    await t.db.deleteFrom('likes').where('liker_id', '=', cleo).execute()
    await t.db
      .insertInto('blocks')
      .values({ blocker_id: dora, blocked_id: ann, created_at: Date.now() })
      .execute()

    const outcomes = await sender.runOnce(later())
    expect(outcomes.sort()).toEqual(['sent', 'sent', 'skipped', 'skipped'])
    const subjects = outbox.sent.map((mail) => mail.subject).sort()
    expect(subjects).toEqual(['Dora likes you', "It's a match with Ben!"])
    const match = outbox.sent.find((mail) => mail.subject.startsWith("It's a match"))
    expect(match?.to).toBe(await emailOf(dora))
    expect(match?.text).toContain(`https://localhost/members/${ben}/chat`)
    const liked = outbox.sent.find((mail) => mail.subject === 'Dora likes you')
    expect(liked?.text).toContain(`https://localhost/members/${dora}\n`)
  })

  it('writes in the member’s language', async () => {
    const [ann, bea] = [await member('Ann'), await member('Bea')]
    await t.db.updateTable('users').set({ language: 'de' }).where('id', '=', bea).execute()
    await like(ann, bea)
    await sender.runOnce(later())
    expect(outbox.sent[0]?.subject).toBe('Du gefällst Ann')
  })

  it('never mails a type the member turned off, nor a member whose mail is stopped or who is fictional', async () => {
    const [ann, off, offLater, stopped, fictional] = [
      await member('Ann'),
      await member('Off'),
      await member('OffLater'),
      await member('Stopped'),
      await member('Fictional'),
    ]
    await t.db
      .insertInto('notification_settings')
      .values({ user_id: off, type: 'like', email: 0, push: 1 })
      .execute()
    await t.db
      .updateTable('users')
      .set({ notifications_disabled: '["list_unsubscribe"]' })
      .where('id', '=', stopped)
      .execute()
    await t.db.updateTable('users').set({ is_fictional: 1 }).where('id', '=', fictional).execute()
    for (const liked of [off, offLater, stopped, fictional]) await like(ann, liked)
    // Only the mail to the member who had not turned it off yet is queued...
    expect((await rows()).map((row) => row.user_id)).toEqual([offLater])
    // ... and the setting, changed while the mail waits, is asked again right before sending.
    await t.db
      .insertInto('notification_settings')
      .values({ user_id: offLater, type: 'like', email: 0, push: 1 })
      .execute()
    expect(await sender.runOnce(later())).toEqual(['skipped'])
    expect(outbox.sent).toHaveLength(0)
  })

  it('tries a failed send again later and gives up after five attempts', async () => {
    const [ann, bea] = [await member('Ann'), await member('Bea')]
    await like(ann, bea)
    outbox.state.failing = true
    const dueAt = async () => Number((await rows())[0]?.due_at)
    let now = later()
    expect(await sender.runOnce(now)).toEqual(['retry'])
    const [row] = await rows()
    expect(row).toMatchObject({ outcome: null, attempts: 1, lease_until: null })
    // The sender's clock has moved on a few milliseconds since `now`.
    const waits = (due: number, from: number, attempt: number) => {
      expect(due - from).toBeGreaterThanOrEqual(retryDelayMs(attempt))
      expect(due - from).toBeLessThan(retryDelayMs(attempt) + 1_000)
    }
    waits(await dueAt(), now, 1)
    expect(logged.errors).toHaveLength(1)
    // Not before its new time.
    expect(await sender.runOnce((await dueAt()) - 1_000)).toEqual([])
    for (let attempt = 2; attempt <= 5; attempt += 1) {
      now = await dueAt()
      expect(await sender.runOnce(now)).toEqual([attempt === 5 ? 'failed' : 'retry'])
      if (attempt < 5) waits(await dueAt(), now, attempt)
    }
    expect((await rows())[0]).toMatchObject({ outcome: 'failed', attempts: 5 })
    expect(await sender.runOnce(now + 24 * 60 * 60_000)).toEqual([])
    expect(outbox.sent).toHaveLength(0)
  })

  it('leaves a row claimed by a sender that died alone until its lease runs out, then sends it once', async () => {
    const [ann, bea] = [await member('Ann'), await member('Bea')]
    await like(ann, bea)
    const now = later()
    const crashed = senderFor(t.db, 'crashed', { leaseMs: 60_000 })
    const [row] = await rows()
    expect(await crashed.claim(row?.id ?? 0, now)).not.toBeNull()
    // Claimed once only.
    expect(await sender.claim(row?.id ?? 0, now)).toBeNull()
    expect(await sender.runOnce(now + 30_000)).toEqual([])
    expect(await sender.runOnce(now + 60_001)).toEqual(['sent'])
    expect(await sender.runOnce(now + 120_000)).toEqual([])
    expect(outbox.sent).toHaveLength(1)
    expect((await rows())[0]).toMatchObject({ outcome: 'sent', attempts: 2 })
  })

  it('dates each lease when it claims the row, so a slow mail server never lets another sender send it too', async () => {
    const bea = await member('Bea')
    for (let i = 0; i < 8; i += 1) await like(await member(`Liker${i}`), bea)
    outbox.state.delayMs = 60
    const slow = (holder: string) => senderFor(t.db, holder, { leaseMs: 300 })
    const first = slow('first').runOnce(later())
    // The second sender looks once the first one's earliest leases would have run out, had they been
    // dated at the start of its run.
    await new Promise((wait) => setTimeout(wait, 350))
    const second = slow('second').runOnce(later())
    const outcomes = [...(await first), ...(await second)]
    while (outcomes.length < 8) outcomes.push(...(await slow('third').runOnce(later())))
    expect(outcomes).toEqual(Array(8).fill('sent'))
    expect(outbox.sent).toHaveLength(8)
    expect(new Set(outbox.sent.map((mail) => mail.subject)).size).toBe(8)
  })

  it('queues the mails of events published by the services', async () => {
    const [ann, bea] = [await member('Ann'), await member('Bea')]
    await t.db.insertInto('likes').values({ liker_id: ann, liked_id: bea, created_at: Date.now() }).execute()
    t.deps.events.publish({ type: 'like.created', likerId: ann, likedId: bea, match: false })
    await expect.poll(async () => (await rows()).map((row) => row.batch_key)).toEqual([`like:${bea}:${ann}`])
  })
})
