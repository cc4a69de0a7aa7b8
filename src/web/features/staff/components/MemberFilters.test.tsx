// @vitest-environment happy-dom
import { act } from 'react'
import type { Root } from 'react-dom/client'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AppProviders } from '#web/AppProviders.js'
import { withAppData } from '#web/testing/appData.js'
import { attachRoot, detachRoot, fieldByLabel, typeInto } from '#web/testing/dom.js'
import { testI18n } from '#web/testing/i18n.js'
import { MemberFilters } from './MemberFilters.js'
import { StaffCatalogue } from './StaffCatalogue.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let root: Root
let container: HTMLElement

const sites = [
  { id: 1, name: 'Amora', domain: 'amora.example', time_zone: 'Europe/Amsterdam' },
  { id: 2, name: 'Second', domain: 'second.example', time_zone: 'Europe/Amsterdam' },
]

/** The URL's query as the router has it, for the test to read. */
function Search() {
  return <output data-testid="search">{useLocation().search}</output>
}

function mount(url: string) {
  const i18n = testI18n()
  const router = createMemoryRouter(
    [
      {
        path: '/admin/members',
        element: (
          <StaffCatalogue>
            <MemberFilters sites={sites} />
            <Search />
          </StaffCatalogue>
        ),
      },
    ],
    { initialEntries: [url] },
  )
  act(() =>
    root.render(
      <AppProviders queryClient={withAppData()} i18n={i18n}>
        <RouterProvider router={router} />
      </AppProviders>,
    ),
  )
}

function search(): URLSearchParams {
  return new URLSearchParams(container.querySelector('[data-testid=search]')?.textContent ?? '')
}

function select(label: string): HTMLSelectElement {
  return fieldByLabel<HTMLSelectElement>(container, label, (text) => text === label)
}

function choose(label: string, value: string) {
  const target = select(label)
  act(() => {
    target.value = value
    target.dispatchEvent(new Event('change', { bubbles: true }))
  })
}

function searchBox(): HTMLInputElement {
  return fieldByLabel(container, 'Search members', (text) => text === 'Search members')
}

describe('the members filters', () => {
  beforeEach(() => {
    ;({ container, root } = attachRoot(vi.fn()))
  })

  afterEach(() => detachRoot(root, container))

  it('shows the search the URL holds', () => {
    mount('/admin/members?q=anna&site=2&status=disabled&paid=yes&sort=credits')
    expect(searchBox().value).toBe('anna')
    expect(select('Site').value).toBe('2')
    expect(select('Status').value).toBe('disabled')
    expect(select('Paid').value).toBe('yes')
    expect(select('Fictional').value).toBe('')
    expect(select('Sort').value).toBe('credits')
  })

  it('puts a chosen filter in the URL and starts again at page 1', () => {
    mount('/admin/members?q=anna&page=3')
    choose('Status', 'active')
    expect(search().get('status')).toBe('active')
    expect(search().get('q')).toBe('anna')
    expect(search().has('page')).toBe(false)
    choose('Fictional', 'no')
    expect(search().get('fictional')).toBe('no')
    choose('Status', '')
    expect(search().has('status')).toBe(false)
  })

  it('applies the typed search on Enter, not on every key', async () => {
    mount('/admin/members?site=1')
    typeInto(searchBox(), ' 10.0.0.7 ')
    expect(search().has('q')).toBe(false)
    await act(async () => searchBox().form?.querySelector<HTMLButtonElement>('button[type=submit]')?.click())
    expect(search().get('q')).toBe('10.0.0.7')
    expect(search().get('site')).toBe('1')
  })

  it('clears every filter at once', () => {
    mount('/admin/members?q=x&status=active&paid=no')
    act(() =>
      [...container.querySelectorAll('button')].find((b) => b.textContent === 'Clear filters')?.click(),
    )
    expect(search().toString()).toBe('')
    expect(searchBox().value).toBe('')
  })

  it('focuses the search box on /', () => {
    mount('/admin/members')
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: '/', bubbles: true }))
    })
    expect(document.activeElement).toBe(searchBox())
  })
})
