import { addDays } from '#shared/calendarDays.js'
import { siteDayStart } from '../likes/day.js'

/** One of a site's calendar days and the instants it spans: [start, end). */
export interface SiteDaySpan {
  day: string
  start: number
  end: number
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
