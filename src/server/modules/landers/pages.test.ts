import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateMembers } from '#server/db/seed/members.js'
import { engines, type TestApp } from '#server/test/harness.js'
import { createPageTestApp, visible } from '#server/test/pages.js'
import { landerDesigns, landerMemberCounts, plainLanders } from '#shared/api/landers.js'
import { catalogues } from '#shared/i18n/resources.js'
import { withSetting } from '../members/fixtures.js'

const tracking = 'network=aff1&ref=r2&sub1=s1&sub2=s-2&sub3=s.3'
const trackingHref = `/signup?${tracking.replace(/&/g, '&amp;')}`
const noSlug: readonly string[] = plainLanders

describe.each(engines)('server-rendered landers [%s]', (engine) => {
  let t: TestApp
  let names: string[] = []
  let memberId = 0

  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'amora-lander-pages-'))
    t = await createPageTestApp(engine, { DATA_DIR: dataDir })
    const ids = await generateMembers(t.db, { siteId: t.siteId, count: 40, dataDir, seed: 17 })
    // Every member in the Netherlands (the demo site's country for a visitor from nowhere), visible.
    await t.db
      .updateTable('profiles')
      .set({ country: 'NL', searchable: 1, status: 'active' })
      .where('user_id', 'in', ids)
      .execute()
    await t.db.updateTable('users').set({ status: 'active' }).where('id', 'in', ids).execute()
    const rows = await t.db
      .selectFrom('profiles')
      .select(['user_id', 'name'])
      .where('user_id', 'in', ids)
      .where('has_photo', '=', 1)
      .execute()
    names = rows.map((row) => row.name)
    memberId = rows[0]?.user_id ?? 0
  }, 120_000)
  afterAll(() => t.close())

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host: 'localhost:3000', ...headers } })

  const landerUrls = landerDesigns.flatMap((design) =>
    noSlug.includes(design) ? [`/landers/${design}`] : [`/landers/${design}`, `/landers/${design}/utrecht`],
  )

  it.each(landerUrls)(
    '%s answers 200 in the lander layout with members and the tracking kept',
    async (url) => {
      const response = await get(`${url}?${tracking}`)
      expect(response.statusCode).toBe(200)
      const html = visible(response.body)
      expect(html).toContain('class="lander-bar')
      const design = url.split('/')[2] as (typeof landerDesigns)[number]
      const shown = names.filter((name) => new RegExp(`${name}(<!-- -->)?, `).test(html))
      expect(shown.length).toBeGreaterThanOrEqual(Math.min(3, landerMemberCounts[design]))
      expect(html).toContain(`href="${trackingHref}"`)
      expect(html).not.toContain('{{')
      expect(response.body).toMatch(/<title>[^<]+ – (Netherlands|Utrecht) \| Amora<\/title>/)
    },
  )

  it('shows the town a slug names and falls back to the country for any other slug', async () => {
    const town = visible((await get('/landers/gallery/den-haag')).body)
    expect(town).toContain('Den Haag')
    const unknown = await get('/landers/gallery/not-a-town')
    expect(unknown.statusCode).toBe(200)
    expect(visible(unknown.body)).toContain('Netherlands')
    const odd = await get('/landers/video/%E2%9C%93%20x')
    expect(odd.statusCode).toBe(200)
  })

  it('renders a lander in the visitor language', async () => {
    const html = visible((await get('/landers/adultonly', { cookie: 'i18n_redirected=de' })).body)
    expect(html).toContain(catalogues.de.landers.adultonly.headline)
    expect(html).toContain('Niederlande')
  })

  it('answers unknown landers and slugs on the plain ones with 404', async () => {
    expect((await get('/landers/nothing')).statusCode).toBe(404)
    expect((await get('/landers/adultonly/extra')).statusCode).toBe(404)
  })

  it.each(['landing', 'landing2', 'landing2/date', 'landing3', 'landing3/unknown-slug'])(
    'renders the member landing %s with the member, the chat call and the tracking kept',
    async (variant) => {
      const response = await get(`/members/${memberId}/${variant}?${tracking}`)
      expect(response.statusCode).toBe(200)
      const name = names[0] as string
      const html = visible(response.body)
      expect(html).toContain(catalogues.en.landers.member.cta.replace('{{name}}', name))
      expect(html).toContain(`href="${trackingHref}"`)
      expect(response.body).toContain(`<title>Chat with ${name} | Amora</title>`)
      expect(response.body).toMatch(/<meta property="og:image" content="http:\/\/localhost:3000\/cdn\//)
    },
  )

  it('uses the slug headline of a member landing when it names one', async () => {
    const html = visible((await get(`/members/${memberId}/landing2/date`)).body)
    expect(html).toContain(catalogues.en.landers.member.headline_date.replace('{{name}}', names[0] as string))
  })

  it('answers 404 for unknown, hidden and malformed members', async () => {
    const hidden = await t.db
      .selectFrom('profiles')
      .select('user_id')
      .where('user_id', '!=', memberId)
      .executeTakeFirstOrThrow()
    await t.db.updateTable('profiles').set({ searchable: 0 }).where('user_id', '=', hidden.user_id).execute()
    for (const url of [
      '/members/999999/landing',
      `/members/${hidden.user_id}/landing`,
      `/members/${hidden.user_id}/landing3/chat`,
      '/members/abc/landing2',
      '/members/0/landing',
      '/members/99999999999999999999/landing',
    ]) {
      const response = await get(url)
      expect(response.statusCode, url).toBe(404)
      expect(response.body).toContain('This page could not be found')
    }
  })

  it('offers signup with traffic-source signups only to visitors who came with a network', async () => {
    await withSetting(t, 'signups', 'with_trafficsource', async () => {
      const withSource = visible((await get(`/landers/iconslanding?${tracking}`)).body)
      expect(withSource).toContain(`href="${trackingHref}"`)
      expect(withSource).not.toContain(catalogues.en.landers.closed)
      const without = visible((await get('/landers/iconslanding?ref=r2')).body)
      expect(without).toContain(catalogues.en.landers.closed)
      expect(without).not.toContain('href="/signup')
    })
  })

  it('says signups are closed instead of offering them when the site takes no signups', async () => {
    await withSetting(t, 'signups', 'none', async () => {
      const html = visible((await get(`/landers/gallery?${tracking}`)).body)
      expect(html).toContain(catalogues.en.landers.closed)
      expect(html).not.toContain('href="/signup')
    })
  })
})
