import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#server/db/database.js'
import { createTestApp, engines, type TestApp } from '#server/test/harness.js'
import { promoteToStaff } from '#server/test/staff.js'
import type { RevenuePoint, StaffRevenueResponse } from '#shared/api/staff-revenue.js'
import { insertForeignMember, insertMember, signupMember } from '../members/fixtures.js'
import { keepDailyFigures } from './job.js'

/** Amsterdam is UTC+1 in early March 2026: local wall-clock time on a day, as an instant. */
const at = (day: number, hour: number, minute = 0) => Date.UTC(2026, 2, day, hour - 1, minute)
const day1 = '2026-03-10'
const day2 = '2026-03-11'
/** The job's clock: the afternoon of day 2 (so day 1 is yesterday). */
const jobNow = at(11, 15)

let payments = 0

async function pay(
  db: Database,
  siteId: number,
  userId: number,
  facts: { method: string; country: string; currency: string; cents: number; credits: number; at: number },
  refunded = 0,
) {
  payments += 1
  const row = await db
    .insertInto('payments')
    .values({
      site_id: siteId,
      user_id: userId,
      bundle_id: 1,
      provider: 'test',
      provider_payment_id: `revenue-${payments}`,
      method: facts.method,
      country: facts.country,
      currency: facts.currency,
      amount_cents: facts.cents,
      credits: facts.credits,
      status: refunded > 0 ? 'refunded' : 'paid',
      amount_refunded_cents: refunded,
      created_at: facts.at,
      updated_at: facts.at,
      completed_at: facts.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

async function spend(db: Database, userId: number, reason: string, credits: number, when: number) {
  payments += 1
  await db
    .insertInto('credit_ledger')
    .values({
      user_id: userId,
      amount: -credits,
      kind: 'spend',
      reason,
      reference: null,
      idempotency_key: `revenue-spend-${payments}`,
      created_at: when,
    })
    .execute()
}

const conversations = new Map<string, number>()

async function send(db: Database, siteId: number, from: number, to: number, when: number) {
  const pair = `${Math.min(from, to)}-${Math.max(from, to)}`
  const id = conversations.get(pair) ?? (await startConversation(db, siteId, from, to, when))
  conversations.set(pair, id)
  await db
    .insertInto('messages')
    .values({ conversation_id: id, sender_id: from, body: 'Hello', created_at: when })
    .execute()
}

async function startConversation(db: Database, siteId: number, from: number, to: number, when: number) {
  const conversation = await db
    .insertInto('conversations')
    .values({
      site_id: siteId,
      user_low_id: Math.min(from, to),
      user_high_id: Math.max(from, to),
      started_by: from,
      created_at: when,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return conversation.id
}

const point = (response: StaffRevenueResponse, start: string): RevenuePoint => {
  const found = response.series.find((p) => p.start === start)
  if (!found) throw new Error(`no point ${start}`)
  return found
}

describe.each(engines)('the revenue dashboard [%s]', (engine) => {
  let t: TestApp
  let admin = ''
  let restrictedAdmin = ''
  let support = ''
  let chargedLater = 0
  let otherSite = 0

  const get = (query: string, cookie = admin) =>
    t.app.inject({
      method: 'GET',
      url: `/api/staff/revenue.php${query}`,
      headers: { host: 'localhost', cookie },
    })

  const allFigures = () =>
    t.db
      .selectFrom('daily_figures')
      .selectAll()
      .orderBy('site_id')
      .orderBy('day')
      .orderBy('figure')
      .orderBy('country')
      .orderBy('key')
      .orderBy('currency')
      .execute()

  beforeAll(async () => {
    t = await createTestApp(engine)
    conversations.clear()
    const db = t.db
    const site = t.siteId
    // Day 1: two signups (NL, DE), one activation, two first purchases in EUR, one partly refunded.
    const m1 = await insertMember(db, site, { country: 'NL', signupAt: at(10, 10) })
    const m2 = await insertMember(db, site, { country: 'DE', signupAt: at(10, 12) })
    await db
      .updateTable('users')
      .set({ activated_at: at(10, 11) })
      .where('id', '=', m1)
      .execute()
    chargedLater = await pay(db, site, m1, {
      method: 'ideal',
      country: 'NL',
      currency: 'EUR',
      cents: 1000,
      credits: 100,
      at: at(10, 13),
    })
    await pay(
      db,
      site,
      m2,
      { method: 'creditcard', country: 'DE', currency: 'EUR', cents: 2000, credits: 250, at: at(10, 23, 30) },
      500,
    )
    await spend(db, m1, 'message', 5, at(10, 14))
    await spend(db, m1, 'message', 5, at(10, 14, 20))
    await send(db, site, m1, m2, at(10, 14))
    await send(db, site, m1, m2, at(10, 14, 20))
    // Day 2 (from 00:30 local, still day 1 in UTC): one signup in NL, a GBP first purchase, a repeat in EUR.
    const m3 = await insertMember(db, site, { country: 'NL', signupAt: at(11, 0, 30) })
    await db
      .updateTable('users')
      .set({ activated_at: at(11, 9, 30) })
      .where('id', '=', m3)
      .execute()
    await pay(db, site, m3, {
      method: 'creditcard',
      country: 'NL',
      currency: 'GBP',
      cents: 1500,
      credits: 150,
      at: at(11, 10),
    })
    await pay(db, site, m1, {
      method: 'ideal',
      country: 'NL',
      currency: 'EUR',
      cents: 1000,
      credits: 100,
      at: at(11, 11),
    })
    await spend(db, m1, 'gift', 20, at(11, 12))
    await spend(db, m3, 'photo', 10, at(11, 12))
    await send(db, site, m3, m1, at(11, 12))
    // Seen this afternoon (active on day 2), and m3 online right now.
    await db
      .updateTable('users')
      .set({ last_seen_at: at(11, 14) })
      .where('id', '=', m1)
      .execute()
    await db.updateTable('users').set({ last_seen_at: Date.now() }).where('id', '=', m3).execute()
    // A member of another site, who signs up and pays on day 1 too.
    const foreigner = await insertForeignMember(t, `revenue-${engine}`)
    await db
      .updateTable('users')
      .set({ signup_date: at(10, 9) })
      .where('id', '=', foreigner)
      .execute()
    otherSite = (
      await db.selectFrom('users').select('site_id').where('id', '=', foreigner).executeTakeFirstOrThrow()
    ).site_id
    await pay(db, otherSite, foreigner, {
      method: 'ideal',
      country: 'NL',
      currency: 'EUR',
      cents: 700,
      credits: 50,
      at: at(10, 9, 30),
    })

    admin = await promoteToStaff(db, (await signupMember(t, 'Admin')).id, 'admin')
    restrictedAdmin = await promoteToStaff(db, (await signupMember(t, 'Restricted')).id, 'admin', [otherSite])
    support = await promoteToStaff(db, (await signupMember(t, 'Support')).id, 'support')
    await keepDailyFigures(db, jobNow)
  })

  afterAll(() => t.close())

  it('keeps the same rows when the job runs again', async () => {
    const before = await allFigures()
    expect(before.length).toBeGreaterThan(10)
    await keepDailyFigures(t.db, jobNow)
    expect(await allFigures()).toEqual(before)
  })

  it("answers each of the site's days with the exact figures", async () => {
    const response = await get(`?site=${t.siteId}&from=${day1}&to=${day2}`)
    expect(response.statusCode, response.body).toBe(200)
    const body: StaffRevenueResponse = response.json()
    expect(body.series.map((p) => p.start)).toEqual([day1, day2])
    expect(point(body, day1)).toEqual({
      start: day1,
      signups: 2,
      activations: 1,
      first_purchases: 2,
      conversion: 1,
      revenue: [{ currency: 'EUR', cents: 2500 }],
      revenue_by_method: [
        { method: 'creditcard', currency: 'EUR', cents: 1500 },
        { method: 'ideal', currency: 'EUR', cents: 1000 },
      ],
      revenue_by_country: [
        { country: 'DE', currency: 'EUR', cents: 1500 },
        { country: 'NL', currency: 'EUR', cents: 1000 },
      ],
      paying_members: 2,
      arppu: [{ currency: 'EUR', cents: 1250 }],
      credits_bought: 350,
      credits_spent: [{ reason: 'message', credits: 10 }],
      messages: 2,
      active: 0,
    })
    expect(point(body, day2)).toEqual({
      start: day2,
      signups: 1,
      activations: 1,
      first_purchases: 1,
      conversion: 1,
      revenue: [
        { currency: 'EUR', cents: 1000 },
        { currency: 'GBP', cents: 1500 },
      ],
      revenue_by_method: [
        { method: 'creditcard', currency: 'GBP', cents: 1500 },
        { method: 'ideal', currency: 'EUR', cents: 1000 },
      ],
      revenue_by_country: [
        { country: 'NL', currency: 'EUR', cents: 1000 },
        { country: 'NL', currency: 'GBP', cents: 1500 },
      ],
      paying_members: 2,
      arppu: [
        { currency: 'EUR', cents: 1000 },
        { currency: 'GBP', cents: 1500 },
      ],
      credits_bought: 250,
      credits_spent: [
        { reason: 'gift', credits: 20 },
        { reason: 'photo', credits: 10 },
      ],
      messages: 1,
      active: 1,
    })
    expect(body.online_now).toBe(1)
    expect(body.totals.signups).toBe(3)
    expect(body.totals.revenue).toEqual([
      { currency: 'EUR', cents: 3500 },
      { currency: 'GBP', cents: 1500 },
    ])
  })

  it('filters by country', async () => {
    const body: StaffRevenueResponse = (
      await get(`?site=${t.siteId}&country=DE&from=${day1}&to=${day2}`)
    ).json()
    expect(point(body, day1)).toMatchObject({
      signups: 1,
      activations: 0,
      first_purchases: 1,
      revenue: [{ currency: 'EUR', cents: 1500 }],
      revenue_by_country: [{ country: 'DE', currency: 'EUR', cents: 1500 }],
      credits_spent: [],
      messages: 0,
    })
    expect(point(body, day2)).toMatchObject({ signups: 0, conversion: null, revenue: [], arppu: [] })
    expect(body.online_now).toBe(0)
  })

  it('adds up every site the admin answers to, and only those', async () => {
    const all: StaffRevenueResponse = (await get(`?from=${day1}&to=${day1}`)).json()
    expect(point(all, day1)).toMatchObject({ signups: 3, revenue: [{ currency: 'EUR', cents: 3200 }] })
    const restricted: StaffRevenueResponse = (await get(`?from=${day1}&to=${day1}`, restrictedAdmin)).json()
    expect(point(restricted, day1)).toMatchObject({ signups: 1, revenue: [{ currency: 'EUR', cents: 700 }] })
    expect((await get(`?site=${t.siteId}&from=${day1}&to=${day1}`, restrictedAdmin)).statusCode).toBe(404)
  })

  it('sums days into ISO weeks and months', async () => {
    for (const [by, start] of [
      ['week', '2026-03-09'],
      ['month', '2026-03-01'],
    ] as const) {
      const body: StaffRevenueResponse = (
        await get(`?site=${t.siteId}&from=2026-03-05&to=${day2}&by=${by}`)
      ).json()
      expect(body.by).toBe(by)
      expect(point(body, start)).toMatchObject({
        signups: 3,
        activations: 2,
        first_purchases: 3,
        conversion: 1,
        revenue: [
          { currency: 'EUR', cents: 3500 },
          { currency: 'GBP', cents: 1500 },
        ],
        paying_members: 4,
        arppu: [
          { currency: 'EUR', cents: 1167 },
          { currency: 'GBP', cents: 1500 },
        ],
        credits_bought: 600,
        messages: 3,
        active: 1,
      })
    }
    const weeks: StaffRevenueResponse = (
      await get(`?site=${t.siteId}&from=2026-03-05&to=${day2}&by=week`)
    ).json()
    expect(weeks.series.map((p) => p.start)).toEqual(['2026-03-02', '2026-03-09'])
    expect(point(weeks, '2026-03-02').signups).toBe(0)
  })

  it("refuses bad dates and ranges, in the caller's language, and nothing else changes", async () => {
    const before = await allFigures()
    const order = await t.app.inject({
      method: 'GET',
      url: `/api/staff/revenue.php?from=${day2}&to=${day1}`,
      headers: { host: 'localhost', cookie: `${admin}; i18n_redirected=de` },
    })
    expect(order.statusCode).toBe(400)
    expect(order.json().error).toMatchObject({ code: 'validation_failed', field: 'from' })
    expect(order.json().error.message).toBe('Das Startdatum darf nicht nach dem Enddatum liegen.')
    const long = await get('?from=2024-01-01&to=2026-01-01')
    expect(long.statusCode).toBe(400)
    expect(long.json().error).toMatchObject({ code: 'validation_failed', field: 'to' })
    expect((await get('?from=2024-01-01&to=2025-12-31')).statusCode).toBe(200)
    for (const query of [
      '?from=2026-02-30',
      '?to=2026-3-1',
      '?by=year',
      '?country=nl',
      '?site=abc',
      '?extra=1',
    ])
      expect((await get(query)).statusCode, query).toBe(400)
    expect(await allFigures()).toEqual(before)
  })

  it('is for admins only, and for logged-in staff', async () => {
    const refused = await get('', support)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error.code).toBe('forbidden')
    const anonymous = await get('', '')
    expect(anonymous.statusCode).toBe(403)
    expect(anonymous.json().error.code).toBe('authentication_required')
    expect((await get('?site=999999')).statusCode).toBe(404)
  })

  it("takes a later refund or chargeback off the payment's own day", async () => {
    const later = at(20, 12)
    await t.db
      .updateTable('payments')
      .set({ status: 'charged_back', amount_charged_back_cents: 1000, updated_at: later - 60_000 })
      .where('id', '=', chargedLater)
      .execute()
    await keepDailyFigures(t.db, later)
    const body: StaffRevenueResponse = (await get(`?site=${t.siteId}&from=${day1}&to=${day2}`)).json()
    expect(point(body, day1).revenue).toEqual([{ currency: 'EUR', cents: 1500 }])
    expect(point(body, day1).first_purchases).toBe(2)
    // Day 2's active members, recorded while it was today, are kept.
    expect(point(body, day2).active).toBe(1)
  })
})
