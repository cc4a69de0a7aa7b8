import type { Database } from '#server/db/database.js'
import type { DayFigures, StaffHomeResponse } from '#shared/api/staff.js'
import type { StaffMember } from '../auth/policy.js'
import { siteDay } from '../likes/day.js'
import { listSites } from '../staff-sites/queries.js'
import { countOpenWork, countSignupsAndActivations, type Period, sumPayments } from './queries.js'

async function dayFigures(db: Database, siteId: number, period: Period): Promise<DayFigures> {
  const [people, payments] = await Promise.all([
    countSignupsAndActivations(db, siteId, period),
    sumPayments(db, siteId, period),
  ])
  return {
    signups: people.signups,
    activations: people.activations,
    first_purchases: payments.firstPurchases,
    revenue: payments.revenue,
  }
}

/** The back-office's first screen: today and yesterday (each site's own calendar) and the open work. */
export async function staffHome(
  db: Database,
  staff: StaffMember,
  now = Date.now(),
): Promise<StaffHomeResponse> {
  const sites = await listSites(db, staff.siteIds)
  return {
    sites: await Promise.all(
      sites.map(async (site) => {
        const today = siteDay(site.time_zone, now).start
        const yesterday = siteDay(site.time_zone, today - 1).start
        const [todayFigures, yesterdayFigures, openWork] = await Promise.all([
          dayFigures(db, site.id, { from: today, to: now + 1 }),
          dayFigures(db, site.id, { from: yesterday, to: today }),
          countOpenWork(db, site.id),
        ])
        return {
          id: site.id,
          name: site.name,
          today: todayFigures,
          yesterday: yesterdayFigures,
          open_work: openWork,
        }
      }),
    ),
  }
}
