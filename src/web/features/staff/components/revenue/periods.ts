/** The dashboard's quick periods; "the last 30 days" is also what an unfiltered view shows. */
export const periodChoices = [
  'last_7',
  'last_30',
  'last_90',
  'last_365',
  'this_month',
  'last_month',
  'this_year',
] as const
export type PeriodChoice = (typeof periodChoices)[number]

function dayOf(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0')
  const day = String(date.getDate()).padStart(2, '0')
  return `${date.getFullYear()}-${month}-${day}`
}

function daysBefore(today: Date, days: number): string {
  return dayOf(new Date(today.getFullYear(), today.getMonth(), today.getDate() - days))
}

/** The days a quick period covers, counted from the staff member's own today. */
export function periodRange(choice: PeriodChoice, today: Date): { from: string; to: string } {
  const to = dayOf(today)
  const year = today.getFullYear()
  const month = today.getMonth()
  switch (choice) {
    case 'last_7':
      return { from: daysBefore(today, 6), to }
    case 'last_30':
      return { from: daysBefore(today, 29), to }
    case 'last_90':
      return { from: daysBefore(today, 89), to }
    case 'last_365':
      return { from: daysBefore(today, 364), to }
    case 'this_month':
      return { from: dayOf(new Date(year, month, 1)), to }
    case 'last_month':
      return { from: dayOf(new Date(year, month - 1, 1)), to: dayOf(new Date(year, month, 0)) }
    case 'this_year':
      return { from: dayOf(new Date(year, 0, 1)), to }
  }
}
