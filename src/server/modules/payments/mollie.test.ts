import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { createServer, type Server } from 'node:https'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { mollieMethodIds } from '#server/adapters/payments/mollie.js'
import { createTestApp, engines, type TestApp } from '#server/test/harness.js'
import { promoteToStaff } from '#server/test/staff.js'
import type { BundlesResponse, PaymentResponse, StartPaymentResponse } from '#shared/api/payments.js'
import { balanceOf, ledgerSum } from '../credits/queries.js'
import { signupMember } from '../members/fixtures.js'

const apiKey = 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM'
const tlsDir = new URL('../../test/tls/', import.meta.url)

interface FakePayment {
  resource: 'payment'
  id: string
  mode: 'test'
  status: string
  amount: { value: string; currency: string }
  description: string
  method: string | null
  metadata: unknown
  redirectUrl: string
  webhookUrl: string
  createdAt: string
  amountRefunded?: { value: string; currency: string }
  amountChargedBack?: { value: string; currency: string }
  _links: Record<string, { href: string; type: string }>
}

/**
 * A local HTTPS server answering like Mollie's payments API (v2): create and get, with a bearer key. The
 * Mollie client speaks HTTPS only and trusts only the CA bundle it ships, so this file lets the test
 * process accept the test certificate (src/server/test/tls) for as long as it runs.
 */
class FakeMollie {
  readonly payments = new Map<string, FakePayment>()
  readonly requests: { method: string; path: string; body: Record<string, unknown> | null }[] = []
  private server: Server | undefined
  url = ''

  async start() {
    const tls = {
      key: readFileSync(new URL('localhost-key.pem', tlsDir)),
      cert: readFileSync(new URL('localhost-cert.pem', tlsDir)),
    }
    this.server = createServer(tls, (req, res) => void this.handle(req, res))
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve))
    this.url = `https://127.0.0.1:${(this.server.address() as AddressInfo).port}`
  }

  stop() {
    return new Promise<void>((resolve) => this.server?.close(() => resolve()))
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    let text = ''
    for await (const chunk of req) text += chunk
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : null
    const path = req.url ?? ''
    this.requests.push({ method: req.method ?? '', path, body })
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/hal+json' })
      res.end(JSON.stringify(json))
    }
    if (req.headers.authorization !== `Bearer ${apiKey}`)
      return send(401, { status: 401, title: 'Unauthorized Request', detail: 'Missing authentication' })
    if (req.method === 'POST' && path === '/v2/payments' && body) return send(201, this.create(body))
    const refundOf = /^\/v2\/payments\/(\w+)\/refunds$/.exec(path)
    if (req.method === 'POST' && refundOf?.[1] && body) return this.refund(refundOf[1], body, send)
    const match = /^\/v2\/payments\/([\w]+)$/.exec(path)
    const payment = match?.[1] ? this.payments.get(match[1]) : undefined
    if (req.method === 'GET' && payment) return send(200, payment)
    return send(404, {
      status: 404,
      title: 'Not Found',
      detail: `No payment exists with token ${match?.[1]}.`,
    })
  }

  /** Refunds as Mollie makes them: of a paid payment only, never more than what is left (422 otherwise). */
  private refund(id: string, body: Record<string, unknown>, send: (status: number, json: unknown) => void) {
    const payment = this.payments.get(id)
    if (!payment)
      return send(404, { status: 404, title: 'Not Found', detail: `No payment exists with token ${id}.` })
    const amount = body.amount as { value: string; currency: string }
    const refunded = Math.round(Number(payment.amountRefunded?.value ?? '0') * 100)
    const asked = Math.round(Number(amount.value) * 100)
    const left = Math.round(Number(payment.amount.value) * 100) - refunded
    if (payment.status !== 'paid' || asked > left)
      return send(422, {
        status: 422,
        title: 'Unprocessable Entity',
        detail: 'The amount is higher than the amount that can be refunded',
        field: 'amount.value',
      })
    payment.amountRefunded = { value: ((refunded + asked) / 100).toFixed(2), currency: amount.currency }
    return send(201, {
      resource: 'refund',
      id: `re_${randomBytes(5).toString('hex')}`,
      amount,
      status: 'pending',
      paymentId: id,
      description: '',
      createdAt: new Date().toISOString(),
      _links: { self: { href: `${this.url}/v2/payments/${id}/refunds/re_1`, type: 'application/hal+json' } },
    })
  }

  private create(body: Record<string, unknown>): FakePayment {
    const id = `tr_${randomBytes(5).toString('hex')}`
    const payment: FakePayment = {
      resource: 'payment',
      id,
      mode: 'test',
      status: 'open',
      amount: body.amount as FakePayment['amount'],
      description: String(body.description),
      method: (body.method as string | undefined) ?? null,
      metadata: body.metadata,
      redirectUrl: String(body.redirectUrl),
      webhookUrl: String(body.webhookUrl),
      createdAt: new Date().toISOString(),
      _links: {
        self: { href: `${this.url}/v2/payments/${id}`, type: 'application/hal+json' },
        checkout: { href: `https://www.mollie.com/checkout/select-method/${id}`, type: 'text/html' },
      },
    }
    this.payments.set(id, payment)
    return payment
  }
}

