import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, engines, type TestApp } from '#server/test/harness.js'
import type { BundlesResponse, PaymentResponse, StartPaymentResponse } from '#shared/api/payments.js'
import { welcomeCode } from '#shared/api/payments.js'
import { balanceOf, ledgerSum } from '../credits/queries.js'
import { signupMember } from '../members/fixtures.js'
import { providerPaymentIdOf } from './fixtures.js'

type Member = { id: number; cookie: string }
type ProviderOutcome = 'paid' | 'failed' | 'cancelled' | 'expired' | 'pending'

// A once-per-member code discounts at most one completed payment of that member, however checkouts are
// opened, left and paid; a checkout that does not complete gives the discount back at once.
describe.each(engines)('once-per-member discounts [%s]', (engine) => {
  let t: TestApp
  const host = 'amora.test'

  beforeAll(async () => {
    t = await createTestApp(engine)
  })
  afterAll(() => t.close())

  const get = (url: string, cookie: string) => t.app.inject({ url, headers: { host, cookie } })
  const newMember = async (name: string) => {
    const member = await signupMember(t, name)
    await t.db.updateTable('profiles').set({ country: 'NL' }).where('user_id', '=', member.id).execute()
    return member
  }
  const bundlesOf = async (who: Member) =>
    (await get('/api/bundles.php', who.cookie)).json() as BundlesResponse
  const firstBundle = async (who: Member) => {
    const bundle = (await bundlesOf(who)).bundles[0]
    if (!bundle) throw new Error('no bundle')
    return bundle
  }
  const start = async (who: Member, payload: Record<string, unknown> = {}) => {
    const bundle = await firstBundle(who)
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payment.php',
      headers: { host, cookie: who.cookie },
      payload: { agree_terms: true, method: 'ideal', bundle: bundle.id, ...payload },
    })
    expect(response.statusCode, response.body).toBe(200)
    return (response.json() as StartPaymentResponse).payment
  }
  const providerIdOf = (paymentId: number) => providerPaymentIdOf(t.db, paymentId)
  /** The provider reports an outcome and calls the webhook, as a real provider would. */
  const report = async (paymentId: number, outcome: ProviderOutcome) => {
    const id = await providerIdOf(paymentId)
    await t.db.updateTable('test_provider_payments').set({ status: outcome }).where('id', '=', id).execute()
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payment-webhook.php?provider=test',
      headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ id }).toString(),
    })
    expect(response.statusCode, response.body).toBe(200)
  }
  const viewOf = async (who: Member, paymentId: number) =>
    ((await get(`/api/payment.php?id=${paymentId}`, who.cookie)).json() as PaymentResponse).payment
  const usesOf = (who: Member) =>
    t.db.selectFrom('discount_code_uses').select('payment_id').where('user_id', '=', who.id).execute()
  const expectBalanceIsLedger = async (who: Member) =>
    expect(await balanceOf(t.db, who.id)).toBe(await ledgerSum(t.db, who.id))

  it('keeps the welcome discount while a discounted checkout is only open, and after it fails', async () => {
    const ann = await newMember('Ann')
    const open = await start(ann)
    expect(open.discount_percentage).toBe(25)
    // The banner and the discounted prices stay: nothing was bought yet.
    const whileOpen = await bundlesOf(ann)
    expect(whileOpen.active_discount).toMatchObject({ code: welcomeCode, percentage: 25 })
    expect(whileOpen.bundles[0]?.discounted_price).not.toBeNull()
    for (const outcome of ['failed', 'cancelled', 'expired'] as const) {
      const left = await start(ann)
      await report(left.id, outcome)
      expect((await viewOf(ann, left.id)).state).not.toBe('completed')
      expect((await start(ann)).discount_percentage).toBe(25)
    }
    expect(await usesOf(ann)).toEqual([])
  })

  it('discounts one of two checkouts with the time-bonus code, however long apart, and counts the other at full price', async () => {
    const ben = await newMember('Ben')
    const signupCredits = await balanceOf(t.db, ben.id)
    const first = await start(ben, { discount_code: welcomeCode })
    // Long after the first, still payable at the provider.
    await t.db
      .updateTable('payments')
      .set({ created_at: Date.now() - 60_000 })
      .where('id', '=', first.id)
      .execute()
    const second = await start(ben, { discount_code: welcomeCode })
    expect([first.discount_percentage, second.discount_percentage]).toEqual([25, 25])

    await report(second.id, 'paid')
    const paidFirst = await viewOf(ben, second.id)
    expect(paidFirst).toMatchObject({
      state: 'completed',
      credits: second.credits,
      discount_withdrawn: false,
    })
    // The typed code is now used; the welcome discount is gone with the purchase.
    const typed = await get(`/api/discountcode.php?code=${welcomeCode}`, ben.cookie)
    expect(typed.statusCode).toBe(409)
    expect((await bundlesOf(ben)).active_discount).toBeNull()

    // The first checkout is paid after all: its money buys credits at the full price.
    await report(first.id, 'paid')
    const late = await viewOf(ben, first.id)
    expect(late).toMatchObject({ state: 'completed', discount_withdrawn: true })
    expect(late.credits).toBe(Math.floor((first.credits * 75) / 100))
    expect(await balanceOf(t.db, ben.id)).toBe(signupCredits + second.credits + late.credits)
    expect(await usesOf(ben)).toEqual([{ payment_id: second.id }])
    await expectBalanceIsLedger(ben)
  })

  it('gives a checkout paid late after expiry its discount when no other payment used the code', async () => {
    const cleo = await newMember('Cleo')
    const payment = await start(cleo)
    await report(payment.id, 'expired')
    await report(payment.id, 'paid')
    expect(await viewOf(cleo, payment.id)).toMatchObject({
      state: 'completed',
      credits: payment.credits,
      discount_withdrawn: false,
    })
    expect(await usesOf(cleo)).toEqual([{ payment_id: payment.id }])
  })

  it('takes back nothing more than the money bought when a withdrawn payment is refunded', async () => {
    const dan = await newMember('Dan')
    const signupCredits = await balanceOf(t.db, dan.id)
    const kept = await start(dan)
    const withdrawn = await start(dan)
    await report(kept.id, 'paid')
    await report(withdrawn.id, 'paid')
    const id = await providerIdOf(withdrawn.id)
    await t.db
      .updateTable('test_provider_payments')
      .set({ amount_refunded_cents: withdrawn.amount.cents })
      .where('id', '=', id)
      .execute()
    await report(withdrawn.id, 'paid')
    expect(await balanceOf(t.db, dan.id)).toBe(signupCredits + kept.credits)
    await expectBalanceIsLedger(dan)
  })

  it('discounts exactly one of 20 checkouts opened at once and then all paid at once', async () => {
    const eve = await newMember('Eve')
    const signupCredits = await balanceOf(t.db, eve.id)
    const payments = await Promise.all(Array.from({ length: 20 }, () => start(eve)))
    expect(payments.every((p) => p.discount_percentage === 25)).toBe(true)
    await Promise.all(payments.map((p) => report(p.id, 'paid')))
    const views = await Promise.all(payments.map((p) => viewOf(eve, p.id)))
    expect(views.every((v) => v.state === 'completed')).toBe(true)
    const discounted = views.filter((v) => !v.discount_withdrawn)
    expect(discounted).toHaveLength(1)
    const full = payments[0]?.credits ?? 0
    const atFullPrice = Math.floor((full * 75) / 100)
    expect(views.filter((v) => v.discount_withdrawn).every((v) => v.credits === atFullPrice)).toBe(true)
    expect(await balanceOf(t.db, eve.id)).toBe(signupCredits + full + 19 * atFullPrice)
    expect(await usesOf(eve)).toEqual([{ payment_id: discounted[0]?.id }])
    await expectBalanceIsLedger(eve)
  })

  it("holds a member's own once-per-member code to one completed payment too", async () => {
    const fin = await newMember('Fin')
    const now = Date.now()
    await t.db
      .insertInto('discount_codes')
      .values({
        site_id: t.siteId,
        code: `STAY-FIN${fin.id}`,
        value_percentage: 40,
        minimum_order_value: 0,
        user_id: fin.id,
        status: 'active',
        validity: 'once-per-user',
        paymentmethods: '[]',
        expires_at: now + 86_400_000,
        created_at: now,
      })
      .execute()
    const code = `STAY-FIN${fin.id}`
    const [a, b] = await Promise.all([
      start(fin, { discount_code: code }),
      start(fin, { discount_code: code }),
    ])
    if (!a || !b) throw new Error('no payments')
    expect([a.discount_percentage, b.discount_percentage]).toEqual([40, 40])
    await report(a.id, 'failed')
    await report(b.id, 'paid')
    expect(await viewOf(fin, b.id)).toMatchObject({ credits: b.credits, discount_withdrawn: false })
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/payment.php',
      headers: { host, cookie: fin.cookie },
      payload: {
        agree_terms: true,
        method: 'ideal',
        bundle: (await firstBundle(fin)).id,
        discount_code: code,
      },
    })
    expect(again.statusCode).toBe(409)
    expect(again.json().error.code).toBe('code_already_used')
  })
})
