import type { StaffUser } from '#shared/api/staff.js'
import { localDate } from '#shared/calendarDays.js'

/**
 * Today on the calendar of the chosen site (of the first one when none is chosen, as the server counts), so a
 * quick period ends on the site's today even for a staff member in another time zone.
 */
export function siteToday(
  sites: StaffUser['sites'],
  siteId: number | string | null | undefined,
  now = Date.now(),
): string {
  const site = sites.find((candidate) => String(candidate.id) === String(siteId)) ?? sites[0]
  return localDate(site?.time_zone ?? 'UTC', now)
}
