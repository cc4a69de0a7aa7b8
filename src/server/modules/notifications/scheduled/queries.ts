import type { ExpressionBuilder } from 'kysely'
import type { Database } from '#server/db/database.js'
import type { DB } from '#server/db/schema.js'
import { type ListViewer, type Wish, wishedMembers } from '#server/modules/members/queries.js'
import type { NotificationType } from '#shared/api/notifications.js'
import { defaultSetting } from '../preferences.js'

/**
 * The same rule as a filter on `users`, for jobs that pick many members at once (campaigns, reminders):
 * mail not stopped, and the type's e-mail on (a stored yes for consent types, no stored no for the rest).
 * notificationWanted is still asked right before each mail is sent.
 */
export function mailWantedFilter(type: NotificationType) {
  return (eb: ExpressionBuilder<DB, 'users'>) => {
    const setting = (email: number) =>
      eb.exists(
        eb
          .selectFrom('notification_settings')
          .select('notification_settings.user_id')
          .whereRef('notification_settings.user_id', '=', 'users.id')
          .where('notification_settings.type', '=', type)
          .where('notification_settings.email', '=', email),
      )
    const wanted = defaultSetting(type, 'email') ? eb.not(setting(0)) : setting(1)
    return eb.and([eb('users.notifications_disabled', '=', '[]'), wanted])
  }
}

/**
 * Whether a mail with this period key was queued already, waiting or finished: the sender renames a
 * finished row's key to "<key>#<id>", so this also finds the sent or skipped one.
 */
export function findPeriodMail(db: Database, userId: number, batchKey: string) {
  return db
    .selectFrom('notification_mails')
    .select('id')
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('batch_key', '=', batchKey), eb('batch_key', 'like', `${batchKey}#%`)]))
    .executeTakeFirst()
}

/**
 * Deletes finished queue rows queued before `before`, except sent reminders (the reminder jobs count
 * them); answers how many went.
 */
export async function deleteFinishedMails(db: Database, before: number): Promise<number> {
  const result = await db
    .deleteFrom('notification_mails')
    .where('outcome', 'is not', null)
    .where('created_at', '<', before)
    .where((eb) =>
      eb.or([eb('outcome', '!=', 'sent'), eb('type', 'not in', ['reminders', 'unread_message_reminders'])]),
    )
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}

// Campaigns

export function findSiteIdBySlug(db: Database, slug: string) {
  return db.selectFrom('sites').select('id').where('slug', '=', slug).executeTakeFirst()
}

