// Issue 8 point 2: a member away for two weeks hears what really happened meanwhile, at most every two
// weeks and at most three times in a row: after that only a visit starts the reminders again.
import type { Database } from '../../../db/database.js'
import type { Job } from '../../../jobs/scheduler.js'
import type { Composer } from '../composers.js'
import { lastSentAt } from '../queue.js'
import { enqueueOncePerPeriod } from './period.js'

const dayMs = 24 * 60 * 60 * 1000
const awayForMs = 14 * dayMs
const everyMs = 14 * dayMs
const maxUnanswered = 3

/** Real, active members last seen (or, never seen, signed up) more than 14 days ago. */
async function awayMembers(db: Database, now: number) {
  return db
    .selectFrom('users')
    .select(['id', 'last_seen_at', 'signup_date'])
    .where('status', '=', 'active')
    .where('is_fictional', '=', 0)
    .where('deleted_at', 'is', null)
    .where((eb) => eb(eb.fn.coalesce('last_seen_at', 'signup_date'), '<', now - awayForMs))
    .execute()
}

async function sentSince(db: Database, userId: number, since: number): Promise<number> {
  const row = await db
    .selectFrom('notification_mails')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .where('type', '=', 'reminders')
    .where('outcome', '=', 'sent')
    .where('sent_at', '>', since)
    .executeTakeFirst()
  return Number(row?.count ?? 0)
}

/** Queues a reminder for each away member who may get one now; returns how many were queued. */
export async function queueInactivityReminders(db: Database, now = Date.now()): Promise<number> {
  let queued = 0
  for (const member of await awayMembers(db, now)) {
    const last = await lastSentAt(db, member.id, 'reminders')
    if (last !== null && last > now - everyMs) continue
    const away = Number(member.last_seen_at ?? member.signup_date)
    if ((await sentSince(db, member.id, away)) >= maxUnanswered) continue
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

async function countOf(query: { executeTakeFirst(): Promise<{ count: number | string } | undefined> }) {
  return Number((await query.executeTakeFirst())?.count ?? 0)
}

/** Real numbers since the member's last visit: new members on their site and likes they received. */
export const inactivityReminderMail: Composer = async (db, due) => {
  const user = await db
    .selectFrom('users')
    .select(['site_id', 'last_seen_at', 'signup_date'])
    .where('id', '=', due.userId)
    .executeTakeFirst()
  if (!user) return null
  const since = Number(user.last_seen_at ?? user.signup_date)
  const newMembers = await countOf(
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('site_id', '=', user.site_id)
      .where('status', '=', 'active')
      // Only real people count: the mail promises real numbers.
      .where('is_fictional', '=', 0)
      .where('deleted_at', 'is', null)
      .where('signup_date', '>', since),
  )
  const likes = await countOf(
    db
      .selectFrom('likes')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('liked_id', '=', due.userId)
      .where('created_at', '>', since),
  )
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
