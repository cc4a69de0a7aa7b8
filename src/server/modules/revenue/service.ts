import type { z } from 'zod'
import type { Database } from '#server/db/database.js'
import { AppError } from '#server/errors.js'
import {
  revenueErrors,
  revenueMaxDays,
  type StaffRevenueResponse,
  type staffRevenueQuery,
} from '#shared/api/staff-revenue.js'
import { addDays, daysInRange, isCalendarDay, localDate } from '#shared/calendarDays.js'
import { answersTo, type StaffMember } from '../auth/policy.js'
import { findSite, listSites } from '../staff-sites/queries.js'
import { countSeenSince, sumFigures, sumRevenueByCountry } from './queries.js'
import { buildSeries } from './series.js'

type Query = z.output<typeof staffRevenueQuery>

const onlineWindowMs = 5 * 60_000
const defaultDays = 30

function refused(field: string, messageKey: string): AppError {
  return new AppError('validation_failed', { field, messageKey })
}

/**
 * The back office's revenue dashboard (docs/product.md, Staff: the revenue dashboard). It only reads: the
 * figures, today's too, are the job's to write (docs/decisions/0036-daily-figures-kept-by-a-job.md).
 */
export class RevenueDashboard {
  constructor(private readonly db: Database) {}

  private async sitesOf(staff: StaffMember, siteId: number | undefined) {
    if (siteId === undefined) return listSites(this.db, staff.siteIds)
    const site = await findSite(this.db, siteId)
    if (!site || !answersTo(staff, siteId)) throw new AppError('not_found')
    return [site]
  }

  async series(staff: StaffMember, query: Query, now = Date.now()): Promise<StaffRevenueResponse> {
    const sites = await this.sitesOf(staff, query.site)
    const to = query.to ?? localDate(sites[0]?.time_zone ?? 'UTC', now)
    const from = query.from ?? addDays(to, 1 - defaultDays)
    if (!isCalendarDay(from)) throw refused('from', 'errors.validation_failed')
    if (!isCalendarDay(to)) throw refused('to', 'errors.validation_failed')
    if (from > to) throw refused('from', revenueErrors.rangeOrder)
    if (daysInRange(from, to) > revenueMaxDays) throw refused('to', revenueErrors.rangeTooLong)
    const siteIds = sites.map((site) => site.id)
    if (siteIds.length === 0) siteIds.push(0)
    const [figures, countries, online] = await Promise.all([
      sumFigures(this.db, siteIds, from, to, query.country),
      sumRevenueByCountry(this.db, siteIds, from, to, query.country),
      countSeenSince(this.db, siteIds, now - onlineWindowMs),
    ])
    const { series, totals } = buildSeries(figures, countries, from, to, query.by)
    const onlineNow = online
      .filter((row) => !query.country || row.country === query.country)
      .reduce((sum, row) => sum + Number(row.n), 0)
    return { from, to, by: query.by, online_now: onlineNow, totals, series }
  }
}
