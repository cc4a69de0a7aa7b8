import { type ExpressionBuilder, sql } from 'kysely'
import { type Database, lockingRows } from '#server/db/database.js'
import type { DB } from '#server/db/schema.js'

/** Whose queue it is: the sites answered to (null: all), and the operator when profiles may restrict them. */
export interface QueueViewer {
  siteIds: readonly number[] | null
  /** Set for an operator: profiles that name their operators are answered only by those. */
  operatorId: number | null
}

export interface QueueFilter {
  site?: number
  language?: string
}

/** Profiles that name their operators are answered only by those. */
function answerableBy(operatorId: number) {
  return (eb: ExpressionBuilder<DB & { q: DB['conversation_queue'] }, 'q'>) => {
    const named = eb
      .selectFrom('fictional_operators as fo')
      .select('fo.operator_id')
      .whereRef('fo.fictional_id', '=', 'q.fictional_id')
    return eb.or([eb.not(eb.exists(named)), eb.exists(named.where('fo.operator_id', '=', operatorId))])
  }
}

function queueRows(db: Database, viewer: QueueViewer, filter: QueueFilter) {
  let query = db
    .selectFrom('conversation_queue as q')
    .innerJoin('fictional_profiles as fp', 'fp.user_id', 'q.fictional_id')
    .innerJoin('users as m', 'm.id', 'q.member_id')
    .where('fp.state', '=', 'active')
    .where('m.status', '=', 'active')
  // An admin answers every profile.
  if (viewer.operatorId !== null) query = query.where(answerableBy(viewer.operatorId))
  if (viewer.siteIds !== null)
    query = query.where('q.site_id', 'in', viewer.siteIds.length ? viewer.siteIds : [0])
  if (filter.site !== undefined) query = query.where('q.site_id', '=', filter.site)
  if (filter.language !== undefined) query = query.where('q.language', '=', filter.language)
  return query
}

/** The oldest waiting conversations first, with who holds each now. */
export function listQueue(
  db: Database,
  viewer: QueueViewer,
  filter: QueueFilter,
  now: number,
  limit: number,
) {
  return queueRows(db, viewer, filter)
    .innerJoin('conversations as c', 'c.id', 'q.conversation_id')
    .innerJoin('profiles as mp', 'mp.user_id', 'q.member_id')
    .innerJoin('profiles as fpp', 'fpp.user_id', 'q.fictional_id')
    .leftJoin('photos as mph', 'mph.id', 'mp.main_photo_id')
    .leftJoin('photos as fph', 'fph.id', 'fpp.main_photo_id')
    .leftJoin('messages as lm', 'lm.id', 'c.last_message_id')
    .leftJoin('conversation_claims as cc', (join) =>
      join.onRef('cc.conversation_id', '=', 'q.conversation_id').on('cc.expires_at', '>', now),
    )
    .select([
      'q.conversation_id',
      'q.site_id',
      'q.language',
      'q.waiting_since',
      'q.member_id',
      'mp.name as member_name',
      'mp.birth_date as member_birth_date',
      'mp.city as member_city',
      'mph.thumb_filename as member_photo',
      'q.fictional_id',
      'fpp.name as fictional_name',
      'fpp.birth_date as fictional_birth_date',
      'fpp.city as fictional_city',
      'fph.thumb_filename as fictional_photo',
      'lm.kind as last_kind',
      'lm.body as last_body',
      'lm.created_at as last_at',
      'cc.operator_id as claimed_by',
      'cc.expires_at as claim_expires_at',
    ])
    .orderBy('q.waiting_since')
    .orderBy('q.conversation_id')
    .limit(limit)
    .execute()
}

export type QueueRow = Awaited<ReturnType<typeof listQueue>>[number]

/**
 * The conversations the operator holds now that wait no more (answered): listed beside the queue so that the
 * operator finds them again, in the queue's own shape.
 */
