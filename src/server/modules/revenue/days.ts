import { siteDay } from '../likes/day.js'
import { addDays } from './buckets.js'

/** One of a site's calendar days and the instants it spans: [start, end). */
export interface SiteDaySpan {
  day: string
  start: number
  end: number
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

/** The site's days `from`…`to` (both counted), each with the instants it spans. */
export function siteDaySpans(timeZone: string, from: string, to: string): SiteDaySpan[] {
  const spans: SiteDaySpan[] = []
  let start = siteDayStart(timeZone, from)
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const next = addDays(day, 1)
    const end = siteDayStart(timeZone, next)
    spans.push({ day, start, end })
    start = end
  }
  return spans
}

/** The day of `spans` (in order, back to back) that holds the instant `at`; undefined outside them. */
export function dayOf(spans: readonly SiteDaySpan[], at: number): string | undefined {
  let low = 0
  let high = spans.length - 1
  while (low <= high) {
    const middle = (low + high) >> 1
    const span = spans[middle]
    if (!span) return undefined
    if (at < span.start) high = middle - 1
    else if (at >= span.end) low = middle + 1
    else return span.day
  }
  return undefined
}
