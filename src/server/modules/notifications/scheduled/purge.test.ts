import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertMember } from '#server/modules/members/fixtures.js'
import { createTestApp, engines, type TestApp } from '#server/test/harness.js'
import { purgeFinishedMails } from './purge.js'

const day = 24 * 60 * 60 * 1000

describe.each(engines)('purging the mail queue [%s]', (engine) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(engine)
  })
  afterAll(() => t.close())

  it('drops finished rows older than half a year, keeping open rows and sent reminders', async () => {
    const member = await insertMember(t.db, t.siteId)
    const now = Date.now()
    const row = (key: string, type: string, outcome: 'sent' | 'skipped' | null, age: number) => ({
      user_id: member,
      type,
      batch_key: key,
      due_at: now - age,
      outcome,
      sent_at: outcome === 'sent' ? now - age : null,
      created_at: now - age,
    })
    await t.db
      .insertInto('notification_mails')
      .values([
        row('old-like', 'like', 'sent', 200 * day),
        row('old-skipped-reminder', 'reminders', 'skipped', 200 * day),
        row('old-reminder', 'reminders', 'sent', 200 * day),
        row('old-unread-reminder', 'unread_message_reminders', 'sent', 200 * day),
        row('old-open', 'like', null, 200 * day),
        row('recent-like', 'like', 'sent', 10 * day),
      ])
      .execute()

    expect(await purgeFinishedMails(t.db, now)).toBe(2)
    const left = await t.db
      .selectFrom('notification_mails')
      .select('batch_key')
      .orderBy('batch_key')
      .execute()
    expect(left.map((mail) => mail.batch_key)).toEqual([
      'old-open',
      'old-reminder',
      'old-unread-reminder',
      'recent-like',
    ])
  })
})
