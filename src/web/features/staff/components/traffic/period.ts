import type { TrafficRow } from '#shared/api/staff-traffic.js'

/** The quick choices of the report's period. */
export const quickPeriods = ['today', 'days7', 'days30', 'month'] as const
export type QuickPeriod = (typeof quickPeriods)[number]

/** YYYY-MM-DD of a local date. */
export function isoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0')
  const day = String(date.getDate()).padStart(2, '0')
  return `${date.getFullYear()}-${month}-${day}`
}

/** The first and last day (both included) of a quick choice, ending today. */
export function quickPeriod(choice: QuickPeriod, today: Date): { from: string; to: string } {
  const to = isoDate(today)
  const start = new Date(today)
  if (choice === 'days7') start.setDate(start.getDate() - 6)
  if (choice === 'days30') start.setDate(start.getDate() - 29)
  if (choice === 'month') start.setDate(1)
  return { from: isoDate(start), to }
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