export function listHeldAnswered(db: Database, operatorId: number, now: number): Promise<QueueRow[]> {
  return db
    .selectFrom('conversation_claims as cc')
    .innerJoin('conversations as c', 'c.id', 'cc.conversation_id')
    .innerJoin('fictional_profiles as fp', (join) =>
      join.on((eb) =>
        eb.or([
          eb('fp.user_id', '=', eb.ref('c.user_low_id')),
          eb('fp.user_id', '=', eb.ref('c.user_high_id')),
        ]),
      ),
    )
    .innerJoin('users as m', (join) =>
      join.on(
        sql<boolean>`m.id = case when fp.user_id = c.user_low_id then c.user_high_id else c.user_low_id end`,
      ),
    )
    .innerJoin('profiles as mp', 'mp.user_id', 'm.id')
    .innerJoin('profiles as fpp', 'fpp.user_id', 'fp.user_id')
    .leftJoin('photos as mph', 'mph.id', 'mp.main_photo_id')
    .leftJoin('photos as fph', 'fph.id', 'fpp.main_photo_id')
    .leftJoin('messages as lm', 'lm.id', 'c.last_message_id')
    .select([
      'c.id as conversation_id',
      'c.site_id',
      'm.language',
      sql<number>`coalesce(c.last_message_at, c.created_at)`.as('waiting_since'),
      'm.id as member_id',
      'mp.name as member_name',
      'mp.birth_date as member_birth_date',
      'mp.city as member_city',
      'mph.thumb_filename as member_photo',
      'fp.user_id as fictional_id',
      'fpp.name as fictional_name',
      'fpp.birth_date as fictional_birth_date',
      'fpp.city as fictional_city',
      'fph.thumb_filename as fictional_photo',
      'lm.kind as last_kind',
      'lm.body as last_body',
      'lm.created_at as last_at',
      'cc.operator_id as claimed_by',
      'cc.expires_at as claim_expires_at',
    ])
    .where('cc.operator_id', '=', operatorId)
    .where('cc.expires_at', '>', now)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('conversation_queue as q')
            .select('q.conversation_id')
            .whereRef('q.conversation_id', '=', 'c.id'),
        ),
      ),
    )
    .orderBy('cc.claimed_at')
    .execute() as Promise<QueueRow[]>
}

