import type { Money, RevenueBucket } from '#shared/api/staff-revenue.js'

/** Calendar arithmetic on 'YYYY-MM-DD' days: plain dates, no time zone (a site's day is already its own). */
const dayMs = 86_400_000

function toUtc(day: string): number {
  return Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)))
}

function fromUtc(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10)
}

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

/** The first day of the bucket `day` falls in: itself, its ISO week's Monday, or the 1st of its month. */
export function bucketStart(day: string, by: RevenueBucket): string {
  if (by === 'day') return day
  if (by === 'month') return `${day.slice(0, 8)}01`
  const weekday = (new Date(toUtc(day)).getUTCDay() + 6) % 7
  return addDays(day, -weekday)
}

/** The buckets' first days covering `from`…`to`, in order, the empty ones too (charts need every point). */
export function bucketStarts(from: string, to: string, by: RevenueBucket): string[] {
  const starts: string[] = []
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const start = bucketStart(day, by)
    if (starts.at(-1) !== start) starts.push(start)
  }
  return starts
}

/** First purchases per signup; null when nobody signed up (no rate, rather than a made-up zero). */
export function conversionRate(firstPurchases: number, signups: number): number | null {
  if (signups === 0) return null
  return Math.round((firstPurchases / signups) * 10_000) / 10_000
}

/** Average revenue per paying member, per currency; a currency without paying members has none. */
export function averagePerPayer(revenue: readonly Money[], payers: ReadonlyMap<string, number>): Money[] {
  return revenue.flatMap((money) => {
    const count = payers.get(money.currency) ?? 0
    return count === 0 ? [] : [{ currency: money.currency, cents: Math.round(money.cents / count) }]
  })
}
