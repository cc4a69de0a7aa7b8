import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TestPaymentProvider } from '#server/adapters/payments/test-provider.js'
import { createTestApp, engines, type TestApp } from '#server/test/harness.js'
import { promoteToStaff } from '#server/test/staff.js'
import type { BundlesResponse, StartPaymentResponse, TransactionResponse } from '#shared/api/payments.js'
import { catalogues } from '#shared/i18n/resources.js'
import { freePort } from '../../test/ports.js'
import { type Member, signupMember } from '../members/fixtures.js'
import { providerPaymentIdOf } from '../payments/fixtures.js'
import { listPaymentDocuments } from './queries.js'
import { issueDocuments } from './service.js'

async function pdfText(body: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(body))
  const { text } = await extractText(pdf, { mergePages: true })
  // Intl puts no-break spaces before "%" and in amounts; the checks read plain spaces.
  return text.replace(/[\u00a0\u202f]/g, ' ')
}

describe.each(engines)('invoices and credit notes [%s]', (engine) => {
  let t: TestApp
  let host: string
  let provider: TestPaymentProvider
  let admin = ''

  beforeAll(async () => {
    // The test checkout calls the webhook over HTTP at the site's own address.
    const port = await freePort()
    t = await createTestApp(engine, { env: { PORT: String(port) } })
    await t.app.listen({ port, host: '127.0.0.1' })
    host = `127.0.0.1:${port}`
    provider = new TestPaymentProvider(t.db)
    const boss = await signupMember(t, 'Boss')
    admin = await promoteToStaff(t.db, boss.id, 'admin')
  })
  afterAll(() => t.close())

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie = '', payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { host, cookie },
      ...(payload === undefined ? {} : { payload: payload as object }),
    })
  const webhook = (id: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payment-webhook.php?provider=test',
      headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ id }).toString(),
    })

  /** A member of the country and language given who has bought the first bundle. */
  async function buyer(name: string, country: string, language: string) {
    const member = await signupMember(t, name)
    await t.db.updateTable('profiles').set({ country }).where('user_id', '=', member.id).execute()
    await t.db.updateTable('users').set({ language }).where('id', '=', member.id).execute()
    const payment = await buy(member)
    return { member, payment }
  }

  async function buy(member: Member): Promise<StartPaymentResponse['payment']> {
    const bundles = (await call('GET', '/api/bundles.php', member.cookie)).json() as BundlesResponse
    const bundle = bundles.bundles[0]
    if (!bundle) throw new Error('no bundle')
    const started = await call('POST', '/api/payment.php', member.cookie, {
      agree_terms: true,
      method: 'creditcard',
      bundle: bundle.id,
    })
    expect(started.statusCode, started.body).toBe(200)
    const answer = started.json() as StartPaymentResponse
    const id = await providerPaymentIdOf(t.db, answer.payment.id)
    await t.db.updateTable('test_provider_payments').set({ status: 'paid' }).where('id', '=', id).execute()
    const [first, second] = await Promise.all([webhook(id), webhook(id)])
    expect([first.statusCode, second.statusCode]).toEqual([200, 200])
    return answer.payment
  }

  const invoiceOf = async (member: Member, paymentId: number) => {
    const response = await call('GET', `/api/transaction.php?id=${paymentId}`, member.cookie)
    expect(response.statusCode, response.body).toBe(200)
    const invoice = (response.json() as TransactionResponse).invoice
    if (!invoice) throw new Error('no invoice')
    return invoice
  }

  it('issues one invoice when the payment completes, however often the webhook arrives', async () => {
    const { member, payment } = await buyer('Dora', 'DE', 'de')
    const id = await providerPaymentIdOf(t.db, payment.id)
    for (let i = 0; i < 3; i++) expect((await webhook(id)).statusCode).toBe(200)
    const documents = await listPaymentDocuments(t.db, payment.id)
    expect(documents).toHaveLength(1)
    expect(documents[0]).toMatchObject({
      kind: 'invoice',
      total_cents: payment.amount.cents,
      currency: 'EUR',
    })
    expect(documents[0]?.number).toMatch(/^\d{4}-\d{6}$/)

    const invoice = await invoiceOf(member, payment.id)
    const net = Math.round((payment.amount.cents * 10_000) / 11_900)
    expect(invoice).toMatchObject({
      id: documents[0]?.id,
      number: documents[0]?.number,
      customer: { name: 'Dora', country: 'DE' },
      company: { name: 'Amora Demo B.V.', kvk: '12345678' },
      vat_rate: '19',
      net: { cents: net, currency: 'EUR' },
      vat: { cents: payment.amount.cents - net, currency: 'EUR' },
      total: { cents: payment.amount.cents, currency: 'EUR' },
      outside_eu: false,
      credit_notes: [],
    })
  })

  it('numbers the documents of one company without gaps or duplicates, also when a transaction rolls back', async () => {
    const members = await Promise.all(['Ena', 'Fay', 'Gus'].map((name) => signupMember(t, name)))
    const bundle = await t.db
      .selectFrom('bundles')
      .select('id')
      .where('site_id', '=', t.siteId)
      .executeTakeFirstOrThrow()
    const now = Date.now()
    const ids: number[] = []
    for (let i = 0; i < 12; i++) {
      const member = members[i % members.length]
      if (!member) throw new Error('no member')
      const row = await t.db
        .insertInto('payments')
        .values({
          site_id: t.siteId,
          user_id: member.id,
          bundle_id: bundle.id,
          provider: 'test',
          provider_payment_id: `concurrent-${engine}-${i}`,
          method: 'creditcard',
          country: 'NL',
          currency: 'EUR',
          amount_cents: 1000 + i,
          credits: 50,
          status: 'paid',
          created_at: now,
          updated_at: now,
          completed_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      ids.push(row.id)
    }
    const [rolledBack, ...rest] = ids
    if (rolledBack === undefined) throw new Error('no payment')
    const refused = t.db.transaction().execute(async (trx) => {
      await issueDocuments(trx, rolledBack, now)
      throw new Error('the payment could not be saved')
    })
    await Promise.all([
      expect(refused).rejects.toThrow('could not be saved'),
      ...rest.map((id) => t.db.transaction().execute((trx) => issueDocuments(trx, id, now))),
    ])
    await t.db.transaction().execute((trx) => issueDocuments(trx, rolledBack, now))

    const rows = await t.db
      .selectFrom('invoices')
      .select(['sequence', 'number', 'payment_id'])
      .where('series_key', '=', 'kvk:12345678')
      .where('year', '=', new Date(now).getUTCFullYear())
      .orderBy('sequence')
      .execute()
    const sequences = rows.map((row) => Number(row.sequence))
    expect(sequences).toEqual(sequences.map((_, i) => i + 1))
    expect(new Set(rows.map((row) => row.number)).size).toBe(rows.length)
    for (const id of ids) expect(rows.filter((row) => row.payment_id === id)).toHaveLength(1)
  })

  it('issues a credit note per refund and one for a chargeback, at the invoice’s rate and never above it', async () => {
    const { member, payment } = await buyer('Hedda', 'NL', 'nl')
    const id = await providerPaymentIdOf(t.db, payment.id)
    const total = payment.amount.cents
    await provider.refund(id, { cents: 300, currency: 'EUR' })
    await webhook(id)
    await webhook(id)
    await provider.refund(id, { cents: 200, currency: 'EUR' })
    await webhook(id)
    await provider.chargeBack(id)
    await webhook(id)
    await webhook(id)

    const invoice = await invoiceOf(member, payment.id)
    expect(invoice.vat_rate).toBe('21')
    expect(invoice.credit_notes.map((note) => [note.reason, note.total.cents])).toEqual([
      ['refund', 300],
      ['refund', 200],
      ['chargeback', total - 500],
    ])
    const sum = (pick: (note: (typeof invoice.credit_notes)[number]) => number) =>
      invoice.credit_notes.reduce((acc, note) => acc + pick(note), 0)
    expect(sum((note) => note.total.cents)).toBe(invoice.total.cents)
    expect(sum((note) => note.net.cents)).toBe(invoice.net.cents)
    expect(sum((note) => note.vat.cents)).toBe(invoice.vat.cents)
    for (const note of invoice.credit_notes) expect(note.net.cents + note.vat.cents).toBe(note.total.cents)
    const stored = await t.db
      .selectFrom('invoices')
      .select(['corrects_id', 'vat_rate'])
      .where('payment_id', '=', payment.id)
      .where('kind', '=', 'credit_note')
      .execute()
    expect(stored.map((row) => [row.corrects_id, Number(row.vat_rate)])).toEqual(
      stored.map(() => [invoice.id, 2100]),
    )

    const note = invoice.credit_notes[0]
    if (!note) throw new Error('no note')
    const pdf = await call('GET', `/api/invoice-pdf.php?id=${note.id}`, member.cookie)
    expect(pdf.statusCode).toBe(200)
    const text = await pdfText(pdf.rawPayload)
    expect(text).toContain('Creditnota')
    expect(text).toContain(`Corrigeert factuur ${invoice.number}`)
    expect(text).toContain('Btw 21%')
  })

  it('credits a full refund with a note equal to the invoice', async () => {
    const { member, payment } = await buyer('Ivo', 'PL', 'pl')
    const id = await providerPaymentIdOf(t.db, payment.id)
    await provider.refund(id, payment.amount)
    await webhook(id)
    const invoice = await invoiceOf(member, payment.id)
    expect(invoice.credit_notes).toHaveLength(1)
    expect(invoice.credit_notes[0]).toMatchObject({
      net: invoice.net,
      vat: invoice.vat,
      total: invoice.total,
    })
  })

  it.each([
    ['DE', 'de', ['Rechnung', 'Umsatzsteuer 19 %', 'Nettobetrag', 'Rechnungsempfänger', 'Amora Demo B.V.']],
    ['PL', 'pl', ['Faktura', 'VAT 23%', 'Kwota netto', 'Nabywca', 'Razem brutto']],
    ['HU', 'en', ['Invoice', 'VAT 27%', 'Net amount']],
    ['US', 'fr', ['Facture', 'TVA 0 %', 'hors de l’Union européenne']],
  ])('serves the PDF of a buyer from %s in their language (%s)', async (country, language, texts) => {
    const { member, payment } = await buyer(`Buyer ${country}`, country, language)
    const invoice = await invoiceOf(member, payment.id)
    const response = await call('GET', `/api/invoice-pdf.php?id=${invoice.id}`, member.cookie)
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${invoice.number}.pdf"`)
    const text = await pdfText(response.rawPayload)
    for (const expected of texts) expect(text).toContain(expected)
    expect(text).toContain(invoice.number)
    expect(text).toContain(invoice.customer.email)
    expect(invoice.customer.email).toContain('@')
    if (country === 'US')
      expect(invoice).toMatchObject({ vat_rate: '0', outside_eu: true, vat: { cents: 0 } })
  })

  it('prints Polish and German letters from the seller’s details', async () => {
    await t.db
      .updateTable('company_info')
      .set({ address: 'Żółta 5, Großstraße' })
      .where('site_id', '=', t.siteId)
      .execute()
    try {
      const { member, payment } = await buyer('Łucja', 'PL', 'pl')
      const invoice = await invoiceOf(member, payment.id)
      const response = await call('GET', `/api/invoice-pdf.php?id=${invoice.id}`, member.cookie)
      const text = await pdfText(response.rawPayload)
      expect(text).toContain('Żółta 5, Großstraße')
      expect(text).toContain('Łucja')
      expect(text).toContain('Faktura')
    } finally {
      await t.db
        .updateTable('company_info')
        .set({ address: 'Keizersgracht 1' })
        .where('site_id', '=', t.siteId)
        .execute()
    }
  })

  it('keeps a member’s documents to themselves: 403 without a session, 404 for another member, 400 for bad ids', async () => {
    const { member, payment } = await buyer('Jana', 'NL', 'en')
    const other = await signupMember(t, 'Karl')
    const invoice = await invoiceOf(member, payment.id)
    const url = `/api/invoice-pdf.php?id=${invoice.id}`
    const anonymous = await call('GET', url)
    expect(anonymous.statusCode).toBe(403)
    expect(anonymous.json().error.code).toBe('authentication_required')
    expect((await call('GET', url, other.cookie)).statusCode).toBe(404)
    expect((await call('GET', '/api/invoice-pdf.php?id=2000000000', member.cookie)).statusCode).toBe(404)
    const bad = await call('GET', '/api/invoice-pdf.php?id=abc', member.cookie)
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.field).toBe('id')
  })

  it('serves staff copies to admins and support of the site only', async () => {
    const { payment } = await buyer('Lotte', 'NL', 'nl')
    const [document] = await listPaymentDocuments(t.db, payment.id)
    if (!document) throw new Error('no invoice')
    const url = `/api/staff/invoice-pdf.php?id=${document.id}`
    const cookieOf = async (role: 'admin' | 'support' | 'moderator' | 'operator', sites: number[] = []) =>
      promoteToStaff(t.db, (await signupMember(t, `Staff ${role} ${sites.length}`)).id, role, sites)

    const asAdmin = await call('GET', url, admin)
    expect(asAdmin.statusCode).toBe(200)
    expect(asAdmin.headers['content-type']).toBe('application/pdf')
    expect(await pdfText(asAdmin.rawPayload)).toContain('Factuur')
    expect((await call('GET', url, await cookieOf('support'))).statusCode).toBe(200)
    expect((await call('GET', url, await cookieOf('moderator'))).statusCode).toBe(403)
    expect((await call('GET', url, await cookieOf('operator'))).statusCode).toBe(403)
    expect((await call('GET', url)).json().error.code).toBe('authentication_required')
    // Support of another site does not see it.
    const elsewhere = await t.db
      .insertInto('sites')
      .values({
        slug: `elsewhere-${engine}`,
        name: 'Elsewhere',
        domain: 'elsewhere.test',
        created_at: Date.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    expect((await call('GET', url, await cookieOf('support', [elsewhere.id]))).statusCode).toBe(404)
    expect((await call('GET', '/api/staff/invoice-pdf.php?id=2000000000', admin)).statusCode).toBe(404)
    expect((await call('GET', '/api/staff/invoice-pdf.php?id=0', admin)).statusCode).toBe(400)
  })

  it('takes the site’s VAT rates from its setting and refuses bad ones, changing nothing', async () => {
    const change = (vat_rates: unknown, locale = 'en') =>
      t.app.inject({
        method: 'PUT',
        url: '/api/staff/sites.php',
        headers: { host, cookie: `${admin}; i18n_redirected=${locale}` },
        payload: { id: t.siteId, settings: { vat_rates } },
      })
    for (const [bad, field] of [
      [{ DE: 101 }, 'settings.vat_rates.DE'],
      [{ DE: -1 }, 'settings.vat_rates.DE'],
      [{ DE: 19.555 }, 'settings.vat_rates.DE'],
      [{ XX: 10 }, 'settings.vat_rates.XX'],
      [{ US: 10 }, 'settings.vat_rates.US'],
    ] as const) {
      const response = await change(bad)
      expect(response.statusCode, JSON.stringify(bad)).toBe(400)
      expect(response.json().error).toMatchObject({ code: 'validation_failed' })
      expect(String(response.json().error.field)).toContain(field)
    }
    const german = await change({ DE: 150 }, 'de')
    expect(german.json().error.message).toBe(catalogues.de.staff.errors.vat_rate_invalid)
    const polish = await change({ CH: 8 }, 'pl')
    expect(polish.json().error.message).toBe(catalogues.pl.staff.errors.vat_country_invalid)
    const stored = await t.db
      .selectFrom('site_settings')
      .select('value')
      .where('site_id', '=', t.siteId)
      .where('name', '=', 'vat_rates')
      .executeTakeFirst()
    expect(stored).toBeUndefined()

    const saved = await change({ DE: 7 })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().settings.vat_rates).toEqual({ DE: 7 })
    try {
      const { member, payment } = await buyer('Mia', 'DE', 'de')
      const invoice = await invoiceOf(member, payment.id)
      expect(invoice.vat_rate).toBe('7')
      const text = await pdfText(
        (await call('GET', `/api/invoice-pdf.php?id=${invoice.id}`, member.cookie)).rawPayload,
      )
      expect(text).toContain('Umsatzsteuer 7 %')
    } finally {
      expect((await change({})).statusCode).toBe(200)
    }
  })
})
