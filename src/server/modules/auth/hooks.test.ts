import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, engines, type TestApp } from '#server/test/harness.js'
import { fillParams, type RegisteredRoute, recordRoutes } from '#server/test/routes.js'
import type { StartPaymentResponse } from '#shared/api/payments.js'
import { signupMember } from '../members/fixtures.js'

type Member = { id: number; cookie: string }

const unsafeMethods = ['POST', 'PUT', 'PATCH', 'DELETE']

/** How a browser tells that another website sent the request. */
const foreign: [string, Record<string, string>][] = [
  ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
  ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
  ['a foreign Origin', { origin: 'https://evil.example' }],
]

/** Page paths, most of which take no unsafe method at all: the refusal must not depend on a route. */
const pagePaths = [
  '/',
  '/profile',
  '/chat/1',
  '/members/1/landing',
  '/checkout/test/tst_000000000000000000000000',
]

const host = 'amora.test'

describe.each(engines)('requests from other websites [%s]', (engine) => {
  let t: TestApp
  let routes: RegisteredRoute[]
  let member: Member

  beforeAll(async () => {
    const recorded = await recordRoutes(() => createTestApp(engine))
    t = recorded.built
    routes = recorded.routes
    member = await signupMember(t, 'Checker')
    await t.db.updateTable('profiles').set({ country: 'NL' }).execute()
  })
  afterAll(() => t.close())

  const startPayment = async () => {
    const bundle = await t.db.selectFrom('bundles').select('id').orderBy('id').executeTakeFirstOrThrow()
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payment.php',
      headers: { host, cookie: member.cookie },
      payload: { agree_terms: true, method: 'ideal', bundle: bundle.id },
    })
    expect(response.statusCode, response.body).toBe(200)
    const answer = response.json() as StartPaymentResponse
    return { id: answer.payment.id, path: new URL(answer.checkout_url).pathname }
  }
  const decide = (path: string, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: path,
      headers: {
        host,
        cookie: member.cookie,
        'content-type': 'application/x-www-form-urlencoded',
        ...headers,
      },
      payload: 'outcome=paid',
    })
  const statusOf = async (paymentId: number) => {
    const row = await t.db
      .selectFrom('payments')
      .select(['status', 'provider_payment_id'])
      .where('id', '=', paymentId)
      .executeTakeFirstOrThrow()
    const provider = await t.db
      .selectFrom('test_provider_payments')
      .select('status')
      .where('id', '=', row.provider_payment_id ?? '')
      .executeTakeFirstOrThrow()
    return { payment: row.status, provider: provider.status }
  }

  it('refuses a decision on the test checkout sent by another website, and takes the page’s own', async () => {
    const { id, path } = await startPayment()
    for (const [how, headers] of foreign) {
      const refused = await decide(path, headers)
      expect(refused.statusCode, how).toBe(403)
      expect(refused.json().error.code, how).toBe('cross_site_request')
    }
    expect(await statusOf(id)).toEqual({ payment: 'open', provider: 'open' })

    const own = await decide(path, { 'sec-fetch-site': 'same-origin', origin: `http://${host}` })
    expect(own.statusCode, own.body).toBe(303)
    // The provider took the decision; its webhook, over real HTTP, is the payments tests' concern.
    expect((await statusOf(id)).provider).toBe('paid')
  })

  it('refuses every state-changing method from another website, whatever the path', async () => {
    const unsafe = routes.filter((route) => unsafeMethods.includes(route.method))
    // The discovery works: the test checkout's form is among them, beside the API.
    expect(unsafe).toContainEqual({ method: 'POST', url: '/checkout/test/:id' })
    const table = [
      ...unsafe.map((route) => ({ method: route.method, url: fillParams(route.url, '1') })),
      ...pagePaths.flatMap((url) => unsafeMethods.map((method) => ({ method, url }))),
    ]
    for (const { method, url } of table) {
      for (const [how, headers] of foreign) {
        const response = await t.app.inject({
          method: method as 'POST',
          url,
          headers: { host, cookie: member.cookie, ...headers },
        })
        expect(response.statusCode, `${method} ${url} with ${how}`).toBe(403)
        expect(response.json().error.code, `${method} ${url} with ${how}`).toBe('cross_site_request')
      }
    }
  })

  it('takes calls of other servers, which tell no site, and what the visitor typed in', async () => {
    const calls = [
      { url: '/api/payment-webhook.php?provider=test', payload: 'id=tst_000000000000000000000000' },
      { url: '/api/mail-report.php', payload: 'not a report' },
      { url: '/api/unsubscribe.php?u=1&t=new_messages&s=x', payload: 'List-Unsubscribe=One-Click' },
    ]
    for (const call of calls) {
      for (const headers of [{}, { 'sec-fetch-site': 'none' }]) {
        const response = await t.app.inject({
          method: 'POST',
          url: call.url,
          headers: { host, 'content-type': 'application/x-www-form-urlencoded', ...headers },
          payload: call.payload,
        })
        expect(response.json().error?.code, call.url).not.toBe('cross_site_request')
      }
    }
  })
})
