import { sql } from 'kysely'
import { type Database, lockingRows } from '#server/db/database.js'

/** Conversations hold each pair once, the lower id first. */
export function pairOf(a: number, b: number): [number, number] {
  return a < b ? [a, b] : [b, a]
}

/** SQL for "the other member" of conversation `c` as seen by `userId`. */
function otherOf(userId: number) {
  return sql<number>`case when c.user_low_id = ${userId} then c.user_high_id else c.user_low_id end`
}

/** Makes the transactions that write into one conversation run one after another. */
export async function lockConversation(trx: Database, conversationId: number): Promise<void> {
  await lockingRows(
    trx,
    trx.selectFrom('conversations').select('id').where('id', '=', conversationId),
  ).execute()
}

const conversationColumns = [
  'c.id',
  'c.site_id',
  'c.user_low_id',
  'c.user_high_id',
  'c.started_by',
  'c.last_message_id',
] as const

export function findConversationBetween(
  db: Database,
  a: number,
  b: number,
  options: { lock?: boolean } = {},
) {
  const [low, high] = pairOf(a, b)
  const query = db
    .selectFrom('conversations as c')
    .select(conversationColumns)
    .where('c.user_low_id', '=', low)
    .where('c.user_high_id', '=', high)
  return (options.lock ? lockingRows(db, query) : query).executeTakeFirst()
}

/** A conversation by id as one of its members sees it; undefined for anyone else. */
export function findMemberConversation(db: Database, siteId: number, conversationId: number, userId: number) {
  return db
    .selectFrom('conversations as c')
    .innerJoin('conversation_members as cm', (join) =>
      join.onRef('cm.conversation_id', '=', 'c.id').on('cm.user_id', '=', userId),
    )
    .select(conversationColumns)
    .select(['cm.removed_at', 'cm.cleared_message_id', 'cm.last_read_message_id'])
    .select(otherOf(userId).as('other_id'))
    .where('c.id', '=', conversationId)
    .where('c.site_id', '=', siteId)
    .executeTakeFirst()
}

export type MemberConversation = NonNullable<Awaited<ReturnType<typeof findMemberConversation>>>

/** How far a member of a conversation has read it. */
export async function lastReadOf(
  db: Database,
  conversationId: number,
  userId: number,
): Promise<number | null> {
  const row = await db
    .selectFrom('conversation_members')
    .select('last_read_message_id')
    .where('conversation_id', '=', conversationId)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return row?.last_read_message_id ?? null
}

