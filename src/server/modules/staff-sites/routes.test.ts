import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, engines, type TestApp } from '#server/test/harness.js'
import { promoteToStaff } from '#server/test/staff.js'
import { signupMember } from '../members/fixtures.js'

describe.each(engines)('/api/staff/sites.php [%s]', (engine) => {
  let t: TestApp
  let admin = ''
  let localAdmin = ''

  beforeAll(async () => {
    t = await createTestApp(engine)
    admin = await promoteToStaff(t.db, (await signupMember(t, 'Admin')).id, 'admin')
    localAdmin = await promoteToStaff(t.db, (await signupMember(t, 'Local')).id, 'admin', [t.siteId])
  })
  afterAll(() => t.close())

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    cookie: string,
    payload?: object,
    host = 'localhost',
  ) => t.app.inject({ method, url, headers: { host, cookie }, ...(payload ? { payload } : {}) })
  const settingsOf = async (host: string) =>
    (await call('GET', '/api/settings.php', '', undefined, host)).json().settings
  const auditRows = (action: string) =>
    t.db
      .selectFrom('audit_log')
      .select(['target_id', 'before_values', 'after_values'])
      .where('action', '=', action)
      .orderBy('id')
      .execute()

  it('lists the sites with their domains and shows one with every setting', async () => {
    const list = await call('GET', '/api/staff/sites.php', admin)
    expect(list.statusCode).toBe(200)
    const demo = list.json().sites.find((site: { id: number }) => site.id === t.siteId)
    expect(demo).toMatchObject({ slug: 'amora-demo', domain: 'localhost' })
    expect(demo.domains).toContain('amora.test')

    const one = await call('GET', `/api/staff/site.php?id=${t.siteId}`, admin)
    expect(one.statusCode).toBe(200)
    expect(one.json().settings.message_credits).toBe(5)
    expect(one.json().company).toMatchObject({ name: 'Amora Demo B.V.', tradenames: ['Amora'] })
    expect((await call('GET', '/api/staff/site.php?id=999999', admin)).statusCode).toBe(404)
    expect((await call('GET', '/api/staff/site.php?id=x', admin)).statusCode).toBe(400)
  })

  it('creates a site that answers on its own domain at once', async () => {
    expect((await call('GET', '/api/settings.php', '', undefined, `second-${engine}.test`)).statusCode).toBe(
      404,
    )
    const input = {
      slug: `second-${engine}`,
      name: 'Second Love',
      domain: `Second-${engine}.test`,
      domain_language: 'de',
      time_zone: 'Europe/Berlin',
    }
    expect((await call('POST', '/api/staff/sites.php', localAdmin, input)).statusCode).toBe(403)
    const created = await call('POST', '/api/staff/sites.php', admin, input)
    expect(created.statusCode, created.body).toBe(200)
    const site = created.json()
    expect(site.site).toMatchObject({
      slug: `second-${engine}`,
      domain: `second-${engine}.test`,
      domain_language: 'de',
    })
    expect(site.company.name).toBe('Amora Demo B.V.')
    expect(await settingsOf(`second-${engine}.test`)).toMatchObject({
      name: 'Second Love',
      domain_language: 'de',
    })
    const bundles = await t.db
      .selectFrom('bundles')
      .select('id')
      .where('site_id', '=', site.site.id)
      .execute()
    expect(bundles.length).toBeGreaterThan(0)
    expect((await auditRows('site.created')).map((row) => row.target_id)).toEqual([site.site.id])

    for (const [payload, field] of [
      [{ ...input, domain: 'fresh.test' }, 'slug'],
      [{ ...input, slug: 'fresh', domain: 'localhost' }, 'domain'],
      [{ ...input, slug: 'Bad Slug', domain: 'fresh.test' }, 'slug'],
      [{ ...input, slug: 'fresh', domain: 'http://fresh.test' }, 'domain'],
      [{ ...input, slug: 'fresh', domain: 'fresh.test', time_zone: 'Mars/Olympus' }, 'time_zone'],
      [{ ...input, slug: 'fresh', domain: 'fresh.test', domain_language: 'xx' }, 'domain_language'],
    ] as const) {
      const refused = await call('POST', '/api/staff/sites.php', admin, payload)
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400)
      expect(refused.json().error.field).toBe(field)
    }
    expect(
      await t.db.selectFrom('sites').select('id').where('slug', '=', 'fresh').executeTakeFirst(),
    ).toBeUndefined()
  })

  it('changes settings, domains and company, applied at once and kept on record', async () => {
    const changed = await call('PUT', '/api/staff/sites.php', admin, {
      id: t.siteId,
      name: 'Amora Nights',
      settings: { message_credits: 7, signups: 'with_trafficsource' },
      company: { support_email: 'help@amora.example' },
      domains: ['localhost', 'amora.test', '127.0.0.1', '::1', `alias-${engine}.test`],
    })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(changed.json().settings).toMatchObject({ message_credits: 7, signups: 'with_trafficsource' })
    expect(changed.json().company.support_email).toBe('help@amora.example')
    expect(await settingsOf('localhost')).toMatchObject({
      name: 'Amora Nights',
      signups: 'with_trafficsource',
    })
    expect((await settingsOf(`alias-${engine}.test`)).name).toBe('Amora Nights')

    const [row] = await auditRows('site.changed')
    expect(JSON.parse(row?.before_values ?? '')).toMatchObject({
      name: 'Amora',
      'settings.message_credits': 5,
      'company.support_email': 'support@amora.example',
    })
    expect(JSON.parse(row?.after_values ?? '')).toMatchObject({
      name: 'Amora Nights',
      'settings.message_credits': 7,
      domains: expect.arrayContaining([`alias-${engine}.test`]),
    })
  })

  it('refuses bad settings on their field and changes nothing', async () => {
    const before = await call('GET', `/api/staff/site.php?id=${t.siteId}`, admin)
    for (const [payload, field] of [
      [{ settings: { message_length: 0 } }, 'settings.message_length'],
      [{ settings: { no_such_setting: 1 } }, 'settings'],
      [{ settings: { countries: [] } }, 'settings.countries'],
      [{ company: { support_email: 'not an address' } }, 'company.support_email'],
      [{ domains: ['amora.test'], domain: `second-${engine}.test` }, 'domains'],
      [{ name: '' }, 'name'],
    ] as const) {
      const refused = await call('PUT', '/api/staff/sites.php', admin, { id: t.siteId, ...payload })
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400)
      expect(refused.json().error.field, JSON.stringify(payload)).toBe(field)
    }
    const after = await call('GET', `/api/staff/site.php?id=${t.siteId}`, admin)
    expect(after.json()).toEqual(before.json())
    expect((await call('PUT', '/api/staff/sites.php', admin, { id: 999_999, name: 'X' })).statusCode).toBe(
      404,
    )
  })

  it('keeps a site-restricted admin to their own site', async () => {
    const list = await call('GET', '/api/staff/sites.php', localAdmin)
    expect(list.json().sites.map((site: { id: number }) => site.id)).toEqual([t.siteId])
    const other = await t.db
      .selectFrom('sites')
      .select('id')
      .where('id', '!=', t.siteId)
      .executeTakeFirstOrThrow()
    expect((await call('GET', `/api/staff/site.php?id=${other.id}`, localAdmin)).statusCode).toBe(404)
    expect(
      (await call('PUT', '/api/staff/sites.php', localAdmin, { id: other.id, name: 'Mine' })).statusCode,
    ).toBe(404)
  })

  it('sets the credit bundles: changed, added, and those left out retired', async () => {
    const before = (await call('GET', `/api/staff/bundles.php?site=${t.siteId}`, admin)).json().bundles
    const [kept, changed] = before.filter((bundle: { currency: string }) => bundle.currency === 'EUR')
    const others = before.filter(
      (bundle: { id: number }) => bundle.id !== kept.id && bundle.id !== changed.id,
    )
    const response = await call('PUT', '/api/staff/bundles.php', admin, {
      site: t.siteId,
      bundles: [
        ...[kept, ...others].map(
          ({ id, currency, price_cents, credits }: Record<string, number | string>) => ({
            id,
            currency,
            price_cents,
            credits,
          }),
        ),
        { currency: 'sek', price_cents: 9900, credits: 60, best_value: true },
      ],
    })
    expect(response.statusCode, response.body).toBe(200)
    const after = response.json().bundles
    expect(after.find((bundle: { id: number }) => bundle.id === changed.id)).toMatchObject({ active: false })
    expect(after.find((bundle: { currency: string }) => bundle.currency === 'SEK')).toMatchObject({
      price_cents: 9900,
      credits: 60,
      best_value: true,
      active: true,
    })
    const offered = await call('GET', '/api/bundles.php', '', undefined)
    expect(offered.body).toContain(`"id":${kept.id},`)
    expect(offered.body).not.toContain(`"id":${changed.id},`)
    const [row] = await auditRows('site.bundles')
    expect(JSON.parse(row?.after_values ?? '').bundles).toHaveLength(after.length)

    for (const [bundles, field] of [
      [[{ currency: 'EURO', price_cents: 100, credits: 1 }], 'bundles.0.currency'],
      [[{ currency: 'EUR', price_cents: 0, credits: 1 }], 'bundles.0.price_cents'],
      [[{ id: 999_999, currency: 'EUR', price_cents: 100, credits: 1 }], 'bundles.0.id'],
    ] as const) {
      const refused = await call('PUT', '/api/staff/bundles.php', admin, { site: t.siteId, bundles })
      expect(refused.statusCode, JSON.stringify(bundles)).toBe(400)
      expect(refused.json().error.field).toBe(field)
    }
    expect((await call('GET', `/api/staff/bundles.php?site=${t.siteId}`, admin)).json().bundles).toEqual(
      after,
    )
  })

  it("sets a gift's price and hides another on one site only, as members see them", async () => {
    // An earlier test closed signups to visitors without a traffic source.
    await call('PUT', '/api/staff/sites.php', admin, { id: t.siteId, settings: { signups: 'all' } })
    const member = await signupMember(t, 'Giver')
    const offered = async (cookie: string) =>
      (await call('GET', '/api/gifts.php', cookie)).json().gifts as {
        id: number
        slug: string
        credits: number
      }[]
    const before = await offered(member.cookie)
    const [priced, hidden] = before
    if (!priced || !hidden) throw new Error('the platform has fewer than two gifts')

    const listed = await call('GET', `/api/staff/gifts.php?site=${t.siteId}`, admin)
    expect(listed.statusCode).toBe(200)
    expect(listed.json().default_credits).toBe(15)
    expect(listed.json().gifts.find((gift: { slug: string }) => gift.slug === priced.slug)).toMatchObject({
      own: false,
      active: true,
    })

    const changed = await call('PUT', '/api/staff/gifts.php', admin, {
      site: t.siteId,
      gifts: [
        { slug: priced.slug, credits: 42, active: true },
        { slug: hidden.slug, credits: null, active: false },
      ],
    })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(changed.json().gifts.find((gift: { slug: string }) => gift.slug === priced.slug)).toMatchObject({
      own: true,
      credits: 42,
      active: true,
    })
    const after = await offered(member.cookie)
    expect(after.find((gift) => gift.slug === priced.slug)?.credits).toBe(42)
    expect(after.map((gift) => gift.slug)).not.toContain(hidden.slug)
    expect(after).toHaveLength(before.length - 1)

    // The platform's row of a replaced gift can no longer be sent on this site.
    await t.db.updateTable('users').set({ credits: 100 }).where('id', '=', member.id).execute()
    const other = await signupMember(t, 'Taker')
    const platformRow = await call('POST', '/api/message.php', member.cookie, {
      member: other.id,
      gift: priced.id,
    })
    expect(platformRow.statusCode).toBe(400)
    expect(platformRow.json().error.field).toBe('gift')

    const [row] = await auditRows('site.gifts')
    expect(JSON.parse(row?.after_values ?? '').gifts).toHaveLength(2)
    const unknown = await call('PUT', '/api/staff/gifts.php', admin, {
      site: t.siteId,
      gifts: [{ slug: 'no-such-gift', credits: 1, active: true }],
    })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().error.field).toBe('gifts.0.slug')
  })
})
