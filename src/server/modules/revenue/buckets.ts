import type { Money, RevenueBucket } from '#shared/api/staff-revenue.js'
import { addDays, monthStart, weekStart } from '#shared/calendarDays.js'

/** The first day of the bucket `day` falls in: itself, its ISO week's Monday, or the 1st of its month. */
export function bucketStart(day: string, by: RevenueBucket): string {
  if (by === 'day') return day
  if (by === 'month') return monthStart(day)
  return weekStart(day)
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
