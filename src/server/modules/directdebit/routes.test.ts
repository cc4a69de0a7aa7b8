import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { readSmsOutbox } from '#server/adapters/sms.js'
import type { DomainEvent } from '#server/realtime/events.js'
import { createTestApp, engines, type TestApp } from '#server/test/harness.js'
import type { DirectDebitConfirmResponse, DirectDebitResponse } from '#shared/api/payments.js'
import { locales } from '#shared/i18n/languages.js'
import { catalogues } from '#shared/i18n/resources.js'
import { balanceOf, ledgerSum } from '../credits/queries.js'
import { type Member, signupMember, withSetting } from '../members/fixtures.js'
import { blockFlag } from './queries.js'

const iban = 'NL91ABNA0417164300'
const phone = '+31 6 1234 5678'
const phoneE164 = '+31612345678'
const day = 86_400_000

describe.each(engines)('direct debit API [%s]', (engine) => {
  let t: TestApp
  let outbox: string
  let euro: { id: number; price: number; credits: number }
  let chf: number
  let events: DomainEvent[] = []

  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'amora-directdebit-'))
    t = await createTestApp(engine, { env: { DATA_DIR: dataDir, RATE_LIMIT_SCALE: '100' } })
    outbox = t.config.outboxDir
    const bundles = await t.db
      .selectFrom('bundles')
      .select(['id', 'currency', 'price_cents', 'credits', 'bonus_credits'])
      .where('site_id', '=', t.siteId)
      .orderBy('sort_order')
      .execute()
    const first = bundles.find((b) => b.currency === 'EUR')
    const swiss = bundles.find((b) => b.currency === 'CHF')
    if (!first || !swiss) throw new Error('the demo site has EUR and CHF bundles')
    euro = { id: first.id, price: first.price_cents, credits: first.credits + first.bonus_credits }
    chf = swiss.id
    t.deps.events.subscribe((event) => {
      events.push(event)
    })
  })
  afterAll(() => t.close())
  beforeEach(() => {
    events = []
  })

  const newMember = async (name: string, options: { paid?: boolean } = {}) => {
    const member = await signupMember(t, name, options)
    await t.db.updateTable('profiles').set({ country: 'NL' }).where('user_id', '=', member.id).execute()
    return member
  }
  const post = (url: string, payload: unknown, who?: Member, locale?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: {
        host: 'localhost',
        cookie: [who?.cookie, locale && `i18n_redirected=${locale}`].filter(Boolean).join('; '),
      },
      payload: payload as object,
    })
  const debit = (who: Member, overrides: Record<string, unknown> = {}, locale?: string) =>
    post(
      '/api/directdebit.php',
      { bundle: euro.id, iban, holder: 'Anna de Vries', phone, agree_terms: true, ...overrides },
      who,
      locale,
    )
  const confirm = (who: Member, requestId: number, code: string, locale?: string) =>
    post('/api/directdebit-confirm.php', { request_id: requestId, code }, who, locale)
  const requestsOf = (who: Member) =>
    t.db.selectFrom('direct_debit_requests').selectAll().where('user_id', '=', who.id).execute()
  const paymentsOf = (who: Member) =>
    t.db.selectFrom('payments').selectAll().where('user_id', '=', who.id).execute()
  /** The code in the newest text message to the number, sent after `since`. */
  const codeSentTo = async (to: string, since: number) => {
    const sms = (await readSmsOutbox(outbox)).find((m) => m.to === to && m.sentAt >= since)
    const code = sms ? /\b(\d{6})\b/.exec(sms.text)?.[1] : undefined
    if (!code) throw new Error(`no code went to ${to}`)
    return code
  }
  const startDebit = async (who: Member) => {
    const since = Date.now()
    const response = await debit(who)
    expect(response.statusCode, response.body).toBe(200)
    const body = response.json() as DirectDebitResponse
    return { id: body.request_id, code: await codeSentTo(phoneE164, since) }
  }
  /** A confirmed debit `daysAgo` days ago, written straight into the table (the limits count them). */
  const pastDebit = async (who: Member, daysAgo: number, amountCents: number) => {
    const at = Date.now() - daysAgo * day
    await t.db
      .insertInto('direct_debit_requests')
      .values({
        site_id: t.siteId,
        user_id: who.id,
        bundle_id: euro.id,
        iban,
        iban_masked: 'NL91 •••• 4300',
        holder: 'Anna de Vries',
        phone: phoneE164,
        amount_cents: amountCents,
        currency: 'EUR',
        code_hash: 'x:y',
        status: 'confirmed',
        expires_at: at + 600_000,
        created_at: at,
        confirmed_at: at,
      })
      .execute()
  }
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

  it('needs a session for both calls', async () => {
    for (const response of [
      await post('/api/directdebit.php', { bundle: euro.id, iban, holder: 'A B', phone, agree_terms: true }),
      await post('/api/directdebit-confirm.php', { request_id: 1, code: '123456' }),
    ]) {
      expect(response.statusCode).toBe(403)
      expect(response.json().error.code).toBe('authentication_required')
    }
  })

  it("refuses bad IBANs with 'IBAN invalid' in every language, storing and sending nothing", async () => {
    const anna = await newMember('Anna')
    const before = (await readSmsOutbox(outbox)).length
    const bad = [
      'NL92ABNA0417164300',
      'NL91ABNA0417164301',
      'NL91ABNA04171643',
      'DE89370400440532013001',
      'SA0380000000608010167519',
      'XX00 0000 0000 0000 00',
    ]
    for (const value of bad) {
      const response = await debit(anna, { iban: value })
      expect(response.statusCode, value).toBe(400)
      expect(response.json().error).toMatchObject({ code: 'iban_invalid', field: 'iban' })
    }
    for (const locale of locales) {
      const response = await debit(anna, { iban: 'NL92ABNA0417164300' }, locale)
      expect(response.json().error.message).toBe(catalogues[locale].directdebit.errors.iban_invalid)
    }
    expect(catalogues.en.directdebit.errors.iban_invalid).toBe('IBAN invalid')
    expect(await requestsOf(anna)).toEqual([])
    expect((await readSmsOutbox(outbox)).length).toBe(before)
  })

  it('refuses other bad input with 400 (or 404 for an unknown bundle), storing and sending nothing', async () => {
    const bert = await newMember('Bert')
    const before = (await readSmsOutbox(outbox)).length
    const cases: [Record<string, unknown>, number, string | undefined][] = [
      [{ agree_terms: false }, 400, 'agree_terms'],
      [{ agree_terms: undefined }, 400, 'agree_terms'],
      [{ holder: 'A' }, 400, 'holder'],
      [{ phone: '12' }, 400, 'phone'],
      [{ phone: 'call me maybe' }, 400, 'phone'],
      [{ phone: '+0612345678' }, 400, 'phone'],
      [{ bundle: 'x' }, 400, 'bundle'],
      [{ bundle: chf }, 400, 'bundle'],
      [{ extra: 1 }, 400, undefined],
      [{ bundle: 2_000_000_000 }, 404, undefined],
    ]
    for (const [overrides, status, field] of cases) {
      const response = await debit(bert, overrides)
      expect(response.statusCode, JSON.stringify(overrides)).toBe(status)
      if (field) expect(response.json().error.field, JSON.stringify(overrides)).toBe(field)
    }
    const phoneError = await debit(bert, { phone: '12345678' }, 'de')
    expect(phoneError.json().error.message).toBe(catalogues.de.directdebit.errors.phone_invalid)
    for (const payload of [
      {},
      { request_id: 1 },
      { request_id: 1, code: '12345' },
      { request_id: 'a', code: '123456' },
    ]) {
      expect(
        (await post('/api/directdebit-confirm.php', payload, bert)).statusCode,
        JSON.stringify(payload),
      ).toBe(400)
    }
    expect(await requestsOf(bert)).toEqual([])
    expect((await readSmsOutbox(outbox)).length).toBe(before)
  })

  it('debits after the SMS code: one payment, credits granted once, premium, the IBAN only masked', async () => {
    const carla = await newMember('Carla')
    const credits = await balanceOf(t.db, carla.id)
    const since = Date.now()
    const response = await debit(carla, { phone: '06-1234 5678', iban: 'nl91 abna 0417 1643 00' })
    expect(response.statusCode, response.body).toBe(200)
    const body = response.json() as DirectDebitResponse
    expect(body.phone_hint).toBe('678')
    expect(Date.parse(body.expires_at)).toBeGreaterThan(Date.now() + 9 * 60_000)
    expect(response.body).not.toContain('0417164300')
    const sms = (await readSmsOutbox(outbox)).find((m) => m.to === phoneE164 && m.sentAt >= since)
    expect(sms?.text).toContain('Amora')
    const code = await codeSentTo(phoneE164, since)

    const [stored] = await requestsOf(carla)
    expect(stored).toMatchObject({ iban, iban_masked: 'NL91 •••• 4300', status: 'pending', attempts: 0 })
    expect(stored?.code_hash).not.toContain(code)

    const confirmed = await confirm(carla, body.request_id, code)
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    const result = confirmed.json() as DirectDebitConfirmResponse
    // A new member's first purchase carries the time bonus of 25%.
    const amount = Math.round(euro.price * 0.75)
    expect(result.payment).toMatchObject({
      state: 'completed',
      method: 'sdd',
      bundle_id: euro.id,
      credits: euro.credits,
      discount_percentage: 25,
      amount: { cents: amount, currency: 'EUR' },
    })
    expect(result.credits).toBe(credits + euro.credits)
    expect(confirmed.body).not.toContain('0417164300')
    expect(await balanceOf(t.db, carla.id)).toBe(await ledgerSum(t.db, carla.id))
    const user = await t.db
      .selectFrom('users')
      .select('paid_user')
      .where('id', '=', carla.id)
      .executeTakeFirst()
    expect(user?.paid_user).toBe(1)
    expect(events).toContainEqual({ type: 'credits.changed', userId: carla.id })
    const [done] = await requestsOf(carla)
    expect(done).toMatchObject({ status: 'confirmed', payment_id: result.payment.id, amount_cents: amount })

    // The code is single use: again it answers that it was used, and nothing more is granted.
    const again = await confirm(carla, body.request_id, code, 'nl')
    expect(again.statusCode).toBe(410)
    expect(again.json().error.message).toBe(catalogues.nl.directdebit.errors.code_used)
    expect(await paymentsOf(carla)).toHaveLength(1)
    expect(await balanceOf(t.db, carla.id)).toBe(credits + euro.credits)
    // The welcome code went with that debit, so it is used.
    const welcome = await t.db
      .selectFrom('discount_code_uses')
      .select('payment_id')
      .where('user_id', '=', carla.id)
      .execute()
    expect(welcome).toEqual([{ payment_id: result.payment.id }])
  })

  it("answers 'Code invalid' for a wrong code, and after 5 wrong codes the request is dead", async () => {
    const dirk = await newMember('Dirk')
    const credits = await balanceOf(t.db, dirk.id)
    const { id, code } = await startDebit(dirk)
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await confirm(dirk, id, wrongCode(code), locales[attempt % locales.length])
      expect(response.statusCode).toBe(400)
      const error = response.json().error
      expect(error).toMatchObject({ code: 'sms_code_invalid', field: 'code', tries_left: 5 - attempt })
      expect(error.message).toBe(
        catalogues[locales[attempt % locales.length] ?? 'en'].directdebit.errors.code_invalid,
      )
    }
    expect(catalogues.en.directdebit.errors.code_invalid).toBe('Code invalid')
    const dead = await confirm(dirk, id, code)
    expect(dead.statusCode).toBe(410)
    expect(dead.json().error.message).toBe(catalogues.en.directdebit.errors.too_many_tries)
    const [row] = await requestsOf(dirk)
    expect(row).toMatchObject({ status: 'dead', attempts: 5 })
    expect(await paymentsOf(dirk)).toEqual([])
    expect(await balanceOf(t.db, dirk.id)).toBe(credits)
  })

  it('counts wrong codes sent at once: of 8 wrong tries, 5 are counted and the request is dead', async () => {
    const edda = await newMember('Edda')
    const { id, code } = await startDebit(edda)
    const responses = await Promise.all(Array.from({ length: 8 }, () => confirm(edda, id, wrongCode(code))))
    expect(responses.filter((r) => r.statusCode === 400)).toHaveLength(5)
    expect(responses.filter((r) => r.statusCode === 410)).toHaveLength(3)
    expect((await confirm(edda, id, code)).statusCode).toBe(410)
    expect(await paymentsOf(edda)).toEqual([])
  })

  it('refuses an expired code without counting a try, and granting nothing', async () => {
    const fenna = await newMember('Fenna')
    const { id, code } = await startDebit(fenna)
    await t.db
      .updateTable('direct_debit_requests')
      .set({ expires_at: Date.now() - 1 })
      .where('id', '=', id)
      .execute()
    const response = await confirm(fenna, id, code, 'fr')
    expect(response.statusCode).toBe(410)
    expect(response.json().error).toMatchObject({
      code: 'sms_code_expired',
      message: catalogues.fr.directdebit.errors.code_expired,
    })
    const [row] = await requestsOf(fenna)
    expect(row).toMatchObject({ status: 'pending', attempts: 0 })
    expect(await paymentsOf(fenna)).toEqual([])
  })

  it("answers 404 for another member's request and an unknown one", async () => {
    const gert = await newMember('Gert')
    const hanna = await newMember('Hanna')
    const { id, code } = await startDebit(gert)
    expect((await confirm(hanna, id, code)).statusCode).toBe(404)
    expect((await confirm(hanna, 2_000_000_000, code)).statusCode).toBe(404)
    const [row] = await requestsOf(gert)
    expect(row).toMatchObject({ status: 'pending', attempts: 0 })
  })

  it('confirms once when the right code arrives 6 times at once', async () => {
    const ilse = await newMember('Ilse')
    const credits = await balanceOf(t.db, ilse.id)
    const { id, code } = await startDebit(ilse)
    const responses = await Promise.all(Array.from({ length: 6 }, () => confirm(ilse, id, code)))
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1)
    expect(responses.filter((r) => r.statusCode === 410)).toHaveLength(5)
    expect(await paymentsOf(ilse)).toHaveLength(1)
    expect(await balanceOf(t.db, ilse.id)).toBe(credits + euro.credits)
  })

  it('refuses a member blocked by the operator or after a chargeback, in their language', async () => {
    const jan = await newMember('Jan')
    await t.db
      .insertInto('user_flags')
      .values({ user_id: jan.id, name: blockFlag, set_at: Date.now() })
      .execute()
    for (const locale of locales) {
      const response = await debit(jan, {}, locale)
      expect(response.statusCode).toBe(403)
      expect(response.json().error).toMatchObject({
        code: 'direct_debit_blocked',
        message: catalogues[locale].directdebit.errors.blocked,
      })
    }
    expect(catalogues.en.directdebit.errors.blocked).toBe(
      'Your account is blocked for direct debit payments.',
    )

    const kees = await newMember('Kees')
    await t.db
      .insertInto('payments')
      .values({
        site_id: t.siteId,
        user_id: kees.id,
        bundle_id: euro.id,
        provider: 'test',
        provider_payment_id: `tr_chargeback_${kees.id}`,
        method: 'creditcard',
        country: 'NL',
        currency: 'EUR',
        amount_cents: euro.price,
        credits: euro.credits,
        status: 'charged_back',
        created_at: Date.now(),
        updated_at: Date.now(),
      })
      .execute()
    expect((await debit(kees)).json().error.code).toBe('direct_debit_blocked')
    expect(await requestsOf(jan)).toEqual([])
    expect(await requestsOf(kees)).toEqual([])

    // A block set between the request and the code stops the debit too.
    const lies = await newMember('Lies')
    const { id, code } = await startDebit(lies)
    await t.db
      .insertInto('user_flags')
      .values({ user_id: lies.id, name: blockFlag, set_at: Date.now() })
      .execute()
    expect((await confirm(lies, id, code)).statusCode).toBe(403)
    expect(await paymentsOf(lies)).toEqual([])
  })

  it('limits each account to 3 debits and €150 in 30 days; older debits do not count', async () => {
    const limitMessage =
      'Limit for direct debit payments reached: try later, a cheaper package or another payment method.'
    expect(catalogues.en.directdebit.errors.limit).toBe(limitMessage)

    const marc = await newMember('Marc', { paid: true })
    await pastDebit(marc, 1, 995)
    await pastDebit(marc, 10, 995)
    await pastDebit(marc, 40, 995)
    const third = await debit(marc)
    expect(third.statusCode, third.body).toBe(200)
    await pastDebit(marc, 2, 995)
    for (const locale of locales) {
      const fourth = await debit(marc, {}, locale)
      expect(fourth.statusCode).toBe(409)
      expect(fourth.json().error).toMatchObject({
        code: 'direct_debit_limit',
        message: catalogues[locale].directdebit.errors.limit,
      })
    }
    // The pending request asked before the limit was reached cannot be confirmed past it either.
    const pending = third.json() as DirectDebitResponse
    const code = await codeSentTo(phoneE164, Date.now() - 60_000)
    expect((await confirm(marc, pending.request_id, code)).statusCode).toBe(409)
    expect(await paymentsOf(marc)).toEqual([])

    const nina = await newMember('Nina', { paid: true })
    await pastDebit(nina, 3, 14_500)
    expect((await debit(nina)).json().error.code).toBe('direct_debit_limit')
    await pastDebit(nina, 31, 14_500)
    const small = await withSetting(t, 'direct_debit_max_amount_cents', 14_500 + euro.price, () =>
      debit(nina),
    )
    expect(small.statusCode, small.body).toBe(200)
    const fewer = await withSetting(t, 'direct_debit_max_count', 1, () => debit(nina))
    expect(fewer.json().error.code).toBe('direct_debit_limit')
  })
})

describe.each(engines)('direct debit rate limits [%s]', (engine) => {
  let t: TestApp
  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'amora-directdebit-limit-'))
    t = await createTestApp(engine, { env: { DATA_DIR: dataDir } })
  })
  afterAll(() => t.close())

  it('takes 6 debit requests an hour from a member, then answers 429', async () => {
    const member = await signupMember(t, 'Hasty')
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/directdebit.php',
        headers: { host: 'localhost', cookie: member.cookie },
        payload: {
          bundle: 1,
          iban: 'NL92ABNA0417164300',
          holder: 'H H',
          phone: '+31612345678',
          agree_terms: true,
        },
      })
    for (let i = 0; i < 6; i += 1) expect((await send()).statusCode).toBe(400)
    expect((await send()).statusCode).toBe(429)
  })
})
