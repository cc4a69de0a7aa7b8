import type { TrafficRow } from '#shared/api/staff-traffic.js'
import { addDays, monthStart } from '#shared/calendarDays.js'

/** The quick choices of the report's period. */
export const quickPeriods = ['today', 'days7', 'days30', 'month'] as const
export type QuickPeriod = (typeof quickPeriods)[number]

/** The first and last day (both included) of a quick choice, ending on the site's today. */
export function quickPeriod(choice: QuickPeriod, today: string): { from: string; to: string } {
  if (choice === 'days7') return { from: addDays(today, -6), to: today }
  if (choice === 'days30') return { from: addDays(today, -29), to: today }
  if (choice === 'month') return { from: monthStart(today), to: today }
  return { from: today, to: today }
}

export const sortColumns = [
  'key',
  'visitors',
  'bounce_rate',
  'signups',
  'activations',
  'first_purchases',
  'revenue',
] as const
export type SortColumn = (typeof sortColumns)[number]

/** The revenue of a row for sorting: its largest amount, whatever the currency. */
function revenueOf(row: TrafficRow): number {
  return Math.max(0, ...row.revenue.map((money) => money.cents))
}

function sortValue(row: TrafficRow, column: SortColumn): number | string {
  if (column === 'key') return row.key ?? ''
  if (column === 'revenue') return revenueOf(row)
  if (column === 'bounce_rate') return row.bounce_rate ?? -1
  return row[column]
}

/** The rows sorted by a column; ties keep the server's order. */
export function sortRows(rows: readonly TrafficRow[], column: SortColumn, descending: boolean): TrafficRow[] {
  const sign = descending ? -1 : 1
  return [...rows].sort((a, b) => {
    const x = sortValue(a, column)
    const y = sortValue(b, column)
    if (typeof x === 'string' || typeof y === 'string') return sign * String(x).localeCompare(String(y))
    return sign * (x - y)
  })
}
