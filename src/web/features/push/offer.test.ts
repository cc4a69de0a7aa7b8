import { describe, expect, it } from 'vitest'
import { isMembersArea, type PushOfferInput, pushOfferHiddenMs, shouldOfferPush } from './offer.js'

describe('the push offer', () => {
  const now = Date.UTC(2026, 10, 23)
  const base: PushOfferInput = {
    loggedIn: true,
    isCapable: true,
    isSubscribed: false,
    publicKey: 'BPublicKey',
    dismissedAt: null,
    now,
  }

  it('is made to a logged-in, capable member who is not subscribed, when the site has a key', () => {
    expect(shouldOfferPush(base)).toBe(true)
  })

  it('is not made to visitors, incapable browsers, sites without a key, or unknown, subscribed and denied states', () => {
    expect(shouldOfferPush({ ...base, loggedIn: false })).toBe(false)
    expect(shouldOfferPush({ ...base, isCapable: false })).toBe(false)
    expect(shouldOfferPush({ ...base, publicKey: null })).toBe(false)
    expect(shouldOfferPush({ ...base, isSubscribed: null })).toBe(false)
    expect(shouldOfferPush({ ...base, isSubscribed: 'denied' })).toBe(false)
    expect(shouldOfferPush({ ...base, isSubscribed: { endpoint: 'https://push.example/1' } })).toBe(false)
  })

  it('stays away for a while after it was dismissed', () => {
    expect(shouldOfferPush({ ...base, dismissedAt: now - 1000 })).toBe(false)
    expect(shouldOfferPush({ ...base, dismissedAt: now - pushOfferHiddenMs })).toBe(true)
  })

  it('belongs to the members area of docs/product.md §2', () => {
    for (const path of [
      '/members',
      '/members/12',
      '/chats',
      '/likes',
      '/likes/m/4',
      '/premium',
      '/members/',
    ]) {
      expect(isMembersArea(path), path).toBe(true)
    }
    for (const path of ['/', '/profile', '/likes/received', '/members/12/chat', '/credits', '/chats/3']) {
      expect(isMembersArea(path), path).toBe(false)
    }
  })
})
