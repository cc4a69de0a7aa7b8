// @vitest-environment happy-dom
import { act } from 'react'
import type { Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { StaffSite, StaffSiteResponse } from '#shared/api/staff-sites.js'
import { attachRoot, detachRoot, fieldByLabel, renderInApp, typeInto } from '#web/testing/dom.js'
import { StaffCatalogue } from '../StaffCatalogue.js'
import { NewSiteForm } from './NewSiteForm.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const sites: StaffSite[] = [
  {
    id: 1,
    slug: 'amora',
    name: 'Amora',
    domain: 'amora.example',
    domains: ['amora.example'],
    domain_language: 'nl',
    time_zone: 'Europe/Amsterdam',
    created_at: 1_700_000_000_000,
  },
]

let root: Root
let container: HTMLElement
let fetch: ReturnType<typeof vi.fn>
let created: ReturnType<typeof vi.fn<(answer: StaffSiteResponse) => void>>

function field<T extends HTMLElement = HTMLInputElement>(label: string): T {
  return fieldByLabel<T>(container, label, (text) => text === label)
}

function errorUnder(label: string): string {
  const id = field(label).getAttribute('aria-describedby')?.split(' ')[0] ?? ''
  return container.querySelector(`#${CSS.escape(id)}`)?.textContent ?? ''
}

function answer(status: number, body: unknown) {
  fetch.mockImplementation(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  )
}

function fill() {
  typeInto(field('Name'), 'Second')
  typeInto(field('Short name'), 'second')
  typeInto(field('Main domain'), 'second.example')
}

async function send() {
  await act(async () => container.querySelector<HTMLButtonElement>('button[type=submit]')?.click())
  await act(async () => {})
}

describe('the new site form', () => {
  beforeEach(() => {
    fetch = vi.fn()
    created = vi.fn<(answer: StaffSiteResponse) => void>()
    ;({ container, root } = attachRoot(fetch))
    renderInApp(
      root,
      <StaffCatalogue>
        <NewSiteForm sites={sites} onCreated={created} />
      </StaffCatalogue>,
    )
  })

  afterEach(() => detachRoot(root, container))

  it('refuses a malformed short name on its field without asking the server', async () => {
    fill()
    typeInto(field('Short name'), 'Not A Slug')
    await send()
    expect(fetch).not.toHaveBeenCalled()
    expect(field('Short name').classList).toContain('is-invalid')
    expect(field('Name').classList).not.toContain('is-invalid')
  })

  it('puts the server’s refusal under the field it names', async () => {
    answer(400, {
      error: {
        code: 'validation_failed',
        message: 'Another site already has this short name.',
        field: 'slug',
      },
    })
    fill()
    await send()
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(field('Short name').classList).toContain('is-invalid')
    expect(errorUnder('Short name')).toBe('Another site already has this short name.')
    expect(field('Main domain').classList).not.toContain('is-invalid')
    expect(container.querySelector('[role=alert]')).toBeNull()

    answer(400, {
      error: {
        code: 'validation_failed',
        message: 'Choose a time zone such as Europe/Amsterdam.',
        field: 'time_zone',
      },
    })
    typeInto(field('Short name'), 'second-site')
    await send()
    expect(errorUnder('Time zone')).toBe('Choose a time zone such as Europe/Amsterdam.')
    expect(field('Short name').classList).not.toContain('is-invalid')
    expect(created).not.toHaveBeenCalled()
  })

  it('sends the new site with the site to copy and hands on the answer', async () => {
    const site = { ...sites[0], id: 2, slug: 'second', name: 'Second', domain: 'second.example' }
    answer(200, { site, settings: {}, company: null })
    fill()
    const copy = field<HTMLSelectElement>('Copy settings from')
    act(() => {
      copy.value = '1'
      copy.dispatchEvent(new Event('change', { bubbles: true }))
    })
    await send()
    const [path, init] = fetch.mock.calls[0] as [string, RequestInit]
    expect(path).toBe('/api/staff/sites.php')
    expect(init.method).toBe('POST')
    expect(JSON.parse(String(init.body))).toEqual({
      slug: 'second',
      name: 'Second',
      domain: 'second.example',
      domain_language: 'en',
      time_zone: 'Europe/Amsterdam',
      copy_from: 1,
    })
    expect(created).toHaveBeenCalledTimes(1)
    expect(created.mock.calls[0]?.[0]?.site.id).toBe(2)
  })
})
