// A member away for two weeks hears what really happened meanwhile, at most every two weeks and at most three
// times in a row: after that only a visit starts the reminders again.
import type { Database } from '#server/db/database.js'
import type { Job } from '#server/jobs/scheduler.js'
import type { Composer } from '../composers.js'
import { enqueueOncePerPeriod } from './period.js'
import { countLikesReceivedSince, countNewMembersSince, findMemberVisit, listAwayMembers } from './queries.js'

const dayMs = 24 * 60 * 60 * 1000
const awayForMs = 14 * dayMs
const everyMs = 14 * dayMs
const maxUnanswered = 3
// A member found with nothing new is looked at again after this long.
const lookAgainMs = 3 * dayMs
// Members looked at per hourly run; the rest come in the next runs.
const membersPerRun = 2000

/**
 * Real, active members who take reminders, last seen (or, never seen, signed up) more than 14 days ago,
 * not looked at lately (no reminder sent in the last 14 days nor queued in the last 3: one that found
 * nothing to tell is skipped, and asking again the next day would find as little) and not sent three in a
 * row since their last visit.
 */
function awayMembers(db: Database, now: number) {
  return listAwayMembers(db, now, { awayForMs, everyMs, lookAgainMs, maxUnanswered, limit: membersPerRun })
}

/** Queues a reminder for each away member who may get one now; returns how many were queued. */
export async function queueInactivityReminders(db: Database, now = Date.now()): Promise<number> {
  let queued = 0
  for (const member of await awayMembers(db, now)) {
    const batchKey = `reminders:${member.id}:${new Date(now).toISOString().slice(0, 10)}`
    if (await enqueueOncePerPeriod(db, { userId: member.id, type: 'reminders', batchKey, dueAt: now }, now))
      queued += 1
  }
  return queued
}

export const inactivityRemindersJob: Job = {
  name: 'inactivity-reminders',
  everyMs: 60 * 60 * 1000,
  run: async (db) => void (await queueInactivityReminders(db)),
}

/** Real numbers since the member's last visit: new members on their site and likes they received. */
export const inactivityReminderMail: Composer = async (db, due) => {
  const user = await findMemberVisit(db, due.userId)
  if (!user) return null
  const since = Number(user.last_seen_at ?? user.signup_date)
  const newMembers = await countNewMembersSince(db, user.site_id, since)
  const likes = await countLikesReceivedSince(db, due.userId, since)
  if (newMembers === 0 && likes === 0) return null
  return (t, recipient) => {
    const site = recipient.site.name
    const paragraphs = [
      newMembers > 0 ? t('notifications.mail.reminder.new_members', { count: newMembers, site }) : null,
      likes > 0 ? t('notifications.mail.reminder.likes', { count: likes, site }) : null,
    ].filter((line): line is string => line !== null)
    return {
      subject: t('notifications.mail.reminder.subject', { site }),
      paragraphs,
      action: {
        label: t('notifications.mail.reminder.action', { site }),
        url: `${recipient.baseUrl}/members`,
      },
    }
  }
}
