// @vitest-environment happy-dom
import { act } from 'react'
import type { Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { siteSettingsSchema } from '#shared/api/site-settings.js'
import type { StaffGift, StaffSiteResponse } from '#shared/api/staff-sites.js'
import { attachRoot, detachRoot, fieldByLabel, renderInApp, typeInto } from '#web/testing/dom.js'
import { StaffCatalogue } from '../StaffCatalogue.js'
import { StaffToasts } from '../StaffToasts.js'
import { GiftsSection } from './GiftsSection.js'

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

function gift(slug: string, values: Partial<StaffGift> = {}): StaffGift {
  return {
    slug,
    image: `/gifts/${slug}.svg`,
    platform_credits: null,
    credits: null,
    active: true,
    own: false,
    ...values,
  }
}

const stored = [
  gift('rose'),
  gift('champagne', { platform_credits: 40, credits: 40 }),
  gift('diamond_ring', { platform_credits: 200, credits: 150, own: true }),
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

function field(label: string): HTMLInputElement {
  return fieldByLabel(container, label, (text) => text === label)
}

function saveButton(): HTMLButtonElement {
  const found = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Save')
  if (!found) throw new Error('no Save button')
  return found
}

async function save() {
  await act(async () => saveButton().click())
  await act(async () => {})
}

function put(): { path: string; body: unknown } | undefined {
  const call = fetch.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === 'PUT')
  if (!call) return undefined
  const [path, init] = call as [string, RequestInit]
  return { path, body: JSON.parse(String(init.body)) }
}

describe('the gifts section', () => {
  beforeEach(async () => {
    consoleError = vi.spyOn(console, 'error')
    fetch = vi.fn(async (_path: string, init?: RequestInit) =>
      init?.method === 'PUT' ? putAnswer() : json({ gifts: stored, default_credits: 15 }),
    )
    ;({ container, root } = attachRoot(fetch))
    renderInApp(
      root,
      <StaffCatalogue>
        <StaffToasts>
          <GiftsSection data={site} />
        </StaffToasts>
      </StaffCatalogue>,
    )
    // The gifts' query answers after a few turns of the event loop.
    for (let turn = 0; turn < 20 && !container.querySelector('table'); turn++)
      await act(async () => new Promise((resolve) => setTimeout(resolve, 0)))
  })

  afterEach(() => {
    detachRoot(root, container)
    consoleError.mockRestore()
  })

  it('shows each gift by its catalogue name with the platform’s and the site’s prices', () => {
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/staff/gifts.php?site=3')
    const image = container.querySelector<HTMLImageElement>('img[src="/gifts/diamond_ring.svg"]')
    expect(image?.alt).toBe('Diamond ring')
    const rose = container.querySelector('tbody tr')
    expect(rose?.textContent).toContain('Rose')
    expect(rose?.textContent).toContain('site default: 15')
    expect(field('Site price, Rose').value).toBe('')
    expect(field('Site price, Diamond ring').value).toBe('150')
    expect(field('Shown, Champagne').checked).toBe(true)
    expect(saveButton().disabled).toBe(true)
    expect(consoleError).not.toHaveBeenCalled()
  })

  it('sends only the changed price and the hidden gift, and takes the answer as saved', async () => {
    typeInto(field('Site price, Champagne'), '35')
    await act(async () => field('Shown, Rose').click())
    expect(field('Shown, Rose').checked).toBe(false)
    putAnswer = () =>
      json({
        gifts: [
          gift('rose', { active: false, own: true }),
          gift('champagne', { platform_credits: 40, credits: 35, own: true }),
          stored[2],
        ],
        default_credits: 15,
      })
    await save()
    const sent = put()
    expect(sent?.path).toBe('/api/staff/gifts.php')
    expect(sent?.body).toEqual({
      site: 3,
      gifts: [
        { slug: 'rose', credits: null, active: false },
        { slug: 'champagne', credits: 35, active: true },
      ],
    })
    expect(document.body.textContent).toContain('Gifts: saved.')
    expect(field('Site price, Champagne').value).toBe('35')
    expect(saveButton().disabled).toBe(true)
    expect(consoleError).not.toHaveBeenCalled()
  })

  it('sends an emptied price as null: the site default', async () => {
    typeInto(field('Site price, Diamond ring'), '')
    putAnswer = () => json({ gifts: stored, default_credits: 15 })
    await save()
    expect(put()?.body).toEqual({
      site: 3,
      gifts: [{ slug: 'diamond_ring', credits: null, active: true }],
    })
  })

  it('puts the server’s refusal under the cell it names, by its place in what was sent', async () => {
    typeInto(field('Site price, Champagne'), '30')
    typeInto(field('Site price, Diamond ring'), '999')
    putAnswer = () =>
      json(
        {
          error: {
            code: 'validation_failed',
            message: 'Please check the highlighted field.',
            field: 'gifts.1.credits',
          },
        },
        400,
      )
    await save()
    const price = field('Site price, Diamond ring')
    expect(price.classList).toContain('is-invalid')
    expect(container.querySelector(`#${CSS.escape(price.id)}-error`)?.textContent).toBe(
      'Please check the highlighted field.',
    )
    expect(field('Site price, Champagne').classList).not.toContain('is-invalid')
    expect(container.querySelector('[role=alert]')).toBeNull()
  })

  it('refuses a price that is not a whole number under its cell without a request', async () => {
    typeInto(field('Site price, Rose'), '2.5')
    await save()
    expect(put()).toBeUndefined()
    expect(field('Site price, Rose').classList).toContain('is-invalid')
  })
})
