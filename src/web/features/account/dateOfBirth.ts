/** The three selects of the date of birth; empty strings until chosen. */
export interface DateParts {
  day: string
  month: string
  year: string
}

export const emptyDate: DateParts = { day: '', month: '', year: '' }

/** "YYYY-MM-DD" for the API, or "" while a part is missing (the schema then names the date invalid). */
export function composeDate({ day, month, year }: DateParts): string {
  if (!day || !month || !year) return ''
  return `${year.padStart(4, '0')}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`
}

/**
 * Years to choose from, newest first: none younger than the minimum age, so the list itself does not
 * reveal the limit beyond the message (docs/product.md §5), and none older than 100.
 */
export function birthYears(today: Date, minAge: number): number[] {
  const newest = today.getFullYear() - minAge
  const oldest = today.getFullYear() - 100
  return Array.from({ length: newest - oldest + 1 }, (_, i) => newest - i)
}

export const days = Array.from({ length: 31 }, (_, i) => i + 1)
export const months = Array.from({ length: 12 }, (_, i) => i + 1)

/** Month names in the interface language ("January", "Januar", …). */
export function monthNames(locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' })
  return months.map((month) => format.format(new Date(Date.UTC(2000, month - 1, 1))))
}
