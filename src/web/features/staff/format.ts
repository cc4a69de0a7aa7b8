/** Pure helpers of the back office's screens, kept apart so they are tested without a browser. */

/** The back office's home, where a login leads unless it was asked to lead elsewhere in it. */
export const adminHome = '/admin'

/**
 * Where the staff login leads: `next` when it is a path under /admin (not the login itself), else the
 * back office's home. Anything else (another host, `//host`, a backslash) could lead a staff member off the site.
 */
export function adminNextPath(search: string): string {
  const next = new URLSearchParams(search).get('next')
  if (!next || next.includes('\\') || next.includes('//')) return adminHome
  if (next !== adminHome && !/^\/admin[/?#]/.test(next)) return adminHome
  if (/^\/admin\/(login|enrol)(?:[/?#]|$)/.test(next)) return adminHome
  return next
}

/** The staff login, asked to lead back to `path` afterwards. */
export function adminLoginPathFor(path: string): string {
  return path === adminHome ? '/admin/login' : `/admin/login?next=${encodeURIComponent(path)}`
}

/** A base32 secret in groups of four, as people type it from a screen. */
export function groupSecret(secret: string): string {
  return (secret.replace(/\s+/g, '').match(/.{1,4}/g) ?? []).join(' ')
}

/** The decimals of a currency (2 for EUR, 0 for JPY), as Intl knows them; 2 for a code it does not. */
export function decimalsOf(currency: string): number {
  try {
    const format = new Intl.NumberFormat('en', { style: 'currency', currency })
    return format.resolvedOptions().maximumFractionDigits ?? 2
  } catch {
    return 2
  }
}

/** An amount of money in the UI's language; the currency's own decimals (none for yen-like currencies). */
export function formatMoney(cents: number, currency: string, locale: string): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency })
  return format.format(cents / 10 ** decimalsOf(currency))
}

/** An amount in the currency's units for a spreadsheet: 995 EUR cents are "9.95", 995 yen "995". */
export function unitsText(cents: number, currency: string): string {
  const digits = decimalsOf(currency)
  return (cents / 10 ** digits).toFixed(digits)
}

export function formatNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(value)
}

/**
 * A date and time. `utc` for the server's render and the hydration that must match it; the browser's own
 * time zone afterwards, which is what the staff member reads their day in.
 */
export function formatDateTime(ms: number, locale: string, utc: boolean): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'short',
    timeStyle: 'short',
    ...(utc ? { timeZone: 'UTC' } : {}),
  }).format(ms)
}

export function formatDate(ms: number, locale: string, utc: boolean): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short', ...(utc ? { timeZone: 'UTC' } : {}) }).format(
    ms,
  )
}

function shortValue(value: unknown): string {
  if (value === undefined || value === null) return '∅'
  if (typeof value === 'string') return value.length > 60 ? `${value.slice(0, 59)}…` : value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  const json = JSON.stringify(value)
  return json.length > 60 ? `${json.slice(0, 59)}…` : json
}

export interface Change {
  key: string
  from: string
  to: string
}

/** An audit row's before and after as one line per key that changed: `key: old → new`. */
export function changesOf(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): Change[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].sort()
  return keys
    .map((key) => ({ key, from: shortValue(before?.[key]), to: shortValue(after?.[key]) }))
    .filter((change) => change.from !== change.to)
}

/** A browser's user agent cut down to what tells two devices apart at a glance. */
export function shortAgent(agent: string | null): string {
  if (!agent) return '–'
  const browser = /(Edg|OPR|Firefox|Chrome|Safari)\/[\d]+/.exec(agent)?.[0]?.replace('/', ' ') ?? ''
  const system = /(Windows|Android|iPhone|iPad|Mac OS X|Linux)/.exec(agent)?.[0] ?? ''
  const text = [browser, system].filter(Boolean).join(', ')
  return text || agent.slice(0, 40)
}