export async function countQueue(db: Database, viewer: QueueViewer, filter: QueueFilter): Promise<number> {
  const row = await queueRows(db, viewer, filter)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

/** A conversation between a real member and a fictional profile, with what decides who may answer it. */
export function findConsoleConversation(db: Database, conversationId: number) {
  return db
    .selectFrom('conversations as c')
    .innerJoin('users as low', 'low.id', 'c.user_low_id')
    .innerJoin('users as high', 'high.id', 'c.user_high_id')
    .innerJoin('fictional_profiles as fp', (join) =>
      join.on((eb) =>
        eb.or([eb('fp.user_id', '=', eb.ref('low.id')), eb('fp.user_id', '=', eb.ref('high.id'))]),
      ),
    )
    .select([
      'c.id',
      'c.site_id',
      'fp.user_id as fictional_id',
      'fp.state as fictional_state',
      sql<number>`case when fp.user_id = c.user_low_id then c.user_high_id else c.user_low_id end`.as(
        'member_id',
      ),
      sql<string>`case when fp.user_id = c.user_low_id then high.status else low.status end`.as(
        'member_status',
      ),
      sql<number>`case when fp.user_id = c.user_low_id then high.is_fictional else low.is_fictional end`.as(
        'member_fictional',
      ),
    ])
    .where('c.id', '=', conversationId)
    .executeTakeFirst()
}

export async function isNamedOperator(
  db: Database,
  fictionalId: number,
  operatorId: number,
): Promise<boolean> {
  const named = await db
    .selectFrom('fictional_operators')
    .select(['operator_id'])
    .where('fictional_id', '=', fictionalId)
    .execute()
  return named.length === 0 || named.some((row) => row.operator_id === operatorId)
}

/** Claims are counted and taken one at a time per operator: their row is locked first. */
export async function lockOperator(trx: Database, operatorId: number): Promise<void> {
  await lockingRows(trx, trx.selectFrom('users').select('id').where('id', '=', operatorId)).execute()
}

export async function deleteExpiredClaim(trx: Database, conversationId: number, now: number): Promise<void> {
  await trx
    .deleteFrom('conversation_claims')
    .where('conversation_id', '=', conversationId)
    .where('expires_at', '<=', now)
    .execute()
}

export function findClaim(db: Database, conversationId: number) {
  return db
    .selectFrom('conversation_claims')
    .selectAll()
    .where('conversation_id', '=', conversationId)
    .executeTakeFirst()
}

export async function countHeld(db: Database, operatorId: number, now: number): Promise<number> {
  const row = await db
    .selectFrom('conversation_claims')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('operator_id', '=', operatorId)
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

export async function insertClaim(
  trx: Database,
  conversationId: number,
  operatorId: number,
  now: number,
  expiresAt: number,
) {
  await trx
    .insertInto('conversation_claims')
    .values({
      conversation_id: conversationId,
      operator_id: operatorId,
      claimed_at: now,
      expires_at: expiresAt,
    })
    .execute()
}

export async function renewClaim(
  trx: Database,
  conversationId: number,
  operatorId: number,
  expiresAt: number,
) {
  await trx
    .updateTable('conversation_claims')
    .set({ expires_at: expiresAt })
    .where('conversation_id', '=', conversationId)
    .where('operator_id', '=', operatorId)
    .execute()
}

/** Lets go of the operator's claim; true when there was one. */
export async function deleteClaim(
  trx: Database,
  conversationId: number,
  operatorId: number,
): Promise<boolean> {
  const result = await trx
    .deleteFrom('conversation_claims')
    .where('conversation_id', '=', conversationId)
    .where('operator_id', '=', operatorId)
    .executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

export function findPerson(db: Database, userId: number) {
  return db
    .selectFrom('users as u')
    .innerJoin('profiles as p', 'p.user_id', 'u.id')
    .leftJoin('photos as ph', 'ph.id', 'p.main_photo_id')
    .select([
      'u.id',
      'u.language',
      'u.credits',
      'u.paid_user',
      'u.signup_date',
      'p.name',
      'p.gender',
      'p.birth_date',
      'p.city',
      'p.country',
      'p.about_me',
      'ph.thumb_filename as photo',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow()
}

export async function findLanguages(db: Database, fictionalId: number): Promise<string[]> {
  const row = await db
    .selectFrom('fictional_profiles')
    .select('languages')
    .where('user_id', '=', fictionalId)
    .executeTakeFirst()
  return row ? (JSON.parse(row.languages) as string[]) : []
}

export async function spentIn(db: Database, conversationId: number, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('cost'), eb.val(0)).as('spent'))
    .where('conversation_id', '=', conversationId)
    .where('sender_id', '=', memberId)
    .executeTakeFirstOrThrow()
  return Number(row.spent)
}

export function findNote(db: Database, subjectId: number) {
  return db
    .selectFrom('staff_notes as n')
    .leftJoin('users as u', 'u.id', 'n.updated_by')
    .select(['n.subject_id', 'n.body', 'n.updated_at', 'u.email as updated_by'])
    .where('n.subject_id', '=', subjectId)
    .executeTakeFirst()
}

export async function writeNote(
  trx: Database,
  subjectId: number,
  body: string,
  staffId: number,
  now: number,
) {
  await trx
    .insertInto('staff_notes')
    .values({ subject_id: subjectId, body, updated_by: staffId, updated_at: now })
    .onConflict((conflict) =>
      conflict.column('subject_id').doUpdateSet({ body, updated_by: staffId, updated_at: now }),
    )
    .execute()
}

/** The member or fictional profile a note is about, with its site; undefined for anyone else. */
export function findNoteSubject(db: Database, subjectId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'site_id', 'role'])
    .where('id', '=', subjectId)
    .where('role', '=', 'member')
    .executeTakeFirst()
}

/** The conversations in which operators answered within the period, with each answer's operator. */
export function answersIn(
  db: Database,
  range: { from: number; to: number },
  scope: { siteIds: readonly number[] | null; site?: number; operatorId: number | null },
) {
  let query = db
    .selectFrom('messages as m')
    .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
    .select(['m.conversation_id'])
    .distinct()
    .where('m.answered_by', 'is not', null)
    .where('m.created_at', '>=', range.from)
    .where('m.created_at', '<', range.to)
  if (scope.operatorId !== null) query = query.where('m.answered_by', '=', scope.operatorId)
  if (scope.siteIds !== null)
    query = query.where('c.site_id', 'in', scope.siteIds.length ? scope.siteIds : [0])
  if (scope.site !== undefined) query = query.where('c.site_id', '=', scope.site)
  return query.execute()
}

/** Every message of the conversations from a time on, in order: answers, what came before and after. */
export function messagesSince(db: Database, conversationIds: readonly number[], since: number) {
  if (conversationIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('messages')
    .select(['id', 'conversation_id', 'sender_id', 'answered_by', 'cost', 'created_at'])
    .where('conversation_id', 'in', conversationIds)
    .where('created_at', '>=', since)
    .orderBy('conversation_id')
    .orderBy('id')
    .execute()
}

export function namesOf(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([])
  return db
    .selectFrom('users as u')
    .leftJoin('profiles as p', 'p.user_id', 'u.id')
    .select(['u.id', 'u.email', 'p.name'])
    .where('u.id', 'in', ids)
    .execute()
}

/** The time of the member's latest message in the conversation. */
export async function lastMemberMessageAt(
  db: Database,
  conversationId: number,
  memberId: number,
): Promise<number | null> {
  const row = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.max('created_at').as('at'))
    .where('conversation_id', '=', conversationId)
    .where('sender_id', '=', memberId)
    .executeTakeFirst()
  return row?.at === null || row?.at === undefined ? null : Number(row.at)
}

export async function insertHeldReply(
  trx: Database,
  answer: {
    conversationId: number
    siteId: number
    fictionalId: number
    memberId: number
    operatorId: number
    kind: string
    body: string | null
    giftId: number | null
    photoId: number | null
  },
  sendAt: number,
  now: number,
): Promise<void> {
  await trx
    .insertInto('held_replies')
    .values({
      conversation_id: answer.conversationId,
      site_id: answer.siteId,
      fictional_id: answer.fictionalId,
      member_id: answer.memberId,
      operator_id: answer.operatorId,
      kind: answer.kind,
      body: answer.body,
      gift_id: answer.giftId,
      photo_id: answer.photoId,
      send_at: sendAt,
      created_at: now,
    })
    .execute()
}

function answerKind(kind: string): 'text' | 'gift' | 'photo' {
  return kind === 'gift' || kind === 'photo' ? kind : 'text'
}

/** Held answers whose time came, oldest first, in the shape they are sent in. */
export async function dueHeldReplies(db: Database, now: number, limit: number) {
  const rows = await db
    .selectFrom('held_replies')
    .selectAll()
    .where('send_at', '<=', now)
    .orderBy('send_at')
    .orderBy('id')
    .limit(limit)
    .execute()
  return rows.map((row) => ({
    id: row.id,
    conversationId: row.conversation_id,
    siteId: row.site_id,
    fictionalId: row.fictional_id,
    memberId: row.member_id,
    operatorId: row.operator_id,
    kind: answerKind(row.kind),
    body: row.body,
    giftId: row.gift_id,
    photoId: row.photo_id,
    createdAt: row.created_at,
  }))
}

export async function deleteHeldReply(trx: Database, id: number): Promise<boolean> {
  const result = await trx.deleteFrom('held_replies').where('id', '=', id).executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

export async function queuedSince(db: Database, conversationId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('conversation_queue')
    .select('waiting_since')
    .where('conversation_id', '=', conversationId)
    .executeTakeFirst()
  return row?.waiting_since
}

/** The answers of a conversation still held back, for the console to show as on their way. */
export function listHeldReplies(db: Database, conversationId: number) {
  return db
    .selectFrom('held_replies as h')
    .leftJoin('gifts as g', 'g.id', 'h.gift_id')
    .leftJoin('photos as p', 'p.id', 'h.photo_id')
    .select([
      'h.id',
      'h.kind',
      'h.body',
      'h.send_at',
      'g.slug as gift_slug',
      'p.thumb_filename as photo_thumb',
    ])
    .where('h.conversation_id', '=', conversationId)
    .orderBy('h.send_at')
    .execute()
}
