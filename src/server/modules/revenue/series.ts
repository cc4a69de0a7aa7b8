import type { Money, RevenueBucket, RevenuePoint, RevenueTotals } from '#shared/api/staff-revenue.js'
import { averagePerPayer, bucketStart, bucketStarts, conversionRate } from './buckets.js'

/** A kept figure summed over sites (and countries) for one day. */
export interface DayFigure {
  day: string
  figure: string
  key: string
  currency: string
  /** A sum: PostgreSQL answers it as text. */
  value: number | string
}

export interface DayCountryRevenue {
  day: string
  country: string
  currency: string
  value: number | string
}

/** Sums of one bucket (or of the whole period) before rates and averages are worked out. */
class Tally {
  signups = 0
  activations = 0
  firstPurchases = 0
  creditsBought = 0
  messages = 0
  readonly revenue = new Map<string, number>()
  readonly byMethod = new Map<string, number>()
  readonly byCountry = new Map<string, number>()
  readonly payers = new Map<string, number>()
  readonly spent = new Map<string, number>()
  readonly activeDays = new Map<string, number>()

  addFigure(row: DayFigure, value: number) {
    switch (row.figure) {
      case 'signups':
        this.signups += value
        return
      case 'activations':
        this.activations += value
        return
      case 'first_purchases':
        this.firstPurchases += value
        return
      case 'credits_bought':
        this.creditsBought += value
        return
      case 'messages':
        this.messages += value
        return
      case 'revenue':
        add(this.revenue, row.currency, value)
        add(this.byMethod, `${row.key}\u0000${row.currency}`, value)
        return
      case 'payers':
        add(this.payers, row.currency, value)
        return
      case 'credits_spent':
        add(this.spent, row.key, value)
        return
      case 'active':
        add(this.activeDays, row.day, value)
        return
    }
  }

  totals(): RevenueTotals {
    const revenue = moneyOf(this.revenue)
    return {
      signups: this.signups,
      activations: this.activations,
      first_purchases: this.firstPurchases,
      conversion: conversionRate(this.firstPurchases, this.signups),
      revenue,
      revenue_by_method: pairs(this.byMethod).map(([method, currency, cents]) => ({
        method,
        currency,
        cents,
      })),
      revenue_by_country: pairs(this.byCountry).map(([country, currency, cents]) => ({
        country,
        currency,
        cents,
      })),
      paying_members: [...this.payers.values()].reduce((sum, n) => sum + n, 0),
      arppu: averagePerPayer(revenue, this.payers),
      credits_bought: this.creditsBought,
      credits_spent: [...this.spent].sort(byKey).map(([reason, credits]) => ({ reason, credits })),
      messages: this.messages,
    }
  }

  /** Members active per day: the day's count, or the average of the bucket's days that have one. */
  active(): number {
    if (this.activeDays.size === 0) return 0
    const sum = [...this.activeDays.values()].reduce((total, n) => total + n, 0)
    return Math.round(sum / this.activeDays.size)
  }
}

/** Codes and keys are ASCII: code-unit order is the order, and far cheaper than a collation. */
function byKey([a]: [string, number], [b]: [string, number]): number {
  return a < b ? -1 : a > b ? 1 : 0
}

function add(map: Map<string, number>, key: string, value: number) {
  map.set(key, (map.get(key) ?? 0) + value)
}

function moneyOf(map: ReadonlyMap<string, number>): Money[] {
  return [...map].sort(byKey).map(([currency, cents]) => ({ currency, cents }))
}

/** Entries keyed `name\0currency`, sorted, as [name, currency, cents]. */
function pairs(map: ReadonlyMap<string, number>): Array<[string, string, number]> {
  return [...map].sort(byKey).map(([key, cents]) => {
    const [name = '', currency = ''] = key.split('\u0000')
    return [name, currency, cents]
  })
}

/** The dashboard's series, every bucket of `from`…`to` (empty ones as zeros), and the period's totals. */
export function buildSeries(
  figures: readonly DayFigure[],
  countries: readonly DayCountryRevenue[],
  from: string,
  to: string,
  by: RevenueBucket,
): { series: RevenuePoint[]; totals: RevenueTotals } {
  const starts = bucketStarts(from, to, by)
  const buckets = new Map(starts.map((start) => [start, new Tally()]))
  const period = new Tally()
  // A year holds 365 days but tens of thousands of rows: each day's bucket is worked out once.
  const tallyOfDay = new Map<string, Tally | undefined>()
  const tallyOf = (day: string) => {
    if (!tallyOfDay.has(day)) tallyOfDay.set(day, buckets.get(bucketStart(day, by)))
    return tallyOfDay.get(day)
  }
  for (const row of figures) {
    const value = Number(row.value)
    tallyOf(row.day)?.addFigure(row, value)
    period.addFigure(row, value)
  }
  for (const row of countries) {
    const key = `${row.country}\u0000${row.currency}`
    const bucket = tallyOf(row.day)
    const value = Number(row.value)
    if (bucket) add(bucket.byCountry, key, value)
    add(period.byCountry, key, value)
  }
  const series = starts.map((start) => {
    const tally = buckets.get(start) ?? new Tally()
    return { start, ...tally.totals(), active: tally.active() }
  })
  return { series, totals: period.totals() }
}
