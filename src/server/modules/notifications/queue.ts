import type { NotificationType } from '../../../shared/api/notifications.js'
import type { Database } from '../../db/database.js'

export interface QueuedMail {
  userId: number
  type: NotificationType
  /**
   * Unique while the mail waits: a second enqueue with the same key joins the waiting mail instead of
   * adding one ("new_messages:42" batches a member's new messages; "weekly_updates:42:2026-W48" makes the
   * weekly mail once per week however often the job runs).
   */
  batchKey: string
  dueAt: number
  payload?: Record<string, unknown>
}

/** Queues a notification mail; false when a mail with that key already waits (or was sent, for period keys). */
export async function enqueueMail(db: Database, mail: QueuedMail, now = Date.now()): Promise<boolean> {
  const result = await db
    .insertInto('notification_mails')
    .values({
      user_id: mail.userId,
      type: mail.type,
      batch_key: mail.batchKey,
      payload: JSON.stringify(mail.payload ?? {}),
      due_at: mail.dueAt,
      created_at: now,
    })
    .onConflict((oc) => oc.column('batch_key').doNothing())
    .executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0
}

/** When the member was last sent a mail of this type, for jobs that mail at most every so often. */
export async function lastSentAt(
  db: Database,
  userId: number,
  type: NotificationType,
): Promise<number | null> {
  const row = await db
    .selectFrom('notification_mails')
    .select((eb) => eb.fn.max('sent_at').as('at'))
    .where('user_id', '=', userId)
    .where('type', '=', type)
    .where('outcome', '=', 'sent')
    .executeTakeFirst()
  return row?.at == null ? null : Number(row.at)
}

/** How many mails of this type the member was sent after `since` (reminders count those in a row). */
export async function sentSince(
  db: Database,
  userId: number,
  type: NotificationType,
  since: number,
): Promise<number> {
  const row = await db
    .selectFrom('notification_mails')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .where('type', '=', type)
    .where('outcome', '=', 'sent')
    .where('sent_at', '>', since)
    .executeTakeFirst()
  return Number(row?.count ?? 0)
}
