import type { Database } from '#server/db/database.js'
import type { Job } from '#server/jobs/scheduler.js'
import { addDays, localDate } from '#shared/calendarDays.js'
import { siteDay } from '../likes/day.js'
import { type SiteDaySpan, siteDaySpans } from './days.js'
import { computeFigures } from './figures.js'
import { completionsChangedSince, firstSignup, hasFigures, replaceFigures } from './queries.js'

interface Site {
  id: number
  time_zone: string
}

/** Today's figures are at most this old on the dashboard, which never writes them itself. */
const everyMs = 60_000
/** Payments changed this long ago still get their day recomputed: rounds can be skipped or fail. */
const changedLookbackMs = 60 * 60_000
/** Days per transaction of a full rebuild: a short write lock on SQLite, few round trips on PostgreSQL. */
const rebuildChunkDays = 31

function todayOf(site: Site, now: number): SiteDaySpan {
  const day = siteDay(site.time_zone, now)
  const [span] = siteDaySpans(site.time_zone, day.date, day.date)
  return span ?? { day: day.date, start: day.start, end: day.start + 86_400_000 }
}

/** Recomputes the site's days `from`…`to`: reads first, then one short transaction deletes and inserts. */
async function recompute(db: Database, site: Site, from: string, to: string, today: SiteDaySpan) {
  const spans = siteDaySpans(site.time_zone, from, to)
  const rows = await computeFigures(db, site.id, spans, today)
  await db.transaction().execute((trx) =>
    replaceFigures(
      trx,
      site.id,
      spans.map((span) => span.day),
      today.day,
      rows,
    ),
  )
}

/** Every day of the site from its first signup to today, a month at a time. */
export async function rebuildSite(db: Database, site: Site, now = Date.now()): Promise<void> {
  const first = await firstSignup(db, site.id)
  if (first === null) return
  const today = todayOf(site, now)
  for (
    let from = localDate(site.time_zone, first);
    from <= today.day;
    from = addDays(from, rebuildChunkDays)
  ) {
    // Days are 'YYYY-MM-DD' text: the earlier of the two sorts first.
    const [to = today.day] = [addDays(from, rebuildChunkDays - 1), today.day].sort()
    await recompute(db, site, from, to, today)
  }
}

/**
 * One round for a site: everything when it has no figures yet, else yesterday and today, and the days of
 * payments refunded or charged back lately (revenue is net on the payment's day).
 */
export async function keepSiteFigures(db: Database, site: Site, now = Date.now()): Promise<void> {
  if (!(await hasFigures(db, site.id))) return rebuildSite(db, site, now)
  const today = todayOf(site, now)
  const yesterday = addDays(today.day, -1)
  await recompute(db, site, yesterday, today.day, today)
  const changed = await completionsChangedSince(db, site.id, now - changedLookbackMs)
  const days = new Set(changed.map((at) => localDate(site.time_zone, at)))
  for (const day of [...days].sort()) if (day < yesterday) await recompute(db, site, day, day, today)
}

export async function keepDailyFigures(db: Database, now = Date.now()): Promise<void> {
  const sites = await db.selectFrom('sites').select(['id', 'time_zone']).orderBy('id').execute()
  for (const site of sites) await keepSiteFigures(db, site, now)
}

export const dailyFiguresJob: Job = {
  name: 'revenue-daily-figures',
  everyMs,
  run: (db) => keepDailyFigures(db),
}
