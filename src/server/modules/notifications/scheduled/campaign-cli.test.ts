import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, engines, type TestApp } from '#server/test/harness.js'
import { createCampaign, parseCampaignArgs, parseCampaignContent } from './campaign-cli.js'

const valid = JSON.stringify({
  en: { subject: 'Hello', body: 'Text' },
  nl: { subject: 'Hallo', body: 'Tekst' },
})

describe('campaign command line', () => {
  it('reads the arguments and says what is missing or wrong', () => {
    const at = '2026-12-01T10:00:00Z'
    expect(parseCampaignArgs(['--site', 'amora', '--type', 'news', '--file', 'c.json', '--at', at])).toEqual({
      site: 'amora',
      type: 'news',
      file: 'c.json',
      at: Date.parse(at),
    })
    expect(() => parseCampaignArgs(['--type', 'news', '--file', 'c.json'])).toThrow(
      '--site <slug> is required',
    )
    expect(() => parseCampaignArgs(['--site', 'a', '--type', 'spam', '--file', 'c.json'])).toThrow(
      '--type must be news or promotions',
    )
    expect(() => parseCampaignArgs(['--site', 'a', '--type', 'news', '--file', 'c', '--at', 'soon'])).toThrow(
      '--at is not an ISO time: soon',
    )
  })

  it('checks the content file', () => {
    expect(JSON.parse(parseCampaignContent(valid))).toEqual(JSON.parse(valid))
    expect(() => parseCampaignContent('{')).toThrow('not valid JSON')
    expect(() => parseCampaignContent(JSON.stringify({ nl: { subject: 'a', body: 'b' } }))).toThrow(
      /^The content file is not valid:\nen:/,
    )
    expect(() =>
      parseCampaignContent(JSON.stringify({ en: { subject: 'x'.repeat(151), body: 'b' } })),
    ).toThrow('en.subject:')
    expect(() =>
      parseCampaignContent(JSON.stringify({ en: { subject: 's', body: 'x'.repeat(5001) } })),
    ).toThrow('en.body:')
  })
})

describe.each(engines)('creating a campaign [%s]', (engine) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(engine)
  })
  afterAll(() => t.close())

  it('writes it for the site, or refuses an unknown site', async () => {
    const site = await t.db
      .selectFrom('sites')
      .select('slug')
      .where('id', '=', t.siteId)
      .executeTakeFirstOrThrow()
    const request = { site: site.slug, type: 'news' as const, file: 'c.json', at: 1_000 }
    const id = await createCampaign(t.db, request, valid)
    const row = await t.db
      .selectFrom('mail_campaigns')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ site_id: t.siteId, type: 'news', send_at: 1_000, queued_at: null })
    await expect(createCampaign(t.db, { ...request, site: 'nowhere' }, valid)).rejects.toThrow(
      'No site with the slug nowhere',
    )
  })
})