describe('Mollie method ids', () => {
  it('maps card brands to creditcard, sct to banktransfer, and leaves out what Mollie does not offer', () => {
    expect(mollieMethodIds.visa).toBe('creditcard')
    expect(mollieMethodIds.mastercard).toBe('creditcard')
    expect(mollieMethodIds.maestro).toBe('creditcard')
    expect(mollieMethodIds.cartebancaire).toBe('creditcard')
    expect(mollieMethodIds.sct).toBe('banktransfer')
    expect(mollieMethodIds.prezelewy24).toBe('przelewy24')
    expect(mollieMethodIds.ideal).toBe('ideal')
    expect(mollieMethodIds.paysafecard).toBe('paysafecard')
    expect(mollieMethodIds.giropay).toBeUndefined()
    expect(mollieMethodIds.sofort).toBeUndefined()
    expect(mollieMethodIds.nexi).toBeUndefined()
    expect(mollieMethodIds.sdd).toBeUndefined()
  })
})

describe.each(engines)('payments with Mollie [%s]', (engine) => {
  const mollie = new FakeMollie()
  let t: TestApp
  let member: { id: number; cookie: string }

  const rejectUnauthorized = process.env.NODE_TLS_REJECT_UNAUTHORIZED
  beforeAll(async () => {
    process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0'
    await mollie.start()
    t = await createTestApp(engine, {
      env: {
        PAYMENT_PROVIDER: 'mollie',
        MOLLIE_API_KEY: apiKey,
        MOLLIE_API_URL: `${mollie.url}/v2/`,
        PORT: '3000',
      },
    })
    member = await signupMember(t, 'Mia')
  })
  afterAll(async () => {
    await t.close()
    await mollie.stop()
    if (rejectUnauthorized === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED
    else process.env.NODE_TLS_REJECT_UNAUTHORIZED = rejectUnauthorized
  })
  beforeEach(async () => {
    await t.db.updateTable('profiles').set({ country: 'NL' }).where('user_id', '=', member.id).execute()
  })

  const headers = { host: 'amora.test', cookie: '' }
  const get = (url: string) => t.app.inject({ url, headers: { ...headers, cookie: member.cookie } })
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { ...headers, cookie: member.cookie }, payload })
  const webhook = (id: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payment-webhook.php?provider=mollie',
      headers: { host: 'amora.test', 'content-type': 'application/x-www-form-urlencoded' },
      payload: `id=${id}`,
    })
  const countryMethods = async (country: string) => {
    await t.db.updateTable('profiles').set({ country }).where('user_id', '=', member.id).execute()
    return ((await get('/api/bundles.php')).json() as BundlesResponse).methods
  }

  it('offers no method Mollie lacks', async () => {
    const de = await countryMethods('DE')
    expect(de).not.toContain('giropay')
    expect(de).not.toContain('sofort')
    expect(de).toEqual(expect.arrayContaining(['creditcard', 'paypal', 'sct', 'sdd']))
    expect(await countryMethods('IT')).not.toContain('nexi')
    expect(await countryMethods('PL')).toEqual(expect.arrayContaining(['blik', 'prezelewy24']))
    await t.db.updateTable('profiles').set({ country: 'DE' }).where('user_id', '=', member.id).execute()
    const bundle = ((await get('/api/bundles.php')).json() as BundlesResponse).bundles[0]
    const refused = await post('/api/payment.php', {
      bundle: bundle?.id,
      method: 'giropay',
      agree_terms: true,
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error.code).toBe('payment_method_unavailable')
  })

  it('creates the payment at Mollie with its method id and completes it from a re-fetched status', async () => {
    const bundles = (await get('/api/bundles.php')).json() as BundlesResponse
    const bundle = bundles.bundles[0]
    const started = await post('/api/payment.php', { bundle: bundle?.id, method: 'visa', agree_terms: true })
    expect(started.statusCode, started.body).toBe(200)
    const answer = started.json() as StartPaymentResponse
    const created = mollie.requests.find((r) => r.method === 'POST')?.body
    expect(created).toMatchObject({
      amount: { currency: 'EUR', value: '7.46' },
      method: 'creditcard',
      // The site's own address (the demo site is on localhost, PORT 3000), not the Host the member sent.
      redirectUrl: `http://localhost:3000/credits/${bundle?.id}/visa?payment=${answer.payment.id}`,
      webhookUrl: 'http://localhost:3000/api/payment-webhook.php?provider=mollie',
      metadata: { payment_id: answer.payment.id, site: 'amora-demo' },
    })
    const fake = [...mollie.payments.values()].at(-1)
    if (!fake) throw new Error('no payment at Mollie')
    expect(answer.checkout_url).toBe(fake._links.checkout?.href)

    // Still open at Mollie: the webhook grants nothing, whatever its body claims.
    expect((await webhook(fake.id)).statusCode).toBe(200)
    const claimed = await t.app.inject({
      method: 'POST',
      url: '/api/payment-webhook.php?provider=mollie',
      headers: { host: 'amora.test' },
      payload: { id: fake.id, status: 'paid' },
    })
    expect(claimed.statusCode).toBe(200)
    expect(
      ((await get(`/api/payment.php?id=${answer.payment.id}`)).json() as PaymentResponse).payment.state,
    ).toBe('pending')

    fake.status = 'paid'
    await Promise.all([webhook(fake.id), webhook(fake.id), webhook(fake.id)])
    const paid = (await get(`/api/payment.php?id=${answer.payment.id}`)).json() as PaymentResponse
    expect(paid.payment.state).toBe('completed')
    expect(paid.paid_user).toBe(true)
    const grants = await t.db
      .selectFrom('credit_ledger')
      .select('amount')
      .where('idempotency_key', '=', `payment:${answer.payment.id}`)
      .execute()
    expect(grants).toEqual([{ amount: 50 }])

    // A refund at Mollie reverses the credits on the next webhook.
    fake.amountRefunded = { value: '7.46', currency: 'EUR' }
    await webhook(fake.id)
    expect(
      ((await get(`/api/payment.php?id=${answer.payment.id}`)).json() as PaymentResponse).payment.status,
    ).toBe('refunded')
    expect(await balanceOf(t.db, member.id)).toBe(await ledgerSum(t.db, member.id))
  })

  it('refunds through Mollie from the payments desk, and says why Mollie refuses', async () => {
    const bundle = ((await get('/api/bundles.php')).json() as BundlesResponse).bundles[0]
    const answer = (
      await post('/api/payment.php', { bundle: bundle?.id, method: 'ideal', agree_terms: true })
    ).json() as StartPaymentResponse
    const fake = [...mollie.payments.values()].at(-1)
    if (!fake) throw new Error('no payment at Mollie')
    fake.status = 'paid'
    await webhook(fake.id)
    const admin = await promoteToStaff(t.db, (await signupMember(t, 'Admin')).id, 'admin')
    const refund = (cents: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/staff/payment-refund.php',
        headers: { host: 'amora.test', cookie: admin },
        payload: { id: answer.payment.id, amount_cents: cents, reason: 'Goodwill' },
      })
    const part = await refund(300)
    expect(part.statusCode, part.body).toBe(200)
    expect(mollie.requests.at(-2)).toMatchObject({
      method: 'POST',
      path: `/v2/payments/${fake.id}/refunds`,
      body: { amount: { currency: 'EUR', value: '3.00' } },
    })
    expect(part.json().payment).toMatchObject({ status: 'paid', amount_refunded_cents: 300 })
    expect(part.json().ledger.at(-1)).toMatchObject({ kind: 'reversal', reason: 'refund' })
    // Refunded at Mollie's dashboard meanwhile: Mollie refuses more than is left, and nothing changes here.
    fake.amountRefunded = { value: fake.amount.value, currency: 'EUR' }
    const refused = await refund(100)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error.message).toBe(
      'The payment provider refused the refund: The amount is higher than the amount that can be refunded',
    )
    const row = await t.db
      .selectFrom('payments')
      .select('amount_refunded_cents')
      .where('id', '=', answer.payment.id)
      .executeTakeFirstOrThrow()
    expect(row.amount_refunded_cents).toBe(300)
  })

  it('maps Mollie statuses and answers 404 for payments Mollie does not know', async () => {
    const bundle = ((await get('/api/bundles.php')).json() as BundlesResponse).bundles[0]
    for (const [status, state] of [
      ['canceled', 'cancelled'],
      ['expired', 'failed'],
      ['failed', 'failed'],
      ['authorized', 'pending'],
    ] as const) {
      const answer = (
        await post('/api/payment.php', { bundle: bundle?.id, method: 'ideal', agree_terms: true })
      ).json() as StartPaymentResponse
      const fake = [...mollie.payments.values()].at(-1)
      if (!fake) throw new Error('no payment at Mollie')
      expect(fake.method).toBe('ideal')
      fake.status = status
      await webhook(fake.id)
      const view = (await get(`/api/payment.php?id=${answer.payment.id}`)).json() as PaymentResponse
      expect(view.payment.state, status).toBe(state)
    }
    expect((await webhook('tr_unknown123')).statusCode).toBe(404)
    expect((await webhook('not-a-mollie-id')).statusCode).toBe(404)
    // The test checkout does not exist while Mollie takes the payments.
    expect(
      (await t.app.inject({ url: '/checkout/test/tst_000000000000000000000000', headers })).statusCode,
    ).toBe(404)
  })

  it('fails the payment cleanly when Mollie refuses it', async () => {
    await mollie.stop()
    const bundle = ((await get('/api/bundles.php')).json() as BundlesResponse).bundles[0]
    const refused = await post('/api/payment.php', {
      bundle: bundle?.id,
      method: 'paypal',
      agree_terms: true,
    })
    expect(refused.statusCode).toBe(502)
    expect(refused.json().error.code).toBe('payment_provider_unavailable')
    const last = await t.db
      .selectFrom('payments')
      .select('status')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    expect(last.status).toBe('failed')
    await mollie.start()
  })
})
