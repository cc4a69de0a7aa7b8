// @vitest-environment happy-dom
import { act } from 'react'
import type { Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '#web/lib/api.js'
import { attachRoot, detachRoot, renderInApp } from '#web/testing/dom.js'
import type { FilterContext, SearchFilters } from '../searchFilters.js'
import { SearchForm } from './SearchForm.js'

// React warns about updates outside act() unless it is told this is a test.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const context: FilterContext = {
  fields: ['gender', 'country', 'countryregion', 'min_age', 'max_age'],
  countries: ['DE', 'NL'],
  minAge: 18,
  homeCountry: 'DE',
}
const filters: SearchFilters = { gender: '', country: 'DE', countryregion: null, min_age: 18, max_age: 99 }

let root: Root
let container: HTMLElement
let onSearch: ReturnType<typeof vi.fn<(filters: SearchFilters) => void>>

function mount(failure?: unknown) {
  renderInApp(root, <SearchForm filters={filters} context={context} onSearch={onSearch} failure={failure} />)
}

function select(id: string): HTMLSelectElement {
  const found = container.querySelector<HTMLSelectElement>(`#${id}`)
  if (!found) throw new Error(`no ${id}`)
  return found
}

describe('the search form', () => {
  beforeEach(() => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ error: { code: 'x' } }), { status: 404 }))
    ;({ container, root } = attachRoot(fetch))
    onSearch = vi.fn()
  })

  afterEach(() => {
    detachRoot(root, container)
  })

  it('shows the server’s refusal of the country on the country', async () => {
    mount(new ApiError(400, 'validation_failed', 'This country is not offered.', 'country'))
    await act(async () => {})
    expect(select('search-country').classList).toContain('is-invalid')
    expect(container.querySelector('#search-country-error')?.textContent).toBe('This country is not offered.')
    expect(select('search-region').classList).not.toContain('is-invalid')
  })

  it('shows the server’s refusal of the region on the region', async () => {
    mount(new ApiError(400, 'validation_failed', 'No such region.', 'countryregion'))
    await act(async () => {})
    expect(select('search-region').classList).toContain('is-invalid')
    expect(container.querySelector('#search-region-error')?.textContent).toBe('No such region.')
  })

  it('leaves a failure naming no filter to the results', async () => {
    mount(new ApiError(500, 'internal', 'Something went wrong.'))
    await act(async () => {})
    expect(container.querySelector('.is-invalid')).toBeNull()
    expect(container.querySelector('[role=alert]')).toBeNull()
  })

  it('refuses a lowest age above the highest without searching', async () => {
    mount()
    act(() => {
      select('search-min-age').value = '40'
      select('search-min-age').dispatchEvent(new Event('change', { bubbles: true }))
      select('search-max-age').value = '30'
      select('search-max-age').dispatchEvent(new Event('change', { bubbles: true }))
    })
    await act(async () => container.querySelector<HTMLButtonElement>('button[type=submit]')?.click())
    expect(select('search-max-age').classList).toContain('is-invalid')
    expect(container.querySelector('#search-age-error')?.textContent).toBe(
      "The minimum age can't be higher than the maximum age.",
    )
    expect(onSearch).not.toHaveBeenCalled()
  })

  it('searches with the filters as numbers, as the address is built from them', async () => {
    mount()
    await act(async () => container.querySelector<HTMLButtonElement>('button[type=submit]')?.click())
    expect(onSearch).toHaveBeenCalledWith(filters)
  })
})
