import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { TestPaymentProvider } from '#server/adapters/payments/test-provider.js'
import { createTestApp, engines, type TestApp } from '#server/test/harness.js'
import type {
  BundlesResponse,
  PaymentResponse,
  StartPaymentResponse,
  TransactionResponse,
  TransactionsResponse,
} from '#shared/api/payments.js'
import { welcomeCode } from '#shared/api/payments.js'
import { localeCookie } from '#shared/i18n/languages.js'
import { freePort } from '../../test/ports.js'
import { balanceOf, ledgerSum } from '../credits/queries.js'
import { type Member, signupMember, signupMembers } from '../members/fixtures.js'
import type { Site } from '../sites/service.js'
import { providerPaymentIdOf } from './fixtures.js'

describe.each(engines)('payments API [%s]', (engine) => {
  let t: TestApp
  let host: string
  let siteBase: string
  let provider: TestPaymentProvider
  let alice: Member
  let bob: Member

  beforeAll(async () => {
    // The test provider calls the webhook over real HTTP at the site's own address: plain HTTP on PORT
    // for the demo site on localhost. The app listens where its configuration says it does.
    const port = await freePort()
    t = await createTestApp(engine, { env: { PORT: String(port) } })
    await t.app.listen({ port, host: '127.0.0.1' })
    host = `127.0.0.1:${port}`
    siteBase = `http://localhost:${port}`
    provider = new TestPaymentProvider(t.db)
    ;[alice, bob] = await signupMembers(t, 'Alice', 'Bob')
  })
  afterAll(() => t.close())
  beforeEach(async () => {
    await t.db.updateTable('profiles').set({ country: 'NL' }).execute()
  })

  const headers = (cookie = '', extra: Record<string, string> = {}) => ({ host, cookie, ...extra })
  const get = (url: string, cookie = '') => t.app.inject({ url, headers: headers(cookie) })
  const post = (url: string, payload: unknown, cookie = '') =>
    t.app.inject({ method: 'POST', url, headers: headers(cookie), payload: payload as object })
  const postForm = (url: string, form: Record<string, string>, cookie = '') =>
    t.app.inject({
      method: 'POST',
      url,
      headers: headers(cookie, { 'content-type': 'application/x-www-form-urlencoded' }),
      payload: new URLSearchParams(form).toString(),
    })
  const bundlesOf = async (who: Member | null) =>
    (await get('/api/bundles.php', who?.cookie)).json() as BundlesResponse
  const newMember = (name: string, options: { paid?: boolean } = {}) => signupMember(t, name, options)
  const setCountry = (who: Member, country: string) =>
    t.db.updateTable('profiles').set({ country }).where('user_id', '=', who.id).execute()
  const euroBundle = async (index = 0) => {
    const bundles = (await bundlesOf(alice)).bundles
    const bundle = bundles[index]
    if (!bundle) throw new Error('no bundle')
    return bundle
  }
  const start = async (who: Member, payload: Record<string, unknown>) => {
    const response = await post(
      '/api/payment.php',
      { agree_terms: true, method: 'ideal', ...payload },
      who.cookie,
    )
    expect(response.statusCode, response.body).toBe(200)
    return response.json() as StartPaymentResponse
  }
  const providerIdOf = (paymentId: number) => providerPaymentIdOf(t.db, paymentId)
  const checkoutPath = (answer: StartPaymentResponse) => new URL(answer.checkout_url).pathname
  const choose = (answer: StartPaymentResponse, outcome: string) =>
    postForm(checkoutPath(answer), { outcome })
  const webhook = (id: string, provider = 'test') =>
    postForm(`/api/payment-webhook.php?provider=${provider}`, { id })
  const paymentOf = async (who: Member, id: number) =>
    (await get(`/api/payment.php?id=${id}`, who.cookie)).json() as PaymentResponse
  const grants = async (paymentId: number) =>
    (
      await t.db
        .selectFrom('credit_ledger')
        .select('amount')
        .where('idempotency_key', '=', `payment:${paymentId}`)
        .execute()
    ).length
  const expectBalanceIsLedger = async (who: Member) =>
    expect(await balanceOf(t.db, who.id)).toBe(await ledgerSum(t.db, who.id))

  it('needs a session for every call but the bundle list', async () => {
    const calls = [
      post('/api/payment.php', { bundle: 1, method: 'ideal', agree_terms: true }),
      get('/api/payment.php?id=1'),
      post('/api/repeat-order.php', { agree_terms: true }),
      get('/api/transactions.php'),
      get('/api/transaction.php?id=1'),
    ]
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(403)
      expect(response.json().error.code).toBe('authentication_required')
    }
    const visitor = await bundlesOf(null)
    expect(visitor.currency).toBe('EUR')
    expect(visitor.active_discount).toBeNull()
    expect(visitor.last_order).toBeNull()
  })

  it('lists the bundles in the currency and with the methods of the profile country', async () => {
    const nl = await bundlesOf(alice)
    expect(nl.currency).toBe('EUR')
    expect(nl.country).toBe('NL')
    expect(nl.bundles.map((b) => [b.credits, b.bonus_credits, b.price.cents, b.best_value])).toEqual([
      [50, 0, 995, false],
      [100, 10, 1795, false],
      [250, 50, 3995, true],
      [500, 150, 6995, false],
    ])
    expect(nl.methods).toContain('ideal')
    expect(nl.methods).toContain('sdd')
    expect(nl.methods).not.toContain('blik')
    // A new member's time bonus (the welcome code) takes 25% off every bundle.
    expect(nl.active_discount).toMatchObject({ kind: 'time_bonus', code: welcomeCode, percentage: 25 })
    expect(nl.bundles[0]?.discounted_price).toEqual({ cents: 746, currency: 'EUR' })

    await setCountry(alice, 'PL')
    const pl = await bundlesOf(alice)
    expect(pl.currency).toBe('PLN')
    expect(pl.bundles[0]?.price).toEqual({ cents: 4295, currency: 'PLN' })
    expect(pl.methods).toEqual(expect.arrayContaining(['blik', 'prezelewy24', 'paypal']))
    expect(pl.methods).not.toContain('ideal')
    expect(pl.methods).not.toContain('sdd')

    await setCountry(alice, 'GB')
    expect((await bundlesOf(alice)).currency).toBe('GBP')
    expect((await get('/api/bundles.php?extra=1', alice.cookie)).statusCode).toBe(400)
  })

  it('answers visitors with the bundles and methods of the country the site picks for their address', async () => {
    const visitorFrom = async (remoteAddress: string, url = '/api/bundles.php') =>
      t.app.inject({ url, headers: headers(), remoteAddress })
    // An address in Poland, a country the demo site serves: its currency and its own methods.
    const poland = await visitorFrom('83.0.0.1')
    expect(poland.statusCode).toBe(200)
    const pl = poland.json() as BundlesResponse
    expect(pl).toMatchObject({ country: 'PL', currency: 'PLN', active_discount: null, last_order: null })
    expect(pl.bundles.map((b) => [b.credits, b.price.cents, b.discounted_price])).toEqual([
      [50, 4295, null],
      [100, 7695, null],
      [250, 16995, null],
      [500, 29995, null],
    ])
    expect(pl.methods).toEqual(expect.arrayContaining(['blik', 'prezelewy24', 'creditcard', 'paypal']))
    expect(pl.methods).not.toContain('sdd')
    // Hungary is not one of the site's countries: the site's first country (NL) and its prices.
    const elsewhere = (await visitorFrom('84.2.0.1')).json() as BundlesResponse
    expect(elsewhere).toMatchObject({ country: 'NL', currency: 'EUR' })
    expect(elsewhere.bundles[0]?.price).toEqual({ cents: 995, currency: 'EUR' })
    expect(elsewhere.methods).toContain('ideal')
    // A code prices nothing for a visitor; a parameter the call does not know is refused.
    const withCode = (await visitorFrom('83.0.0.1', `/api/bundles.php?code=${welcomeCode}`)).json()
    expect(withCode.code_discount).toBeNull()
    expect(withCode.bundles[0].discounted_price).toBeNull()
    const unknown = await visitorFrom('83.0.0.1', '/api/bundles.php?country=DE')
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().error.code).toBe('validation_failed')
  })

  it('offers giropay and Sofort nowhere and refuses them in the member’s language, storing nothing', async () => {
    for (const country of ['DE', 'AT', 'NL', 'BE', 'IT', 'ES', 'FR', 'PL', 'GB']) {
      await setCountry(bob, country)
      const { methods } = await bundlesOf(bob)
      expect(methods, country).not.toContain('giropay')
      expect(methods, country).not.toContain('sofort')
    }
    await setCountry(bob, 'DE')
    const euro = await euroBundle()
    const before = await t.db.selectFrom('payments').select('id').execute()
    for (const method of ['giropay', 'sofort']) {
      const refused = await post(
        '/api/payment.php',
        { bundle: euro.id, method, agree_terms: true },
        `${bob.cookie}; ${localeCookie}=de`,
      )
      expect(refused.statusCode, method).toBe(400)
      expect(refused.json().error).toMatchObject({
        code: 'payment_method_unavailable',
        field: 'method',
        message: 'Diese Zahlungsart wird nicht mehr angeboten. Bitte wähle eine andere.',
      })
    }
    expect(await t.db.selectFrom('payments').select('id').execute()).toEqual(before)
  })

  it('still shows a payment made with a retired method, and does not repeat it', async () => {
    const greta = await newMember('Greta', { paid: true })
    const bundle = await euroBundle()
    const site = (await t.sites.findByHost(host)) as Site
    const long = Date.UTC(2023, 5, 1)
    const { id } = await t.db
      .insertInto('payments')
      .values({
        site_id: site.id,
        user_id: greta.id,
        bundle_id: bundle.id,
        provider: 'mollie',
        provider_payment_id: 'tr_old',
        method: 'giropay',
        country: 'DE',
        currency: 'EUR',
        amount_cents: bundle.price.cents,
        credits: 50,
        discount_code_id: null,
        status: 'paid',
        created_at: long,
        updated_at: long,
        completed_at: long,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const list = (await get('/api/transactions.php', greta.cookie)).json() as TransactionsResponse
    expect(list.payments).toEqual([expect.objectContaining({ id, method: 'giropay', state: 'completed' })])
    const detail = await get(`/api/transaction.php?id=${id}`, greta.cookie)
    expect(detail.statusCode).toBe(200)
    expect((detail.json() as TransactionResponse).payment.method).toBe('giropay')

    expect((await bundlesOf(greta)).last_order).toEqual({ bundle_id: bundle.id, method: 'giropay' })
    const again = await post('/api/repeat-order.php', { agree_terms: true }, greta.cookie)
    expect(again.statusCode).toBe(400)
    expect(again.json().error).toMatchObject({
      code: 'payment_method_unavailable',
      message: 'This payment method is no longer offered. Please choose another one.',
    })
  })

  it('refuses tampered purchases with a clear 400 or 404, storing nothing', async () => {
    const euro = await euroBundle()
    await setCountry(bob, 'GB')
    const pound = (await bundlesOf(bob)).bundles[0]
    await setCountry(bob, 'NL')
    const other = await t.db
      .insertInto('sites')
      .values({ slug: 'other', name: 'Other', domain: 'other.test', created_at: Date.now() })
      .returning('id')
      .executeTakeFirstOrThrow()
    const foreign = await t.db
      .insertInto('bundles')
      .values({ site_id: other.id, currency: 'EUR', price_cents: 1, credits: 10_000 })
      .returning('id')
      .executeTakeFirstOrThrow()
    const before = await t.db.selectFrom('payments').select('id').execute()
    const cases: [Record<string, unknown>, number, string, string | undefined][] = [
      [{ bundle: euro.id, method: 'ideal' }, 400, 'validation_failed', 'agree_terms'],
      [{ bundle: euro.id, method: 'ideal', agree_terms: false }, 400, 'validation_failed', 'agree_terms'],
      [{ bundle: euro.id, method: 'bitcoin', agree_terms: true }, 400, 'validation_failed', 'method'],
      [
        { bundle: euro.id, method: 'ideal', agree_terms: true, price: 1 },
        400,
        'validation_failed',
        undefined,
      ],
      [{ bundle: 'x', method: 'ideal', agree_terms: true }, 400, 'validation_failed', 'bundle'],
      [{ bundle: pound?.id, method: 'ideal', agree_terms: true }, 400, 'validation_failed', 'bundle'],
      [{ bundle: euro.id, method: 'blik', agree_terms: true }, 400, 'payment_method_unavailable', 'method'],
      [
        { bundle: euro.id, method: 'bancontact', agree_terms: true },
        400,
        'payment_method_unavailable',
        'method',
      ],
      [{ bundle: euro.id, method: 'sdd', agree_terms: true }, 400, 'payment_method_unavailable', 'method'],
      [{ bundle: foreign.id, method: 'ideal', agree_terms: true }, 404, 'not_found', undefined],
      [{ bundle: 2_000_000_000, method: 'ideal', agree_terms: true }, 404, 'not_found', undefined],
      [
        { bundle: euro.id, method: 'ideal', agree_terms: true, discount_code: 'NOPE' },
        404,
        'code_not_found',
        undefined,
      ],
    ]
    for (const [payload, status, code, field] of cases) {
      const response = await post('/api/payment.php', payload, bob.cookie)
      expect(response.statusCode, JSON.stringify(payload)).toBe(status)
      expect(response.json().error.code).toBe(code)
      expect(response.json().error.field).toBe(field)
      expect(response.json().error.message).toBeTruthy()
    }
    expect(await t.db.selectFrom('payments').select('id').execute()).toEqual(before)
    await t.db.deleteFrom('bundles').where('site_id', '=', other.id).execute()
    await t.db.deleteFrom('sites').where('id', '=', other.id).execute()
  })

  it('buys a bundle through the hosted test checkout: price from the server, credits once, premium for life', async () => {
    const carol = await newMember('Carol')
    const bundle = await euroBundle(1)
    const answer = await start(carol, { bundle: bundle.id, method: 'ideal' })
    expect(answer.payment).toMatchObject({
      state: 'pending',
      status: 'open',
      credits: 110,
      amount: { cents: 1346, currency: 'EUR' },
      discount_percentage: 25,
    })
    expect(checkoutPath(answer)).toMatch(/^\/checkout\/test\/tst_[0-9a-f]{24}$/)

    const page = await t.app.inject({ url: checkoutPath(answer), headers: headers(`${localeCookie}=nl`) })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.body).toContain('Testbetaling')
    expect(page.body).toContain('value="paid"')
    expect(page.body).toContain('value="expired"')

    const done = await choose(answer, 'paid')
    expect(done.statusCode).toBe(303)
    expect(done.headers.location).toBe(`${siteBase}/credits/${bundle.id}/ideal?payment=${answer.payment.id}`)
    const after = await paymentOf(carol, answer.payment.id)
    expect(after.payment.state).toBe('completed')
    expect(after.payment.completed_at).not.toBeNull()
    expect(after.paid_user).toBe(true)
    expect(after.credits).toBe(await balanceOf(t.db, carol.id))
    expect(await grants(answer.payment.id)).toBe(1)
    await expectBalanceIsLedger(carol)
    // The welcome code was used by this purchase; the member is premium now and gets no discount.
    expect((await bundlesOf(carol)).active_discount).toBeNull()

    // Someone else's payment does not exist for them.
    expect((await get(`/api/payment.php?id=${answer.payment.id}`, bob.cookie)).statusCode).toBe(404)
    expect((await get('/api/payment.php?id=2000000000', carol.cookie)).statusCode).toBe(404)
    expect((await get('/api/payment.php?id=x', carol.cookie)).statusCode).toBe(400)
    // A decided payment cannot be decided again.
    await choose(answer, 'failed')
    expect((await paymentOf(carol, answer.payment.id)).payment.state).toBe('completed')
  })

  it('grants once for a webhook delivered ten times and twice at the same moment', async () => {
    const dave = await newMember('Dave')
    const answer = await start(dave, { bundle: (await euroBundle()).id })
    const id = await providerIdOf(answer.payment.id)
    await t.db.updateTable('test_provider_payments').set({ status: 'paid' }).where('id', '=', id).execute()
    const [first, second] = await Promise.all([webhook(id), webhook(id)])
    expect([first.statusCode, second.statusCode]).toEqual([200, 200])
    for (let i = 0; i < 10; i += 1) expect((await webhook(id)).statusCode).toBe(200)
    expect(await grants(answer.payment.id)).toBe(1)
    expect(await balanceOf(t.db, dave.id)).toBe(await ledgerSum(t.db, dave.id))
    const ledger = await t.db
      .selectFrom('credit_ledger')
      .select('amount')
      .where('user_id', '=', dave.id)
      .execute()
    expect(ledger.filter((row) => row.amount === 50)).toHaveLength(1)
  })

  it('grants nothing while the provider says open or pending, or for unknown payments', async () => {
    const erin = await newMember('Erin')
    const answer = await start(erin, { bundle: (await euroBundle()).id })
    const id = await providerIdOf(answer.payment.id)
    const before = await balanceOf(t.db, erin.id)
    expect((await webhook(id)).statusCode).toBe(200)
    expect((await paymentOf(erin, answer.payment.id)).payment.state).toBe('pending')
    expect(await choose(answer, 'pending').then((r) => r.statusCode)).toBe(303)
    const pending = await paymentOf(erin, answer.payment.id)
    expect(pending.payment).toMatchObject({ state: 'pending', status: 'pending' })
    expect(pending.paid_user).toBe(false)
    expect(await balanceOf(t.db, erin.id)).toBe(before)
    // A pending payment may still be paid.
    await choose(answer, 'paid')
    expect((await paymentOf(erin, answer.payment.id)).payment.state).toBe('completed')

    // A webhook that never came: the return page's poll asks the provider.
    const late = await start(erin, { bundle: (await euroBundle()).id, method: 'paypal' })
    await t.db
      .updateTable('test_provider_payments')
      .set({ status: 'paid' })
      .where('id', '=', await providerIdOf(late.payment.id))
      .execute()
    const polled = await paymentOf(erin, late.payment.id)
    expect(polled.payment.state).toBe('completed')
    expect(polled.credits).toBe(await balanceOf(t.db, erin.id))
    expect(await grants(late.payment.id)).toBe(1)

    expect((await webhook('tst_000000000000000000000000')).statusCode).toBe(404)
    expect((await webhook(id, 'mollie')).statusCode).toBe(404)
    expect((await webhook(id, 'paypal')).statusCode).toBe(400)
    expect((await postForm('/api/payment-webhook.php?provider=test', {})).statusCode).toBe(400)
    // JSON bodies name the payment too; the status they claim is never read.
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/payment-webhook.php?provider=test',
      headers: headers(),
      payload: { id, status: 'paid' },
    })
    expect(json.statusCode).toBe(200)
    expect(await grants(answer.payment.id)).toBe(1)
  })

  it('shows failed, cancelled and expired payments and gives the discount back', async () => {
    const fay = await newMember('Fay')
    const bundle = await euroBundle()
    for (const [outcome, state] of [
      ['failed', 'failed'],
      ['cancelled', 'cancelled'],
      ['expired', 'failed'],
    ] as const) {
      const answer = await start(fay, { bundle: bundle.id })
      expect(answer.payment.discount_percentage).toBe(25)
      expect((await choose(answer, outcome)).statusCode).toBe(303)
      const after = await paymentOf(fay, answer.payment.id)
      expect(after.payment).toMatchObject({ state, status: outcome })
      expect(after.paid_user).toBe(false)
    }
    expect(
      await t.db.selectFrom('discount_code_uses').select('id').where('user_id', '=', fay.id).execute(),
    ).toEqual([])
    expect(await balanceOf(t.db, fay.id)).toBe(await ledgerSum(t.db, fay.id))
  })

  it('posts reversals for refunds and chargebacks, even into a negative balance', async () => {
    const hal = await newMember('Hal')
    const bundle = await euroBundle(3)
    const answer = await start(hal, { bundle: bundle.id, method: 'creditcard' })
    await choose(answer, 'paid')
    const id = await providerIdOf(answer.payment.id)
    const paidBalance = await balanceOf(t.db, hal.id)
    const half = Math.floor(answer.payment.amount.cents / 2)
    await provider.refund(id, { cents: half, currency: 'EUR' })
    await webhook(id)
    await webhook(id)
    const afterRefund = await balanceOf(t.db, hal.id)
    expect(paidBalance - afterRefund).toBe(Math.round((650 * half) / answer.payment.amount.cents))
    // The member spends what is left; then the bank takes the rest back.
    await t.db.updateTable('users').set({ credits: 0 }).where('id', '=', hal.id).execute()
    await t.db
      .insertInto('credit_ledger')
      .values({
        user_id: hal.id,
        amount: -afterRefund,
        kind: 'spend',
        reason: 'message',
        idempotency_key: `test-spend:${hal.id}`,
        created_at: Date.now(),
      })
      .execute()
    await provider.chargeBack(id)
    await webhook(id)
    await webhook(id)
    const final = await paymentOf(hal, answer.payment.id)
    expect(final.payment.status).toBe('charged_back')
    expect(final.paid_user).toBe(true)
    expect(final.credits).toBe(-(650 - (paidBalance - afterRefund)))
    const reversals = await t.db
      .selectFrom('credit_ledger')
      .select(['amount', 'idempotency_key'])
      .where('user_id', '=', hal.id)
      .where('kind', '=', 'reversal')
      .orderBy('id')
      .execute()
    expect(reversals.map((r) => r.idempotency_key)).toEqual([
      `refund:${answer.payment.id}:${half}`,
      `chargeback:${answer.payment.id}`,
    ])
    expect(reversals.reduce((sum, r) => sum + r.amount, 0)).toBe(-650)
    await expectBalanceIsLedger(hal)

    // A full refund of another purchase marks it refunded.
    const second = await start(hal, { bundle: bundle.id, method: 'creditcard' })
    await choose(second, 'paid')
    await provider.refund(await providerIdOf(second.payment.id), second.payment.amount)
    await webhook(await providerIdOf(second.payment.id))
    expect((await paymentOf(hal, second.payment.id)).payment).toMatchObject({
      status: 'refunded',
      state: 'completed',
    })
    await expectBalanceIsLedger(hal)
  })

  it("repeats the last order of a paid member at today's price, and only theirs", async () => {
    const ivy = await newMember('Ivy')
    const refused = await post('/api/repeat-order.php', { agree_terms: true }, ivy.cookie)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error.code).toBe('repeat_order_unavailable')
    const paidWithout = await newMember('Jon', { paid: true })
    expect((await post('/api/repeat-order.php', { agree_terms: true }, paidWithout.cookie)).statusCode).toBe(
      403,
    )

    const bundle = await euroBundle(2)
    const first = await start(ivy, { bundle: bundle.id, method: 'paypal' })
    await choose(first, 'paid')
    expect((await post('/api/repeat-order.php', {}, ivy.cookie)).statusCode).toBe(400)
    expect((await bundlesOf(ivy)).last_order).toEqual({ bundle_id: bundle.id, method: 'paypal' })
    const again = await post('/api/repeat-order.php', { agree_terms: true }, ivy.cookie)
    expect(again.statusCode).toBe(200)
    const repeat = again.json() as StartPaymentResponse
    expect(repeat.payment).toMatchObject({
      bundle_id: bundle.id,
      method: 'paypal',
      amount: { cents: 3995, currency: 'EUR' },
      discount_percentage: 0,
    })
    await choose(repeat, 'paid')
    expect(await balanceOf(t.db, ivy.id)).toBe(await ledgerSum(t.db, ivy.id))
  })

  it('lists transactions and gives an invoice for completed payments only', async () => {
    const kim = await newMember('Kim')
    const bundle = await euroBundle()
    const paid = await start(kim, { bundle: bundle.id })
    await choose(paid, 'paid')
    const open = await start(kim, { bundle: bundle.id, method: 'paypal' })

    const list = (await get('/api/transactions.php', kim.cookie)).json() as TransactionsResponse
    expect(list.payments.map((p) => [p.id, p.state])).toEqual([
      [open.payment.id, 'pending'],
      [paid.payment.id, 'completed'],
    ])
    expect(list.ledger[0]).toMatchObject({ amount: 50, kind: 'grant', reason: 'purchase' })

    const detail = (
      await get(`/api/transaction.php?id=${paid.payment.id}`, kim.cookie)
    ).json() as TransactionResponse
    // Numbered from the company's series when issued at completion (docs/decisions/0033).
    expect(detail.invoice?.number).toMatch(new RegExp(`^${new Date().getUTCFullYear()}-\\d{6}$`))
    expect(detail.invoice).toMatchObject({
      company: { name: 'Amora Demo B.V.', city: 'Amsterdam', kvk: '12345678', vat_numbers: 'NL123456789B01' },
      customer: { name: 'Kim', country: 'NL' },
      lines: [{ quantity: 1, amount: { cents: 995, currency: 'EUR' } }],
      discount: { cents: 249, currency: 'EUR' },
      total: { cents: 746, currency: 'EUR' },
    })
    const pending = (await get(`/api/transaction.php?id=${open.payment.id}`, kim.cookie)).json()
    expect(pending.invoice).toBeNull()
    expect((await get(`/api/transaction.php?id=${paid.payment.id}`, bob.cookie)).statusCode).toBe(404)
    expect((await get('/api/transaction.php?id=-1', kim.cookie)).statusCode).toBe(400)
  })

  it('completes a direct debit once however often it is confirmed', async () => {
    const lea = await newMember('Lea')
    const site = (await t.sites.findByHost(host)) as Site
    const bundle = await euroBundle(1)
    const complete = () =>
      t.db.transaction().execute((trx) =>
        t.deps.payments.reconciliation.completeDirectDebit(trx, {
          site,
          user: { id: lea.id },
          bundleId: bundle.id,
          providerPaymentId: 'dd-1',
          discount: { discountCodeId: null, percentage: 10, kind: 'code' },
        }),
      )
    const first = await complete()
    const second = await complete()
    expect(second.id).toBe(first.id)
    expect(first).toMatchObject({ state: 'completed', method: 'sdd', credits: 110, amount: { cents: 1616 } })
    expect(await grants(first.id)).toBe(1)
    expect((await paymentOf(lea, first.id)).paid_user).toBe(true)
    await expectBalanceIsLedger(lea)
  })

  it('keeps every balance equal to its ledger', async () => {
    const users = await t.db.selectFrom('users').select('id').execute()
    for (const user of users) expect(await balanceOf(t.db, user.id)).toBe(await ledgerSum(t.db, user.id))
  })
})

