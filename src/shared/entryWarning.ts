/**
 * The adult entry warning's dismissal, kept in a cookie so that the server knows it when it draws the first
 * paint (docs/product.md §2 Site-entry warning modal): the warning is on the page before any script runs, and
 * a visitor who confirmed it before never sees it drawn. The value is the time of the confirmation.
 */
export const entryWarningCookie = 'entry_warning_dismissed'

/** As long as a browser keeps a cookie (Chrome's limit, 400 days). */
export const entryWarningCookieMaxAgeSeconds = 400 * 24 * 60 * 60

/** Where the warning's form is sent when the page has no script yet (or none at all). */
export const entryWarningPath = '/entry-warning'

/** The time a cookie value says the warning was confirmed, or null when it is not a time. */
export function dismissedAtOf(value: string | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null
  return Number(value)
}

/**
 * A path of this site to go back to after confirming: one that starts with a single `/` (`//host` and `/\host`
 * name another host in a browser's eyes), written as a browser sends it (printable ASCII, the rest
 * percent-encoded), which is also all a Location header may carry.
 */
export function isLocalPath(path: string): boolean {
  return path.length <= 2000 && /^\/(?![/\\])[!-~]*$/.test(path)
}
