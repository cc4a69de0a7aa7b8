import { describe, expect, it } from 'vitest'
import { insertMember, type MemberFacts } from '#server/modules/members/fixtures.js'
import { engines } from '#server/test/harness.js'
import { scheduledMailSuite } from '../testing/scheduled-mail-suite.js'
import { isoWeek, queueWeeklyUpdates } from './weekly-updates.js'

const day = 24 * 60 * 60 * 1000

it('names ISO weeks as ISO 8601 does at year ends', () => {
  expect(isoWeek(Date.UTC(2026, 10, 24))).toBe('2026-W48')
  expect(isoWeek(Date.UTC(2021, 0, 3))).toBe('2020-W53')
  expect(isoWeek(Date.UTC(2024, 11, 30))).toBe('2025-W01')
  expect(isoWeek(Date.UTC(2026, 0, 1))).toBe('2026-W01')
})

describe.each(engines)('weekly updates [%s]', (engine) => {
  // Each test sees only its own members.
  const suite = scheduledMailSuite(
    engine,
    ['notification_mails', 'notification_settings', 'blocks'],
    async (t) => {
      await t.db.updateTable('users').set({ last_seen_at: null }).execute()
      await t.db.updateTable('profiles').set({ country: 'XX' }).execute()
    },
  )

  const member = async (facts: MemberFacts = {}, seenAgo: number | null = day) => {
    const id = await insertMember(suite.t.db, suite.t.siteId, facts)
    const lastSeen = seenAgo === null ? null : Date.now() - seenAgo
    await suite.t.db
      .updateTable('users')
      .set({ language: 'en', last_seen_at: lastSeen })
      .where('id', '=', id)
      .execute()
    return id
  }
  const queued = async () =>
    (
      await suite.t.db
        .selectFrom('notification_mails')
        .select('user_id')
        .where('type', '=', 'weekly_updates')
        .orderBy('user_id')
        .execute()
    ).map((row) => row.user_id)

  it('queues real, active members seen in 30 days who take it, once a week however often it runs', async () => {
    const recent = await member()
    await member({}, 31 * day)
    await member({}, null)
    await member({ userStatus: 'not_confirmed' })
    const fictional = await member()
    await suite.t.db.updateTable('users').set({ is_fictional: 1 }).where('id', '=', fictional).execute()
    const deleted = await member()
    await suite.t.db.updateTable('users').set({ deleted_at: Date.now() }).where('id', '=', deleted).execute()
    const declined = await member()
    await suite.t.db
      .insertInto('notification_settings')
      .values({ user_id: declined, type: 'weekly_updates', email: 0, push: 0 })
      .execute()

    expect(await queueWeeklyUpdates(suite.t.db)).toBe(1)
    expect(await queueWeeklyUpdates(suite.t.db)).toBe(0)
    expect(await queued()).toEqual([recent])
    expect(await suite.sender.runOnce()).toEqual(['skipped'])
    expect(await queueWeeklyUpdates(suite.t.db)).toBe(0)
    expect(await queueWeeklyUpdates(suite.t.db, Date.now() + 7 * day)).toBe(1)
  })

  it('lists up to 6 suggested members with links, without blocked ones, through the sender', async () => {
    const reader = await member({ gender: 'male', country: 'NL' })
    const women: number[] = []
    for (let i = 0; i < 8; i += 1)
      women.push(
        await member({ name: `Woman ${i}`, country: 'NL', hasPhoto: true, birthDate: '1990-01-01' }, null),
      )
    await suite.t.db
      .insertInto('blocks')
      .values({ blocker_id: women[0] ?? 0, blocked_id: reader, created_at: 0 })
      .execute()
    await member({ name: 'No Photo', country: 'NL' }, null)

    await queueWeeklyUpdates(suite.t.db)
    expect(await suite.sender.runOnce()).toEqual(['sent'])
    const mail = suite.sent[0]
    expect(mail?.subject).toBe('New faces for you this week on Amora')
    const links = mail?.text.match(/https:\/\/localhost\/members\/\d+/g) ?? []
    expect(links).toHaveLength(6)
    expect(links).not.toContain(`https://localhost/members/${women[0]}`)
    expect(mail?.text).toMatch(/Woman \d · \d+ · Utrecht · https/)
    expect(mail?.text).not.toContain('No Photo')
    expect(mail?.headers?.['List-Unsubscribe']).toMatch(/^<https:\/\/localhost\//)
  })
})
