import { describe, expect, it } from 'vitest'
import { searchAllowed } from './searchAccess.js'

describe('logged-out search (docs/product.md §4)', () => {
  const closed = { logged_out_search: 'none', logged_out_search_trafficsource: 'none' }

  it('is always open to members', () => {
    expect(searchAllowed(closed, true, undefined)).toBe(true)
  })

  it('is open to every visitor unless the site says none', () => {
    expect(searchAllowed({ ...closed, logged_out_search: 'all' }, false, undefined)).toBe(true)
    expect(searchAllowed(closed, false, undefined)).toBe(false)
    expect(searchAllowed(closed, false, 'ads')).toBe(false)
  })

  it('is open to visitors with a traffic source when the site allows that', () => {
    const bySource = { ...closed, logged_out_search_trafficsource: 'all' }
    expect(searchAllowed(bySource, false, 'ads')).toBe(true)
    expect(searchAllowed(bySource, false, undefined)).toBe(false)
    expect(searchAllowed(bySource, false, '')).toBe(false)
  })
})
