import type { RevenueBucket } from '#shared/api/staff-revenue.js'

/** A bucket's first day as people read it: the day, "week of" the Monday, or the month and year. */
export function bucketLabel(start: string, by: RevenueBucket, locale: string): string {
  const date = Date.UTC(Number(start.slice(0, 4)), Number(start.slice(5, 7)) - 1, Number(start.slice(8, 10)))
  if (by === 'month')
    return new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date)
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date)
}

/** A short label under the chart's x axis: the day and month, or the month and two-digit year. */
export function axisLabel(start: string, by: RevenueBucket, locale: string): string {
  const date = Date.UTC(Number(start.slice(0, 4)), Number(start.slice(5, 7)) - 1, Number(start.slice(8, 10)))
  const options: Intl.DateTimeFormatOptions =
    by === 'month' ? { month: 'short', year: '2-digit' } : { month: 'short', day: 'numeric' }
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(date)
}

/** The bucket's first day as uPlot's x value: seconds since the epoch at UTC midnight. */
export function bucketSeconds(start: string): number {
  return Date.UTC(Number(start.slice(0, 4)), Number(start.slice(5, 7)) - 1, Number(start.slice(8, 10))) / 1000
}

/**
 * Line colours on white: each at least 4.5:1 (WCAG AA for text, and more than the 3:1 graphics need), and
 * told apart by the dash pattern too, for readers who do not see the hues apart.
 */
export const chartColours = ['#1d4ed8', '#b91c1c', '#047857', '#7e22ce', '#92400e', '#0f766e', '#374151']
export const chartDashes: number[][] = [[], [6, 3], [2, 3], [10, 3, 2, 3]]
