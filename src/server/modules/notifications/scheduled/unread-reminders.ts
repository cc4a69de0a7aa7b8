// A reminder of messages left unread for a day, at most every three days per member and three times in a row
// without a visit.
import type { Database } from '../../../db/database.js'
import type { Job } from '../../../jobs/scheduler.js'
import type { Composer } from '../composers.js'
import { mailWantedFilter } from '../preferences.js'
import { lastSentAt, sentSince } from '../queue.js'
import { enqueueOncePerPeriod } from './period.js'

const hourMs = 60 * 60 * 1000
// A message counts as forgotten once it has waited this long unread.
const unreadForMs = 24 * hourMs
// The reminder is not repeated sooner: a member who ignores it is not nagged daily.
const quietForMs = 72 * hourMs
// Reminders in a row without a visit, after which they wait for the member to come back.
const maxUnanswered = 3

/**
 * Messages to the member they have not read, in conversations they still have, from members they
 * have not blocked (nor been blocked by); `olderThan` keeps only messages written before it.
 */
function unreadMessages(db: Database, olderThan?: number) {
  let query = db
    .selectFrom('messages as m')
    .innerJoin('conversation_members as cm', 'cm.conversation_id', 'm.conversation_id')
    .whereRef('m.sender_id', '!=', 'cm.user_id')
    .where('cm.removed_at', 'is', null)
    .where((eb) =>
      eb.and([
        eb('m.id', '>', eb.fn.coalesce('cm.last_read_message_id', eb.lit(0))),
        eb('m.id', '>', eb.fn.coalesce('cm.cleared_message_id', eb.lit(0))),
        eb.not(
          eb.exists(
            eb
              .selectFrom('blocks as b')
              .select('b.blocker_id')
              .where((b) =>
                b.or([
                  b.and([
                    b('b.blocker_id', '=', b.ref('cm.user_id')),
                    b('b.blocked_id', '=', b.ref('m.sender_id')),
                  ]),
                  b.and([
                    b('b.blocker_id', '=', b.ref('m.sender_id')),
                    b('b.blocked_id', '=', b.ref('cm.user_id')),
                  ]),
                ]),
              ),
          ),
        ),
      ]),
    )
  if (olderThan !== undefined) query = query.where('m.created_at', '<', olderThan)
  return query
}

/**
 * Real, active members (not fictional, not deleted) who take these reminders, with a message unread for
 * more than a day, and when they were last here.
 */
async function membersWithOldUnread(db: Database, now: number) {
  return unreadMessages(db, now - unreadForMs)
    .innerJoin('users as u', 'u.id', 'cm.user_id')
    .select(['cm.user_id', 'u.last_seen_at', 'u.signup_date'])
    .distinct()
    .where('u.status', '=', 'active')
    .where('u.is_fictional', '=', 0)
    .where('u.deleted_at', 'is', null)
    .where(
      'cm.user_id',
      'in',
      db.selectFrom('users').select('id').where(mailWantedFilter('unread_message_reminders')),
    )
    .execute()
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
  const row = await unreadMessages(db)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('cm.user_id', '=', due.userId)
    .executeTakeFirst()
  const count = Number(row?.count ?? 0)
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
