import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { DomainEvent } from '#server/realtime/events.js'
import { createTestApp, engines, type TestApp } from '#server/test/harness.js'
import { promoteToStaff } from '#server/test/staff.js'
import { postMessage } from '../chat/fixtures.js'
import { insertMember, type MemberFacts, signupMember, withSetting } from '../members/fixtures.js'
import { sendFirstContacts } from './first-contacts.js'

const minute = 60_000
const openers = ['Hi there!', 'How was your day?']

describe.each(engines)('first contacts [%s]', (engine) => {
  let t: TestApp
  let events: DomainEvent[] = []

  beforeAll(async () => {
    t = await createTestApp(engine)
    t.deps.events.subscribe((event) => {
      events.push(event)
    })
  })
  afterAll(() => t.close())
  beforeEach(() => {
    events = []
  })

  const call = (url: string, cookie: string) =>
    t.app.inject({ method: 'GET', url, headers: { host: 'localhost', cookie } })

  async function staffOf(role: 'operator' | 'admin' | 'support') {
    const id = await insertMember(t.db, t.siteId, { country: 'US' })
    return { id, cookie: await promoteToStaff(t.db, id, role) }
  }

  const send = (now = Date.now()) => sendFirstContacts(t.db, t.deps.events, (id) => t.sites.findById(id), now)

  /** The site asking for two first contacts per member, an hour apart, with English and German openers. */
  const firstContactsOn = <T>(body: () => Promise<T>) =>
    withSetting(t, 'first_contacts_per_member', 2, () =>
      withSetting(t, 'first_contact_delay_minutes', 60, () =>
        withSetting(t, 'operator_openers', { en: `${openers.join('\n')}\n`, de: 'Hallo!' }, body),
      ),
    )

  async function fictional(country: string, facts: MemberFacts = {}, languages = '["en"]', state = 'active') {
    const id = await insertMember(t.db, t.siteId, { gender: 'male', country, hasPhoto: true, ...facts })
    await t.db.updateTable('users').set({ is_fictional: 1 }).where('id', '=', id).execute()
    const now = Date.now()
    await t.db
      .insertInto('fictional_profiles')
      .values({ user_id: id, site_id: t.siteId, state, languages, created_at: now, updated_at: now })
      .execute()
    return id
  }

  async function newMember(country: string, activatedAgo: number, language = 'en', facts: MemberFacts = {}) {
    const id = await insertMember(t.db, t.siteId, { gender: 'female', country, ...facts })
    await t.db
      .updateTable('users')
      .set({ activated_at: Date.now() - activatedAgo, language })
      .where('id', '=', id)
      .execute()
    return id
  }

  const contactsOf = (memberId: number) =>
    t.db
      .selectFrom('first_contacts as fc')
      .innerJoin('messages as m', 'm.id', 'fc.message_id')
      .select(['fc.fictional_id', 'fc.conversation_id', 'm.body', 'm.sender_id', 'm.cost', 'm.answered_by'])
      .where('fc.member_id', '=', memberId)
      .orderBy('fc.id')
      .execute()

  it('writes first to a new matching member in their language, spaced by the delay, up to the limit', async () => {
    const profiles = [await fictional('DE'), await fictional('DE'), await fictional('DE')]
    // None of these may write: paused, writing German only, a woman for a woman looking for men, elsewhere.
    await fictional('DE', {}, '["en"]', 'paused')
    await fictional('DE', {}, '["de"]')
    await fictional('DE', { gender: 'female' })
    await fictional('FR')
    const anna = await newMember('DE', 2 * 60 * minute)
    const tooSoon = await newMember('DE', 10 * minute)
    const tooOld = await newMember('DE', 8 * 24 * 60 * minute)
    const now = Date.now()

    // Off unless the site asks for it.
    expect(await send(now)).toBe(0)
    await firstContactsOn(async () => {
      expect(await send(now)).toBe(1)
      const [first] = await contactsOf(anna)
      expect(profiles).toContain(first?.fictional_id)
      expect(first).toMatchObject({ sender_id: first?.fictional_id, cost: 0, answered_by: null })
      expect(openers).toContain(first?.body)
      expect(events).toContainEqual(
        expect.objectContaining({ type: 'message.sent', recipientId: anna, senderId: first?.fictional_id }),
      )
      expect(await contactsOf(tooSoon)).toEqual([])
      expect(await contactsOf(tooOld)).toEqual([])

      // Not again within the delay; then a second profile; then no more.
      expect(await send(now + 30 * minute)).toBe(0)
      expect(await send(now + 61 * minute)).toBe(2)
      const both = await contactsOf(anna)
      expect(both).toHaveLength(2)
      expect(both[1]?.fictional_id).not.toBe(both[0]?.fictional_id)
      expect(both[1]?.conversation_id).not.toBe(both[0]?.conversation_id)
      expect(await contactsOf(tooSoon)).toHaveLength(1)
      expect(await send(now + 3 * 60 * minute)).toBe(1)
      expect(await contactsOf(anna)).toHaveLength(2)
    })
  })

  it('lists the first contacts in the console, with the member’s answer, which waits in the queue', async () => {
    const bea = await signupMember(t, 'Bea')
    await t.db.updateTable('users').set({ credits: 100 }).where('id', '=', bea.id).execute()
    await t.db
      .updateTable('profiles')
      .set({ country: 'BE', gender: 'female', sexuality: 'hetero' })
      .where('user_id', '=', bea.id)
      .execute()
    await t.db
      .updateTable('users')
      .set({ activated_at: Date.now() - 2 * 60 * minute, language: 'en' })
      .where('id', '=', bea.id)
      .execute()
    const profile = await fictional('BE', { name: 'Bruno' })
    const admin = await staffOf('admin')
    const named = await staffOf('operator')
    const outsider = await staffOf('operator')
    await t.db
      .insertInto('fictional_operators')
      .values({ fictional_id: profile, operator_id: named.id })
      .execute()
    await firstContactsOn(() => send())
    const list = async (cookie: string, query = '') => {
      const response = await call(`/api/staff/first-contacts.php${query}`, cookie)
      expect(response.statusCode, response.body).toBe(200)
      return response.json()
    }
    const entry = (await list(admin.cookie)).first_contacts.find(
      (row: { member: { id: number } }) => row.member.id === bea.id,
    )
    expect(entry).toMatchObject({
      site_id: t.siteId,
      conversation_id: expect.any(Number),
      member: { id: bea.id, name: 'Bea' },
      fictional: { id: profile, name: 'Bruno' },
      replied_at: null,
    })
    expect(openers).toContain(entry.text)
    const before = (await list(admin.cookie)).week
    expect(before.sent).toBeGreaterThanOrEqual(1)

    // Bea writes back: the conversation waits for an operator, and the console sees the answer.
    const answer = await postMessage(t, bea.cookie, profile, 'Hi Bruno!')
    expect(answer.statusCode, answer.body).toBe(200)
    const queued = await t.db
      .selectFrom('conversation_queue')
      .select('conversation_id')
      .where('member_id', '=', bea.id)
      .execute()
    expect(queued).toEqual([{ conversation_id: entry.conversation_id }])
    const answered = (await list(named.cookie)).first_contacts.find(
      (row: { id: number }) => row.id === entry.id,
    )
    expect(answered).toMatchObject({ member: { id: bea.id }, replied_at: expect.any(Number) })
    expect((await list(admin.cookie)).week.replied).toBe(before.replied + 1)
    // An operator sees only the profiles they may answer; a site filter narrows.
    expect(
      (await list(outsider.cookie)).first_contacts.some(
        (row: { fictional: { id: number } }) => row.fictional.id === profile,
      ),
    ).toBe(false)
    expect((await list(admin.cookie, '?site=2000000')).first_contacts).toEqual([])
    const claim = await t.app.inject({
      method: 'POST',
      url: '/api/staff/claim.php',
      headers: { host: 'localhost', cookie: named.cookie },
      payload: { conversation: entry.conversation_id },
    })
    expect(claim.statusCode).toBe(200)
    const open = await call(`/api/staff/conversation.php?id=${entry.conversation_id}`, named.cookie)
    const first = open.json().messages[0]
    expect(open.json().first_contact_message_id).toBe(first.id)
    expect(first).toMatchObject({ sender_id: profile, text: entry.text })

    for (const [cookie, status] of [
      ['', 403],
      [bea.cookie, 403],
      [(await staffOf('support')).cookie, 403],
    ] as const)
      expect((await call('/api/staff/first-contacts.php', cookie)).statusCode).toBe(status)
    for (const query of ['?site=x', '?site=0', '?other=1'])
      expect((await call(`/api/staff/first-contacts.php${query}`, admin.cookie)).statusCode, query).toBe(400)
  })

  it('never writes to a member who turned such mails off, blocked the profile, or speaks another language', async () => {
    const profile = await fictional('AT')
    const mailsOff = await newMember('AT', 2 * 60 * minute)
    await t.db
      .insertInto('notification_settings')
      .values({ user_id: mailsOff, type: 'new_conversations', email: 0, push: 1 })
      .execute()
    const bounced = await newMember('AT', 2 * 60 * minute)
    await t.db
      .updateTable('users')
      .set({ notifications_disabled: '["bounce"]' })
      .where('id', '=', bounced)
      .execute()
    const blocker = await newMember('AT', 2 * 60 * minute)
    await t.db
      .insertInto('blocks')
      .values({ blocker_id: blocker, blocked_id: profile, created_at: Date.now() })
      .execute()
    // No Polish openers; German ones, but the profile writes English only.
    const polish = await newMember('AT', 2 * 60 * minute, 'pl')
    const german = await newMember('AT', 2 * 60 * minute, 'de')
    const inactive = await newMember('AT', 2 * 60 * minute, 'en', { userStatus: 'disabled' })
    await firstContactsOn(async () => {
      expect(await send()).toBe(0)
      for (const member of [mailsOff, bounced, blocker, polish, german, inactive])
        expect(await contactsOf(member)).toEqual([])
      // The one member who may be written to is.
      const welcome = await newMember('AT', 2 * 60 * minute)
      expect(await send()).toBe(1)
      expect(await contactsOf(welcome)).toEqual([expect.objectContaining({ fictional_id: profile })])
      // Who already talks with the profile is not written to first.
      const talking = await newMember('AT', 2 * 60 * minute)
      const [low, high] = [Math.min(talking, profile), Math.max(talking, profile)]
      await t.db
        .insertInto('conversations')
        .values({
          site_id: t.siteId,
          user_low_id: low,
          user_high_id: high,
          started_by: talking,
          created_at: Date.now(),
        })
        .execute()
      expect(await send()).toBe(0)
    })
  })
})
