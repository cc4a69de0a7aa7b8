/** A dismissed suggestion to add a photo comes back after this long. */
export const enrichHiddenMs = 14 * 24 * 60 * 60 * 1000

export interface EnrichInput {
  pathname: string
  /** Activated members only: a member still confirming the e-mail address has that alert to read. */
  status: string | null
  hasMainPhoto: boolean
  dismissedAt: number | null
  now: number
}

/**
 * docs/product.md §3 Local flags (hide-enrich-alert): on the members' home (search), a member without a
 * profile photo is told that a photo brings answers, until they add one or close the alert for a while.
 */
export function shouldSuggestEnrich(input: EnrichInput): boolean {
  if (input.pathname !== '/members' || input.status !== 'active' || input.hasMainPhoto) return false
  return input.dismissedAt === null || input.now - input.dismissedAt >= enrichHiddenMs
}
