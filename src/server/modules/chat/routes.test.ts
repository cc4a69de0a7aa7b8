import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { DomainEvent } from '#server/realtime/events.js'
import { createTestApp, engines, type TestApp } from '#server/test/harness.js'
import type { ChatMessage, ChatResponse, ChatsResponse, GiftsResponse } from '#shared/api/chat.js'
import { chatPageSize } from '#shared/api/chat.js'
import { catalogues } from '#shared/i18n/resources.js'
import { ledgerSum } from '../credits/queries.js'
import {
  insertForeignMember,
  insertMember,
  type Member,
  signupMember,
  signupMembers,
  withSetting,
} from '../members/fixtures.js'
import { multipart } from '../photos/testing.js'
import { postMessage } from './fixtures.js'

describe.each(engines)('chat API [%s]', (engine) => {
  let t: TestApp
  let alice: Member
  let bob: Member
  let carol: Member
  let events: DomainEvent[] = []

  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'amora-chat-'))
    t = await createTestApp(engine, { env: { DATA_DIR: dataDir, RATE_LIMIT_SCALE: '100' } })
    ;[alice, bob, carol] = await signupMembers(t, 'Alice', 'Bob', 'Carol')
    await t.db
      .updateTable('profiles')
      .set({ country: 'NL' })
      .where('user_id', 'in', [alice.id, bob.id, carol.id])
      .execute()
    t.deps.events.subscribe((event) => {
      events.push(event)
    })
  })
  afterAll(() => t.close())
  beforeEach(async () => {
    await t.db.deleteFrom('conversations').execute()
    await t.db.deleteFrom('blocks').execute()
    await t.db.deleteFrom('likes').execute()
    await t.db
      .updateTable('users')
      .set({ paid_user: 0, status: 'active', invisible: 0, role: 'member' })
      .where('id', 'in', [alice.id, bob.id, carol.id])
      .execute()
    await t.db.updateTable('profiles').set({ searchable: 1 }).where('user_id', 'in', [bob.id]).execute()
    for (const member of [alice, bob, carol]) await setCredits(member.id, 100)
    events = []
  })

  /** Sets a balance the ledger agrees with: one adjustment row for the whole balance. */
  async function setCredits(userId: number, credits: number) {
    await t.db.deleteFrom('credit_ledger').where('user_id', '=', userId).execute()
    await t.db.updateTable('users').set({ credits }).where('id', '=', userId).execute()
    if (credits > 0)
      await t.db
        .insertInto('credit_ledger')
        .values({
          user_id: userId,
          amount: credits,
          kind: 'adjustment',
          reason: 'test',
          idempotency_key: `test:${userId}:${Date.now()}:${Math.random()}`,
          created_at: Date.now(),
        })
        .execute()
  }

  const headers = (cookie: string) => ({ host: 'localhost', cookie })
  const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload: unknown, cookie = '') =>
    t.app.inject({ method, url, headers: headers(cookie), payload: payload as object })
  const get = (url: string, cookie = '') => t.app.inject({ url, headers: headers(cookie) })
  const message = (who: Member, payload: Record<string, unknown>) =>
    call('POST', '/api/message.php', payload, who.cookie)
  const say = async (who: Member, member: number, text: string) => {
    const response = await message(who, { member, text })
    expect(response.statusCode, response.body).toBe(200)
    return response.json()
  }
  const photoWithExif = () =>
    sharp({ create: { width: 640, height: 480, channels: 3, background: '#3a7bd5' } })
      .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Secret Model' } })
      .jpeg()
      .toBuffer()
  const sendPhoto = async (who: Member, fields: Record<string, string>, file?: Buffer) => {
    const body = multipart(file ?? (await photoWithExif()), 'me.jpg', fields)
    return t.app.inject({
      method: 'POST',
      url: '/api/chat-photo.php',
      headers: { ...headers(who.cookie), 'content-type': body.contentType },
      payload: body.payload,
    })
  }
  const chatsOf = async (who: Member) => (await get('/api/chats.php', who.cookie)).json() as ChatsResponse
  const chatWith = async (who: Member, member: number) =>
    (await get(`/api/chat.php?member=${member}`, who.cookie)).json() as ChatResponse
  /** The send's answer shows the message as the conversation shows it to its sender afterwards. */
  const expectAsRead = async (sender: Member, recipient: number, sent: ChatMessage) =>
    expect((await chatWith(sender, recipient)).messages.find((m) => m.id === sent.id)).toEqual(sent)
  const balance = async (id: number) =>
    (await t.db.selectFrom('users').select('credits').where('id', '=', id).executeTakeFirstOrThrow()).credits
  const count = async (table: 'messages' | 'conversations' | 'credit_ledger' | 'photos') =>
    (await t.db.selectFrom(table).select('id').execute()).length
  const unreadBadge = async (who: Member) =>
    (
      await t.app.inject({
        url: '/api/user.php',
        headers: { ...headers(who.cookie), 'x-request-type': 'client' },
      })
    ).json().user.num_unread_messages

  /** Nothing was written and nobody paid: the state every refused send must leave. */
  async function expectNothingChanged(before: { credits: number; ledger: number; messages: number }) {
    expect(await balance(alice.id)).toBe(before.credits)
    expect(await count('credit_ledger')).toBe(before.ledger)
    expect(await count('messages')).toBe(before.messages)
    expect(await ledgerSum(t.db, alice.id)).toBe(before.credits)
  }
  const snapshot = async () => ({
    credits: await balance(alice.id),
    ledger: await count('credit_ledger'),
    messages: await count('messages'),
  })

  it('needs a session for every call', async () => {
    const calls = [
      get('/api/chats.php'),
      get(`/api/chat.php?member=${bob.id}`),
      get('/api/gifts.php'),
      call('PUT', '/api/chat-read.php', { conversation: 1, message: 1 }),
      call('DELETE', '/api/chat.php', { conversation: 1 }),
      call('POST', '/api/message.php', { member: bob.id, text: 'Hi' }),
    ]
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(403)
      expect(response.json().error.code).toBe('authentication_required')
    }
    const body = multipart(
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f00' } })
        .png()
        .toBuffer(),
      'a.png',
      { member: String(bob.id) },
    )
    const photo = await t.app.inject({
      method: 'POST',
      url: '/api/chat-photo.php',
      headers: { host: 'localhost', 'content-type': body.contentType },
      payload: body.payload,
    })
    expect(photo.statusCode).toBe(403)
    expect(photo.json().error.code).toBe('authentication_required')
  })

  it('sends a text: it costs message_credits, counts as unread for the other and shows in both lists', async () => {
    const sent = await say(alice, bob.id, '  Hello Bob,\r\nhow are you?  ')
    expect(sent.credits).toBe(95)
    expect(sent.message).toMatchObject({
      sender_id: alice.id,
      kind: 'text',
      text: 'Hello Bob,\nhow are you?',
      gift: null,
      photo: null,
      read: false,
    })
    expect(sent.conversation_id).toBe(sent.message.conversation_id)
    await expectAsRead(alice, bob.id, sent.message)
    expect(await balance(alice.id)).toBe(95)
    expect(await ledgerSum(t.db, alice.id)).toBe(95)
    const ledger = await t.db
      .selectFrom('credit_ledger')
      .select(['amount', 'kind', 'reason', 'idempotency_key'])
      .where('user_id', '=', alice.id)
      .where('kind', '=', 'spend')
      .execute()
    expect(ledger).toEqual([
      { amount: -5, kind: 'spend', reason: 'message', idempotency_key: `message:${sent.message.id}` },
    ])

    const bobs = await chatsOf(bob)
    expect(bobs.chats).toEqual([
      {
        conversation: {
          id: sent.conversation_id,
          last_message_at: sent.message.created_at,
          last_message: {
            id: sent.message.id,
            sender_id: alice.id,
            kind: 'text',
            text: 'Hello Bob,\nhow are you?',
          },
        },
        profile: { id: alice.id },
        num_unread_messages: 1,
      },
    ])
    expect(bobs.profiles.map((card) => card.id)).toEqual([alice.id])
    expect(bobs.profiles[0]).not.toHaveProperty('email')
    expect(bobs.num_unread_messages).toBe(1)
    expect(await unreadBadge(bob)).toBe(1)
    expect((await chatsOf(alice)).chats[0]?.num_unread_messages).toBe(0)

    expect(events).toContainEqual({
      type: 'message.sent',
      messageId: sent.message.id,
      conversationId: sent.conversation_id,
      senderId: alice.id,
      recipientId: bob.id,
    })
    expect(events).toContainEqual({ type: 'credits.changed', userId: alice.id })
  })

  it('stores text as plain text: quotes, ampersands and hearts come back exactly', async () => {
    const text = 'Tom & Jerry say "hi" <3 — a < b > c 😀'
    const sent = await say(alice, bob.id, text)
    expect(sent.message.text).toBe(text)
    const stored = await t.db.selectFrom('messages').select('body').executeTakeFirstOrThrow()
    expect(stored.body).toBe(text)
    expect((await chatWith(bob, alice.id)).messages[0]?.text).toBe(text)
  })

  it('refuses bad messages and bad recipients with a clear 4xx, costing nothing', async () => {
    const deleted = await insertMember(t.db, t.siteId, { userStatus: 'deleted' })
    const unconfirmed = await insertMember(t.db, t.siteId, { userStatus: 'not_confirmed' })
    const disabled = await insertMember(t.db, t.siteId, { profileStatus: 'disabled' })
    const invisible = await insertMember(t.db, t.siteId, { searchable: false })
    await t.db.updateTable('users').set({ invisible: 1 }).where('id', '=', invisible).execute()
    const blocker = await insertMember(t.db, t.siteId)
    await t.db
      .insertInto('blocks')
      .values({ blocker_id: blocker, blocked_id: alice.id, created_at: Date.now() })
      .execute()
    const blocked = await insertMember(t.db, t.siteId)
    await t.db
      .insertInto('blocks')
      .values({ blocker_id: alice.id, blocked_id: blocked, created_at: Date.now() })
      .execute()
    const foreigner = await insertForeignMember(t, `other-${engine}`)

    const before = await snapshot()
    const cases: [Record<string, unknown>, number, string, string | undefined][] = [
      [{}, 400, 'validation_failed', 'member'],
      [{ member: bob.id }, 400, 'validation_failed', undefined],
      [{ member: 'x', text: 'Hi' }, 400, 'validation_failed', 'member'],
      [{ member: bob.id, text: 'Hi', extra: 1 }, 400, 'validation_failed', undefined],
      [{ member: bob.id, text: 42 }, 400, 'validation_failed', 'text'],
      [{ member: bob.id, text: '' }, 400, 'validation_failed', 'text'],
      [{ member: bob.id, text: ' \n\t ' }, 400, 'validation_failed', 'text'],
      [{ member: bob.id, text: 'x'.repeat(1001) }, 400, 'validation_failed', 'text'],
      [{ member: bob.id, text: 'x'.repeat(10_001) }, 400, 'validation_failed', 'text'],
      [{ member: bob.id, text: 'MZ\u0000\u0001\u0002\u0003binary' }, 400, 'validation_failed', 'text'],
      [{ member: bob.id, text: 'red \u001b[31malert' }, 400, 'validation_failed', 'text'],
      [{ member: bob.id, text: 'broken \ud800 text' }, 400, 'validation_failed', 'text'],
      [{ member: bob.id, text: '<script>alert(1)</script>' }, 400, 'validation_failed', 'text'],
      [{ member: bob.id, text: 'hi <img src=x onerror=alert(1)>' }, 400, 'validation_failed', 'text'],
      [{ member: bob.id, text: '<!-- hidden -->' }, 400, 'validation_failed', 'text'],
      [{ member: bob.id, gift: 999_999 }, 400, 'validation_failed', 'gift'],
      [{ member: alice.id, text: 'Hi me' }, 400, 'validation_failed', 'member'],
      [{ member: 2_000_000_000, text: 'Hi' }, 404, 'not_found', undefined],
      [{ member: deleted, text: 'Hi' }, 404, 'not_found', undefined],
      [{ member: unconfirmed, text: 'Hi' }, 404, 'not_found', undefined],
      [{ member: disabled, text: 'Hi' }, 404, 'not_found', undefined],
      [{ member: foreigner, text: 'Hi' }, 404, 'not_found', undefined],
      [{ member: blocker, text: 'Hi' }, 403, 'chat_blocked', undefined],
      [{ member: blocked, text: 'Hi' }, 403, 'chat_blocked', undefined],
      [{ member: invisible, text: 'Hi' }, 404, 'not_found', undefined],
    ]
    for (const [payload, status, code, field] of cases) {
      const response = await message(alice, payload)
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(status)
      expect(response.json().error.code).toBe(code)
      if (field) expect(response.json().error.field).toBe(field)
    }
    await expectNothingChanged(before)
    expect(await count('conversations')).toBe(0)

    const long = await call(
      'POST',
      '/api/message.php',
      { member: bob.id, text: 'x'.repeat(1001) },
      `${alice.cookie}; i18n_redirected=fr`,
    )
    expect(long.json().error.message).toBe(catalogues.fr.chat.errors.too_long.replace('{{max}}', '1000'))
    const unknown = await call(
      'POST',
      '/api/message.php',
      { member: deleted, text: 'Hi' },
      `${alice.cookie}; i18n_redirected=pl`,
    )
    expect(unknown.json().error.message).toBe(catalogues.pl.members.errors.not_found)
    const script = await message(alice, { member: bob.id, text: '<script>alert(1)</script>' })
    expect(script.json().error.message).toBe(catalogues.en.chat.errors.markup)
    const binary = await t.app.inject({
      method: 'POST',
      url: '/api/message.php',
      headers: { ...headers(alice.cookie), 'content-type': 'application/octet-stream' },
      payload: Buffer.from([0, 1, 2, 3, 255]),
    })
    expect(binary.statusCode).toBe(415)
    await expectNothingChanged(before)
  })

  it('answers 402 not_enough_credits with the balance and the cost, and writes nothing', async () => {
    await setCredits(alice.id, 3)
    const before = await snapshot()
    const response = await call(
      'POST',
      '/api/message.php',
      { member: bob.id, text: 'Hi' },
      `${alice.cookie}; i18n_redirected=de`,
    )
    expect(response.statusCode).toBe(402)
    expect(response.json().error).toEqual({
      code: 'not_enough_credits',
      credits: 3,
      cost: 5,
      message: catalogues.de.credits.errors.not_enough.replace('{{cost}}', '5').replace('{{credits}}', '3'),
    })
    await expectNothingChanged(before)
    expect(await count('conversations')).toBe(0)
  })

  it('50 sends at once against a balance for 10: exactly 10 go through and the balance is its ledger', async () => {
    await setCredits(alice.id, 50)
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => message(alice, { member: bob.id, text: `Message ${i}` })),
    )
    const statuses = responses.map((response) => response.statusCode)
    expect(statuses.filter((status) => status === 200)).toHaveLength(10)
    expect(statuses.filter((status) => status === 402)).toHaveLength(40)
    expect(await balance(alice.id)).toBe(0)
    expect(await ledgerSum(t.db, alice.id)).toBe(0)
    expect(await count('messages')).toBe(10)
    expect(await count('conversations')).toBe(1)
    expect((await chatsOf(bob)).chats[0]?.num_unread_messages).toBe(10)
  })

  it('two first messages at once, each to the other, make one conversation', async () => {
    const [fromAlice, fromBob] = await Promise.all([
      message(alice, { member: bob.id, text: 'Hi Bob' }),
      message(bob, { member: alice.id, text: 'Hi Alice' }),
    ])
    expect([fromAlice.statusCode, fromBob.statusCode]).toEqual([200, 200])
    expect(fromAlice.json().conversation_id).toBe(fromBob.json().conversation_id)
    expect(await count('conversations')).toBe(1)
    expect((await chatWith(alice, bob.id)).messages).toHaveLength(2)
    expect(await unreadBadge(alice)).toBe(1)
    expect(await unreadBadge(bob)).toBe(1)
  })

  it('lets a free member start 2 conversations, answer any, and a paying member start more', async () => {
    const dave = await insertMember(t.db, t.siteId, { name: 'Dave' })
    const erin = await insertMember(t.db, t.siteId, { name: 'Erin' })
    await say(carol, alice.id, 'First')
    await say(carol, bob.id, 'Second')
    const before = await balance(carol.id)
    const third = await call(
      'POST',
      '/api/message.php',
      { member: dave, text: 'Third' },
      `${carol.cookie}; i18n_redirected=nl`,
    )
    expect(third.statusCode).toBe(403)
    expect(third.json().error).toMatchObject({
      code: 'conversation_limit',
      limit: 2,
      message: catalogues.nl.chat.errors.conversation_limit.replace('{{limit}}', '2'),
    })
    expect(await balance(carol.id)).toBe(before)
    expect((await chatWith(carol, dave)).cannot_write_reason).toBe('conversation_limit')
    // Writing on in her conversations, and answering one someone else started, stay open.
    await say(carol, alice.id, 'Again')
    await say(alice, carol.id, 'Hi Carol')
    await t.db.deleteFrom('conversations').where('started_by', '=', carol.id).execute()
    await say(alice, carol.id, 'Started by Alice')
    await say(carol, alice.id, 'Answer')

    // Three first messages at once: the allowance is counted one send at a time.
    await t.db.deleteFrom('conversations').execute()
    const racing = await Promise.all(
      [dave, erin, bob.id].map((member) => message(carol, { member, text: 'Hi' })),
    )
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 200, 403])

    await t.db.updateTable('users').set({ paid_user: 1 }).where('id', '=', carol.id).execute()
    const paid = await Promise.all(
      [dave, erin, bob.id].map((member) => message(carol, { member, text: 'Hi again' })),
    )
    expect(paid.map((r) => r.statusCode)).toEqual([200, 200, 200])
  })

  it('lets a member who has not confirmed their e-mail read but not write', async () => {
    await say(bob, alice.id, 'Welcome')
    await t.db.updateTable('users').set({ status: 'not_confirmed' }).where('id', '=', alice.id).execute()
    const before = await snapshot()
    const response = await message(alice, { member: bob.id, text: 'Thanks' })
    expect(response.statusCode).toBe(403)
    expect(response.json().error.code).toBe('activation_required')
    const chat = await chatWith(alice, bob.id)
    expect(chat.can_write).toBe(false)
    expect(chat.cannot_write_reason).toBe('activation_required')
    expect(chat.messages.map((m) => m.text)).toEqual(['Welcome'])
    await expectNothingChanged(before)
  })

  it('reads a conversation by member or id, pages back, and opens a new one with the member', async () => {
    const fresh = await chatWith(alice, bob.id)
    expect(fresh).toMatchObject({
      conversation: null,
      messages: [],
      has_more: false,
      history_limited: false,
      can_write: true,
      cannot_write_reason: null,
      first_message: true,
      credits: 100,
      costs: { message: 5, photo: 10, gift: 15 },
    })
    expect(fresh.profile).toMatchObject({ id: bob.id, name: 'Bob' })

    const first = await say(alice, bob.id, 'Message 0')
    const conversation = first.conversation_id
    const now = Date.now()
    await t.db
      .insertInto('messages')
      .values(
        Array.from({ length: chatPageSize + 4 }, (_, i) => ({
          conversation_id: conversation,
          sender_id: i % 2 ? alice.id : bob.id,
          body: `Message ${i + 1}`,
          created_at: now + i,
        })),
      )
      .execute()
    const page = (
      await get(`/api/chat.php?conversation=${conversation}`, alice.cookie)
    ).json() as ChatResponse
    expect(page.conversation).toEqual({ id: conversation })
    expect(page.first_message).toBe(false)
    expect(page.messages).toHaveLength(chatPageSize)
    expect(page.messages.at(-1)?.text).toBe(`Message ${chatPageSize + 4}`)
    expect(page.has_more).toBe(true)
    const oldest = page.messages[0]?.id
    const older = (
      await get(`/api/chat.php?conversation=${conversation}&before=${oldest}`, alice.cookie)
    ).json() as ChatResponse
    expect(older.messages.map((m) => m.text)).toEqual([
      'Message 0',
      'Message 1',
      'Message 2',
      'Message 3',
      'Message 4',
    ])
    expect(older.has_more).toBe(false)

    for (const [url, status] of [
      ['/api/chat.php', 400],
      [`/api/chat.php?member=${bob.id}&conversation=${conversation}`, 400],
      ['/api/chat.php?member=x', 400],
      [`/api/chat.php?member=${alice.id}`, 400],
      ['/api/chat.php?member=2000000000', 404],
      ['/api/chat.php?conversation=2000000000', 404],
      [`/api/chat.php?conversation=${conversation}&extra=1`, 400],
    ] as const) {
      expect((await get(url, alice.cookie)).statusCode, url).toBe(status)
    }
    // Someone else's conversation is unknown to Carol.
    expect((await get(`/api/chat.php?conversation=${conversation}`, carol.cookie)).statusCode).toBe(404)
    expect((await get(`/api/chats.php?x=1`, alice.cookie)).statusCode).toBe(400)
  })

  it('shows the minimum message cost of the member’s country', async () => {
    await withSetting(
      t,
      'minimum_message_costs',
      { NL: { costs: 1.5, currency: 'EUR' }, PL: { costs: 6, currency: 'PLN' } },
      async () => {
        expect((await chatWith(alice, bob.id)).costs.minimum).toEqual({ costs: 1.5, currency: 'EUR' })
        await t.db.updateTable('profiles').set({ country: 'PL' }).where('user_id', '=', alice.id).execute()
        expect((await chatWith(alice, bob.id)).costs.minimum).toEqual({ costs: 6, currency: 'PLN' })
      },
    )
    await t.db.updateTable('profiles').set({ country: 'NL' }).where('user_id', '=', alice.id).execute()
  })

  it('hides messages older than the site keeps and says so', async () => {
    const sent = await say(alice, bob.id, 'New')
    const old = Date.now() - 400 * 24 * 60 * 60 * 1000
    await t.db
      .insertInto('messages')
      .values({ conversation_id: sent.conversation_id, sender_id: bob.id, body: 'Ancient', created_at: old })
      .execute()
    const limited = await chatWith(alice, bob.id)
    expect(limited.messages.map((m) => m.text)).toEqual(['New'])
    expect(limited.history_limited).toBe(true)
    expect(limited.has_more).toBe(false)
    await withSetting(t, 'chat_history_days', null, async () => {
      const all = await chatWith(alice, bob.id)
      expect(all.messages.map((m) => m.text)).toEqual(['New', 'Ancient'])
      expect(all.history_limited).toBe(false)
    })
  })

  it('marks a conversation read: the unread count goes to 0 and the sender sees the receipt', async () => {
    await say(alice, bob.id, 'One')
    const two = await say(alice, bob.id, 'Two')
    const conversation = two.conversation_id
    expect(await unreadBadge(bob)).toBe(2)
    expect((await chatWith(alice, bob.id)).messages.map((m) => m.read)).toEqual([false, false])

    for (const [payload, cookie, status] of [
      [{ conversation }, bob.cookie, 400],
      [{ conversation, message: 'x' }, bob.cookie, 400],
      [{ conversation, message: two.message.id + 1000 }, bob.cookie, 404],
      [{ conversation, message: two.message.id }, carol.cookie, 404],
      [{ conversation: conversation + 1000, message: two.message.id }, bob.cookie, 404],
    ] as const) {
      expect((await call('PUT', '/api/chat-read.php', payload, cookie)).statusCode).toBe(status)
    }
    expect(await unreadBadge(bob)).toBe(2)

    const read = await call(
      'PUT',
      '/api/chat-read.php',
      { conversation, message: two.message.id },
      bob.cookie,
    )
    expect(read.statusCode).toBe(200)
    expect(read.json()).toEqual({ num_unread_messages: 0 })
    expect(await unreadBadge(bob)).toBe(0)
    expect((await chatsOf(bob)).chats[0]?.num_unread_messages).toBe(0)
    expect((await chatWith(alice, bob.id)).messages.map((m) => m.read)).toEqual([true, true])
    // Bob's own view of Alice's messages carries no receipt of his.
    expect((await chatWith(bob, alice.id)).messages.map((m) => m.read)).toEqual([false, false])
    expect(events).toContainEqual({
      type: 'conversation.read',
      conversationId: conversation,
      readerId: bob.id,
      otherId: alice.id,
      messageId: two.message.id,
    })

    // Reading an older message again never moves the mark back.
    const three = await say(alice, bob.id, 'Three')
    await call('PUT', '/api/chat-read.php', { conversation, message: two.message.id - 1 }, bob.cookie)
    expect((await chatWith(alice, bob.id)).messages.map((m) => m.read)).toEqual([true, true, false])
    expect(await unreadBadge(bob)).toBe(1)
    await call('PUT', '/api/chat-read.php', { conversation, message: three.message.id }, bob.cookie)
    expect(await unreadBadge(bob)).toBe(0)
  })

  it('removes a conversation for the viewer only; a new message brings it back without the old ones', async () => {
    await say(alice, bob.id, 'Old news')
    const { conversation_id: conversation } = await say(bob, alice.id, 'Reply')
    for (const [payload, cookie, status] of [
      [{}, alice.cookie, 400],
      [{ conversation: 'x' }, alice.cookie, 400],
      [{ conversation: conversation + 1000 }, alice.cookie, 404],
      [{ conversation }, carol.cookie, 404],
    ] as const) {
      expect((await call('DELETE', '/api/chat.php', payload, cookie)).statusCode).toBe(status)
    }
    const removed = await call('DELETE', '/api/chat.php', { conversation }, alice.cookie)
    expect(removed.statusCode).toBe(200)
    expect(removed.json()).toEqual({ removed: true })
    expect(events).toContainEqual({
      type: 'conversation.removed',
      conversationId: conversation,
      userId: alice.id,
    })
    expect((await chatsOf(alice)).chats).toEqual([])
    expect(await unreadBadge(alice)).toBe(0)
    expect((await chatsOf(bob)).chats.map((c) => c.conversation.id)).toEqual([conversation])
    expect((await chatWith(alice, bob.id)).messages).toEqual([])
    expect((await chatWith(bob, alice.id)).messages.map((m) => m.text)).toEqual(['Old news', 'Reply'])

    await say(bob, alice.id, 'Are you there?')
    const back = await chatsOf(alice)
    expect(back.chats.map((c) => [c.conversation.id, c.num_unread_messages])).toEqual([[conversation, 1]])
    expect((await chatWith(alice, bob.id)).messages.map((m) => m.text)).toEqual(['Are you there?'])

    // Her own message brings it back for her too, with nothing unread for her and one more for Bob.
    const seen = (await chatWith(alice, bob.id)).messages[0]?.id
    await call('PUT', '/api/chat-read.php', { conversation, message: seen }, alice.cookie)
    expect((await call('DELETE', '/api/chat.php', { conversation }, alice.cookie)).statusCode).toBe(200)
    const bobsUnread = await unreadBadge(bob)
    await say(alice, bob.id, 'Yes!')
    const again = await chatsOf(alice)
    expect(again.chats.map((c) => [c.conversation.id, c.num_unread_messages])).toEqual([[conversation, 0]])
    expect(await unreadBadge(bob)).toBe(bobsUnread + 1)
  })

  it('leaves conversations with a member who left out of the list and the unread badge', async () => {
    const leaving = await signupMember(t, 'Leaving')
    await say(leaving, alice.id, 'Bye soon')
    await say(bob, alice.id, 'Hi')
    expect(await unreadBadge(alice)).toBe(2)
    await t.db.updateTable('users').set({ status: 'deleted' }).where('id', '=', leaving.id).execute()
    const list = await chatsOf(alice)
    expect(list.chats.map((chat) => chat.profile.id)).toEqual([bob.id])
    expect(list.num_unread_messages).toBe(1)
    expect(await unreadBadge(alice)).toBe(1)
  })

  it('lists gifts in the visitor’s language, serves their images, and sends a gift with a line', async () => {
    const response = await get('/api/gifts.php', `${alice.cookie}; i18n_redirected=it`)
    expect(response.statusCode).toBe(200)
    const { gifts } = response.json() as GiftsResponse
    expect(gifts.length).toBeGreaterThanOrEqual(8)
    const rose = gifts.find((gift) => gift.slug === 'rose')
    expect(rose).toMatchObject({ name: catalogues.it.gifts.rose, credits: 15, image_url: '/gifts/rose.svg' })
    for (const gift of gifts) {
      const image = await get(gift.image_url)
      expect(image.statusCode, gift.image_url).toBe(200)
      expect(image.headers['content-type']).toContain('image/svg+xml')
    }
    expect((await get('/gifts/..%2Fsecret.svg')).statusCode).toBe(404)
    expect((await get('/api/gifts.php?x=1', alice.cookie)).statusCode).toBe(400)

    await t.db.updateTable('gifts').set({ credits: 40 }).where('slug', '=', 'diamond_ring').execute()
    const ring = gifts.find((gift) => gift.slug === 'diamond_ring')
    const sent = await message(alice, { member: bob.id, gift: rose?.id, text: '  For you  ' })
    expect(sent.statusCode).toBe(200)
    expect(sent.json().message).toMatchObject({
      kind: 'gift',
      text: 'For you',
      gift: { id: rose?.id, slug: 'rose', name: 'Rose', image_url: '/gifts/rose.svg' },
    })
    expect(sent.json().credits).toBe(85)
    await expectAsRead(alice, bob.id, sent.json().message)
    const plain = await message(alice, { member: bob.id, gift: ring?.id, text: '' })
    expect(plain.json().message).toMatchObject({ kind: 'gift', text: null })
    expect(plain.json().credits).toBe(45)
    await expectAsRead(alice, bob.id, plain.json().message)
    await t.db.updateTable('gifts').set({ credits: null }).where('slug', '=', 'diamond_ring').execute()
    expect(await ledgerSum(t.db, alice.id)).toBe(45)
    expect((await chatsOf(bob)).chats[0]?.conversation.last_message).toMatchObject({
      kind: 'gift',
      text: null,
    })
    const bad = await message(alice, { member: bob.id, gift: rose?.id, text: '<b>bold</b>' })
    expect(bad.statusCode).toBe(400)
    expect(await balance(alice.id)).toBe(45)
  })

  describe('photos in chat', () => {
    it('sends a photo without metadata, served only to the two members and never on a profile', async () => {
      const response = await sendPhoto(alice, { member: String(bob.id) })
      expect(response.statusCode, response.body).toBe(200)
      const { message: sent, credits } = response.json()
      expect(credits).toBe(90)
      expect(sent).toMatchObject({ kind: 'photo', text: null, photo: { width: 640, height: 480 } })
      expect(sent.photo.url).toMatch(/^\/cdn\/[0-9a-f]{32}\.webp$/)
      expect(sent.photo.thumb_url).toMatch(/^\/cdn\/[0-9a-f]{32}-thumb\.webp$/)

      for (const url of [sent.photo.url, sent.photo.thumb_url]) {
        for (const who of [alice, bob]) {
          const served = await get(url, who.cookie)
          expect(served.statusCode).toBe(200)
          expect(served.headers['cache-control']).toContain('private')
          const metadata = await sharp(served.rawPayload).metadata()
          expect(metadata.exif).toBeUndefined()
          expect(served.rawPayload.includes(Buffer.from('PhoneMaker'))).toBe(false)
        }
        expect((await get(url, carol.cookie)).statusCode).toBe(404)
        expect((await get(url)).statusCode).toBe(404)
      }
      // Not on Alice's profile, not among her own photos, not counted against her photo limit.
      const profile = (await get(`/api/member.php?id=${alice.id}`, bob.cookie)).json()
      expect(profile.member.photos ?? []).toEqual([])
      const own = (await get('/api/photos.php', alice.cookie)).json()
      expect(own.photos).toEqual([])
      const stored = await t.db
        .selectFrom('photos')
        .select(['purpose', 'is_private'])
        .where('user_id', '=', alice.id)
        .execute()
      expect(stored).toEqual([{ purpose: 'chat', is_private: 0 }])
      expect((await chatWith(bob, alice.id)).messages[0]?.photo?.url).toBe(sent.photo.url)
      await expectAsRead(alice, bob.id, sent)
    })

    it('refuses bad photos and recipients before storing anything, and costs nothing', async () => {
      const blocker = await insertMember(t.db, t.siteId)
      await t.db
        .insertInto('blocks')
        .values({ blocker_id: blocker, blocked_id: alice.id, created_at: Date.now() })
        .execute()
      const before = await snapshot()
      const photos = await count('photos')
      const html = Buffer.from('<html><script>alert(1)</script></html>')
      const cases: [Record<string, string>, Buffer | undefined, number, string][] = [
        [{}, undefined, 400, 'validation_failed'],
        [{ member: 'x' }, undefined, 400, 'validation_failed'],
        [{ member: String(bob.id), extra: '1' }, undefined, 400, 'validation_failed'],
        [{ member: String(alice.id) }, undefined, 400, 'validation_failed'],
        [{ member: '2000000000' }, undefined, 404, 'not_found'],
        [{ member: String(blocker) }, undefined, 403, 'chat_blocked'],
        [{ member: String(bob.id) }, html, 415, 'unsupported_media_type'],
      ]
      for (const [fields, file, status, code] of cases) {
        const response = await sendPhoto(alice, fields, file)
        expect(response.statusCode, JSON.stringify(fields)).toBe(status)
        expect(response.json().error.code).toBe(code)
      }
      await setCredits(alice.id, 9)
      const poor = await sendPhoto(alice, { member: String(bob.id) })
      expect(poor.statusCode).toBe(402)
      expect(poor.json().error).toMatchObject({ code: 'not_enough_credits', credits: 9, cost: 10 })
      await setCredits(alice.id, before.credits)
      await expectNothingChanged({ ...before, ledger: await count('credit_ledger') })
      expect(await count('photos')).toBe(photos)
    })
  })

  it('blocking deletes the conversation: neither can open it or write any more', async () => {
    const { conversation_id: conversation } = await say(alice, bob.id, 'Hi Bob')
    const blocked = await call('POST', '/api/block.php', { member: alice.id }, bob.cookie)
    expect(blocked.statusCode).toBe(200)
    expect((await chatsOf(alice)).chats).toEqual([])
    expect((await chatsOf(bob)).chats).toEqual([])
    expect(await unreadBadge(bob)).toBe(0)
    const byMember = await get(`/api/chat.php?member=${bob.id}`, alice.cookie)
    expect(byMember.statusCode).toBe(403)
    expect(byMember.json().error.code).toBe('chat_blocked')
    expect((await get(`/api/chat.php?conversation=${conversation}`, alice.cookie)).statusCode).toBe(404)
    expect((await get(`/api/chat.php?member=${alice.id}`, bob.cookie)).statusCode).toBe(403)
    const before = await snapshot()
    expect((await message(alice, { member: bob.id, text: 'Still there?' })).statusCode).toBe(403)
    await expectNothingChanged(before)
  })

  it('a block and messages sent at the same moment: no message outlives the block, no credit is lost', async () => {
    for (const [blocker, sender] of [
      [bob, alice],
      [alice, bob],
    ] as const) {
      await t.db.deleteFrom('blocks').execute()
      await t.db.deleteFrom('conversations').execute()
      const [blocked, ...sends] = await Promise.all([
        call('POST', '/api/block.php', { member: sender.id }, blocker.cookie),
        message(sender, { member: blocker.id, text: 'One' }),
        message(sender, { member: blocker.id, text: 'Two' }),
      ])
      expect(blocked.statusCode).toBe(200)
      for (const send of sends) expect([200, 403]).toContain(send.statusCode)
      expect(await count('conversations')).toBe(0)
      expect(await ledgerSum(t.db, sender.id)).toBe(await balance(sender.id))
    }
  })

  it('keeps an invisible member unreachable until they write first', async () => {
    await t.db.updateTable('users').set({ invisible: 1 }).where('id', '=', bob.id).execute()
    await t.db.updateTable('profiles').set({ searchable: 0 }).where('user_id', '=', bob.id).execute()
    expect((await get(`/api/chat.php?member=${bob.id}`, alice.cookie)).statusCode).toBe(404)
    const refused = await message(alice, { member: bob.id, text: 'Hi' })
    expect(refused.statusCode).toBe(404)
    expect(refused.json().error.code).toBe('not_found')

    await say(bob, alice.id, 'Hi Alice, it is me')
    const chat = await chatWith(alice, bob.id)
    expect(chat.can_write).toBe(true)
    await say(alice, bob.id, 'Hi Bob')
    expect((await chatsOf(alice)).profiles.map((card) => card.id)).toEqual([bob.id])
  })

  it('answers a send to an invisible member exactly as one to an unknown id, and writes nothing', async () => {
    const hidden = async (facts: { blocks?: 'alice' | 'by-alice'; likesAlice?: boolean } = {}) => {
      const id = await insertMember(t.db, t.siteId, { searchable: false })
      await t.db.updateTable('users').set({ invisible: 1 }).where('id', '=', id).execute()
      const now = Date.now()
      if (facts.blocks === 'alice')
        await t.db
          .insertInto('blocks')
          .values({ blocker_id: id, blocked_id: alice.id, created_at: now })
          .execute()
      if (facts.blocks === 'by-alice')
        await t.db
          .insertInto('blocks')
          .values({ blocker_id: alice.id, blocked_id: id, created_at: now })
          .execute()
      if (facts.likesAlice)
        await t.db.insertInto('likes').values({ liker_id: id, liked_id: alice.id, created_at: now }).execute()
      return id
    }
    const members = {
      invisible: await hidden(),
      'invisible, blocking alice': await hidden({ blocks: 'alice' }),
      'invisible, blocked by alice': await hidden({ blocks: 'by-alice' }),
      // Alice may open the conversation, as the member reached her, but not write until they do.
      'invisible, liking alice': await hidden({ likesAlice: true }),
    }
    const rose = await t.db
      .selectFrom('gifts')
      .select('id')
      .where('slug', '=', 'rose')
      .executeTakeFirstOrThrow()
    const sends = {
      message: (member: number) => message(alice, { member, text: 'Hi' }),
      gift: (member: number) => message(alice, { member, gift: rose.id }),
      'chat photo': (member: number) => sendPhoto(alice, { member: String(member) }),
    }
    const before = await snapshot()
    const photos = await count('photos')
    for (const [kind, send] of Object.entries(sends)) {
      const unknown = await send(2_000_000_000)
      expect(unknown.statusCode, kind).toBe(404)
      for (const [who, id] of Object.entries(members)) {
        const answer = await send(id)
        expect({ status: answer.statusCode, body: answer.json() }, `${kind} to the ${who} member`).toEqual({
          status: unknown.statusCode,
          body: unknown.json(),
        })
      }
    }
    await expectNothingChanged(before)
    expect(await count('photos')).toBe(photos)
    expect(await count('conversations')).toBe(0)
    expect(events).toEqual([])

    // Opening the conversation tells no more either, except to the member who was reached.
    const unknownChat = await get('/api/chat.php?member=2000000000', alice.cookie)
    for (const [who, id] of Object.entries(members)) {
      const chat = await get(`/api/chat.php?member=${id}`, alice.cookie)
      if (who === 'invisible, liking alice') {
        expect((chat.json() as ChatResponse).cannot_write_reason).toBe('member_invisible')
        continue
      }
      expect({ status: chat.statusCode, body: chat.json() }, who).toEqual({
        status: unknownChat.statusCode,
        body: unknownChat.json(),
      })
    }
  })
})

describe('chat sends are rate limited per member', () => {
  let t: TestApp
  afterAll(() => t.close())

  it('answers 429 after 60 sends in a minute, refused ones included', async () => {
    t = await createTestApp('sqlite', { env: { DATA_DIR: mkdtempSync(join(tmpdir(), 'amora-chat-')) } })
    const alice = await signupMember(t, 'Alice')
    const bob = await signupMember(t, 'Bob')
    const send = (cookie: string) => postMessage(t, cookie, bob.id, ' ')
    for (let i = 0; i < 60; i++) expect((await send(alice.cookie)).statusCode).toBe(400)
    const limited = await send(alice.cookie)
    expect(limited.statusCode).toBe(429)
    expect(limited.json().error.code).toBe('rate_limited')
    // Bob has his own allowance.
    expect((await send(bob.cookie)).statusCode).toBe(400)
  })
})
