/**
 * Calendar arithmetic on 'YYYY-MM-DD' days: plain dates without a time zone, since a site's day is already its
 * own. Shared by the server and the back office, so a quick period on a staff screen ends on the same day the
 * server counts as the site's today, wherever the staff member sits.
 */
const dayMs = 86_400_000
const minuteMs = 60_000

interface Zone {
  format: Intl.DateTimeFormat
  /** The minute last asked for (ms since the epoch, floored to the minute) and its day. */
  minute: number
  day: string
}

const zones = new Map<string, Zone>()

/**
 * Today's date (YYYY-MM-DD) in a time zone. Every request asks, often several times, and formatting a date
 * is the slow part, so the day of the last minute asked is kept per zone. A day never changes within a
 * minute: the offsets of time zones since 1972 are whole minutes.
 */
export function localDate(timeZone: string, now = Date.now()): string {
  let zone = zones.get(timeZone)
  if (!zone) {
    // en-CA writes dates as YYYY-MM-DD.
    const format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
    zone = { format, minute: Number.NaN, day: '' }
    zones.set(timeZone, zone)
  }
  const minute = now - (now % minuteMs)
  if (minute !== zone.minute) {
    zone.day = zone.format.format(now)
    zone.minute = minute
  }
  return zone.day
}

function toUtc(day: string): number {
  return Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)))
}

function fromUtc(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10)
}

/** The day `days` after `day` (before it when negative). */
export function addDays(day: string, days: number): string {
  return fromUtc(toUtc(day) + days * dayMs)
}

/** Days from `from` to `to`, both counted: 1 for one day; 0 or less when `to` comes first. */
export function daysInRange(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / dayMs) + 1
}

/** Whether a well-formed day exists in the calendar (not 2026-02-30). */
export function isCalendarDay(day: string): boolean {
  return fromUtc(toUtc(day)) === day
}

/** The 1st of the month `months` after the month of `day` (before it when negative). */
export function monthStart(day: string, months = 0): string {
  const date = new Date(toUtc(day))
  return fromUtc(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1))
}

/** Monday of the ISO week `day` falls in. */
export function weekStart(day: string): string {
  const weekday = (new Date(toUtc(day)).getUTCDay() + 6) % 7
  return addDays(day, -weekday)
}

/**
 * The time zone whose calendar days a filter over several sites counts in: theirs when they share one (the
 * usual case of one operator), UTC when they differ or there are none.
 */
export function sharedTimeZone(timeZones: readonly string[]): string {
  const [first, ...others] = timeZones
  if (first === undefined || others.some((zone) => zone !== first)) return 'UTC'
  return first
}
