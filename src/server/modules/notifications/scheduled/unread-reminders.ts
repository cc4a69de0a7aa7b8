// A reminder of messages left unread for a day, at most every three days per member and three times in a row
// without a visit.
import type { Database } from '#server/db/database.js'
import type { Job } from '#server/jobs/scheduler.js'
import type { Composer } from '../composers.js'
import { lastSentAt, sentSince } from '../queries.js'
import { enqueueOncePerPeriod } from './period.js'
import { countUnreadMessages, listMembersWithOldUnread } from './queries.js'

const hourMs = 60 * 60 * 1000
// A message counts as forgotten once it has waited this long unread.
const unreadForMs = 24 * hourMs
// The reminder is not repeated sooner: a member who ignores it is not nagged daily.
const quietForMs = 72 * hourMs
// Reminders in a row without a visit, after which they wait for the member to come back.
const maxUnanswered = 3

/**
 * Real, active members (not fictional, not deleted) who take these reminders, with a message unread for
 * more than a day, and when they were last here.
 */
function membersWithOldUnread(db: Database, now: number) {
  return listMembersWithOldUnread(db, now - unreadForMs)
}

const utcDay = (at: number) => new Date(at).toISOString().slice(0, 10)

/**
 * Queues today's reminder for each member who needs one; returns how many were queued. A member who got
 * three without coming back gets no more until the next visit: someone who left is not mailed forever.
 */
export async function queueUnreadReminders(db: Database, now = Date.now()): Promise<number> {
  let queued = 0
  for (const member of await membersWithOldUnread(db, now)) {
    const userId = member.user_id
    const last = await lastSentAt(db, userId, 'unread_message_reminders')
    if (last !== null && last > now - quietForMs) continue
    const away = Number(member.last_seen_at ?? member.signup_date)
    if ((await sentSince(db, userId, 'unread_message_reminders', away)) >= maxUnanswered) continue
    const added = await enqueueOncePerPeriod(
      db,
      {
        userId,
        type: 'unread_message_reminders',
        batchKey: `unread_message_reminders:${userId}:${utcDay(now)}`,
        dueAt: now,
      },
      now,
    )
    if (added) queued += 1
  }
  return queued
}

export const unreadRemindersJob: Job = {
  name: 'unread-message-reminders',
  everyMs: hourMs,
  run: async (db) => void (await queueUnreadReminders(db)),
}

/** Counts what is unread at send time: the member may have read everything since the row was queued. */
export const unreadReminderMail: Composer = async (db, due) => {
  const count = await countUnreadMessages(db, due.userId)
  if (count === 0) return null
  return (t, recipient) => {
    const values = { count, site: recipient.site.name }
    return {
      subject: t('notifications.mail.unread_reminder.subject', values),
      paragraphs: [t('notifications.mail.unread_reminder.body', values)],
      action: {
        label: t('notifications.mail.unread_reminder.action', values),
        url: `${recipient.baseUrl}/chats`,
      },
    }
  }
}
