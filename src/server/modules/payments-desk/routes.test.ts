import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TestPaymentProvider } from '#server/adapters/payments/test-provider.js'
import { createTestApp, engines, type TestApp } from '#server/test/harness.js'
import { promoteToStaff } from '#server/test/staff.js'
import type { BundlesResponse, StartPaymentResponse } from '#shared/api/payments.js'
import type { DeskPaymentsResponse, PaymentPageResponse } from '#shared/api/staff-payments.js'
import { localDate } from '#shared/calendarDays.js'
import { balanceOf, ledgerSum } from '../credits/queries.js'
import { insertForeignMember, type Member, signupMember } from '../members/fixtures.js'
import { providerPaymentIdOf } from '../payments/fixtures.js'

type Method = 'GET' | 'POST'

describe.each(engines)('the payments desk [%s]', (engine) => {
  let t: TestApp
  /** The provider's own side, to decide payments and charge them back as a payer's bank would. */
  let provider: TestPaymentProvider
  let alice: Member
  let bob: Member
  let admin = ''
  let adminId = 0
  let support = ''
  let moderator = ''
  let operator = ''
  let elsewhere = ''

  const call = (method: Method, url: string, cookie = '', payload?: unknown, locale?: string) =>
    t.app.inject({
      method,
      url,
      headers: { host: 'localhost', cookie: locale ? `${cookie}; i18n_redirected=${locale}` : cookie },
      ...(payload === undefined ? {} : { payload: payload as object }),
    })

  /** A purchase of the member's at the test provider, decided as `outcome` and applied by the webhook's path. */
  async function purchase(who: Member, outcome: 'paid' | 'failed' | 'open', index = 0) {
    const bundles = (await call('GET', '/api/bundles.php', who.cookie)).json() as BundlesResponse
    const bundle = bundles.bundles[index]
    if (!bundle) throw new Error('no bundle')
    const response = await call('POST', '/api/payment.php', who.cookie, {
      bundle: bundle.id,
      method: 'ideal',
      agree_terms: true,
    })
    expect(response.statusCode, response.body).toBe(200)
    const answer = response.json() as StartPaymentResponse
    const providerId = await providerPaymentIdOf(t.db, answer.payment.id)
    if (outcome !== 'open') {
      await t.db
        .updateTable('test_provider_payments')
        .set({ status: outcome })
        .where('id', '=', providerId)
        .execute()
      await t.deps.payments.reconciliation.webhook('test', providerId)
    }
    return { id: answer.payment.id, providerId, cents: answer.payment.amount.cents }
  }

  const page = async (id: number, cookie = admin) => {
    const response = await call('GET', `/api/staff/payment.php?id=${id}`, cookie)
    expect(response.statusCode, response.body).toBe(200)
    return response.json() as PaymentPageResponse
  }
  const list = async (query: string, cookie = support) => {
    const response = await call('GET', `/api/staff/payments.php?${query}`, cookie)
    expect(response.statusCode, response.body).toBe(200)
    return response.json() as DeskPaymentsResponse
  }
  const ids = async (query: string) => (await list(query)).payments.map((p) => p.id)
  const refund = (payload: object, cookie = admin, locale?: string) =>
    call('POST', '/api/staff/payment-refund.php', cookie, payload, locale)
  const auditRows = (paymentId: number) =>
    t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'payment.refund')
      .where('target_kind', '=', 'payment')
      .where('target_id', '=', paymentId)
      .orderBy('id')
      .execute()
  /** What a refused refund must leave as it was. */
  const snapshot = async (paymentId: number, who: Member) => ({
    payment: await t.db
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', paymentId)
      .executeTakeFirstOrThrow(),
    events: (await page(paymentId)).events.length,
    ledger: await ledgerSum(t.db, who.id),
    audit: (await auditRows(paymentId)).length,
  })

  let paid = { id: 0, providerId: '', cents: 0 }
  let failed = { id: 0, providerId: '', cents: 0 }
  let open = { id: 0, providerId: '', cents: 0 }
  let bobs = { id: 0, providerId: '', cents: 0 }

  beforeAll(async () => {
    t = await createTestApp(engine)
    provider = new TestPaymentProvider(t.db, async () => undefined)
    alice = await signupMember(t, 'Alice')
    bob = await signupMember(t, 'Bobby')
    await t.db.updateTable('profiles').set({ country: 'NL' }).execute()
    const staff = await signupMember(t, 'Admin')
    adminId = staff.id
    admin = await promoteToStaff(t.db, staff.id, 'admin')
    support = await promoteToStaff(t.db, (await signupMember(t, 'Support')).id, 'support')
    moderator = await promoteToStaff(t.db, (await signupMember(t, 'Moderator')).id, 'moderator')
    operator = await promoteToStaff(t.db, (await signupMember(t, 'Operator')).id, 'operator')
    const foreigner = await insertForeignMember(t, `pay-${engine}`)
    const foreignSite = await t.db
      .selectFrom('users')
      .select('site_id')
      .where('id', '=', foreigner)
      .executeTakeFirstOrThrow()
    elsewhere = await promoteToStaff(t.db, (await signupMember(t, 'Elsewhere')).id, 'admin', [
      foreignSite.site_id,
    ])
    failed = await purchase(alice, 'failed')
    open = await purchase(alice, 'open')
    paid = await purchase(alice, 'paid', 2)
    bobs = await purchase(bob, 'paid')
  })
  afterAll(() => t.close())

  it('lets support and admins read, and refuses visitors, members, moderators and operators', async () => {
    for (const url of ['/api/staff/payments.php', `/api/staff/payment.php?id=${paid.id}`]) {
      expect((await call('GET', url)).json().error.code).toBe('authentication_required')
      expect((await call('GET', url, alice.cookie)).json().error.code).toBe('forbidden')
      expect((await call('GET', url, moderator)).json().error.code).toBe('forbidden')
      expect((await call('GET', url, operator)).json().error.code).toBe('forbidden')
      expect((await call('GET', url, support)).statusCode).toBe(200)
    }
  })

  it('lists newest first with the total, and filters by member, status, method, country, site and id', async () => {
    const all = await list('')
    expect(all.total).toBe(4)
    expect(all.page_size).toBe(50)
    expect(all.payments.map((p) => p.id)).toEqual([bobs.id, paid.id, open.id, failed.id])
    expect(all.payments[1]).toMatchObject({
      member: { id: alice.id, name: 'Alice' },
      site_id: t.siteId,
      method: 'ideal',
      country: 'NL',
      status: 'paid',
      amount: { cents: paid.cents, currency: 'EUR' },
      amount_refunded_cents: 0,
      provider: 'test',
      provider_payment_id: paid.providerId,
    })
    expect(await ids(`member=${alice.id}`)).toEqual([paid.id, open.id, failed.id])
    expect(await ids('member=bOBb')).toEqual([bobs.id])
    expect(await ids('member=bobby.')).toEqual([bobs.id])
    expect(await ids('member=50%25')).toEqual([])
    expect(await ids('member=9999999999')).toEqual([])
    expect(await ids('status=failed')).toEqual([failed.id])
    expect(await ids('status=open')).toEqual([open.id])
    expect(await ids(`status=paid&member=${bob.id}`)).toEqual([bobs.id])
    expect(await ids('method=ideal&country=NL')).toHaveLength(4)
    expect(await ids('method=paypal')).toEqual([])
    expect(await ids('country=DE')).toEqual([])
    expect(await ids(`site=${t.siteId}`)).toHaveLength(4)
    expect(await ids('site=999999')).toEqual([])
    expect(await ids(`provider_payment_id=${paid.providerId}`)).toEqual([paid.id])
    // A staff member of another site sees none of them.
    expect((await list('', elsewhere)).total).toBe(0)
  })

  it("filters by the site's calendar days, both included, and pages by 50", async () => {
    const today = localDate('Europe/Amsterdam')
    expect(await ids(`from=${today}&to=${today}`)).toHaveLength(4)
    expect((await list('')).time_zone).toBe('Europe/Amsterdam')
    expect(await ids('to=2020-01-01')).toEqual([])
    expect(await ids('from=2999-01-01')).toEqual([])
    const second = await list('page=2')
    expect(second).toMatchObject({ payments: [], total: 4, page: 2 })
    // 51 payments: the newest 50 on the first page, the oldest alone on the second.
    const rows = Array.from({ length: 47 }, (_, i) => ({
      site_id: t.siteId,
      user_id: bob.id,
      bundle_id: 1,
      provider: 'test',
      provider_payment_id: `tst_paging_${i}`,
      method: 'paypal',
      country: 'BE',
      currency: 'EUR',
      amount_cents: 100,
      credits: 10,
      status: 'expired',
      created_at: Date.UTC(2021, 0, 1) + i * 1000,
      updated_at: Date.UTC(2021, 0, 1),
    }))
    const bundle = await t.db.selectFrom('bundles').select('id').executeTakeFirstOrThrow()
    await t.db
      .insertInto('payments')
      .values(rows.map((row) => ({ ...row, bundle_id: bundle.id })))
      .execute()
    const first = await list('method=paypal&member=bob')
    expect(first.total).toBe(47)
    expect(first.payments).toHaveLength(47)
    const pageOne = await list('')
    expect(pageOne.total).toBe(51)
    expect(pageOne.payments).toHaveLength(50)
    const pageTwo = await list('page=2')
    expect(pageTwo.payments.map((p) => p.provider_payment_id)).toEqual(['tst_paging_0'])
    expect(await ids('from=2021-01-01&to=2021-01-01&method=paypal')).toHaveLength(47)
    expect(await ids('from=2021-01-02&method=paypal')).toEqual([])
    // 23:30 UTC on New Year's Day is already the 2nd in Amsterdam.
    await t.db
      .insertInto('payments')
      .values(
        rows.slice(0, 1).map((row) => ({
          ...row,
          provider_payment_id: 'tst_late',
          created_at: Date.UTC(2021, 0, 1, 23, 30),
          bundle_id: bundle.id,
        })),
      )
      .execute()
    expect(await ids('from=2021-01-02&to=2021-01-02&method=paypal')).toHaveLength(1)
    expect(await ids('from=2021-01-01&to=2021-01-01&method=paypal')).toHaveLength(47)
  })

  it('refuses unknown filter values with 400 and the field', async () => {
    for (const [query, field] of [
      ['status=done', 'status'],
      ['method=cash', 'method'],
      ['country=nl', 'country'],
      ['from=2026-13-45', 'from'],
      ['to=yesterday', 'to'],
      ['page=0', 'page'],
      ['site=abc', 'site'],
      ['colour=red', ''],
    ] as const) {
      const response = await call('GET', `/api/staff/payments.php?${query}`, support, undefined, 'de')
      expect(response.statusCode, query).toBe(400)
      expect(response.json().error.code).toBe('validation_failed')
      if (field) expect(response.json().error.field).toBe(field)
    }
    const date = await call('GET', '/api/staff/payments.php?from=2026-13-45', support, undefined, 'de')
    expect(date.json().error.message).toBe('Geben Sie ein Datum als JJJJ-MM-TT ein.')
  })

  it('shows one payment with its events and ledger rows; 404 for unknown or other sites’ payments', async () => {
    const answer = await page(paid.id, support)
    expect(answer.payment).toMatchObject({
      id: paid.id,
      status: 'paid',
      refundable_cents: paid.cents,
      discount: { code: 'TIMEBONUS25', percentage: 25, withdrawn: false },
      member: { id: alice.id },
    })
    expect(answer.payment.completed_at).not.toBeNull()
    expect(answer.events.map((e) => [e.kind, e.status])).toEqual([
      ['created', 'open'],
      ['status', 'paid'],
    ])
    expect(answer.ledger).toEqual([expect.objectContaining({ kind: 'grant', reason: 'purchase' })])
    expect(answer.ledger[0]?.amount).toBe(answer.payment.credits)
    expect((await page(failed.id)).events.map((e) => e.status)).toEqual(['open', 'failed'])
    expect((await page(failed.id)).payment.refundable_cents).toBe(0)
    expect((await call('GET', '/api/staff/payment.php?id=99999999', admin)).statusCode).toBe(404)
    expect((await call('GET', `/api/staff/payment.php?id=${paid.id}`, elsewhere)).statusCode).toBe(404)
    expect((await call('GET', '/api/staff/payment.php?id=x', admin)).statusCode).toBe(400)
  })

  it('lets only admins refund', async () => {
    const body = { id: paid.id, amount_cents: 1, reason: 'Goodwill' }
    expect((await refund(body, '')).json().error.code).toBe('authentication_required')
    for (const cookie of [alice.cookie, support, moderator, operator])
      expect((await refund(body, cookie)).json().error.code).toBe('forbidden')
    expect((await refund(body, elsewhere)).statusCode).toBe(404)
    expect((await refund({ ...body, id: 99999999 })).statusCode).toBe(404)
  })

  it('refuses bad refunds with 400 and the field, and changes nothing', async () => {
    const before = await snapshot(paid.id, alice)
    const cases: [object, string, string | null][] = [
      [
        { id: paid.id, amount_cents: 0, reason: 'x' },
        'amount_cents',
        'Enter an amount in cents greater than 0.',
      ],
      [{ id: paid.id, amount_cents: -5, reason: 'x' }, 'amount_cents', null],
      [{ id: paid.id, amount_cents: 1.5, reason: 'x' }, 'amount_cents', null],
      [{ id: paid.id, amount_cents: 1, reason: '  ' }, 'reason', 'Give a reason for the refund.'],
      [{ id: paid.id, amount_cents: paid.cents + 1, reason: 'x' }, 'amount_cents', null],
      [{ id: failed.id, amount_cents: 1, reason: 'x' }, 'id', 'Only a paid payment can be refunded.'],
      [{ id: open.id, amount_cents: 1, reason: 'x' }, 'id', null],
    ]
    for (const [payload, field, message] of cases) {
      const response = await refund(payload)
      expect(response.statusCode, JSON.stringify(payload)).toBe(400)
      expect(response.json().error.field).toBe(field)
      if (message) expect(response.json().error.message).toBe(message)
    }
    const tooMuch = await refund({ id: paid.id, amount_cents: paid.cents + 1, reason: 'x' }, admin, 'pl')
    expect(tooMuch.json().error.message).toContain('Kwota')
    expect(await snapshot(paid.id, alice)).toEqual(before)
  })

  it('refunds in part twice, then the rest: reversals by the rounding rule, paid → refunded, audited', async () => {
    const credits = (await page(paid.id)).payment.credits
    const balance = await balanceOf(t.db, alice.id)
    const first = 101
    const response = await refund({ id: paid.id, amount_cents: first, reason: 'Two messages not delivered' })
    expect(response.statusCode, response.body).toBe(200)
    const afterFirst = response.json() as PaymentPageResponse
    expect(afterFirst.payment).toMatchObject({
      status: 'paid',
      amount_refunded_cents: first,
      refundable_cents: paid.cents - first,
    })
    const firstReversal = Math.round((credits * first) / paid.cents)
    expect(afterFirst.ledger.map((row) => [row.kind, row.reason, row.amount])).toEqual([
      ['grant', 'purchase', credits],
      ['reversal', 'refund', -firstReversal],
    ])
    expect(afterFirst.events.slice(2).map((e) => [e.kind, e.amount_cents, e.status])).toEqual([
      ['refund_requested', first, 'paid'],
      ['refunded', first, 'paid'],
    ])
    expect(afterFirst.events[2]).toMatchObject({
      staff: { id: adminId, name: 'Admin' },
      detail: 'Two messages not delivered',
    })
    // The list's "refunded in part".
    expect(await ids('status=partly_refunded')).toEqual([paid.id])

    const second = 202
    const afterSecond = (await refund({ id: paid.id, amount_cents: second, reason: 'Again' })).json()
    expect(afterSecond.payment.amount_refunded_cents).toBe(first + second)
    const secondReversal = Math.round((credits * (first + second)) / paid.cents) - firstReversal
    expect(afterSecond.ledger.at(-1)).toMatchObject({ reason: 'refund', amount: -secondReversal })

    const rest = paid.cents - first - second
    const final = (await refund({ id: paid.id, amount_cents: rest, reason: 'The rest' })).json()
    expect(final.payment).toMatchObject({
      status: 'refunded',
      amount_refunded_cents: paid.cents,
      refundable_cents: 0,
    })
    expect(final.events.at(-1)).toMatchObject({ kind: 'refunded', amount_cents: rest, status: 'refunded' })
    // The invoice, and a credit note for each refund, each with its PDF for staff.
    expect(final.documents.map((d: { kind: string }) => d.kind)).toEqual([
      'invoice',
      'credit_note',
      'credit_note',
      'credit_note',
    ])
    expect(final.documents[1]).toMatchObject({
      total: { cents: first, currency: 'EUR' },
      pdf_url: `/api/staff/invoice-pdf.php?id=${final.documents[1].id}`,
    })
    expect(await balanceOf(t.db, alice.id)).toBe(balance - credits)
    expect(await balanceOf(t.db, alice.id)).toBe(await ledgerSum(t.db, alice.id))
    expect(await ids('status=refunded')).toEqual([paid.id])
    expect(await ids('status=partly_refunded')).toEqual([])

    const audit = await auditRows(paid.id)
    expect(audit).toHaveLength(3)
    expect(audit[0]).toMatchObject({ staff_id: adminId, reason: 'Two messages not delivered' })
    expect(JSON.parse(String(audit[0]?.before_values))).toEqual({ status: 'paid', amount_refunded_cents: 0 })
    expect(JSON.parse(String(audit[2]?.after_values))).toEqual({
      status: 'refunded',
      amount_refunded_cents: paid.cents,
      refund_cents: rest,
    })
    // Nothing is left to refund.
    expect((await refund({ id: paid.id, amount_cents: 1, reason: 'x' })).statusCode).toBe(400)
  })

  it('says why the provider refused a refund, in the staff member’s language, and changes nothing', async () => {
    const mine = await purchase(bob, 'paid', 1)
    // Refunded at the provider already, behind our back: the provider refuses what is no longer there.
    await t.db
      .updateTable('test_provider_payments')
      .set({ amount_refunded_cents: mine.cents - 10 })
      .where('id', '=', mine.providerId)
      .execute()
    const before = await snapshot(mine.id, bob)
    const tooMuch = await refund({ id: mine.id, amount_cents: 11, reason: 'Goodwill' }, admin, 'fr')
    expect(tooMuch.statusCode).toBe(409)
    expect(tooMuch.json().error.code).toBe('refund_refused')
    expect(tooMuch.json().error.message).toBe(
      'Le prestataire de paiement a refusé le remboursement : le montant dépasse ce qui reste à rembourser.',
    )
    await t.db
      .updateTable('test_provider_payments')
      .set({ status: 'failed' })
      .where('id', '=', mine.providerId)
      .execute()
    const notPaid = await refund({ id: mine.id, amount_cents: 1, reason: 'Goodwill' })
    expect(notPaid.statusCode).toBe(409)
    expect(notPaid.json().error.message).toBe(
      'The payment provider refused the refund: the payment is not paid there.',
    )
    expect(await snapshot(mine.id, bob)).toEqual(before)
  })

  it('lists chargebacks as such and refuses to refund them', async () => {
    await provider.chargeBack(bobs.providerId)
    await t.deps.payments.reconciliation.webhook('test', bobs.providerId)
    expect(await ids('status=charged_back')).toEqual([bobs.id])
    const answer = await page(bobs.id)
    expect(answer.payment).toMatchObject({
      status: 'charged_back',
      amount_charged_back_cents: bobs.cents,
      refundable_cents: 0,
    })
    expect(answer.events.at(-1)).toMatchObject({ kind: 'charged_back', amount_cents: bobs.cents })
    expect(answer.ledger.at(-1)).toMatchObject({ kind: 'reversal', reason: 'chargeback' })
    const refused = await refund({ id: bobs.id, amount_cents: 1, reason: 'x' })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error).toMatchObject({
      field: 'id',
      message: 'A charged-back payment cannot be refunded.',
    })
  })

  it('refuses direct debits: they are not refunded through a provider', async () => {
    const bundle = await t.db.selectFrom('bundles').select('id').executeTakeFirstOrThrow()
    const site = await t.sites.findById(t.siteId)
    if (!site) throw new Error('no site')
    const debit = await t.db.transaction().execute((trx) =>
      t.deps.payments.reconciliation.completeDirectDebit(trx, {
        site,
        user: { id: alice.id },
        bundleId: bundle.id,
        providerPaymentId: `dd-${engine}`,
        discount: null,
      }),
    )
    const refused = await refund({ id: debit.id, amount_cents: 1, reason: 'x' }, admin, 'de')
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error.field).toBe('id')
    expect((await page(debit.id)).payment.refundable_cents).toBe(0)
  })
})
