import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, engines, type TestApp } from '#server/test/harness.js'
import { promoteToStaff } from '#server/test/staff.js'
import type { StartPaymentResponse } from '#shared/api/payments.js'
import type { TrafficResponse, TrafficRow } from '#shared/api/staff-traffic.js'
import { localDate } from '#shared/calendarDays.js'
import { insertEmailToken } from '../account/queries.js'
import { hashToken, newToken } from '../auth/tokens.js'
import { sessionCookie, signupMember } from '../members/fixtures.js'
import { providerPaymentIdOf } from '../payments/fixtures.js'
import { sendDuePostbacks } from './postbacks.js'

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
type Member = { id: number; cookie: string }

/** A tracker that answers 500 to the first two activation postbacks and 200 to everything else. */
async function startTracker() {
  const received: URL[] = []
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://tracker.test')
    received.push(url)
    const activations = received.filter((r) => r.searchParams.get('ev') === 'activation').length
    response.statusCode = url.searchParams.get('ev') === 'activation' && activations <= 2 ? 500 : 200
    response.end('ok')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { received, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

describe.each(engines)('traffic sources [%s]', (engine) => {
  let t: TestApp
  let admin = ''
  let support = ''
  let member: Member
  let tracker: Awaited<ReturnType<typeof startTracker>>
  let counter = 0

  const call = (
    method: Method,
    url: string,
    cookie = '',
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: { host: 'amora.test', cookie, ...headers },
      // The test checkout serves this machine only; a visit's address is one to truncate.
      remoteAddress: url.startsWith('/api/visit.php') ? '203.0.113.77' : '127.0.0.1',
      ...(payload === undefined ? {} : { payload: payload as object }),
    })

  const visitCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('visits')
          .select((e) => e.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )

  /** Signs up through the API with the tracking a lander would have kept. */
  async function signupFrom(tracking: Record<string, string>): Promise<Member> {
    counter += 1
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/signup.php',
      headers: { host: 'amora.test' },
      remoteAddress: `198.51.100.${counter}`,
      payload: {
        email: `traffic.${counter}.${Date.now()}@example.com`,
        name: `Visitor ${counter}`,
        password: 'long enough 1',
        date_of_birth: '1990-01-01',
        tracking,
      },
    })
    expect(response.statusCode, response.body).toBe(200)
    return { id: response.json().user.id, cookie: sessionCookie(response) }
  }

  /** Activates the account the way its mailed link does. */
  async function activateByLink(userId: number) {
    const token = newToken()
    await insertEmailToken(t.db, {
      userId,
      purpose: 'activation',
      tokenHash: hashToken(token),
      expiresAt: Date.now() + 60_000,
    })
    const response = await call('POST', '/api/activate.php', '', { token })
    expect(response.statusCode, response.body).toBe(200)
  }

  async function webhook(paymentId: number, changes: { status?: string; amount_refunded_cents?: number }) {
    const id = await providerPaymentIdOf(t.db, paymentId)
    await t.db.updateTable('test_provider_payments').set(changes).where('id', '=', id).execute()
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payment-webhook.php?provider=test',
      headers: { host: 'amora.test', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ id }).toString(),
    })
    expect(response.statusCode, response.body).toBe(200)
  }

  /** A completed purchase of the site's first bundle; answers the payment's id and amount. */
  async function pay(who: Member): Promise<{ id: number; cents: number; currency: string }> {
    await t.db.updateTable('profiles').set({ country: 'NL' }).where('user_id', '=', who.id).execute()
    const bundles = await call('GET', '/api/bundles.php', who.cookie)
    const bundle = bundles.json().bundles[0]
    const started = await call('POST', '/api/payment.php', who.cookie, {
      agree_terms: true,
      method: 'ideal',
      bundle: bundle.id,
    })
    expect(started.statusCode, started.body).toBe(200)
    const payment = (started.json() as StartPaymentResponse).payment
    await webhook(payment.id, { status: 'paid' })
    const row = await t.db
      .selectFrom('payments')
      .select(['amount_cents', 'currency'])
      .where('id', '=', payment.id)
      .executeTakeFirstOrThrow()
    return { id: payment.id, cents: row.amount_cents, currency: row.currency }
  }

  const now = Date.now()
  let from = ''
  let to = ''
  const report = async (query: string) => {
    const response = await call(
      'GET',
      `/api/staff/traffic.php?site=${t.siteId}&from=${from}&to=${to}${query}`,
      admin,
    )
    expect(response.statusCode, response.body).toBe(200)
    return response.json() as TrafficResponse
  }
  const rowOf = (body: TrafficResponse, key: string | null): TrafficRow => {
    const row = body.rows.find((r) => r.key === key)
    if (!row) throw new Error(`no row ${key}`)
    return row
  }

  beforeAll(async () => {
    t = await createTestApp(engine)
    tracker = await startTracker()
    admin = await promoteToStaff(t.db, (await signupMember(t, 'Admin')).id, 'admin')
    support = await promoteToStaff(t.db, (await signupMember(t, 'Support')).id, 'support')
    member = await signupMember(t, 'Member')
    const site = await t.sites.findById(t.siteId)
    if (!site) throw new Error('no site')
    from = localDate(site.timeZone, now - 24 * 60 * 60 * 1000)
    to = localDate(site.timeZone, now + 24 * 60 * 60 * 1000)
  })
  afterAll(async () => {
    await tracker.close()
    await t.close()
  })

  it('stores a visit with the address truncated and answers its id, setting no cookie', async () => {
    const response = await call('POST', '/api/visit.php', '', {
      path: '/landers/classic',
      network: 'adnet',
      sub1: 'abc',
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.cookies).toEqual([])
    const id = response.json().visit as string
    const row = await t.db.selectFrom('visits').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      address: '203.0.113.0',
      network: 'adnet',
      sub1: 'abc',
      path: '/landers/classic',
    })
    expect(row.day).toMatch(/^\d{4}-\d{2}-\d{2}$/)

    const v6 = await t.app.inject({
      method: 'POST',
      url: '/api/visit.php',
      headers: { host: 'amora.test' },
      remoteAddress: '2001:db8:abcd:12::1',
      payload: { path: '/', network: 'other' },
    })
    const stored = await t.db
      .selectFrom('visits')
      .select('address')
      .where('id', '=', v6.json().visit)
      .executeTakeFirstOrThrow()
    expect(stored.address).toBe('2001:db8:abcd::')
  })

  it('marks a bounce-logged visit bounced from a text/plain beacon', async () => {
    const opened = await call('POST', '/api/visit.php', '', {
      path: '/landers/classic',
      network: 'adnet',
      sub1: 'abc',
      lb: true,
    })
    const visit = opened.json().visit as string
    const beacon = await call('POST', '/api/visit.php', '', JSON.stringify({ visit, bounced: true }), {
      'content-type': 'text/plain;charset=UTF-8',
    })
    expect(beacon.statusCode, beacon.body).toBe(204)
    const row = await t.db
      .selectFrom('visits')
      .select(['bounced', 'bounce_logged'])
      .where('id', '=', visit)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ bounced: 1, bounce_logged: 1 })
  })

  it('refuses bad visits with 400 in the caller’s language, storing nothing', async () => {
    const before = await visitCount()
    for (const payload of [
      { path: 'no-slash' },
      { path: '/x', network: 'bad value!' },
      { path: '/x', unknown: 1 },
      { visit: 'short', bounced: true },
      {},
    ]) {
      const response = await call('POST', '/api/visit.php', '', payload, { cookie: 'i18n_redirected=de' })
      expect(response.statusCode, JSON.stringify(payload)).toBe(400)
      expect(response.json().error.code).toBe('validation_failed')
    }
    const broken = await call('POST', '/api/visit.php', '', '{nope', { 'content-type': 'text/plain' })
    expect(broken.statusCode).toBe(400)
    expect(await visitCount()).toBe(before)
  })

  it('lets admins only at the report and the postbacks', async () => {
    const urls: [Method, string, unknown?][] = [
      ['GET', `/api/staff/traffic.php?site=${t.siteId}&from=${from}&to=${to}`],
      ['GET', `/api/staff/postbacks.php?site=${t.siteId}`],
      [
        'PUT',
        '/api/staff/postback-config.php',
        { site: t.siteId, network: 'n', url_template: 'https://t.example/', events: ['activation'] },
      ],
      ['DELETE', '/api/staff/postback-config.php', { id: 1 }],
    ]
    for (const [method, url, payload] of urls) {
      const visitor = await call(method, url, '', payload)
      expect(visitor.statusCode, url).toBe(403)
      expect(visitor.json().error.code).toBe('authentication_required')
      for (const cookie of [member.cookie, support]) {
        const response = await call(method, url, cookie, payload)
        expect(response.statusCode, url).toBe(403)
        expect(response.json().error.code).toBe('forbidden')
      }
    }
    expect((await call('GET', `/api/staff/postbacks.php?site=999999`, admin)).statusCode).toBe(404)
    expect((await call('DELETE', '/api/staff/postback-config.php', admin, { id: 999999 })).statusCode).toBe(
      404,
    )
  })

  it('refuses a bad period or a sub id grouping without its network', async () => {
    const bad = [
      `from=${to}&to=${from}`,
      `from=2026-02-30&to=${to}`,
      `from=2020-01-01&to=2026-01-01`,
      `from=${from}&to=${to}&group=sub1`,
      `from=${from}&to=${to}&group=channel`,
    ]
    for (const query of bad) {
      const response = await call('GET', `/api/staff/traffic.php?site=${t.siteId}&${query}`, admin)
      expect(response.statusCode, query).toBe(400)
    }
    const noNetwork = await call(
      'GET',
      `/api/staff/traffic.php?site=${t.siteId}&from=${from}&to=${to}&group=sub1`,
      admin,
    )
    expect(noNetwork.json().error.field).toBe('network')
  })

  it('refuses postback templates with an unknown placeholder or no http(s) address, on the field', async () => {
    const put = (url_template: string, events: string[] = ['activation']) =>
      call(
        'PUT',
        '/api/staff/postback-config.php',
        admin,
        { site: t.siteId, network: 'adnet', url_template, events },
        { cookie: `${admin}; i18n_redirected=nl` },
      )
    const unknown = await put('https://t.example/?p={price}')
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().error.field).toBe('url_template')
    expect(unknown.json().error.message).toContain('{price}')
    expect((await put('ftp://t.example/')).json().error.field).toBe('url_template')
    expect((await put('https://t.example/', [])).json().error.field).toBe('events')
    const list = await call('GET', `/api/staff/postbacks.php?site=${t.siteId}`, admin)
    expect(list.json().configs).toEqual([])
  })

  it('sends a postback once, retrying after a failing tracker, with its placeholders filled in', async () => {
    const template = `http://127.0.0.1:${tracker.port}/pb?click={sub1}&amount={amount}&cur={currency}&ev={event}&m={member}&net={network}`
    const saved = await call('PUT', '/api/staff/postback-config.php', admin, {
      site: t.siteId,
      network: 'adnet',
      url_template: template,
      events: ['activation', 'first_purchase'],
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'postback.added')
      .execute()
    expect(audit).toHaveLength(1)

    const alice = await signupFrom({ network: 'adnet', sub1: 'abc', landing_path: '/landers/classic' })
    await activateByLink(alice.id)
    const first = await pay(alice)

    const start = Date.now()
    const minute = 60_000
    await sendDuePostbacks(t.db, start)
    await sendDuePostbacks(t.db, start + 30_000) // not due yet
    await sendDuePostbacks(t.db, start + minute)
    await sendDuePostbacks(t.db, start + 2 * minute) // next one waits 5 minutes
    await sendDuePostbacks(t.db, start + 6 * minute)
    const activations = tracker.received.filter((url) => url.searchParams.get('ev') === 'activation')
    expect(activations).toHaveLength(3)
    expect(activations[2]?.searchParams.get('click')).toBe('abc')
    expect(activations[2]?.searchParams.get('m')).toBe(String(alice.id))
    const purchases = tracker.received.filter((url) => url.searchParams.get('ev') === 'first_purchase')
    expect(purchases).toHaveLength(1)
    const expectedAmount = `${Math.floor(first.cents / 100)}.${String(first.cents % 100).padStart(2, '0')}`
    expect(purchases[0]?.searchParams.get('amount')).toBe(expectedAmount)
    expect(purchases[0]?.searchParams.get('cur')).toBe(first.currency)
    expect(purchases[0]?.searchParams.get('net')).toBe('adnet')

    // A second activation and a second purchase send nothing more.
    await t.db
      .updateTable('users')
      .set({ status: 'not_confirmed', activated_at: null })
      .where('id', '=', alice.id)
      .execute()
    await activateByLink(alice.id)
    await pay(alice)
    await sendDuePostbacks(t.db, start + 24 * 60 * minute)
    expect(tracker.received).toHaveLength(4)

    const list = await call('GET', `/api/staff/postbacks.php?site=${t.siteId}`, admin)
    const postbacks = list.json().postbacks as {
      event: string
      state: string
      attempts: { status_code: number }[]
    }[]
    const activation = postbacks.find((p) => p.event === 'activation')
    expect(activation?.state).toBe('sent')
    expect(activation?.attempts.map((a) => a.status_code)).toEqual([500, 500, 200])
  })

  it('reports visitors, bounces, signups, activations, first purchases and revenue less refunds per source', async () => {
    const bob = await signupFrom({ network: 'adnet', sub1: 'xyz' })
    await signupFrom({ network: 'other' })
    const bobPayment = await pay(bob)
    await webhook(bobPayment.id, { amount_refunded_cents: 100 })

    const payments = await t.db
      .selectFrom('payments as p')
      .innerJoin('tracking_data as td', 'td.user_id', 'p.user_id')
      .select(['p.amount_cents', 'p.amount_refunded_cents', 'p.currency'])
      .where('td.network', '=', 'adnet')
      .execute()
    expect(payments).toHaveLength(3)
    const currency = payments[0]?.currency ?? ''
    const adnetCents = payments.reduce((sum, p) => sum + p.amount_cents - p.amount_refunded_cents, 0)

    const byNetwork = await report('')
    const adnet = rowOf(byNetwork, 'adnet')
    expect(adnet).toMatchObject({
      visitors: 2,
      bounce_rate: 1,
      signups: 2,
      activations: 1,
      first_purchases: 2,
      revenue: [{ currency, cents: adnetCents }],
      revenue_per_signup: [{ currency, cents: Math.round(adnetCents / 2) }],
    })
    expect(rowOf(byNetwork, 'other')).toMatchObject({
      visitors: 1,
      bounce_rate: null,
      signups: 1,
      first_purchases: 0,
      revenue: [],
    })
    // Members signed up without a source (the staff and the member above).
    expect(rowOf(byNetwork, null).signups).toBe(3)
    expect(byNetwork.totals.signups).toBe(6)
    expect(byNetwork.totals.visitors).toBe(3)

    const bySub = await report('&group=sub1&network=adnet')
    expect(bySub.rows.map((r) => r.key).sort()).toEqual(['abc', 'xyz'])
    expect(rowOf(bySub, 'abc')).toMatchObject({ visitors: 2, signups: 1, activations: 1, first_purchases: 1 })
    expect(rowOf(bySub, 'xyz')).toMatchObject({ visitors: 0, signups: 1, first_purchases: 1 })
    expect(bySub.totals.signups).toBe(2)
  })

  it('removes a postback template, audited', async () => {
    const list = await call('GET', `/api/staff/postbacks.php?site=${t.siteId}`, admin)
    const id = list.json().configs[0].id as number
    const removed = await call('DELETE', '/api/staff/postback-config.php', admin, { id })
    expect(removed.statusCode, removed.body).toBe(200)
    const after = await call('GET', `/api/staff/postbacks.php?site=${t.siteId}`, admin)
    expect(after.json().configs).toEqual([])
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'postback.removed')
      .execute()
    expect(audit).toHaveLength(1)
  })
})