/** Writes a campaign; answers its id. */
export async function insertCampaign(
  db: Database,
  campaign: { siteId: number; type: string; content: string; sendAt: number; now: number },
): Promise<number> {
  const row = await db
    .insertInto('mail_campaigns')
    .values({
      site_id: campaign.siteId,
      type: campaign.type,
      content: campaign.content,
      send_at: campaign.sendAt,
      created_at: campaign.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/**
 * Takes a due campaign for this process: one conditional update, so of several processes running the
 * job at once exactly one queues it.
 */
export async function markCampaignQueued(db: Database, id: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('mail_campaigns')
    .set({ queued_at: now })
    .where('id', '=', id)
    .where('queued_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Due campaigns not queued yet, oldest first. */
export function listDueCampaigns(db: Database, now: number) {
  return db
    .selectFrom('mail_campaigns')
    .select(['id', 'site_id', 'type'])
    .where('send_at', '<=', now)
    .where('queued_at', 'is', null)
    .orderBy('id')
    .execute()
}

/**
 * The next `limit` active, real members of the site after id `after` who take this type of mail (consent
 * types need a yes), in id order.
 */
export function listCampaignMembers(
  db: Database,
  siteId: number,
  type: NotificationType,
  after: number,
  limit: number,
) {
  return db
    .selectFrom('users')
    .select('id')
    .where('site_id', '=', siteId)
    .where('status', '=', 'active')
    .where('is_fictional', '=', 0)
    .where('deleted_at', 'is', null)
    .where(mailWantedFilter(type))
    .where('id', '>', after)
    .orderBy('id')
    .limit(limit)
    .execute()
}

/** One queue row per member for the campaign; a row already there for a member stays as it is. */
export async function insertCampaignMails(
  db: Database,
  campaign: { id: number; type: NotificationType },
  memberIds: readonly number[],
  now: number,
): Promise<void> {
  await db
    .insertInto('notification_mails')
    .values(
      memberIds.map((memberId) => ({
        user_id: memberId,
        type: campaign.type,
        batch_key: `${campaign.type}:${campaign.id}:${memberId}`,
        payload: JSON.stringify({ campaignId: campaign.id }),
        due_at: now,
        created_at: now,
      })),
    )
    .onConflict((oc) => oc.column('batch_key').doNothing())
    .execute()
}

export function findCampaignContent(db: Database, id: number) {
  return db.selectFrom('mail_campaigns').select('content').where('id', '=', id).executeTakeFirst()
}

// Inactivity reminders

/**
 * Real, active members who take reminders, last seen (or, never seen, signed up) more than `awayForMs`
 * ago, not looked at lately (no reminder sent in the last `everyMs` nor queued in the last `lookAgainMs`:
 * one that found nothing to tell is skipped, and asking again the next day would find as little) and not
 * sent `maxUnanswered` in a row since their last visit; at most `limit`, in id order.
 */
export function listAwayMembers(
  db: Database,
  now: number,
  rules: { awayForMs: number; everyMs: number; lookAgainMs: number; maxUnanswered: number; limit: number },
) {
  return (
    db
      .selectFrom('users')
      .select(['id', 'last_seen_at', 'signup_date'])
      .where('status', '=', 'active')
      .where('is_fictional', '=', 0)
      .where('deleted_at', 'is', null)
      .where((eb) => eb(eb.fn.coalesce('last_seen_at', 'signup_date'), '<', now - rules.awayForMs))
      .where(mailWantedFilter('reminders'))
      .where(({ not, exists, selectFrom, or }) =>
        not(
          exists(
            selectFrom('notification_mails')
              .select('notification_mails.id')
              .whereRef('notification_mails.user_id', '=', 'users.id')
              .where('notification_mails.type', '=', 'reminders')
              .where((mails) =>
                or([
                  mails('notification_mails.created_at', '>', now - rules.lookAgainMs),
                  mails('notification_mails.sent_at', '>', now - rules.everyMs),
                ]),
              ),
          ),
        ),
      )
      // Three in a row without a visit: only a visit starts them again.
      .where(
        (eb) =>
          eb
            .selectFrom('notification_mails')
            .select((mails) => mails.fn.countAll<number>().as('sent'))
            .whereRef('notification_mails.user_id', '=', 'users.id')
            .where('notification_mails.type', '=', 'reminders')
            .where('notification_mails.outcome', '=', 'sent')
            .where((mails) =>
              mails(
                'notification_mails.sent_at',
                '>',
                mails.fn.coalesce('users.last_seen_at', 'users.signup_date'),
              ),
            ),
        '<',
        rules.maxUnanswered,
      )
      .orderBy('id')
      .limit(rules.limit)
      .execute()
  )
}

/** The member's site and last visit (or signup, never seen). */
export function findMemberVisit(db: Database, userId: number) {
  return db
    .selectFrom('users')
    .select(['site_id', 'last_seen_at', 'signup_date'])
    .where('id', '=', userId)
    .executeTakeFirst()
}

async function countOf(query: { executeTakeFirst(): Promise<{ count: number | string } | undefined> }) {
  return Number((await query.executeTakeFirst())?.count ?? 0)
}

/** Real, active members who signed up on the site after `since`. */
export function countNewMembersSince(db: Database, siteId: number, since: number): Promise<number> {
  return countOf(
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('site_id', '=', siteId)
      .where('status', '=', 'active')
      // Only real people count: the mail promises real numbers.
      .where('is_fictional', '=', 0)
      .where('deleted_at', 'is', null)
      .where('signup_date', '>', since),
  )
}

/** Likes the member received after `since`. */
export function countLikesReceivedSince(db: Database, userId: number, since: number): Promise<number> {
  return countOf(
    db
      .selectFrom('likes')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('liked_id', '=', userId)
      .where('created_at', '>', since),
  )
}

// Unread-message reminders

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
 * Real, active members (not fictional, not deleted) who take these reminders, with a message unread
 * since before `olderThan`, and when they were last here.
 */
export function listMembersWithOldUnread(db: Database, olderThan: number) {
  return unreadMessages(db, olderThan)
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

/** How many messages the member has unread now (unreadMessages). */
export async function countUnreadMessages(db: Database, userId: number): Promise<number> {
  const row = await unreadMessages(db)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('cm.user_id', '=', userId)
    .executeTakeFirst()
  return Number(row?.count ?? 0)
}

// Weekly updates

/**
 * Real, active members seen after `seenAfter` who take the weekly update and have none queued since
 * `weekStart`: the job runs every hour, and a member done for the week is not looked at again.
 */
export async function listRecentMembers(
  db: Database,
  seenAfter: number,
  weekStart: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('status', '=', 'active')
    .where('is_fictional', '=', 0)
    .where('deleted_at', 'is', null)
    .where('last_seen_at', '>', seenAfter)
    .where(mailWantedFilter('weekly_updates'))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('notification_mails')
            .select('notification_mails.id')
            .whereRef('notification_mails.user_id', '=', 'users.id')
            .where('notification_mails.type', '=', 'weekly_updates')
            .where('notification_mails.created_at', '>=', weekStart),
        ),
      ),
    )
    .execute()
  return rows.map((row) => row.id)
}

export function findMemberSite(db: Database, userId: number) {
  return db.selectFrom('users').select('site_id').where('id', '=', userId).executeTakeFirst()
}

/** Members picked as the home page's suggestions are, most recently active first, with what the mail lists. */
export function listSuggestedForMail(
  db: Database,
  siteId: number,
  wish: Wish,
  viewer: ListViewer,
  limit: number,
) {
  return wishedMembers(db, siteId, wish, viewer)
    .select(['profiles.name', 'profiles.birth_date', 'profiles.city'])
    .orderBy('profiles.last_active_at', 'desc')
    .orderBy('profiles.user_id')
    .limit(limit)
    .execute()
}