/** The conversations a member started (the free allowance, docs/product.md §6). */
export async function countStarted(db: Database, userId: number): Promise<number> {
  const row = await db
    .selectFrom('conversations')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('started_by', '=', userId)
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

export async function hasWritten(db: Database, conversationId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('messages')
    .select('id')
    .where('conversation_id', '=', conversationId)
    .where('sender_id', '=', userId)
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}

/**
 * The conversation of the pair, made when missing. A first message sent by both at the same moment meets
 * the pair's unique key: the second insert does nothing and finds the first's row. `found` is the pair's
 * conversation as the send's checks read (and locked) it in the same transaction: one that exists has its
 * two members' rows since it was made, so nothing is written. Either way the conversation is the
 * transaction's until it ends.
 */
export async function ensureConversation(
  trx: Database,
  pair: { siteId: number; senderId: number; recipientId: number; now: number },
  found?: { id: number },
): Promise<{ id: number; created: boolean }> {
  if (found) return { id: found.id, created: false }
  const [low, high] = pairOf(pair.senderId, pair.recipientId)
  const inserted = await trx
    .insertInto('conversations')
    .values({
      site_id: pair.siteId,
      user_low_id: low,
      user_high_id: high,
      started_by: pair.senderId,
      created_at: pair.now,
    })
    .onConflict((oc) => oc.columns(['user_low_id', 'user_high_id']).doNothing())
    .returning('id')
    .executeTakeFirst()
  // A row this transaction inserted is its own until the commit; one another send inserted first is locked here.
  const id = inserted?.id ?? (await findConversationBetween(trx, low, high, { lock: true }))?.id
  if (id === undefined) throw new Error('conversation vanished while being created')
  await trx
    .insertInto('conversation_members')
    .values([
      { conversation_id: id, user_id: low },
      { conversation_id: id, user_id: high },
    ])
    .onConflict((oc) => oc.columns(['conversation_id', 'user_id']).doNothing())
    .execute()
  return { id, created: inserted !== undefined }
}

export interface NewMessage {
  conversationId: number
  senderId: number
  kind: 'text' | 'gift' | 'photo'
  body: string | null
  giftId?: number | null
  photoId?: number | null
  cost: number
  answeredBy?: number | null
  now: number
  /** Fingerprint of a member's text (spam defence); absent for staff answers. */
  fingerprint?: string | null
  /**
   * Held back for review (spam defence): the sender sees it as sent, the recipient nothing (no unread; a
   * conversation it would start stays out of their list) until deliverHeld.
   */
  held?: { newConversation: boolean }
}

/**
 * Writes a message and what follows from it: the last message of the conversation and of both members, one
 * more unread for the recipient, and the conversation back in both lists if either had removed it. A held
 * message is the sender's last message only: the recipient's list, the conversation's last message (read by
 * the operators' queue and the staff's counts) and their unread stay as they were until deliverHeld.
 */
export async function insertMessage(
  trx: Database,
  message: NewMessage,
  recipientId: number,
): Promise<number> {
  const row = await trx
    .insertInto('messages')
    .values({
      conversation_id: message.conversationId,
      sender_id: message.senderId,
      kind: message.kind,
      body: message.body,
      gift_id: message.giftId ?? null,
      photo_id: message.photoId ?? null,
      cost: message.cost,
      answered_by: message.answeredBy ?? null,
      created_at: message.now,
      fingerprint: message.fingerprint ?? null,
      held_at: message.held ? message.now : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const last = { id: row.id, senderId: message.senderId, at: message.now }
  if (!message.held) {
    await deliverToRecipient(trx, message.conversationId, recipientId, last, { senderToo: true })
    return row.id
  }
  await trx
    .updateTable('conversation_members')
    .set({ last_message_at: last.at, last_message_id: last.id, removed_at: null })
    .where('conversation_id', '=', message.conversationId)
    .where('user_id', '=', message.senderId)
    .execute()
  if (message.held.newConversation)
    await trx
      .updateTable('conversation_members')
      .set({ removed_at: message.now })
      .where('conversation_id', '=', message.conversationId)
      .where('user_id', '=', recipientId)
      .execute()
  return row.id
}

/** SQL for the larger of a column and an id: a message cleared late never replaces a newer last message. */
function laterId(column: 'last_message_id', id: number) {
  return sql<number>`case when ${sql.ref(column)} is null or ${sql.ref(column)} < ${id} then ${id} else ${sql.ref(column)} end`
}

/**
 * A message reaches its recipient: the conversation's and the recipient's last message, one more unread, and
 * the conversation back in their list. The time is when it arrives (a held message's is its clearing), so the
 * conversation moves to the top; the id never goes back, so the preview stays the newest message. `senderToo`
 * (a message just sent) writes the sender's row in the same statement: their last message, and the
 * conversation back in their list, without an unread.
 */
async function deliverToRecipient(
  trx: Database,
  conversationId: number,
  recipientId: number,
  last: { id: number; senderId: number; at: number },
  options: { senderToo?: boolean } = {},
) {
  await trx
    .updateTable('conversations')
    .set({
      last_message_at: last.at,
      last_message_id: laterId('last_message_id', last.id),
      last_sender_id: sql<number>`case when last_message_id is null or last_message_id < ${last.id} then ${last.senderId} else last_sender_id end`,
    })
    .where('id', '=', conversationId)
    .execute()
  await trx
    .updateTable('conversation_members')
    .set((eb) => ({
      num_unread: eb('num_unread', '+', sql<number>`case when user_id = ${recipientId} then 1 else 0 end`),
      removed_at: null,
      last_message_at: last.at,
      last_message_id: laterId('last_message_id', last.id),
    }))
    .where('conversation_id', '=', conversationId)
    .where('user_id', 'in', options.senderToo ? [recipientId, last.senderId] : [recipientId])
    .execute()
}

/** A held message cleared by a moderator: it reaches its recipient as if sent now. */
export async function deliverHeld(
  trx: Database,
  message: { id: number; conversationId: number; senderId: number; recipientId: number; now: number },
): Promise<void> {
  await trx.updateTable('messages').set({ held_at: null }).where('id', '=', message.id).execute()
  await deliverToRecipient(trx, message.conversationId, message.recipientId, {
    id: message.id,
    senderId: message.senderId,
    at: message.now,
  })
}

/** A chat photo whose files are stored already: its row is written with the message. */
export interface ChatPhotoFiles {
  filename: string
  thumbFilename: string
  width: number
  height: number
}

/** A photo sent in a chat: its own row, never on the profile (purpose 'chat'), never private or main. */
export async function insertChatPhoto(trx: Database, userId: number, photo: ChatPhotoFiles, now: number) {
  const row = await trx
    .insertInto('photos')
    .values({
      user_id: userId,
      filename: photo.filename,
      thumb_filename: photo.thumbFilename,
      width: photo.width,
      height: photo.height,
      purpose: 'chat',
      status: 'active',
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** Messages with their gift and photo, ready for the presenter. */
export function messageRows(db: Database) {
  return db
    .selectFrom('messages as m')
    .leftJoin('gifts as g', 'g.id', 'm.gift_id')
    .leftJoin('photos as p', 'p.id', 'm.photo_id')
    .select([
      'm.id',
      'm.conversation_id',
      'm.sender_id',
      'm.kind',
      'm.body',
      'm.created_at',
      'g.id as gift_id',
      'g.slug as gift_slug',
      'g.image as gift_image',
      'p.filename as photo_filename',
      'p.thumb_filename as photo_thumb_filename',
      'p.width as photo_width',
      'p.height as photo_height',
    ])
}

export type MessageRow = Awaited<ReturnType<ReturnType<typeof messageRows>['execute']>>[number]

/** What a member may see of a conversation: after what they cleared, within the site's history window. */
export interface Window {
  clearedId: number | null
  since: number | null
  /** The member reading: others' messages held for review are left out. Absent: staff, who see all. */
  viewerId?: number
}

/** One page of a conversation, newest first, with one more row than asked when older ones exist. */
export function pageOfMessages(
  db: Database,
  conversationId: number,
  window: Window,
  page: { before?: number; size: number },
) {
  let query = messageRows(db).where('m.conversation_id', '=', conversationId)
  if (window.clearedId !== null) query = query.where('m.id', '>', window.clearedId)
  if (window.since !== null) query = query.where('m.created_at', '>=', window.since)
  if (page.before !== undefined) query = query.where('m.id', '<', page.before)
  const viewerId = window.viewerId
  if (viewerId !== undefined)
    query = query.where((eb) => eb.or([eb('m.held_at', 'is', null), eb('m.sender_id', '=', viewerId)]))
  return query
    .orderBy('m.id', 'desc')
    .limit(page.size + 1)
    .execute()
}

/**
 * Whether messages exist that the history limit hides (docs/product.md §8), leaving out what the member
 * cleared.
 */
export async function hasHiddenHistory(
  db: Database,
  conversationId: number,
  window: Window,
): Promise<boolean> {
  if (window.since === null) return false
  let query = db
    .selectFrom('messages as m')
    .select('m.id')
    .where('m.conversation_id', '=', conversationId)
    .where('m.created_at', '<', window.since)
  if (window.clearedId !== null) query = query.where('m.id', '>', window.clearedId)
  return (await query.limit(1).executeTakeFirst()) !== undefined
}

/** Messages by id, ready for the presenter (in no particular order). */
export function listMessagesByIds(db: Database, messageIds: readonly number[]) {
  return messageRows(db).where('m.id', 'in', messageIds).execute()
}

/** A message of the conversation (read receipts name one). */
export function findMessageIn(db: Database, conversationId: number, messageId: number) {
  return db
    .selectFrom('messages')
    .select(['id', 'sender_id'])
    .where('id', '=', messageId)
    .where('conversation_id', '=', conversationId)
    .executeTakeFirst()
}

/**
 * The member read up to `messageId`: the read mark never moves back, and the unread count becomes the
 * other's messages after it (0 unless one arrived meanwhile).
 */
export async function markRead(trx: Database, conversationId: number, userId: number, messageId: number) {
  const current = await lastReadOf(trx, conversationId, userId)
  const upTo = current !== null && current > messageId ? current : messageId
  const unread = await trx
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('conversation_id', '=', conversationId)
    .where('sender_id', '!=', userId)
    .where('id', '>', upTo)
    .where('held_at', 'is', null)
    .executeTakeFirstOrThrow()
  const state = { num_unread: Number(unread.count), last_read_message_id: upTo }
  await trx
    .updateTable('conversation_members')
    .set(state)
    .where('conversation_id', '=', conversationId)
    .where('user_id', '=', userId)
    .execute()
  return state
}

/** The last message id a member may see as it is now (null before the first): what removing hides. */
export function findLastMessageOf(db: Database, conversationId: number, userId: number) {
  return db
    .selectFrom('conversation_members')
    .select('last_message_id')
    .where('conversation_id', '=', conversationId)
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow()
}

/** Removes the conversation from one member's list, hiding its messages so far from them. */
export async function removeForMember(
  trx: Database,
  conversation: { id: number; lastMessageId: number | null },
  userId: number,
  now: number,
) {
  await trx
    .updateTable('conversation_members')
    .set({ removed_at: now, num_unread: 0, cleared_message_id: conversation.lastMessageId })
    .where('conversation_id', '=', conversation.id)
    .where('user_id', '=', userId)
    .execute()
}

/**
 * The member's conversations in their list (docs/product.md §3 Chat entry), newest first: not removed, with a
 * member who is still active. Order and preview are the member's own last message (a message held for review
 * is its sender's only), the preview left out when the member cleared it.
 */
export type ChatRow = Awaited<ReturnType<typeof listChats>>[number]

export function listChats(db: Database, siteId: number, userId: number) {
  return db
    .selectFrom('conversation_members as cm')
    .innerJoin('conversations as c', 'c.id', 'cm.conversation_id')
    .innerJoin('users as o', (join) => join.on('o.id', '=', otherOf(userId)))
    .innerJoin('profiles as op', 'op.user_id', 'o.id')
    .leftJoin('messages as m', (join) =>
      join
        .onRef('m.id', '=', 'cm.last_message_id')
        .on((eb) =>
          eb.or([eb('cm.cleared_message_id', 'is', null), eb('m.id', '>', eb.ref('cm.cleared_message_id'))]),
        ),
    )
    .select([
      'c.id',
      'cm.last_message_at',
      'cm.num_unread',
      'o.id as other_id',
      'm.id as message_id',
      'm.sender_id',
      'm.kind',
      'm.body',
    ])
    .where('cm.user_id', '=', userId)
    .where('cm.removed_at', 'is', null)
    .where('c.site_id', '=', siteId)
    .where('o.status', '=', 'active')
    .where('op.status', '=', 'active')
    .orderBy(sql`coalesce(cm.last_message_at, c.created_at)`, 'desc')
    .orderBy('c.id', 'desc')
    .execute()
}

/**
 * The gifts a site offers: its own, and the platform's whose slug it has no row of its own for (a site's
 * row replaces the platform's gift of that slug, with its own price, or hides it when inactive).
 */
function offeredGifts(db: Database, siteId: number) {
  return db
    .selectFrom('gifts as g')
    .where('g.active', '=', 1)
    .where((eb) =>
      eb.or([
        eb('g.site_id', '=', siteId),
        eb.and([
          eb('g.site_id', 'is', null),
          eb.not(
            eb.exists(
              eb
                .selectFrom('gifts as own')
                .select('own.id')
                .where('own.site_id', '=', siteId)
                .whereRef('own.slug', '=', 'g.slug'),
            ),
          ),
        ]),
      ]),
    )
}

export function listGifts(db: Database, siteId: number) {
  return offeredGifts(db, siteId)
    .select(['g.id', 'g.site_id', 'g.slug', 'g.image', 'g.credits', 'g.sort_order'])
    .orderBy('g.sort_order')
    .orderBy('g.id')
    .execute()
}

export function findGift(db: Database, siteId: number, giftId: number) {
  return offeredGifts(db, siteId)
    .select(['g.id', 'g.slug', 'g.image', 'g.credits'])
    .where('g.id', '=', giftId)
    .executeTakeFirst()
}

/** Whether `viewerId` is a member of a conversation in which the chat photo `photoId` was sent. */
export async function maySeeChatPhoto(db: Database, photoId: number, viewerId: number): Promise<boolean> {
  const row = await db
    .selectFrom('messages as m')
    .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
    .select('m.id')
    .where('m.photo_id', '=', photoId)
    .where((eb) => eb.or([eb('c.user_low_id', '=', viewerId), eb('c.user_high_id', '=', viewerId)]))
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}

/**
 * Conversations of the site with a fictional profile whose last message is the real member's: the staff
 * answers them (newest first, `before` a last message id).
 */
export function staffInbox(db: Database, siteId: number, page: { before?: number; size: number }) {
  let query = db
    .selectFrom('conversations as c')
    .innerJoin('users as s', 's.id', 'c.last_sender_id')
    .innerJoin('users as f', (join) =>
      join.on(
        'f.id',
        '=',
        sql<number>`case when c.user_low_id = c.last_sender_id then c.user_high_id else c.user_low_id end`,
      ),
    )
    .select(['c.id', 'c.last_message_id', 's.id as member_id', 'f.id as fictional_id'])
    .where('c.site_id', '=', siteId)
    .where('c.last_message_id', 'is not', null)
    .where('s.is_fictional', '=', 0)
    .where('s.status', '=', 'active')
    .where('f.is_fictional', '=', 1)
  if (page.before !== undefined) query = query.where('c.last_message_id', '<', page.before)
  return query.orderBy('c.last_message_id', 'desc').limit(page.size).execute()
}

/**
 * A conversation of the site between exactly one fictional profile and a real member, as the staff answers
 * it; undefined for any other (two real members, two profiles, unknown, another site's).
 */
export async function findFictionalPair(db: Database, siteId: number, conversationId: number) {
  const row = await db
    .selectFrom('conversations as c')
    .innerJoin('users as low', 'low.id', 'c.user_low_id')
    .innerJoin('users as high', 'high.id', 'c.user_high_id')
    .select([
      'c.id',
      'c.user_low_id',
      'c.user_high_id',
      'low.is_fictional as low_fictional',
      'high.is_fictional as high_fictional',
      'low.status as low_status',
      'high.status as high_status',
    ])
    .where('c.id', '=', conversationId)
    .where('c.site_id', '=', siteId)
    .executeTakeFirst()
  if (!row) return undefined
  const lowFictional = row.low_fictional === 1
  if (lowFictional === (row.high_fictional === 1)) return undefined
  return lowFictional
    ? {
        conversationId: row.id,
        fictionalId: row.user_low_id,
        memberId: row.user_high_id,
        memberStatus: row.high_status,
      }
    : {
        conversationId: row.id,
        fictionalId: row.user_high_id,
        memberId: row.user_low_id,
        memberStatus: row.low_status,
      }
}

/**
 * Chat photos no message (nor held answer) points at any more, uploaded before `uploadedBefore`: their conversation was
 * deleted (by a member or a block) or the photo was uploaded and never sent. At most 500 at a time.
 */
export function listOrphanChatPhotos(db: Database, uploadedBefore: number) {
  return (
    db
      .selectFrom('photos')
      .select(['id', 'filename', 'thumb_filename'])
      .where('purpose', '=', 'chat')
      .where('created_at', '<', uploadedBefore)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('messages').select('messages.id').whereRef('messages.photo_id', '=', 'photos.id'),
          ),
        ),
      )
      // An operator's photo answer held back by the site's natural delay is on its way, not forgotten.
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('held_replies')
              .select('held_replies.id')
              .whereRef('held_replies.photo_id', '=', 'photos.id'),
          ),
        ),
      )
      .limit(500)
      .execute()
  )
}

/** Deletes photo rows by id (their files are the caller's). */
export async function deletePhotos(db: Database, photoIds: readonly number[]): Promise<void> {
  await db.deleteFrom('photos').where('id', 'in', photoIds).execute()
}

/** A message as presented, with the two members of its conversation. */
export function findMessageWithMembers(db: Database, messageId: number) {
  return messageRows(db)
    .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
    .select(['c.user_low_id', 'c.user_high_id'])
    .where('m.id', '=', messageId)
    .executeTakeFirst()
}
