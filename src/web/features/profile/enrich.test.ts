import { describe, expect, it } from 'vitest'
import { enrichHiddenMs, shouldSuggestEnrich } from './enrich.js'

const now = Date.UTC(2026, 10, 24)
const base = { pathname: '/members', status: 'active', hasMainPhoto: false, dismissedAt: null, now }

describe('the add-a-photo suggestion', () => {
  it('is shown on the members home to an activated member without a photo', () => {
    expect(shouldSuggestEnrich(base)).toBe(true)
  })

  it.each([
    ['with a photo', { hasMainPhoto: true }],
    ['on another page', { pathname: '/chats' }],
    ['before activation', { status: 'not_confirmed' }],
    ['to visitors', { status: null }],
    ['right after it was closed', { dismissedAt: now - 1000 }],
  ])('is not shown %s', (_name, change) => {
    expect(shouldSuggestEnrich({ ...base, ...change })).toBe(false)
  })

  it('comes back two weeks after it was closed', () => {
    expect(shouldSuggestEnrich({ ...base, dismissedAt: now - enrichHiddenMs })).toBe(true)
  })
})
