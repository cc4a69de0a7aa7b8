import { describe, expect, it } from 'vitest'
import { parseLanguages } from './presenter.js'
import { changedFields, placeholderEmail, searchableIn } from './service.js'

describe('fictional profile rules', () => {
  it('keeps retired profiles out of search, active and paused ones in it', () => {
    expect(searchableIn('active')).toBe(1)
    expect(searchableIn('paused')).toBe(1)
    expect(searchableIn('retired')).toBe(0)
  })

  it('gives every profile an address that can never receive mail', () => {
    const first = placeholderEmail()
    expect(first).toMatch(/^fictional-[0-9a-f]{16}@fictional\.invalid$/)
    expect(placeholderEmail()).not.toBe(first)
  })

  it('records only the values that changed, lists compared by content', () => {
    const diff = changedFields(
      { name: 'Anna', languages: ['de'], operators: [1, 2], city: null },
      { name: 'Anna', languages: ['de', 'nl'], operators: [1, 2], city: 'Utrecht', gender: undefined },
    )
    expect(diff).toEqual({
      before: { languages: ['de'], city: null },
      after: { languages: ['de', 'nl'], city: 'Utrecht' },
      changed: true,
    })
    expect(changedFields({ operators: [3] }, { operators: [3] }).changed).toBe(false)
  })

  it('reads the stored languages, dropping what is no language', () => {
    expect(parseLanguages('["de","xx","nl"]')).toEqual(['de', 'nl'])
    expect(parseLanguages('not json')).toEqual([])
    expect(parseLanguages('{}')).toEqual([])
  })
})
