import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { DomainEvent } from '#server/realtime/events.js'
import { createTestApp, engines, type TestApp } from '#server/test/harness.js'
import { promoteToStaff } from '#server/test/staff.js'
import type { ReviewResponse } from '#shared/api/staff-message-review.js'
import { catalogues } from '#shared/i18n/resources.js'
import { postMessage } from '../chat/fixtures.js'
import { insertMember, type Member, signupMember, withSetting } from '../members/fixtures.js'

describe.each(engines)('spam and scam review [%s]', (engine) => {
  let t: TestApp
  let admin = ''
  let moderator = ''
  let support = ''
  let events: DomainEvent[] = []

  beforeAll(async () => {
    t = await createTestApp(engine, { env: { RATE_LIMIT_SCALE: '100' } })
    admin = await promoteToStaff(t.db, await insertMember(t.db, t.siteId, { name: 'Ada' }), 'admin')
    moderator = await promoteToStaff(t.db, await insertMember(t.db, t.siteId, { name: 'Mo' }), 'moderator')
    support = await promoteToStaff(t.db, await insertMember(t.db, t.siteId, { name: 'Sue' }), 'support')
    t.deps.events.subscribe((event) => {
      events.push(event)
    })
  })
  afterAll(() => t.close())
  beforeEach(() => {
    events = []
  })

  const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object, language = 'en') =>
    t.app.inject({
      method,
      url,
      headers: { host: 'localhost', cookie: `${cookie}; i18n_redirected=${language}` },
      ...(payload ? { payload } : {}),
    })
  const review = async (cookie = moderator): Promise<ReviewResponse> => {
    const response = await call('GET', '/api/staff/review.php', cookie)
    expect(response.statusCode, response.body).toBe(200)
    return response.json()
  }
  const flaggedMember = async (id: number) => (await review()).members.find((member) => member.id === id)

  /** A paid member who signed up just now, with credits enough for a campaign. */
  async function sender(name: string): Promise<Member> {
    const member = await signupMember(t, name, { paid: true })
    await t.db.updateTable('users').set({ credits: 5000 }).where('id', '=', member.id).execute()
    return member
  }
  async function recipients(count: number): Promise<Member[]> {
    const members: Member[] = []
    for (let i = 0; i < count; i++) members.push(await signupMember(t, `Rita${i}`))
    return members
  }
  async function sendToAll(from: Member, to: Member[], text: (i: number) => string) {
    const answers = []
    for (const [i, member] of to.entries()) {
      const sent = await postMessage(t, from.cookie, member.id, text(i))
      expect(sent.statusCode, sent.body).toBe(200)
      answers.push(sent.json())
    }
    return answers
  }
  const chatOf = async (viewer: Member, other: number) =>
    (
      await t.app.inject({
        url: `/api/chat.php?member=${other}`,
        headers: { host: 'localhost', cookie: viewer.cookie },
      })
    ).json()
  const chatsOf = async (viewer: Member) =>
    (
      await t.app.inject({ url: '/api/chats.php', headers: { host: 'localhost', cookie: viewer.cookie } })
    ).json()
  const flagsOf = (userId: number) =>
    t.db.selectFrom('message_flags').selectAll().where('user_id', '=', userId).orderBy('id').execute()

  it('flags a member sending one text to 30 members, shows them with the evidence, and clears them', async () => {
    const spammer = await sender('Sam')
    const to = await recipients(30)
    await sendToAll(spammer, to, (i) => `Hi ${['Anna', 'anna'][i % 2]}!! ${i} 😊 want to chat?`)

    const member = await flaggedMember(spammer.id)
    expect(member).toMatchObject({ id: spammer.id, site_id: t.siteId, held_messages: 0 })
    const sameText = member?.flags.find((flag) => flag.rule === 'same_text')
    // Flagged from the 10th member on (the default), every later copy adds to the same flag.
    expect(sameText).toMatchObject({ hits: 21, evidence: { recipients: 30, window_minutes: 60 } })
    expect(sameText?.evidence.texts[0]).toBe('Hi anna!! 9 😊 want to chat?')
    expect(sameText?.evidence.message_ids).toHaveLength(20)
    // A new account writing to 15 members in its first hour is the third rule.
    expect(member?.flags.find((flag) => flag.rule === 'new_account_reach')?.evidence.recipients).toBe(30)
    // Flag only (spam_hold off): every recipient has the message.
    expect((await chatOf(to[29] as Member, spammer.id)).messages).toHaveLength(1)

    const cleared = await call('POST', '/api/staff/review.php', moderator, {
      flag: sameText?.id,
      action: 'clear',
    })
    expect(cleared.statusCode, cleared.body).toBe(200)
    expect(cleared.json()).toEqual({ member: spammer.id, resolved_flags: 2, held_messages: 0 })
    expect(await flaggedMember(spammer.id)).toBeUndefined()
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'target_id'])
      .where('action', '=', 'member.spam_cleared')
      .execute()
    expect(audit).toEqual([{ action: 'member.spam_cleared', target_id: spammer.id }])
  })

  it('with spam_hold, holds flagged messages from recipients until a moderator clears them', async () => {
    await withSetting(t, 'spam_hold', true, async () => {
      const spammer = await sender('Hank')
      const to = await recipients(11)
      const answers = await sendToAll(spammer, to, () => 'Hello beautiful, write me back')
      const held = to[10] as Member
      const free = to[0] as Member
      // The sender sees nothing different: same answer, same charge, same list.
      expect(answers[10].message).toMatchObject({ text: 'Hello beautiful, write me back' })
      expect(answers[10].credits).toBe(answers[9].credits - (answers[8].credits - answers[9].credits))
      expect((await chatOf(spammer, held.id)).messages).toHaveLength(1)
      expect(
        (await chatsOf(spammer)).chats.map((chat: { profile: { id: number } }) => chat.profile.id),
      ).toContain(held.id)
      // The recipient sees nothing at all.
      expect((await chatOf(held, spammer.id)).messages).toEqual([])
      expect((await chatsOf(held)).chats).toEqual([])
      expect((await chatsOf(held)).num_unread_messages).toBe(0)
      expect((await chatOf(free, spammer.id)).messages).toHaveLength(1)
      const sentTo = events
        .filter((e) => e.type === 'message.sent')
        .map((e) => e.type === 'message.sent' && e.recipientId)
      expect(sentTo).not.toContain(held.id)
      expect(events.some((e) => e.type === 'message.held' && e.recipientId === held.id)).toBe(true)
      expect(
        await t.db.selectFrom('notification_mails').select('id').where('user_id', '=', held.id).execute(),
      ).toEqual([])

      const member = await flaggedMember(spammer.id)
      expect(member?.held_messages).toBe(2)
      events = []
      const cleared = await call('POST', '/api/staff/review.php', admin, {
        flag: member?.flags[0]?.id,
        action: 'clear',
      })
      expect(cleared.json()).toMatchObject({ held_messages: 2 })
      const delivered = await chatOf(held, spammer.id)
      expect(delivered.messages.map((m: { text: string }) => m.text)).toEqual([
        'Hello beautiful, write me back',
      ])
      expect((await chatsOf(held)).num_unread_messages).toBe(1)
      expect(events).toContainEqual(expect.objectContaining({ type: 'message.sent', recipientId: held.id }))
    })
  })

  it("with spam_hold, leaves the recipient's list as it was in an existing conversation until cleared", async () => {
    await withSetting(t, 'spam_hold', true, async () => {
      const spammer = await sender('Ivan')
      const other = await sender('Bob')
      const [rita, xena] = (await recipients(2)) as [Member, Member]
      // Each step a moment after the last, so that the lists' order is by time and never by id.
      const step = async (from: Member, to: Member, text: string) => {
        await new Promise((resolve) => setTimeout(resolve, 5))
        const sent = await postMessage(t, from.cookie, to.id, text)
        expect(sent.statusCode, sent.body).toBe(200)
        return sent.json()
      }
      const idsOf = async (viewer: Member) =>
        (await chatsOf(viewer)).chats.map((chat: { profile: { id: number } }) => chat.profile.id)
      await step(spammer, rita, 'Hello Rita')
      await step(other, rita, 'Hi, Bob here')
      await step(spammer, xena, 'Hello Xena')
      const before = await chatsOf(rita)
      expect(before.chats.map((chat: { profile: { id: number } }) => chat.profile.id)).toEqual([
        other.id,
        spammer.id,
      ])
      expect(before.num_unread_messages).toBe(2)

      const held = await step(spammer, rita, 'add me on whatsapp +44 7700 900123')
      expect(
        await t.db
          .selectFrom('messages')
          .select('held_at')
          .where('id', '=', held.message.id)
          .executeTakeFirst(),
      ).toMatchObject({ held_at: expect.any(Number) })
      // The recipient: same order, same preview, same unread, as if nothing had been sent.
      expect(await chatsOf(rita)).toEqual(before)
      // The sender: the conversation on top, the held message its preview.
      const mine = await chatsOf(spammer)
      expect(mine.chats.map((chat: { profile: { id: number } }) => chat.profile.id)).toEqual([
        rita.id,
        xena.id,
      ])
      expect(mine.chats[0].conversation.last_message).toMatchObject({
        id: held.message.id,
        text: 'add me on whatsapp +44 7700 900123',
      })
      // Nor does the conversation's own last message (the staff's and operators' view) move to the held one.
      const conversation = await t.db
        .selectFrom('conversations')
        .select(['last_message_id', 'last_sender_id'])
        .where('id', '=', mine.chats[0].conversation.id)
        .executeTakeFirstOrThrow()
      expect(conversation.last_message_id).toBeLessThan(held.message.id)
      expect(conversation.last_sender_id).toBe(spammer.id)

      const flag = (await flaggedMember(spammer.id))?.flags[0]
      await new Promise((resolve) => setTimeout(resolve, 5))
      const cleared = await call('POST', '/api/staff/review.php', moderator, {
        flag: flag?.id,
        action: 'clear',
      })
      expect(cleared.json()).toMatchObject({ held_messages: 1 })
      const after = await chatsOf(rita)
      expect(await idsOf(rita)).toEqual([spammer.id, other.id])
      expect(after.chats[0].conversation.last_message).toMatchObject({
        id: held.message.id,
        sender_id: spammer.id,
        text: 'add me on whatsapp +44 7700 900123',
      })
      expect(after.chats[0].num_unread_messages).toBe(2)
      expect(after.num_unread_messages).toBe(3)
    })
  })

  it('with spam_hold, drops held messages and disables the account with a reason', async () => {
    await withSetting(t, 'spam_hold', true, async () => {
      const scammer = await sender('Carl')
      const [victim] = await recipients(1)
      await postMessage(t, scammer.cookie, (victim as Member).id, 'add me on whatsapp +44 7700 900123')
      const flag = (await flaggedMember(scammer.id))?.flags[0]
      expect(flag).toMatchObject({ rule: 'contact_details', evidence: { contact: 'phone' } })
      const disabled = await call('POST', '/api/staff/review.php', moderator, {
        flag: flag?.id,
        action: 'disable',
        reason: 'Scam: phone number in first message',
      })
      expect(disabled.statusCode, disabled.body).toBe(200)
      expect(disabled.json()).toEqual({ member: scammer.id, resolved_flags: 1, held_messages: 1 })
      const account = await t.db
        .selectFrom('users')
        .select('status')
        .where('id', '=', scammer.id)
        .executeTakeFirstOrThrow()
      expect(account.status).toBe('disabled')
      expect(
        await t.db.selectFrom('messages').select('id').where('sender_id', '=', scammer.id).execute(),
      ).toEqual([])
      expect((await chatsOf(victim as Member)).chats).toEqual([])
      const audit = await t.db
        .selectFrom('audit_log')
        .select(['reason'])
        .where('action', '=', 'member.disabled')
        .where('target_id', '=', scammer.id)
        .execute()
      expect(audit).toEqual([{ reason: 'Scam: phone number in first message' }])
      // The account's session ended with it.
      expect((await chatsOf(scammer)).error?.code).toBe('authentication_required')
    })
  })

  it("never checks an operator's answers for a fictional profile", async () => {
    await withSetting(t, 'spam_same_text_members', 2, async () => {
      const fiona = await insertMember(t.db, t.siteId, { name: 'Fiona' })
      await t.db.updateTable('users').set({ is_fictional: 1 }).where('id', '=', fiona).execute()
      const now = Date.now()
      await t.db
        .insertInto('fictional_profiles')
        .values({ user_id: fiona, site_id: t.siteId, created_at: now, updated_at: now })
        .execute()
      const writers = [await sender('Wes'), await sender('Walt'), await sender('Will')]
      for (const writer of writers) {
        const sent = await postMessage(t, writer.cookie, fiona, `Hi Fiona, I am ${writer.id}`)
        const conversation = sent.json().conversation_id
        // One operator a conversation: an operator holds a limited number of claims.
        const operator = await promoteToStaff(t.db, await insertMember(t.db, t.siteId), 'operator')
        expect((await call('POST', '/api/staff/claim.php', operator, { conversation })).statusCode).toBe(200)
        const reply = await call('POST', '/api/staff/reply.php', operator, {
          conversation,
          text: 'Hi sweetie!',
        })
        expect(reply.statusCode, reply.body).toBe(200)
      }
      expect(await flagsOf(fiona)).toEqual([])
      // The same three texts from a member to three members are flagged at this threshold.
      const member = await sender('Mel')
      await sendToAll(member, await recipients(3), () => 'Hi sweetie!')
      expect((await flagsOf(member.id)).map((flag) => flag.rule)).toEqual(['same_text'])
    })
  })

  it('refuses bad input with 400 in the staff member’s language and changes nothing', async () => {
    const spammer = await sender('Bea')
    await postMessage(t, spammer.cookie, (await recipients(1))[0]?.id as number, 'see www.example.com')
    const flag = (await flagsOf(spammer.id))[0]
    expect(flag?.rule).toBe('contact_details')
    for (const body of [
      { flag: 'one', action: 'clear' },
      { flag: flag?.id, action: 'ban' },
      { flag: flag?.id },
      { flag: flag?.id, action: 'clear', extra: 1 },
    ]) {
      const response = await call('POST', '/api/staff/review.php', moderator, body)
      expect(response.statusCode, JSON.stringify(body)).toBe(400)
      expect(response.json().error.code).toBe('validation_failed')
    }
    const noReason = await call(
      'POST',
      '/api/staff/review.php',
      moderator,
      { flag: flag?.id, action: 'disable' },
      'de',
    )
    expect(noReason.statusCode).toBe(400)
    expect(noReason.json().error.message).toBe(catalogues.de.staff.errors.reason_required)
    expect((await call('GET', '/api/staff/review.php?site=abc', moderator)).statusCode).toBe(400)
    expect((await flagsOf(spammer.id))[0]?.resolved_at).toBeNull()
    const status = await t.db
      .selectFrom('users')
      .select('status')
      .where('id', '=', spammer.id)
      .executeTakeFirstOrThrow()
    expect(status.status).toBe('active')
  })

  it('answers 403 to other roles and visitors, 404 to an unknown or resolved flag', async () => {
    const visitor = await call('GET', '/api/staff/review.php', '')
    expect(visitor.statusCode).toBe(403)
    expect(visitor.json().error.code).toBe('authentication_required')
    const member = await signupMember(t, 'Nosy')
    for (const cookie of [support, member.cookie]) {
      expect((await call('GET', '/api/staff/review.php', cookie)).statusCode).toBe(403)
      expect(
        (await call('POST', '/api/staff/review.php', cookie, { flag: 1, action: 'clear' })).statusCode,
      ).toBe(403)
    }
    const unknown = await call('POST', '/api/staff/review.php', moderator, {
      flag: 2_000_000,
      action: 'clear',
    })
    expect(unknown.statusCode).toBe(404)
    const resolved = await t.db
      .selectFrom('message_flags')
      .select('id')
      .where('resolved_at', 'is not', null)
      .executeTakeFirstOrThrow()
    expect(
      (await call('POST', '/api/staff/review.php', moderator, { flag: resolved.id, action: 'clear' }))
        .statusCode,
    ).toBe(404)
  })

  it('narrows the list to one site, and to the sites a moderator answers to', async () => {
    const other = await t.db
      .insertInto('sites')
      .values({ slug: 'other-review', name: 'Other', domain: 'other-review.test', created_at: Date.now() })
      .returning('id')
      .executeTakeFirstOrThrow()
    const spammer = await sender('Site')
    await postMessage(t, spammer.cookie, (await recipients(1))[0]?.id as number, 'mail me anna@example.com')
    const all = await review(admin)
    expect(all.members.some((m) => m.id === spammer.id)).toBe(true)
    const elsewhere = await call('GET', `/api/staff/review.php?site=${other.id}`, admin)
    expect(elsewhere.json().members).toEqual([])
    const restricted = await promoteToStaff(t.db, await insertMember(t.db, t.siteId), 'moderator', [other.id])
    expect((await review(restricted)).members).toEqual([])
    expect((await call('GET', `/api/staff/review.php?site=${t.siteId}`, restricted)).statusCode).toBe(404)
  })
})
