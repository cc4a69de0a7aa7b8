// Weekly updates: once a week, members picked for the member as the suggestions on their home page are.
import type { Database } from '#server/db/database.js'
import type { Job } from '#server/jobs/scheduler.js'
import { ageOnDate } from '#server/modules/members/ages.js'
import { findViewerProfile } from '#server/modules/members/queries.js'
import { wishOf } from '#server/modules/members/suggested.js'
import type { Composer } from '../composers.js'
import { enqueueOncePerPeriod } from './period.js'
import { findMemberSite, listRecentMembers, listSuggestedForMail } from './queries.js'

const dayMs = 24 * 60 * 60 * 1000
// Members away longer get the inactivity reminder instead.
const seenWithinMs = 30 * dayMs
// Enough to pick from, few enough to read at a glance.
const maxListed = 6

/** Monday 00:00 UTC of the ISO week a moment falls in. */
function weekStart(at: number): number {
  const date = new Date(at)
  const weekday = (date.getUTCDay() + 6) % 7
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() - weekday)
}

/** "2026-W48": the ISO week (Monday first, week 1 holds the year's first Thursday) of a moment, UTC. */
export function isoWeek(at: number): string {
  const thursday = weekStart(at) + 3 * dayMs
  const year = new Date(thursday).getUTCFullYear()
  const week = Math.floor((thursday - Date.UTC(year, 0, 1)) / dayMs / 7) + 1
  return `${year}-W${String(week).padStart(2, '0')}`
}

/**
 * Real, active members seen in the last 30 days who take the weekly update and have none queued this
 * week: the job runs every hour, and a member done for the week is not looked at again.
 */
function recentMembers(db: Database, now: number): Promise<number[]> {
  return listRecentMembers(db, now - seenWithinMs, weekStart(now))
}

/** Queues this week's update for each member without one yet; returns how many were queued. */
export async function queueWeeklyUpdates(db: Database, now = Date.now()): Promise<number> {
  const week = isoWeek(now)
  let queued = 0
  for (const userId of await recentMembers(db, now)) {
    const batchKey = `weekly_updates:${userId}:${week}`
    if (await enqueueOncePerPeriod(db, { userId, type: 'weekly_updates', batchKey, dueAt: now }, now))
      queued += 1
  }
  return queued
}

export const weeklyUpdatesJob: Job = {
  name: 'weekly-updates',
  everyMs: 60 * 60 * 1000,
  run: async (db) => void (await queueWeeklyUpdates(db)),
}

interface Suggested {
  id: number
  name: string
  age: number
  city: string | null
}

async function suggestedFor(db: Database, userId: number): Promise<Suggested[]> {
  const [user, profile] = await Promise.all([findMemberSite(db, userId), findViewerProfile(db, userId)])
  if (!user || !profile) return []
  const rows = await listSuggestedForMail(
    db,
    user.site_id,
    wishOf(profile),
    { id: userId, blocked: null },
    maxListed,
  )
  const today = new Date().toISOString().slice(0, 10)
  return rows.map((row) => ({
    id: row.user_id,
    name: row.name,
    age: ageOnDate(row.birth_date, today),
    city: row.city,
  }))
}

/** The week's suggested members, each with a link to their profile; skipped when there is nobody. */
export const weeklyUpdateMail: Composer = async (db, due) => {
  const members = await suggestedFor(db, due.userId)
  if (members.length === 0) return null
  return (t, recipient) => {
    const values = { count: members.length, site: recipient.site.name }
    const lines = members.map((member) =>
      [member.name, member.age, member.city, `${recipient.baseUrl}/members/${member.id}`]
        .filter((part) => part !== null && part !== '')
        .join(' · '),
    )
    return {
      subject: t('notifications.mail.weekly_update.subject', values),
      paragraphs: [t('notifications.mail.weekly_update.body', values), ...lines],
      action: {
        label: t('notifications.mail.weekly_update.action', values),
        url: `${recipient.baseUrl}/members`,
      },
    }
  }
}
