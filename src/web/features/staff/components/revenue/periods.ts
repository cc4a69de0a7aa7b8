import { addDays, monthStart } from '#shared/calendarDays.js'

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

/** The days a quick period covers, counted back from the site's today (see `localDate`). */
export function periodRange(choice: PeriodChoice, today: string): { from: string; to: string } {
  switch (choice) {
    case 'last_7':
      return { from: addDays(today, -6), to: today }
    case 'last_30':
      return { from: addDays(today, -29), to: today }
    case 'last_90':
      return { from: addDays(today, -89), to: today }
    case 'last_365':
      return { from: addDays(today, -364), to: today }
    case 'this_month':
      return { from: monthStart(today), to: today }
    case 'last_month':
      return { from: monthStart(today, -1), to: addDays(monthStart(today), -1) }
    case 'this_year':
      return { from: `${today.slice(0, 4)}-01-01`, to: today }
  }
}
