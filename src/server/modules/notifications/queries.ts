import { sql } from 'kysely'
import { type Database, lockingRows } from '#server/db/database.js'
import type { DisabledReason, NotificationType } from '#shared/api/notifications.js'

/** Every account on an address, whichever site it belongs to. */
export function accountsByEmail(db: Database, email: string) {
  return db.selectFrom('users').select(['id', 'site_id', 'email']).where('email', '=', email).execute()
}

/** The member's stored mail stops (a JSON list of reasons). */
export function findNotificationsDisabled(db: Database, userId: number) {
  return db
    .selectFrom('users')
    .select('notifications_disabled')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow()
}

/** The member's stored mail stops, the row held until the transaction ends; undefined for no member. */
export function lockNotificationsDisabled(trx: Database, userId: number) {
  const query = trx.selectFrom('users').select('notifications_disabled').where('id', '=', userId)
  return lockingRows(trx, query).executeTakeFirst()
}

/** Writes the member's mail stops (a JSON list of reasons). */
export async function updateNotificationsDisabled(trx: Database, userId: number, stored: string) {
  await trx.updateTable('users').set({ notifications_disabled: stored }).where('id', '=', userId).execute()
}

/** Lifts every mail stop of the member. */
export async function clearNotificationsDisabled(db: Database, userId: number) {
  await db.updateTable('users').set({ notifications_disabled: '[]' }).where('id', '=', userId).execute()
}

/** Keeps a mail stop's report for the staff. */
export async function insertMailReport(
  trx: Database,
  report: {
    siteId: number
    userId: number
    email: string
    kind: DisabledReason
    detail: string | null
    now: number
  },
) {
  await trx
    .insertInto('mail_reports')
    .values({
      site_id: report.siteId,
      user_id: report.userId,
      email: report.email,
      kind: report.kind,
      detail: report.detail,
      created_at: report.now,
    })
    .execute()
}

/** A member of the site with their address; undefined for anyone else. */
export function findSiteMemberEmail(db: Database, siteId: number, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('id', '=', userId)
    .where('site_id', '=', siteId)
    .executeTakeFirst()
}

/** The member's stored settings (types they never changed have no row). */
export function listNotificationSettings(db: Database, userId: number) {
  return db
    .selectFrom('notification_settings')
    .select(['type', 'email', 'push'])
    .where('user_id', '=', userId)
    .execute()
}

/** Writes one type's two channels, over the stored row if there is one. */
export async function upsertNotificationSetting(
  trx: Database,
  userId: number,
  type: NotificationType,
  values: { email: number; push: number },
) {
  await trx
    .insertInto('notification_settings')
    .values({ user_id: userId, type, ...values })
    .onConflict((oc) => oc.columns(['user_id', 'type']).doUpdateSet(values))
    .execute()
}

/**
 * What decides whether a member gets a notification of a type: their account, and their setting of the type
 * (null channels when they never changed it), in one query.
 */
export function findNotifiedMember(db: Database, userId: number, type: NotificationType) {
  return db
    .selectFrom('users')
    .leftJoin('notification_settings as ns', (join) =>
      join.onRef('ns.user_id', '=', 'users.id').on('ns.type', '=', type),
    )
    .select(['users.status', 'users.notifications_disabled', 'users.is_fictional', 'ns.email', 'ns.push'])
    .where('users.id', '=', userId)
    .executeTakeFirst()
}

/** A mail's recipient: address, language, site and profile name (none without a profile). */
export function findMailRecipient(db: Database, userId: number) {
  return db
    .selectFrom('users')
    .leftJoin('profiles', 'profiles.user_id', 'users.id')
    .select(['users.id', 'users.email', 'users.language', 'users.site_id', 'profiles.name'])
    .where('users.id', '=', userId)
    .executeTakeFirst()
}

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

/** The payload of the open (not yet claimed) mail with this batch key; undefined when none waits. */
export function findWaitingMail(db: Database, batchKey: string) {
  return db
    .selectFrom('notification_mails')
    .select('payload')
    .where('batch_key', '=', batchKey)
    .where('outcome', 'is', null)
    .executeTakeFirst()
}

/** Due rows nobody holds an unexpired lease on, the earliest first. */
export async function listDueMailIds(db: Database, now: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('notification_mails')
    .select('id')
    .where('outcome', 'is', null)
    .where('due_at', '<=', now)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
    .orderBy('due_at')
    .orderBy('id')
    .limit(limit)
    .execute()
  return rows.map((row) => row.id)
}

/**
 * A claimed row gives up its batch key ("new_messages:42" becomes "new_messages:42#17"): a message that
 * arrives while this mail is being written starts the next mail instead of joining one already composed.
 * Claimed again after a failed send, the key stays as it is.
 */
