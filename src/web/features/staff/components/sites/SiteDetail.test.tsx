// @vitest-environment happy-dom
import { act } from 'react'
import type { Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { siteSettingsSchema } from '#shared/api/site-settings.js'
import type { StaffSiteResponse } from '#shared/api/staff-sites.js'
import { attachRoot, detachRoot, fieldByLabel, renderInApp, typeInto } from '#web/testing/dom.js'
import { StaffCatalogue } from '../StaffCatalogue.js'
import { SiteDetail } from './SiteDetail.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const detail: StaffSiteResponse = {
  site: {
    id: 3,
    slug: 'amora',
    name: 'Amora',
    domain: 'amora.example',
    domains: ['amora.example', 'www.amora.example'],
    domain_language: 'nl',
    time_zone: 'Europe/Amsterdam',
    created_at: 1_700_000_000_000,
  },
  settings: siteSettingsSchema.parse({ description: { nl: 'Daten in Nederland' } }),
  company: {
    name: 'Amora B.V.',
    address: 'Kade 1',
    postal_code: '1000 AA',
    city: 'Amsterdam',
    country: 'NL',
    kvk: '12345678',
    tradenames: ['Amora'],
    vat_numbers: ['NL123456789B01'],
    support_email: 'support@amora.example',
    support_phone: '+31201234567',
    delete_discount: 50,
  },
  logo: null,
}

let root: Root
let container: HTMLElement
let fetch: ReturnType<typeof vi.fn>
let consoleError: ReturnType<typeof vi.spyOn>

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

function field<T extends HTMLElement = HTMLInputElement>(label: string): T {
  return fieldByLabel<T>(container, label, (text) => text === label)
}

/** The Save button of the section titled `title`. */
function saveOf(title: string): HTMLButtonElement {
  const section = [...container.querySelectorAll('section')].find(
    (s) => s.querySelector('h2')?.textContent === title,
  )
  const button = section?.querySelector<HTMLButtonElement>('button[type=submit]')
  if (!button) throw new Error(`no section ${title}`)
  return button
}

describe('a site’s page', () => {
  beforeEach(async () => {
    consoleError = vi.spyOn(console, 'error')
    fetch = vi.fn(async (path: string, init?: RequestInit) =>
      path.startsWith('/api/staff/bundles.php')
        ? json({ bundles: [] })
        : path.startsWith('/api/staff/gifts.php')
          ? json({ gifts: [], default_credits: 15 })
          : path.startsWith('/api/staff/email-blocks.php')
            ? json({ blocks: [] })
            : init?.method === 'PUT'
              ? json({ ...detail, site: { ...detail.site, domains: ['amora.example', 'new.example'] } })
              : json(detail),
    )
    ;({ container, root } = attachRoot(fetch))
    renderInApp(
      root,
      <StaffCatalogue>
        <SiteDetail id={3} />
      </StaffCatalogue>,
    )
    // The site's query answers after a few turns of the event loop.
    for (let turn = 0; turn < 20 && !container.querySelector('h2'); turn++)
      await act(async () => new Promise((resolve) => setTimeout(resolve, 0)))
  })

  afterEach(() => {
    detachRoot(root, container)
    consoleError.mockRestore()
  })

  it('shows every section with the stored values, without a warning', () => {
    expect([...container.querySelectorAll('h2')].map((h) => h.textContent)).toEqual([
      'Site',
      'Brand',
      'Texts per language',
      'Members and search',
      'Blocked e-mail addresses',
      'Chat spam and scam defence',
      'Entry popup and fictional profiles',
      'Credits and messages',
      'Credit packages',
      'Gifts',
      'Company',
      'VAT rates',
    ])
    expect(field<HTMLTextAreaElement>('Domains').value).toBe('amora.example\nwww.amora.example')
    expect(field('Company name').value).toBe('Amora B.V.')
    expect(field('Same text: members').value).toBe('10')
    expect(field<HTMLInputElement>('Hold flagged messages for review').checked).toBe(false)
    expect(field<HTMLTextAreaElement>('VAT numbers').value).toBe('NL123456789B01')
    expect(field('Entry warning for all countries').checked).toBe(true)
    const link = [...container.querySelectorAll('a')].find((a) => a.textContent === 'Open the site')
    expect(link?.getAttribute('href')).toMatch(/^http:\/\/amora\.example(:\d+)?\/$/)
    expect(consoleError).not.toHaveBeenCalled()
  })

  it('shows the texts of the language chosen', () => {
    const language = field<HTMLSelectElement>('Language of the texts')
    act(() => {
      language.value = 'nl'
      language.dispatchEvent(new Event('change', { bubbles: true }))
    })
    expect(field<HTMLTextAreaElement>('Description').value).toBe('Daten in Nederland')
  })

  it('sends the domains alone when only they changed', async () => {
    typeInto(field<HTMLTextAreaElement>('Domains'), 'amora.example\n New.Example \n')
    await act(async () => saveOf('Site').click())
    await act(async () => {})
    const put = fetch.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === 'PUT')
    const init = (put?.[1] ?? {}) as RequestInit
    expect(JSON.parse(String(init.body))).toEqual({
      id: 3,
      domains: ['amora.example', 'new.example'],
    })
    expect(saveOf('Company').disabled).toBe(true)
  })
})
