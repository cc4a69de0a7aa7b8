import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDatabase, type Database } from '#server/db/database.js'
import { insertMember } from '#server/modules/members/fixtures.js'
import { createTestApp, engines, type TestApp } from '#server/test/harness.js'
import { scheduledMailSuite } from '../testing/scheduled-mail-suite.js'
import { campaignContent, queueCampaigns } from './campaigns.js'

const content = {
  en: { subject: 'Winter news', body: 'First paragraph.\n\nSecond paragraph.' },
  de: { subject: 'Winter-Neuigkeiten', body: 'Erster Absatz.' },
}

async function insertCampaign(
  db: Database,
  siteId: number,
  type: 'news' | 'promotions',
  sendAt = Date.now() - 1,
) {
  const row = await db
    .insertInto('mail_campaigns')
    .values({
      site_id: siteId,
      type,
      content: JSON.stringify(content),
      send_at: sendAt,
      created_at: Date.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

describe('campaign content', () => {
  it('requires English and limits subject and body', () => {
    expect(campaignContent.safeParse(content).success).toBe(true)
    expect(campaignContent.safeParse({ de: content.de }).success).toBe(false)
    expect(campaignContent.safeParse({ en: { subject: 'x'.repeat(151), body: 'b' } }).success).toBe(false)
    expect(campaignContent.safeParse({ en: { subject: 's', body: 'x'.repeat(5001) } }).success).toBe(false)
    expect(campaignContent.safeParse({ ...content, xx: content.en }).success).toBe(false)
  })
})

describe.each(engines)('mail campaigns [%s]', (engine) => {
  const suite = scheduledMailSuite(
    engine,
    ['notification_mails', 'notification_settings', 'mail_campaigns'],
    (t) => t.db.updateTable('users').set({ status: 'deleted' }).execute(),
  )

  const member = async (language = 'en', userStatus = 'active') => {
    const id = await insertMember(suite.t.db, suite.t.siteId, { userStatus })
    await suite.t.db.updateTable('users').set({ language }).where('id', '=', id).execute()
    return id
  }
  const consent = (userId: number, type: 'news' | 'promotions') =>
    suite.t.db
      .insertInto('notification_settings')
      .values({ user_id: userId, type, email: 1, push: 0 })
      .execute()

  it('queues a due campaign once for active real members who consented; a later one waits', async () => {
    const [ann, bea] = [await member(), await member()]
    const unconfirmed = await member('en', 'not_confirmed')
    const fictional = await member()
    await suite.t.db.updateTable('users').set({ is_fictional: 1 }).where('id', '=', fictional).execute()
    const stopped = await member()
    await suite.t.db
      .updateTable('users')
      .set({ notifications_disabled: '["bounce"]' })
      .where('id', '=', stopped)
      .execute()
    const declined = await member()
    await suite.t.db
      .insertInto('notification_settings')
      .values({ user_id: declined, type: 'news', email: 0, push: 0 })
      .execute()
    await member()
    for (const id of [ann, bea, unconfirmed, fictional, stopped]) await consent(id, 'news')
    const id = await insertCampaign(suite.t.db, suite.t.siteId, 'news')
    await insertCampaign(suite.t.db, suite.t.siteId, 'news', Date.now() + 60_000)

    expect(await queueCampaigns(suite.t.db)).toEqual([id])
    expect(await queueCampaigns(suite.t.db)).toEqual([])
    const rows = await suite.t.db
      .selectFrom('notification_mails')
      .select(['user_id', 'batch_key'])
      .orderBy('user_id')
      .execute()
    expect(rows).toEqual([
      { user_id: ann, batch_key: `news:${id}:${ann}` },
      { user_id: bea, batch_key: `news:${id}:${bea}` },
    ])
  })

  it('mails only members who consented, in their language, with List-Unsubscribe', async () => {
    const [ann, bea, cid] = [await member('de'), await member('fr'), await member()]
    await consent(ann, 'promotions')
    await consent(bea, 'promotions')
    await consent(cid, 'news')
    await insertCampaign(suite.t.db, suite.t.siteId, 'promotions')
    await queueCampaigns(suite.t.db)

    // The member who consented to news only is not even queued.
    expect(await suite.sender.runOnce()).toEqual(['sent', 'sent'])
    const bySubject = suite.sent.map((mail) => mail.subject).sort()
    expect(bySubject).toEqual(['Winter news', 'Winter-Neuigkeiten'])
    const english = suite.sent.find((mail) => mail.subject === 'Winter news')
    expect(english?.text).toContain('Second paragraph.')
    expect(english?.headers?.['List-Unsubscribe']).toMatch(/^<https:\/\/localhost\//)
  })
})

describe.runIf(engines.includes('postgres'))('mail campaigns, two processes [postgres]', () => {
  let t: TestApp
  let first: Database
  let second: Database

  beforeAll(async () => {
    t = await createTestApp('postgres')
    first = createDatabase({ url: t.config.databaseUrl, poolSize: 4 })
    second = createDatabase({ url: t.config.databaseUrl, poolSize: 4 })
  })
  afterAll(async () => {
    await first.destroy()
    await second.destroy()
    await t.close()
  })

  it('queues a campaign once when two processes run the job at once', async () => {
    for (let i = 0; i < 5; i += 1) {
      const member = await insertMember(t.db, t.siteId)
      await t.db
        .insertInto('notification_settings')
        .values({ user_id: member, type: 'news', email: 1, push: 0 })
        .execute()
    }
    const id = await insertCampaign(t.db, t.siteId, 'news')
    const [a, b] = await Promise.all([queueCampaigns(first), queueCampaigns(second)])
    expect([...a, ...b]).toEqual([id])
    const rows = await t.db.selectFrom('notification_mails').select('id').execute()
    expect(rows).toHaveLength(5)
  })
})