describe.each(engines)('the test checkout left unconfigured [%s]', (engine) => {
  const remote = { remoteAddress: '203.0.113.7' }
  let t: TestApp
  let member: Member

  beforeAll(async () => {
    t = await createTestApp(engine)
    member = await signupMember(t, 'Remo')
    await t.db.updateTable('profiles').set({ country: 'NL' }).execute()
  })
  afterAll(() => t.close())

  it('serves only browsers on this machine, in their language, and stores nothing for others', async () => {
    const bundle = (await t.db.selectFrom('bundles').select('id').orderBy('id').executeTakeFirstOrThrow()).id
    const payload = { agree_terms: true, method: 'ideal', bundle }
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/payment.php',
      ...remote,
      headers: { host: 'amora.test', cookie: `${member.cookie}; ${localeCookie}=de` },
      payload,
    })
    expect(refused.statusCode).toBe(502)
    expect(refused.json().error.message).toMatch(/noch nicht eingerichtet/)
    const relayed = await t.app.inject({
      method: 'POST',
      url: '/api/payment.php',
      headers: { host: 'amora.test', cookie: member.cookie, 'x-forwarded-for': '203.0.113.7' },
      payload,
    })
    expect(relayed.statusCode).toBe(502)
    expect(await t.db.selectFrom('payments').select('id').execute()).toEqual([])
    const local = await t.app.inject({
      method: 'POST',
      url: '/api/payment.php',
      headers: { host: 'amora.test', cookie: member.cookie },
      payload,
    })
    expect(local.statusCode, local.body).toBe(200)
  })
})

describe.each(engines)('the test checkout asked for by name [%s]', (engine) => {
  let t: TestApp

  beforeAll(async () => {
    t = await createTestApp(engine, { env: { PAYMENT_PROVIDER: 'test' } })
  })
  afterAll(() => t.close())

  it('serves every visitor', async () => {
    const member = await signupMember(t, 'Open')
    await t.db.updateTable('profiles').set({ country: 'NL' }).execute()
    const bundle = (await t.db.selectFrom('bundles').select('id').orderBy('id').executeTakeFirstOrThrow()).id
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payment.php',
      remoteAddress: '203.0.113.7',
      headers: { host: 'amora.test', cookie: member.cookie },
      payload: { agree_terms: true, method: 'ideal', bundle },
    })
    expect(response.statusCode, response.body).toBe(200)
  })
})
