import { describe, expect, it } from 'vitest'
import { insertMember } from '#server/modules/members/fixtures.js'
import { engines } from '#server/test/harness.js'
import { scheduledMailSuite } from '../testing/scheduled-mail-suite.js'
import { queueInactivityReminders } from './inactivity-reminders.js'

const day = 24 * 60 * 60 * 1000

describe.each(engines)('inactivity reminders [%s]', (engine) => {
  // Earlier tests' members count as seen just now, so only each test's own members are away.
  const suite = scheduledMailSuite(engine, ['notification_mails', 'notification_settings', 'likes'], (t) =>
    t.db.updateTable('users').set({ last_seen_at: Date.now() }).execute(),
  )

  const member = async (seenAgo: number, userStatus = 'active') => {
    const id = await insertMember(suite.t.db, suite.t.siteId, { userStatus, signupAt: Date.now() - 60 * day })
    await suite.t.db
      .updateTable('users')
      .set({ language: 'en', last_seen_at: Date.now() - seenAgo })
      .where('id', '=', id)
      .execute()
    return id
  }
  const newcomer = () => insertMember(suite.t.db, suite.t.siteId, { signupAt: Date.now() - day })
  const queued = async () =>
    (
      await suite.t.db
        .selectFrom('notification_mails')
        .select('user_id')
        .where('type', '=', 'reminders')
        .execute()
    ).map((row) => row.user_id)

  it('queues real, active members away 14 days, once however often it runs', async () => {
    const away = await member(15 * day)
    await member(13 * day)
    await member(20 * day, 'not_confirmed')
    const fictional = await member(20 * day)
    await suite.t.db.updateTable('users').set({ is_fictional: 1 }).where('id', '=', fictional).execute()
    const deleted = await member(20 * day)
    await suite.t.db.updateTable('users').set({ deleted_at: Date.now() }).where('id', '=', deleted).execute()

    expect(await queueInactivityReminders(suite.t.db)).toBe(1)
    expect(await queueInactivityReminders(suite.t.db)).toBe(0)
    expect(await queued()).toEqual([away])
  })

  it('waits 14 days between reminders and stops after 3 without a visit', async () => {
    const away = await member(100 * day)
    await newcomer()
    // Everybody else stays present through the months this test steps over.
    await suite.t.db
      .updateTable('users')
      .set({ last_seen_at: Date.now() + 1000 * day })
      .where('id', '!=', away)
      .execute()
    let now = Date.now()
    const outcomes: number[] = []
    for (let round = 0; round < 5; round += 1) {
      outcomes.push(await queueInactivityReminders(suite.t.db, now))
      await suite.sendAt(now)
      outcomes.push(await queueInactivityReminders(suite.t.db, now + 13 * day))
      now += 15 * day
    }
    expect(outcomes).toEqual([1, 0, 1, 0, 1, 0, 0, 0, 0, 0])
    expect(suite.sent).toHaveLength(3)

    await suite.t.db
      .updateTable('users')
      .set({ last_seen_at: now - 15 * day })
      .where('id', '=', away)
      .execute()
    expect(await queueInactivityReminders(suite.t.db, now)).toBe(1)
    expect(await queued()).toHaveLength(4)
  })

  it('leaves out members who turned reminders off or whose mail is stopped, and looks again at one with nothing to tell after 3 days', async () => {
    const declined = await member(20 * day)
    await suite.t.db
      .insertInto('notification_settings')
      .values({ user_id: declined, type: 'reminders', email: 0, push: 0 })
      .execute()
    const stopped = await member(20 * day)
    await suite.t.db
      .updateTable('users')
      .set({ notifications_disabled: '["fbl"]' })
      .where('id', '=', stopped)
      .execute()
    const quiet = await member(20 * day)
    await suite.t.db.updateTable('users').set({ signup_date: 0 }).where('id', '!=', quiet).execute()
    const now = Date.now()
    expect(await queueInactivityReminders(suite.t.db, now)).toBe(1)
    expect(await queued()).toEqual([quiet])
    expect(await suite.sender.runOnce(now)).toEqual(['skipped'])
    expect(await queueInactivityReminders(suite.t.db, now + day)).toBe(0)
    expect(await queueInactivityReminders(suite.t.db, now + 2 * day)).toBe(0)
    expect(await queueInactivityReminders(suite.t.db, now + 3 * day + 1)).toBe(1)
  })

  it('tells the real numbers since the last visit, and is skipped with nothing to tell', async () => {
    const quiet = await member(20 * day)
    await suite.t.db.updateTable('users').set({ signup_date: 0 }).where('id', '!=', quiet).execute()
    await queueInactivityReminders(suite.t.db)
    expect(await suite.sender.runOnce()).toEqual(['skipped'])

    const liked = await member(20 * day)
    await newcomer()
    await newcomer()
    const fictional = await newcomer()
    await suite.t.db.updateTable('users').set({ is_fictional: 1 }).where('id', '=', fictional).execute()
    const fan = await member(0)
    await suite.t.db
      .insertInto('likes')
      .values({ liker_id: fan, liked_id: liked, created_at: Date.now() })
      .execute()
    await queueInactivityReminders(suite.t.db)
    expect(await suite.sender.runOnce()).toEqual(['sent'])
    expect(suite.sent[0]?.subject).toBe("What's new on Amora since your last visit")
    expect(suite.sent[0]?.text).toContain('2 new members have joined Amora since your last visit.')
    expect(suite.sent[0]?.text).toContain('1 member liked you meanwhile.')
    expect(suite.sent[0]?.text).toContain('https://localhost/members')
    expect(suite.sent[0]?.headers?.['List-Unsubscribe']).toMatch(/^<https:\/\/localhost\//)
  })
})
