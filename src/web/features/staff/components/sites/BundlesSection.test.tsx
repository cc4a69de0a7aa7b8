// @vitest-environment happy-dom
import { act } from 'react'
import type { Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { siteSettingsSchema } from '#shared/api/site-settings.js'
import type { StaffBundle, StaffSiteResponse } from '#shared/api/staff-sites.js'
import { attachRoot, detachRoot, fieldByLabel, renderInApp, typeInto } from '#web/testing/dom.js'
import { StaffCatalogue } from '../StaffCatalogue.js'
import { StaffToasts } from '../StaffToasts.js'
import { BundlesSection, priceCentsOf, priceText } from './BundlesSection.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const site: StaffSiteResponse = {
  site: {
    id: 3,
    slug: 'amora',
    name: 'Amora',
    domain: 'amora.example',
    domains: ['amora.example'],
    domain_language: 'nl',
    time_zone: 'Europe/Amsterdam',
    created_at: 1_700_000_000_000,
  },
  settings: siteSettingsSchema.parse({}),
  company: null,
  logo: null,
}

function bundle(id: number, values: Partial<StaffBundle> = {}): StaffBundle {
  return {
    id,
    currency: 'EUR',
    price_cents: 995,
    credits: 100,
    bonus_credits: 0,
    best_value: false,
    sort_order: id,
    active: true,
    ...values,
  }
}

const stored = [
  bundle(1),
  bundle(2, { price_cents: 3995, credits: 250, bonus_credits: 50, best_value: true }),
  bundle(3, { currency: 'GBP', price_cents: 899 }),
]

let root: Root
let container: HTMLElement
let fetch: ReturnType<typeof vi.fn>
/** What the PUT answers; the GET always answers the stored list. */
let putAnswer: () => Response
let consoleError: ReturnType<typeof vi.spyOn>

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

function field<T extends HTMLElement = HTMLInputElement>(label: string): T {
  return fieldByLabel<T>(container, label, (text) => text === label)
}

function button(text: string): HTMLButtonElement {
  const found = [...container.querySelectorAll('button')].find((b) => b.textContent === text)
  if (!found) throw new Error(`no button ${text}`)
  return found
}

async function click(target: HTMLElement) {
  await act(async () => target.click())
}

async function save() {
  await click(button('Save'))
  await act(async () => {})
}

function put(): { path: string; body: unknown } | undefined {
  const call = fetch.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === 'PUT')
  if (!call) return undefined
  const [path, init] = call as [string, RequestInit]
  return { path, body: JSON.parse(String(init.body)) }
}