function closedKey(id: number) {
  return sql<string>`case when batch_key like '%#%' then batch_key else batch_key || '#' || ${String(id)} end`
}

/**
 * Takes the row for `holder` if it is still open and nobody holds an unexpired lease on it. One
 * conditional update: of several processes asking at once, exactly one changes the row. True when this
 * one did.
 */
export async function claimMail(
  db: Database,
  claim: { id: number; holder: string; leaseUntil: number; now: number },
): Promise<boolean> {
  const result = await db
    .updateTable('notification_mails')
    .set((eb) => ({
      lease_holder: claim.holder,
      lease_until: claim.leaseUntil,
      attempts: eb('attempts', '+', 1),
      batch_key: closedKey(claim.id),
    }))
    .where('id', '=', claim.id)
    .where('outcome', 'is', null)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', claim.now)]))
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** A queued row as its composer needs it. */
export function findMail(db: Database, id: number) {
  return db
    .selectFrom('notification_mails')
    .select(['id', 'user_id', 'type', 'payload', 'created_at', 'attempts'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
}

/** Closes the row, only while `holder` still holds it. True when it did. */
export async function finishMail(
  db: Database,
  finish: { id: number; outcome: 'sent' | 'skipped' | 'failed'; holder: string; now: number },
): Promise<boolean> {
  const result = await db
    .updateTable('notification_mails')
    .set({
      outcome: finish.outcome,
      sent_at: finish.outcome === 'sent' ? finish.now : null,
      lease_until: null,
    })
    .where('id', '=', finish.id)
    .where('outcome', 'is', null)
    .where('lease_holder', '=', finish.holder)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Gives the row back to the queue, due again at `dueAt`, only while `holder` still holds it. */
export async function releaseMailForRetry(
  db: Database,
  retry: { id: number; holder: string; dueAt: number },
): Promise<void> {
  await db
    .updateTable('notification_mails')
    .set({ lease_holder: null, lease_until: null, due_at: retry.dueAt })
    .where('id', '=', retry.id)
    .where('outcome', 'is', null)
    .where('lease_holder', '=', retry.holder)
    .execute()
}

/** How far the member has read (and cleared) a conversation of theirs; undefined when not a member of it. */
export function findConversationMembership(db: Database, conversationId: number, userId: number) {
  return db
    .selectFrom('conversation_members')
    .select(['last_read_message_id', 'cleared_message_id'])
    .where('conversation_id', '=', conversationId)
    .where('user_id', '=', userId)
    .executeTakeFirst()
}

export interface SenderCount {
  senderId: number
  name: string
  count: number
}

/**
 * The member's messages still unread from the batch's first message on, per sender, newest sender
 * first. First messages of a conversation are left out: the new-conversation mail tells of them.
 */
export async function unreadSince(
  db: Database,
  userId: number,
  fromMessageId: number,
  beforeMessageId: number | null,
): Promise<SenderCount[]> {
  let query = db
    .selectFrom('messages as m')
    .innerJoin('conversation_members as cm', (join) =>
      join.onRef('cm.conversation_id', '=', 'm.conversation_id').on('cm.user_id', '=', userId),
    )
    .innerJoin('profiles as p', 'p.user_id', 'm.sender_id')
    .select(['m.sender_id', 'p.name'])
    .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.max('m.id').as('newest')])
    .where('m.sender_id', '!=', userId)
    .where('m.id', '>=', fromMessageId)
    .where('cm.removed_at', 'is', null)
    .where((eb) =>
      eb.and([
        eb('m.id', '>', eb.fn.coalesce('cm.last_read_message_id', eb.lit(0))),
        eb('m.id', '>', eb.fn.coalesce('cm.cleared_message_id', eb.lit(0))),
        eb(
          'm.id',
          '>',
          eb
            .selectFrom('messages as first')
            .select((inner) => inner.fn.min('first.id').as('first_id'))
            .whereRef('first.conversation_id', '=', 'm.conversation_id'),
        ),
        eb.not(
          eb.exists(
            eb
              .selectFrom('blocks as b')
              .select('b.blocker_id')
              .where((b) =>
                b.or([
                  b.and([b('b.blocker_id', '=', userId), b('b.blocked_id', '=', b.ref('m.sender_id'))]),
                  b.and([b('b.blocker_id', '=', b.ref('m.sender_id')), b('b.blocked_id', '=', userId)]),
                ]),
              ),
          ),
        ),
      ]),
    )
    .groupBy(['m.sender_id', 'p.name'])
    .orderBy('newest', 'desc')
  if (beforeMessageId !== null) query = query.where('m.id', '<', beforeMessageId)
  const rows = await query.execute()
  return rows.map((row) => ({ senderId: row.sender_id, name: row.name, count: Number(row.count) }))
}
