// @vitest-environment happy-dom
import { act } from 'react'
import type { Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { siteSettingsSchema } from '#shared/api/site-settings.js'
import type { StaffSiteResponse } from '#shared/api/staff-sites.js'
import { attachRoot, detachRoot, fieldByLabel, renderInApp, typeInto } from '#web/testing/dom.js'
import { StaffCatalogue } from '../StaffCatalogue.js'
import { CreditsSection } from './CreditsSection.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

function siteWith(settings: Record<string, unknown>): StaffSiteResponse {
  return {
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
    settings: siteSettingsSchema.parse(settings),
    company: null,
    logo: null,
  }
}

let root: Root
let container: HTMLElement
let fetch: ReturnType<typeof vi.fn>

function field<T extends HTMLElement = HTMLInputElement>(label: string): T {
  return fieldByLabel<T>(container, label, (text) => text === label)
}

function button(text: string): HTMLButtonElement {
  const found = [...container.querySelectorAll('button')].find((b) => b.textContent === text)
  if (!found) throw new Error(`no button ${text}`)
  return found
}

function choose(select: HTMLSelectElement, value: string) {
  act(() => {
    select.value = value
    select.dispatchEvent(new Event('change', { bubbles: true }))
  })
}

function saved(settings: Record<string, unknown>) {
  fetch.mockImplementation(
    async () =>
      new Response(JSON.stringify(siteWith(settings)), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  )
}

async function save() {
  await act(async () => button('Save').click())
  await act(async () => {})
}

function sentBody(): unknown {
  const [path, init] = fetch.mock.calls[0] as [string, RequestInit]
  expect(path).toBe('/api/staff/sites.php')
  expect(init.method).toBe('PUT')
  return JSON.parse(String(init.body))
}

function mount(settings: Record<string, unknown>) {
  renderInApp(
    root,
    <StaffCatalogue>
      <CreditsSection data={siteWith(settings)} />
    </StaffCatalogue>,
  )
}

describe('the credits and messages section', () => {
  beforeEach(() => {
    fetch = vi.fn()
    ;({ container, root } = attachRoot(fetch))
  })

  afterEach(() => detachRoot(root, container))

  it('sends only the fields that were changed, as numbers', async () => {
    mount({})
    expect(button('Save').disabled).toBe(true)
    expect(field('Credits per message').value).toBe('5')
    typeInto(field('Maximum message length'), '500')
    typeInto(field('Chat history (days)'), '')
    saved({ message_length: 500, chat_history_days: null })
    await save()
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(sentBody()).toEqual({ id: 3, settings: { message_length: 500, chat_history_days: null } })
    // The answer is the new saved state: nothing is left to save.
    expect(button('Save').disabled).toBe(true)
  })

  it('refuses a number out of range on its field without a request', async () => {
    mount({})
    typeInto(field('Maximum message length'), '0')
    await save()
    expect(fetch).not.toHaveBeenCalled()
    expect(field('Maximum message length').classList).toContain('is-invalid')
    expect(field('Credits per message').classList).not.toContain('is-invalid')
  })

  it('puts the server’s refusal under the setting it names', async () => {
    mount({})
    fetch.mockImplementation(
      async () =>
        new Response(
          JSON.stringify({
            error: {
              code: 'validation_failed',
              message: 'Please check the highlighted field.',
              field: 'settings.refund_days',
            },
          }),
          { status: 400, headers: { 'content-type': 'application/json' } },
        ),
    )
    typeInto(field('Refund period (days)'), '30')
    await save()
    expect(field('Refund period (days)').classList).toContain('is-invalid')
    expect(container.querySelector('[role=alert]')).toBeNull()
  })
})

describe('the minimum message costs table', () => {
  beforeEach(() => {
    fetch = vi.fn()
    ;({ container, root } = attachRoot(fetch))
    mount({ minimum_message_costs: { NL: { costs: 1.5, currency: 'EUR' } } })
  })

  afterEach(() => detachRoot(root, container))

  it('shows the stored rows', () => {
    expect(field<HTMLSelectElement>('Country, row 1').value).toBe('NL')
    expect(field('Costs, row 1').value).toBe('1.5')
    expect(field('Currency, row 1').value).toBe('EUR')
  })

  it('adds a row, removes another, and sends the table as the setting', async () => {
    await act(async () => button('Add country').click())
    const country = field<HTMLSelectElement>('Country, row 2')
    // A new row offers only the countries no other row has.
    expect([...country.options].map((option) => option.value)).not.toContain('NL')
    choose(country, 'GB')
    typeInto(field('Costs, row 2'), '2')
    typeInto(field('Currency, row 2'), 'gbp')
    await act(async () => button('Remove NL').click())
    expect(() => field('Country, row 2')).toThrow()
    expect(field<HTMLSelectElement>('Country, row 1').value).toBe('GB')
    saved({ minimum_message_costs: { GB: { costs: 2, currency: 'GBP' } } })
    await save()
    expect(sentBody()).toEqual({
      id: 3,
      settings: { minimum_message_costs: { GB: { costs: 2, currency: 'GBP' } } },
    })
  })

  it('refuses a row without costs, under the table', async () => {
    await act(async () => button('Add country').click())
    await save()
    expect(fetch).not.toHaveBeenCalled()
    expect(container.querySelector('fieldset .invalid-feedback')?.textContent).toBe(
      'Please check the highlighted field.',
    )
  })
})
