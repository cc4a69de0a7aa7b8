import type { PushSubscribed } from '#web/lib/push/pushState.js'

/** A dismissed offer comes back after this long: the member may have changed their mind. */
export const pushOfferHiddenMs = 30 * 24 * 60 * 60 * 1000

/** docs/product.md §2 Members area: members, members/{id}, chats, likes, likes/m/{id} and premium. */
export function isMembersArea(pathname: string): boolean {
  return /^\/(members(\/\d+)?|chats|likes(\/m\/\d+)?|premium)\/?$/.test(pathname)
}

export interface PushOfferInput {
  loggedIn: boolean
  isCapable: boolean
  isSubscribed: PushSubscribed
  publicKey: string | null
  dismissedAt: number | null
  now: number
}

/**
 * docs/product.md §4 Push offer: a logged-in, push-capable member, not yet subscribed, on a site with a
 * public key.
 */
export function shouldOfferPush(input: PushOfferInput): boolean {
  if (!input.loggedIn || !input.isCapable || !input.publicKey) return false
  if (input.isSubscribed !== false) return false
  return input.dismissedAt === null || input.now - input.dismissedAt >= pushOfferHiddenMs
}
