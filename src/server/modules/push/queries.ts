import type { PushTarget } from '#server/adapters/push.js'
import type { Database } from '#server/db/database.js'

export interface StoredSubscription extends PushTarget {
  id: number
}

/** One browser's subscription belongs to one member: the newest login on that browser takes it over. */
export async function upsertSubscription(
  db: Database,
  userId: number,
  target: PushTarget,
  now: number,
): Promise<void> {
  await db
    .insertInto('push_subscriptions')
    .values({
      user_id: userId,
      endpoint: target.endpoint,
      p256dh: target.keys.p256dh,
      auth: target.keys.auth,
      created_at: now,
    })
    .onConflict((oc) =>
      oc.column('endpoint').doUpdateSet({
        user_id: userId,
        p256dh: target.keys.p256dh,
        auth: target.keys.auth,
        created_at: now,
      }),
    )
    .execute()
}

/** Keeps a member's newest `keep` subscriptions (one per browser they use) and deletes the older ones. */
export async function trimSubscriptions(db: Database, userId: number, keep: number): Promise<void> {
  const kept = db
    .selectFrom('push_subscriptions')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(keep)
  await db
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', userId)
    .where('id', 'not in', kept)
    .execute()
}

export async function deleteOwnSubscription(db: Database, userId: number, endpoint: string): Promise<number> {
  const result = await db
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', userId)
    .where('endpoint', '=', endpoint)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}

export async function deleteSubscription(db: Database, id: number): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('id', '=', id).execute()
}

export async function markSubscriptionUsed(db: Database, id: number, now: number): Promise<void> {
  await db.updateTable('push_subscriptions').set({ last_used_at: now }).where('id', '=', id).execute()
}

export async function subscriptionsOf(db: Database, userId: number): Promise<StoredSubscription[]> {
  const rows = await db
    .selectFrom('push_subscriptions')
    .select(['id', 'endpoint', 'p256dh', 'auth'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute()
  return rows.map((r) => ({ id: r.id, endpoint: r.endpoint, keys: { p256dh: r.p256dh, auth: r.auth } }))
}

/** The facts a push to this member depends on: who they are, where, in which language. */
export interface PushRecipient {
  id: number
  siteId: number
  domain: string
  language: string
  fictional: boolean
  status: string
}

export async function findRecipient(db: Database, userId: number): Promise<PushRecipient | undefined> {
  const row = await db
    .selectFrom('users')
    .innerJoin('sites', 'sites.id', 'users.site_id')
    .select([
      'users.id',
      'users.site_id',
      'users.language',
      'users.is_fictional',
      'users.status',
      'sites.domain',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst()
  if (!row) return undefined
  return {
    id: row.id,
    siteId: row.site_id,
    domain: row.domain,
    language: row.language,
    fictional: row.is_fictional === 1,
    status: row.status,
  }
}

/** Whether a message opened its conversation: no message was written in it before. */
export async function isFirstMessage(
  db: Database,
  conversationId: number,
  messageId: number,
): Promise<boolean> {
  const earlier = await db
    .selectFrom('messages')
    .select('id')
    .where('conversation_id', '=', conversationId)
    .where('id', '<', messageId)
    .limit(1)
    .executeTakeFirst()
  return earlier === undefined
}

export async function setSessionHidden(db: Database, sessionId: number, now: number): Promise<void> {
  await db.updateTable('sessions').set({ hidden_at: now }).where('id', '=', sessionId).execute()
}
