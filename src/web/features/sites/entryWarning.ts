import { dismissedAtOf, entryWarningCookie, entryWarningCookieMaxAgeSeconds } from '#shared/entryWarning.js'

export interface EntryWarningInput {
  enabled: boolean
  countries: string[] | null
  geoCountry: string | null
  loggedIn: boolean
  standalone: boolean
  dismissed: boolean
}

/** docs/product.md §2 Site-entry warning modal: once per visitor, and only where the site asks for it. */
export function shouldShowEntryWarning(input: EntryWarningInput): boolean {
  if (!input.enabled || input.loggedIn || input.standalone || input.dismissed) return false
  if (input.countries === null) return true
  return input.geoCountry !== null && input.countries.includes(input.geoCountry)
}

/**
 * What the server saw of the visitor's dismissal when it drew the page, handed to the browser with the first
 * paint's data so that hydration draws the warning exactly as the server did.
 */
export interface EntryWarningVisit {
  /** Only whether: the same page is sent to every visitor who confirmed it (sharedPages.ts). */
  dismissed: boolean
}

export const entryWarningVisitKey = ['entry-warning'] as const

export function entryWarningVisitOf(cookieValue: string | undefined): EntryWarningVisit {
  return { dismissed: dismissedAtOf(cookieValue) !== null }
}

/** The dismissal the browser's cookies hold (`document.cookie`), or null. */
export function dismissalInCookies(cookies: string): number | null {
  for (const part of cookies.split(';')) {
    const [name, value] = part.trim().split('=')
    if (name === entryWarningCookie) return dismissedAtOf(value)
  }
  return null
}

/** Remembers the dismissal for the server's next first paint. */
export function keepDismissal(at: number): void {
  const secure = window.location.protocol === 'https:' ? '; secure' : ''
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari
  document.cookie = `${entryWarningCookie}=${at}; path=/; max-age=${entryWarningCookieMaxAgeSeconds}; samesite=lax${secure}`
}
