import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrateToLatest } from '#server/db/database.js'
import { createTestDatabase, engines, type TestDatabase } from '#server/test/harness.js'
import { insertMember } from '../members/fixtures.js'
import { parseSiteSettings } from '../sites/settings.js'
import { type CheckedMessage, checkMessage } from './check.js'
import { fingerprintOf } from './rules.js'

const minute = 60_000
const hour = 60 * minute
const day = 24 * hour

describe.each(engines)('the chat spam and scam rules [%s]', (engine) => {
  let t: TestDatabase
  let siteId = 0
  const settings = parseSiteSettings([])
  const now = Date.now()

  beforeAll(async () => {
    t = await createTestDatabase(engine)
    await migrateToLatest(t.db)
    const site = await t.db
      .insertInto('sites')
      .values({ slug: 'rules', name: 'Rules', domain: 'rules.test', created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow()
    siteId = site.id
  })
  afterAll(() => t.drop())

  /** A sender and `count` conversations they wrote `text` into, `ago` before now. */
  async function wrote(count: number, text: string, ago = minute, signupAt = now - 30 * day) {
    const sender = await insertMember(t.db, siteId, { signupAt })
    const conversations: number[] = []
    for (let i = 0; i < count; i++) {
      const other = await insertMember(t.db, siteId)
      const conversation = await t.db
        .insertInto('conversations')
        .values({
          site_id: siteId,
          user_low_id: Math.min(sender, other),
          user_high_id: Math.max(sender, other),
          started_by: sender,
          created_at: now - ago,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      await t.db
        .insertInto('messages')
        .values({
          conversation_id: conversation.id,
          sender_id: sender,
          body: text,
          fingerprint: fingerprintOf(text),
          created_at: now - ago,
        })
        .execute()
      conversations.push(conversation.id)
    }
    return { sender, signupAt, conversations }
  }
  const message = (
    facts: { sender: number; signupAt: number },
    conversationId: number,
    text: string | null,
  ): CheckedMessage => ({
    senderId: facts.sender,
    senderSignupDate: facts.signupAt,
    conversationId,
    text,
    now,
  })
  const rulesOf = async (checked: CheckedMessage) =>
    (await checkMessage(t.db, settings, checked)).hits.map((hit) => hit.rule)

  it('flags the same text at the 10th member within the hour, not at the 9th', async () => {
    const nine = await wrote(9, 'Hello dear, how are you?')
    // The 10th member: a new conversation (id 0 stands for one not written into yet).
    const tenth = await checkMessage(t.db, settings, message(nine, 0, 'hello dear how are you 😊'))
    expect(tenth.hits).toMatchObject([{ rule: 'same_text', evidence: { recipients: 10 } }])
    expect(tenth.hold).toBe(false)
    // Writing again into one of the nine reaches nobody new.
    expect(await rulesOf(message(nine, nine.conversations[0] as number, 'Hello dear, how are you?'))).toEqual(
      [],
    )
    expect(await rulesOf(message(nine, 0, 'Something else entirely'))).toEqual([])
  })

  it('counts only the copies within the window', async () => {
    const old = await wrote(9, 'Hi there handsome', 61 * minute)
    expect(await rulesOf(message(old, 0, 'Hi there handsome'))).toEqual([])
  })

  it('flags contact details in the first 3 messages of a conversation, or from an account under 24 hours', async () => {
    const older = await wrote(1, 'Hi')
    const conversation = older.conversations[0] as number
    expect(await rulesOf(message(older, conversation, 'call me 0171 2345678'))).toEqual(['contact_details'])
    for (const text of ['one', 'two'])
      await t.db
        .insertInto('messages')
        .values({ conversation_id: conversation, sender_id: older.sender, body: text, created_at: now })
        .execute()
    // Their 4th message in the conversation: no longer early.
    expect(await rulesOf(message(older, conversation, 'call me 0171 2345678'))).toEqual([])
    const young = await wrote(3, 'Hi', minute, now - 23 * hour)
    expect(await rulesOf(message(young, young.conversations[0] as number, 'www.example.com'))).toEqual([
      'contact_details',
    ])
    expect(await rulesOf(message(young, 0, 'my insta is anna.b'))).toEqual([])
  })

  it('flags an account in its first hour at the 15th member, and never later', async () => {
    const fresh = await wrote(14, 'Hi', minute, now - 30 * minute)
    const texts = (await checkMessage(t.db, settings, message(fresh, 0, null))).hits
    expect(texts).toMatchObject([{ rule: 'new_account_reach', evidence: { recipients: 15 } }])
    const grown = await wrote(14, 'Hi', minute, now - 61 * minute)
    expect(await rulesOf(message(grown, 0, null))).toEqual([])
  })

  it('holds what it flags only when the site says so', async () => {
    const nine = await wrote(9, 'Same old line')
    const hold = parseSiteSettings([{ name: 'spam_hold', value: 'true' }])
    expect((await checkMessage(t.db, hold, message(nine, 0, 'Same old line'))).hold).toBe(true)
    expect((await checkMessage(t.db, hold, message(nine, 0, 'A new line'))).hold).toBe(false)
  })
})