describe('the credit bundles section', () => {
  beforeEach(async () => {
    consoleError = vi.spyOn(console, 'error')
    fetch = vi.fn(async (_path: string, init?: RequestInit) =>
      init?.method === 'PUT' ? putAnswer() : json({ bundles: stored }),
    )
    ;({ container, root } = attachRoot(fetch))
    renderInApp(
      root,
      <StaffCatalogue>
        <StaffToasts>
          <BundlesSection data={site} />
        </StaffToasts>
      </StaffCatalogue>,
    )
    // The bundles' query answers after a few turns of the event loop.
    for (let turn = 0; turn < 20 && !container.querySelector('table'); turn++)
      await act(async () => new Promise((resolve) => setTimeout(resolve, 0)))
  })

  afterEach(() => {
    detachRoot(root, container)
    consoleError.mockRestore()
  })

  it('shows the first currency’s bundles with prices in the currency’s units', () => {
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/staff/bundles.php?site=3')
    expect(field<HTMLSelectElement>('Currency').value).toBe('EUR')
    expect(field('Price, row 1').value).toBe('9.95')
    expect(field('Price, row 2').value).toBe('39.95')
    expect(field('Best value, row 2').checked).toBe(true)
    expect(container.textContent).toContain('€39.95')
    expect(() => field('Price, row 3')).toThrow()
    expect(button('Save').disabled).toBe(true)
    expect(consoleError).not.toHaveBeenCalled()
  })

  it('sends a new bundle without an id, its price in cents, with every other row', async () => {
    await click(button('Add package'))
    typeInto(field('Price, row 3'), '19.95')
    typeInto(field('Credits, row 3'), '180')
    typeInto(field('Bonus credits, row 3'), '20')
    await click(field('Best value, row 3'))
    putAnswer = () => json({ bundles: [...stored, bundle(4, { price_cents: 1995, credits: 180 })] })
    await save()
    const sent = put()
    expect(sent?.path).toBe('/api/staff/bundles.php')
    expect(sent?.body).toEqual({
      site: 3,
      bundles: [
        {
          id: 1,
          currency: 'EUR',
          price_cents: 995,
          credits: 100,
          bonus_credits: 0,
          best_value: false,
          sort_order: 1,
          active: true,
        },
        // The best value moved to the new row: one per currency.
        {
          id: 2,
          currency: 'EUR',
          price_cents: 3995,
          credits: 250,
          bonus_credits: 50,
          best_value: false,
          sort_order: 2,
          active: true,
        },
        {
          id: 3,
          currency: 'GBP',
          price_cents: 899,
          credits: 100,
          bonus_credits: 0,
          best_value: false,
          sort_order: 3,
          active: true,
        },
        {
          currency: 'EUR',
          price_cents: 1995,
          credits: 180,
          bonus_credits: 20,
          best_value: true,
          sort_order: 3,
          active: true,
        },
      ],
    })
    expect(document.body.textContent).toContain('Credit packages: saved.')
    // The answer is the new saved state: the new row has its id and nothing is left to save.
    expect(button('Save').disabled).toBe(true)
    expect(consoleError).not.toHaveBeenCalled()
  })

  it('sends a retired bundle as inactive and offers to reactivate it', async () => {
    const retire = container.querySelector<HTMLButtonElement>('button[aria-label="Retire row 1"]')
    await click(retire as HTMLButtonElement)
    expect(field('Price, row 1').disabled).toBe(true)
    expect(field('Active, row 1').checked).toBe(false)
    expect(button('Reactivate')).toBeDefined()
    putAnswer = () => json({ bundles: stored })
    await save()
    const body = put()?.body as { bundles: Array<{ id?: number; active: boolean }> }
    expect(body.bundles.find((row) => row.id === 1)?.active).toBe(false)
  })

  it('puts the server’s refusal under the cell it names', async () => {
    await click(button('Add package'))
    typeInto(field('Price, row 3'), '5')
    typeInto(field('Credits, row 3'), '40')
    putAnswer = () =>
      json(
        {
          error: {
            code: 'validation_failed',
            message: 'Please check the highlighted field.',
            field: 'bundles.3.price_cents',
          },
        },
        400,
      )
    await save()
    const price = field('Price, row 3')
    expect(price.classList).toContain('is-invalid')
    expect(container.querySelector(`#${CSS.escape(price.id)}-error`)?.textContent).toBe(
      'Please check the highlighted field.',
    )
    expect(field('Price, row 1').classList).not.toContain('is-invalid')
    expect(container.querySelector('[role=alert]')).toBeNull()
  })

  it('refuses a price with too many decimals under its cell without a request', async () => {
    typeInto(field('Price, row 1'), '9.999')
    await save()
    expect(put()).toBeUndefined()
    expect(field('Price, row 1').classList).toContain('is-invalid')
  })

  it('adds a currency, and shows its empty table', async () => {
    const currency = field<HTMLSelectElement>('Currency')
    act(() => {
      currency.value = ''
      currency.dispatchEvent(new Event('change', { bubbles: true }))
    })
    typeInto(field('New currency'), 'ch')
    await click(button('Add'))
    expect(container.textContent).toContain('three-letter currency code')
    typeInto(field('New currency'), 'chf')
    await click(button('Add'))
    expect(field<HTMLSelectElement>('Currency').value).toBe('CHF')
    expect(container.textContent).toContain('No packages in CHF yet.')
  })
})

describe('prices in a currency’s units', () => {
  it('reads decimals exactly, in the currency’s own number of them', () => {
    expect(priceCentsOf('9.95', 'EUR')).toBe(995)
    expect(priceCentsOf('9,9', 'EUR')).toBe(990)
    expect(priceCentsOf('10', 'EUR')).toBe(1000)
    expect(priceCentsOf('1200', 'JPY')).toBe(1200)
    expect(priceCentsOf('9.999', 'EUR')).toBeNaN()
    expect(priceCentsOf('1.5', 'JPY')).toBeNaN()
    expect(priceCentsOf('', 'EUR')).toBeNaN()
  })

  it('writes stored prices back as typed', () => {
    expect(priceText(995, 'EUR')).toBe('9.95')
    expect(priceText(1200, 'JPY')).toBe('1200')
  })
})
