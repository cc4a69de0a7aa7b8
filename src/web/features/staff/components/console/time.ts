const formats = new Map<string, Intl.NumberFormat>()

function unitFormat(locale: string, unit: 'minute' | 'hour' | 'day'): Intl.NumberFormat {
  const key = `${locale}:${unit}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' })
    formats.set(key, format)
  }
  return format
}

/** How long a member waits, in the staff member's language: "4 min", "2 h 5 min", "3 d". */
export function waitingText(ms: number, locale: string): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000))
  if (minutes < 60) return unitFormat(locale, 'minute').format(minutes)
  const hours = Math.floor(minutes / 60)
  if (hours < 48) {
    const rest = minutes % 60
    const h = unitFormat(locale, 'hour').format(hours)
    return rest === 0 ? h : `${h} ${unitFormat(locale, 'minute').format(rest)}`
  }
  return unitFormat(locale, 'day').format(Math.floor(hours / 24))
}

/** What is left of a claim, as m:ss. */
export function leaseText(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000))
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}
