import { localDate } from '#shared/calendarDays.js'

const offsetFormatters = new Map<string, Intl.DateTimeFormat>()

/** How far the wall clock of `timeZone` is ahead of UTC at `at` (ms). */
function zoneOffsetMs(timeZone: string, at: number): number {
  let format = offsetFormatters.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    offsetFormatters.set(timeZone, format)
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((part) => [part.type, part.value]))
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  )
  return wall - Math.floor(at / 1000) * 1000
}

/**
 * The site's day for daily allowances (docs/product.md §9, swipe game): its calendar date and the moment its
 * midnight began, so that "today" resets at midnight where the site is, also across daylight saving changes.
 */
export function siteDay(timeZone: string, now = Date.now()): { date: string; start: number } {
  const date = localDate(timeZone, now)
  const midnightAsUtc = Date.UTC(
    Number(date.slice(0, 4)),
    Number(date.slice(5, 7)) - 1,
    Number(date.slice(8)),
  )
  // The offset at midnight can differ from the one now when the clocks changed today.
  const guess = midnightAsUtc - zoneOffsetMs(timeZone, midnightAsUtc)
  return { date, start: midnightAsUtc - zoneOffsetMs(timeZone, guess) }
}

const hourMs = 3_600_000

/** The instant the site's calendar day `day` began (its midnight, also on a day the clocks change). */
export function siteDayStart(timeZone: string, day: string): number {
  const noon = Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)), 12)
  let found = siteDay(timeZone, noon)
  // Zones of UTC+12 or more are a day ahead at noon UTC, and those of -12 a day behind.
  if (found.date > day) found = siteDay(timeZone, found.start - 1)
  if (found.date < day) found = siteDay(timeZone, found.start + 26 * hourMs)
  return found.start
}
