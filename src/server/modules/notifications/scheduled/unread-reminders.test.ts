import { describe, expect, it } from 'vitest'
import { ensureConversation, insertMessage, markRead } from '#server/modules/chat/queries.js'
import { insertMember } from '#server/modules/members/fixtures.js'
import { engines } from '#server/test/harness.js'
import { scheduledMailSuite } from '../testing/scheduled-mail-suite.js'
import { queueUnreadReminders } from './unread-reminders.js'

const hour = 60 * 60 * 1000

describe.each(engines)('unread message reminders [%s]', (engine) => {
  const suite = scheduledMailSuite(engine, [
    'notification_mails',
    'notification_settings',
    'blocks',
    'messages',
    'conversations',
  ])

  const member = async (userStatus = 'active') => {
    const id = await insertMember(suite.t.db, suite.t.siteId, { userStatus })
    await suite.t.db.updateTable('users').set({ language: 'en' }).where('id', '=', id).execute()
    return id
  }
  /** A message from one member to another, written `ago` milliseconds before now. */
  const message = async (from: number, to: number, ago: number) => {
    const now = Date.now() - ago
    const conversation = await ensureConversation(suite.t.db, {
      siteId: suite.t.siteId,
      senderId: from,
      recipientId: to,
      now,
    })
    const id = await insertMessage(
      suite.t.db,
      { conversationId: conversation.id, senderId: from, kind: 'text', body: 'hi', cost: 0, now },
      to,
    )
    return { conversationId: conversation.id, id }
  }
  const queuedFor = async () =>
    (
      await suite.t.db
        .selectFrom('notification_mails')
        .select(['user_id', 'batch_key'])
        .where('type', '=', 'unread_message_reminders')
        .execute()
    ).map((row) => row.user_id)

  it('queues members with a message unread for a day, once a day however often it runs', async () => {
    const [ann, bea, cid, dan] = [await member(), await member(), await member(), await member()]
    await message(ann, bea, 25 * hour)
    await message(ann, cid, 2 * hour)
    await message(ann, dan, 30 * hour)
    const seen = await message(ann, dan, 29 * hour)
    await markRead(suite.t.db, seen.conversationId, dan, seen.id)

    expect(await queueUnreadReminders(suite.t.db)).toBe(1)
    expect(await queueUnreadReminders(suite.t.db)).toBe(0)
    expect(await queuedFor()).toEqual([bea])
    const [row] = await suite.t.db.selectFrom('notification_mails').select('batch_key').execute()
    expect(row?.batch_key).toBe(`unread_message_reminders:${bea}:${new Date().toISOString().slice(0, 10)}`)
  })

  it('leaves out fictional, deleted and not activated members and blocked senders', async () => {
    const ann = await member()
    const fictional = await member()
    await suite.t.db.updateTable('users').set({ is_fictional: 1 }).where('id', '=', fictional).execute()
    const deleted = await member()
    await suite.t.db.updateTable('users').set({ deleted_at: Date.now() }).where('id', '=', deleted).execute()
    const pending = await member('not_confirmed')
    const blocker = await member()
    await suite.t.db
      .insertInto('blocks')
      .values({ blocker_id: blocker, blocked_id: ann, created_at: Date.now() })
      .execute()
    for (const to of [fictional, deleted, pending, blocker]) await message(ann, to, 25 * hour)

    expect(await queueUnreadReminders(suite.t.db)).toBe(0)
  })

  it('waits 72 hours after a sent reminder', async () => {
    const [ann, bea] = [await member(), await member()]
    await message(ann, bea, 25 * hour)
    await queueUnreadReminders(suite.t.db)
    expect(await suite.sender.runOnce()).toEqual(['sent'])

    expect(await queueUnreadReminders(suite.t.db, Date.now() + 25 * hour)).toBe(0)
    expect(await queueUnreadReminders(suite.t.db, Date.now() + 73 * hour)).toBe(1)
  })

  it('stops after 3 reminders without a visit, and leaves out members who turned them off', async () => {
    const [ann, bea, off] = [await member(), await member(), await member()]
    await suite.t.db
      .insertInto('notification_settings')
      .values({ user_id: off, type: 'unread_message_reminders', email: 0, push: 0 })
      .execute()
    await message(ann, off, 25 * hour)
    await message(ann, bea, 25 * hour)
    let now = Date.now()
    const queuedEachTime: number[] = []
    for (let round = 0; round < 4; round += 1) {
      queuedEachTime.push(await queueUnreadReminders(suite.t.db, now))
      await suite.sendAt(now)
      now += 73 * hour
    }
    expect(queuedEachTime).toEqual([1, 1, 1, 0])
    expect(suite.sent.map((mail) => mail.to)).toEqual(Array(3).fill(suite.sent[0]?.to))

    // A visit starts them again.
    await suite.t.db
      .updateTable('users')
      .set({ last_seen_at: now - hour })
      .where('id', '=', bea)
      .execute()
    expect(await queueUnreadReminders(suite.t.db, now)).toBe(1)
  })

  it('sends the unread count with a link to the chats and List-Unsubscribe; skips when read meanwhile', async () => {
    const [ann, bea, cid] = [await member(), await member(), await member()]
    await message(ann, bea, 26 * hour)
    await message(ann, bea, 25 * hour)
    await message(cid, bea, 1 * hour)
    const read = await message(ann, cid, 25 * hour)
    await queueUnreadReminders(suite.t.db)
    await markRead(suite.t.db, read.conversationId, cid, read.id)

    expect(await suite.sender.runOnce()).toEqual(['sent', 'skipped'])
    expect(suite.sent).toHaveLength(1)
    expect(suite.sent[0]?.subject).toBe('You have 3 unread messages')
    expect(suite.sent[0]?.text).toContain('https://localhost/chats')
    expect(suite.sent[0]?.headers?.['List-Unsubscribe']).toMatch(/^<https:\/\/localhost\//)
  })
})
